import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../../common/apiClient';
import styles from './QueryState.module.css';

/** docs/product.md §8 'Admin data load': what the owner reads when a screen's data cannot be fetched. */
export const FETCH_FAILED = 'Failed to fetch data. Please check your connection and try again.';

/**
 * The loading and error states every admin screen shows the same way: 'Loading...', then the data,
 * or the failure message with a Try again button. `children` renders the loaded data.
 */
export function QueryState<T>({
  query,
  failed = FETCH_FAILED,
  children,
}: {
  query: UseQueryResult<T>;
  failed?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className={styles.loading} role="status">
        Loading...
      </p>
    );
  }
  // A role refused by the server (issue 37) reads why, in the server's words; trying again would not help.
  if (query.error instanceof ApiError && query.error.code === 'FORBIDDEN') {
    return (
      <p className="notice-refused" role="alert">
        {query.error.message}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.error} role="alert">
        <p>{failed}</p>
        <button type="button" className="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Trying again...' : 'Try again'}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
