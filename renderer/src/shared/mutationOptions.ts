import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';

/** What a caller may add to a feature's mutation hook (its own onSuccess, onError …); the call itself is the hook's. */
export type MutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * A change whose list is read again once it settles, after a refusal too: another window may have
 * changed the same thing meanwhile. The change counts as pending until the list is read, so a row's
 * buttons come back only with the row as it now is.
 */
export function useChangeThenReread<TData, TVariables>(
  queryKey: QueryKey,
  call: (variables: TVariables) => Promise<TData>,
  options?: MutationOptions<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: call,
    onSettled: async (...args) => {
      await options?.onSettled?.(...args);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
