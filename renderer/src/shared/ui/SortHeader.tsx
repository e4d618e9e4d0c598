import type { TableSort } from './useTableControls';
import styles from './SortHeader.module.css';

/**
 * A column header that sorts the table by its column: pressed once ascending, again descending. The
 * order is read out through aria-sort; the arrow is only for the eye.
 */
export function SortHeader<K extends string>({
  column,
  label,
  sort,
  onSort,
}: {
  column: K;
  label: string;
  sort: TableSort<K>;
  onSort: (column: K) => void;
}) {
  const active = sort.by === column;
  return (
    <th scope="col" aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={styles.sort} onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">{active ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}
