import { useState } from 'react';

export type SortOrder = 'asc' | 'desc';
export type TableSort<K extends string> = { by: K; order: SortOrder };

/**
 * The state behind a searchable, sortable, paged admin table. Whatever changes what is listed (the
 * search, the page size, the sort) goes back to page 1 (docs/product.md §4 Admin users screen
 * defaults), so the owner never lands past the end of a shorter list.
 */
export function useTableControls<K extends string>(defaults: { sort: TableSort<K>; limit: number }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(defaults.limit);
  const [sort, setSort] = useState(defaults.sort);
  const fromFirstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    search,
    page,
    limit,
    sort,
    setPage,
    setSearch: fromFirstPage(setSearch),
    setLimit: fromFirstPage(setLimit),
    setSort: fromFirstPage(setSort),
    /** A column header pressed: that column ascending, or the other way round if it already sorts the table. */
    sortBy: fromFirstPage((by: K) =>
      setSort((current) => ({ by, order: current.by === by && current.order === 'asc' ? 'desc' : 'asc' })),
    ),
  };
}
