import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { QueryState } from './QueryState';
import { SortHeader } from './SortHeader';
import type { TableSort } from './useTableControls';
import styles from './DataTable.module.css';

export type Column<T, K extends string = string> = {
  /** The header's words: seen above the column and heard before each of its cells. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a row header): a screen reader says it before the row's other cells. */
  rowHeader?: boolean;
  /** Figures: right-aligned in even widths, so rupees and counts line up. */
  number?: boolean;
  className?: string;
  /** Pressing the header sorts the table by this key (the table's `sort` must be given). */
  sortKey?: K;
};

export type DataTableProps<T, K extends string = string> = {
  /** What the table lists, for screen readers (not shown). */
  caption: ReactNode;
  columns: Column<T, K>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** What the owner reads when there are no rows. */
  empty: ReactNode;
  /** The row's buttons, in the last column. */
  actions?: (row: T) => ReactNode;
  /** The actions column's header is only heard where the buttons say enough on their own. */
  actionsHeader?: 'shown' | 'hidden';
  rowClassName?: (row: T) => string | undefined;
  /** A row opened below its row (e.g. a product's details), with the id its button's aria-controls names. */
  detail?: (row: T) => { id: string; content: ReactNode } | null;
  sort?: { by: TableSort<K>; onSort: (column: K) => void };
  className?: string;
};

/**
 * The admin's one list table (docs/decisions/0086): a caption for screen readers, headers (sortable
 * where asked), one row each with its row header and its buttons, and the empty note when there is
 * nothing to list. On a phone each row is a card of its cells, each under its header's words, so the
 * row's buttons are in reach without scrolling sideways.
 */
export function DataTable<T, K extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  actions,
  actionsHeader = 'shown',
  rowClassName,
  detail,
  sort,
  className,
}: DataTableProps<T, K>) {
  if (rows.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  const span = columns.length + (actions ? 1 : 0);
  const cellClass = (column: Column<T, K>) =>
    [column.number && styles.number, column.className].filter(Boolean).join(' ') || undefined;
  return (
    <div className="table-wrap">
      <table className={[styles.table, className].filter(Boolean).join(' ')}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              column.sortKey && sort ? (
                <SortHeader
                  key={column.header}
                  column={column.sortKey}
                  label={column.header}
                  sort={sort.by}
                  onSort={sort.onSort}
                />
              ) : (
                <th key={column.header} scope="col" className={column.number ? styles.number : undefined}>
                  {column.header}
                </th>
              ),
            )}
            {actions && (
              <th scope="col">
                {actionsHeader === 'shown' ? 'Actions' : <span className="visually-hidden">Actions</span>}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const opened = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr className={rowClassName?.(row)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.header} scope="row" className={cellClass(column)}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.header} className={cellClass(column)} data-label={column.header}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                  {actions && (
                    <td className={styles.actionsCell}>
                      <div className={styles.actions}>{actions(row)}</div>
                    </td>
                  )}
                </tr>
                {opened && (
                  <tr id={opened.id}>
                    <td colSpan={span}>{opened.content}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A table whose query answers its rows: 'Loading...', the failure with Try again, the empty note, or the table. */
export function QueryTable<T, K extends string = string>({
  query,
  ...table
}: Omit<DataTableProps<T, K>, 'rows'> & { query: UseQueryResult<T[]> }) {
  return <QueryState query={query}>{(rows) => <DataTable rows={rows} {...table} />}</QueryState>;
}

/** What an admin list says when it has nothing to show, in the same dashed card everywhere. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

/** A small coloured label in a cell (a status, a kind): good, needs a look, or over and quiet. */
export type BadgeTone = 'good' | 'warn' | 'quiet';
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={styles[tone]}>{children}</span>;
}

type RowActionProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label'> & {
  /** The button's word ("Edit"), said with `of` to a screen reader: "Edit EID10". */
  label: string;
  of: string;
  danger?: boolean;
};

/**
 * A button in a table row. Its short word is enough for the eye beside the row; a screen reader
 * listing the page's buttons hears what it acts on too. `children` only while it is working ("Downloading...").
 */
export function RowAction({ label, of, danger = false, children, ...button }: RowActionProps) {
  return (
    <button
      type="button"
      className={danger ? 'button-danger' : 'button-secondary'}
      aria-label={`${label} ${of}`}
      {...button}
    >
      {children ?? label}
    </button>
  );
}
