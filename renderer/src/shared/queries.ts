import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { CallRest } from '../../../common/apiClient';
import type { EndpointKey, ResponseOf } from '../../../common/contract';
import { useAdminApi } from './session/AdminSession';

/*
 * The two ways the admin app reads an endpoint of the contract, for the features' query hooks (each
 * feature keeps its own key factory and one hook per call; these only make the call). The request is
 * cancelled with its query: react-query's signal goes along with the endpoint's own arguments.
 */

/** The endpoints whose answer carries its content in `data` (most of the admin API). */
type DataEndpoint = { [K in EndpointKey]: ResponseOf<K> extends { data: unknown } ? K : never }[EndpointKey];
type DataOf<K extends DataEndpoint> = ResponseOf<K> extends { data: infer D } ? D : never;

/** The query's key, and what a hook may add: a query that waits for its input, or keeps its answer for a while. */
type ReadOptions = { queryKey: QueryKey; enabled?: boolean; staleTime?: number };

/** Calls endpoint K with the caller's arguments and the query's abort signal. */
function useRead<K extends EndpointKey>(endpoint: K, rest: CallRest<K>) {
  const api = useAdminApi();
  return (signal: AbortSignal) => api(endpoint, ...([{ ...rest[0], signal }] as CallRest<K>));
}

/** One answer's `data`, under the feature's key: what most screens show. */
export function useDataQuery<K extends DataEndpoint>(options: ReadOptions, endpoint: K, ...rest: CallRest<K>) {
  const read = useRead(endpoint, rest);
  return useQuery({
    ...options,
    queryFn: async ({ signal }) => ((await read(signal)) as { data: DataOf<K> }).data,
  });
}

/**
 * A page of a list, the whole answer (its rows and its paging): the page shown stays on screen while the
 * next one loads, so the table does not flash empty between pages or keystrokes.
 */
export function usePagedQuery<K extends EndpointKey>(queryKey: QueryKey, endpoint: K, ...rest: CallRest<K>) {
  const read = useRead(endpoint, rest);
  return useQuery({ queryKey, queryFn: ({ signal }) => read(signal), placeholderData: keepPreviousData });
}

/**
 * A list's filters as the query of a file's address (the list exported as CSV): the filters left empty,
 * and any named (its paging: the file holds every row), are not sent.
 */
export function filtersQuery(filters: object, leaveOut: readonly string[] = []) {
  const search = new URLSearchParams(
    Object.entries(filters).flatMap(([name, value]) =>
      value === undefined || value === '' || leaveOut.includes(name) ? [] : [[name, String(value)]],
    ),
  ).toString();
  return search ? `?${search}` : '';
}
