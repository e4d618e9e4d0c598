import type { UseMutationOptions } from '@tanstack/react-query';

/** What a caller may add to a feature's mutation hook (its own onSuccess, onError …); the call itself is the hook's. */
export type MutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;
