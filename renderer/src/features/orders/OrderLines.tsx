import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../../common/money';
import { leftTheShop, refundWords } from '../../../../common/orderFacts';
import type { AdminOrder, OrderItem } from '../../../../common/orders';
import { variantLabel } from '../../../../common/variants';
import { shownTime } from '../../shared/shownTime';
import { useCan } from '../../shared/session/staff';
import { RowAction } from '../../shared/ui/DataTable';
import { useNoticeFocus } from '../../shared/ui/useNoticeFocus';
import { useOrdersByRefs } from './api';
import { piecesText } from './failure';
import styles from './OrdersPage.module.css';

// The dialogs check their fields with the shared schemas (zod): loaded when one first opens, not with the Orders tab.
const LineDialog = lazy(() => import('./LineChangeDialogs').then((module) => ({ default: module.LineDialog })));

/** The Orders tab's address showing just this order, opened (OrdersPage reads the state). */
export type OpenedOrder = { open: string };
/** A line as a screen reader hears it after a button's word: "Return Oxford shirt M / Navy". */
const lineName = (line: OrderItem) => `${line.title} ${variantLabel(line.size, line.color)}`;
const OrderLink = ({ orderRef }: { orderRef: string }) => (
  <Link to={`/orders?q=${orderRef}`} state={{ open: orderRef } satisfies OpenedOrder}>
    {orderRef}
  </Link>
);

/**
 * An order's lines, each with what can still come back of it after delivery (a return with its refund,
 * or an exchange for another size or colour), and what came back already.
 */
export function OrderLines({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState<{ kind: 'return' | 'exchange'; line: OrderItem } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { noticeRef, focusNextNotice } = useNoticeFocus(done);
  // Pieces come back one line at a time only from a parcel that reached the customer and did not come back whole.
  // Returns and exchanges are shown only to a role that may record them (a Packer may not, issue 37).
  const mayRecord = useCan()('orders.refund');
  const linesCanComeBack =
    mayRecord &&
    order.status !== 'cancelled' &&
    order.parcelReturn === null &&
    leftTheShop({ status: order.status, shippedAt: order.tracking.shippedAt });
  // A cancelled exchange is history: its pieces are the customer's again (issue 33 item 3).
  const cameBack = (line: OrderItem) =>
    order.lineChanges
      .filter((change) => change.lineId === line.lineId && change.cancelledAt === null)
      .reduce((sum, change) => sum + change.quantity, 0);
  const left = (line: OrderItem) => line.quantity - cameBack(line);
  // What each exchange order costs the customer (the exchange delivery fee, when the owner charged it).
  const exchanges =
    useOrdersByRefs(order.lineChanges.flatMap((change) => (change.exchangeOrderRef ? [change.exchangeOrderRef] : [])))
      .data ?? [];
  const exchangeCost = (orderRef: string) => {
    const exchange = exchanges.find((candidate) => candidate.orderRef === orderRef);
    return exchange === undefined
      ? ''
      : exchange.total === 0
        ? ' (free for the customer)'
        : ` (the customer pays ${formatPrice(exchange.total)} for delivery)`;
  };

  return (
    <section>
      <h3>Items</h3>
      {order.exchangeOf && (
        <p>
          Exchange for order <OrderLink orderRef={order.exchangeOf} />: the rider collects the pieces coming back.
        </p>
      )}
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.lineId} className={styles.line}>
            <span>
              {item.quantity} × {item.title} — size {item.size}, {item.color}, {formatPrice(item.price)} each
            </span>
            {linesCanComeBack && left(item) > 0 && (
              <span className={styles.lineActions}>
                <RowAction label="Return" of={lineName(item)} onClick={() => setOpen({ kind: 'return', line: item })} />
                <RowAction
                  label="Exchange"
                  of={lineName(item)}
                  onClick={() => setOpen({ kind: 'exchange', line: item })}
                />
              </span>
            )}
          </li>
        ))}
      </ul>
      {order.lineChanges.length > 0 && (
        <>
          <h3 className={styles.cameBackHeading}>Came back</h3>
          <ul className={styles.items} aria-label={`Pieces of ${order.orderRef} that came back`}>
            {order.lineChanges.map((change) => (
              <li key={`${change.lineId}-${change.at}`}>
                {piecesText(change.quantity)} of {change.title} ({variantLabel(change.size, change.color)}){' '}
                {change.kind === 'refund' ? (
                  <>returned, {change.refund > 0 ? refundWords(change) : 'nothing refunded'}</>
                ) : (
                  <>
                    exchanged for {variantLabel(change.newSize ?? '', change.newColor ?? '')}: exchange order{' '}
                    {change.exchangeOrderRef ? (
                      <>
                        <OrderLink orderRef={change.exchangeOrderRef} />
                        {change.cancelledAt === null
                          ? exchangeCost(change.exchangeOrderRef)
                          : ' (cancelled: the piece is with the customer again)'}
                      </>
                    ) : (
                      'deleted'
                    )}
                  </>
                )}
                , {shownTime(change.at)}
              </li>
            ))}
          </ul>
        </>
      )}
      {done && (
        <p ref={noticeRef} tabIndex={-1} role="status" className={styles.message}>
          {done}
        </p>
      )}
      <Suspense fallback={null}>
        {open && (
          <LineDialog
            kind={open.kind}
            order={order}
            line={open.line}
            left={left(open.line)}
            onClose={() => setOpen(null)}
            onDone={(message) => {
              focusNextNotice();
              setOpen(null);
              setDone(message);
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
