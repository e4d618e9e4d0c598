import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../common/apiClient';

/**
 * Server state of the admin app. A refused request (4xx) is not retried: asking again gets the same
 * answer; a lost connection or a server error is retried once before the screen shows its error.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
      },
      mutations: { retry: false },
    },
  });
}
