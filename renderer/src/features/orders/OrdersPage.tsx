import { useState } from 'react';
import { ApiError } from '../../../../common/apiClient';
import { useLocation, useSearchParams } from 'react-router-dom';
import { plural } from '../../shared/plural';
import { EmptyNote } from '../../shared/ui/DataTable';
import { Page } from '../../shared/ui/Page';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
import { useNoticeFocus } from '../../shared/ui/useNoticeFocus';
import { useOrders } from './api';
import { useExportOrdersCsv } from './apiFiles';
import { BookWithCourier } from '../couriers/BookWithCourier';
import { CancelTicked } from './CancelTicked';
import { OrderEntry } from './OrderEntry';
import type { OpenedOrder } from './OrderLines';
import { filtersIn, OrderFilters, pageIn } from './OrderFilters';
import { NewOrderButton } from './NewOrderButton';
import { Can } from '../../shared/session/staff';
import styles from './OrdersPage.module.css';
import { PackingSlips, usePrintSlips, type Paper } from './PackingSlips';
import { useSlipSelection } from './useSlipSelection';

/** What the list says when it shows no order: past the last page, for filters that find none, or in a shop with none yet. */
function noOrdersNote(total: number, filtered: boolean): string {
  if (total > 0) return 'No orders on this page.';
  if (filtered) return 'No orders match these filters.';
  return 'No orders yet. Orders placed in the shop, and those you add with New order, show here.';
}

/** The Orders tab (docs/product.md §2): filters kept in the address, expandable orders with their actions, CSV and packing slips. */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const opened = (useLocation().state as OpenedOrder | null)?.open;
  const filters = filtersIn(params);
  const orders = useOrders(filters, pageIn(params));
  const selection = useSlipSelection(params.toString(), orders.data?.data ?? []);
  const { slips, print } = usePrintSlips();
  const [paper, setPaper] = useState<Paper>('A4');
  const exportCsv = useExportOrdersCsv();
  // A deleted order's entry goes, and its Delete button with it: the list says what was deleted (or
  // cancelled at once) and takes focus.
  const [notice, setNotice] = useState<string | null>(null);
  const { noticeRef, focusNextNotice } = useNoticeFocus(notice);
  const say = (text: string) => {
    focusNextNotice();
    setNotice(text);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <Page
      title="Orders"
      actions={
        <>
          <Can permission="orders.create">
            <NewOrderButton />
          </Can>
          {/* The courier's CSV is a booking: staff who may not book parcels are not offered it. */}
          <Can permission="parcels.book">
            <button
              type="button"
              className="button-secondary"
              disabled={exportCsv.isPending}
              onClick={() => exportCsv.mutate(filters)}
            >
              Download CSV for courier
            </button>
          </Can>
          <label className="visually-hidden" htmlFor="paper">
            Paper size
          </label>
          <select
            id="paper"
            className={styles.paper}
            value={paper}
            onChange={(event) => setPaper(event.target.value as Paper)}
          >
            <option value="A4">A4 slips</option>
            <option value="A5">A5 slips</option>
          </select>
          <button
            type="button"
            className="button"
            disabled={selection.chosen.length === 0}
            onClick={() => print(selection.chosen)}
          >
            Print packing slips ({selection.chosen.length})
          </button>
          {/* Offered on the list of orders that look fake, where a run of them is cancelled at once. */}
          {filters.lookalike === 'yes' && (
            <CancelTicked orderRefs={selection.chosen.map((order) => order.orderRef)} onDone={say} />
          )}
        </>
      }
    >
      {exportCsv.isError && (
        <p role="alert" className={styles.failed}>
          {exportCsv.error instanceof ApiError && exportCsv.error.status < 500
            ? exportCsv.error.message
            : 'Failed to fetch data. Please check your connection and try again.'}
        </p>
      )}
      {/* The file holds only orders ready to book: the rest are counted and named, with why (decision 0143). */}
      {exportCsv.data && (
        <p role="status" className={styles.leftOut}>
          Downloaded. {exportCsv.data}
        </p>
      )}
      <OrderFilters params={params} onChange={setParams} />
      <Can permission="parcels.book">
        <BookWithCourier orders={selection.chosen} />
      </Can>
      {notice && (
        <p ref={noticeRef} tabIndex={-1} role="status" className={styles.deleted}>
          {notice}
        </p>
      )}
      <QueryState query={orders}>
        {(answer) =>
          answer.data.length === 0 ? (
            <EmptyNote>{noOrdersNote(answer.total, Object.keys(filters).length > 0)}</EmptyNote>
          ) : (
            <>
              <p role="status">
                {plural(answer.total, 'order')} · page {answer.page} of {answer.totalPages}
                {/* The ticks are for this page only: printing or cancelling takes just the orders ticked here. */}
                {selection.chosen.length > 0 && ` · ${selection.chosen.length} ticked on this page`}
              </p>
              <ul className={styles.list}>
                {answer.data.map((order) => (
                  <OrderEntry
                    key={order.orderRef}
                    order={order}
                    // Reached from another order's link (an exchange and its original): shown open.
                    startOpen={opened === order.orderRef}
                    selected={selection.isChosen(order.orderRef)}
                    onSelect={(on) => selection.choose(order.orderRef, on)}
                    onPrint={() => print([order])}
                    onDeleted={say}
                  />
                ))}
              </ul>
              <Pager page={answer.page} totalPages={answer.totalPages} onPage={goTo} label="Pages" />
            </>
          )
        }
      </QueryState>
      <PackingSlips {...slips} paper={paper} />
    </Page>
  );
}
