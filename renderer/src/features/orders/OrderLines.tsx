import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../../common/money';
import { refundToDecideOnLine, toCollectFromCustomer } from '../../../../common/afterSaleState';
import { leftTheShop, refundWords } from '../../../../common/orderFacts';
import type { AdminOrder, OrderItem } from '../../../../common/orders';
import { variantLabel } from '../../../../common/variants';
import { shownTime } from '../../shared/shownTime';
import { useCan, useMe } from '../../shared/session/staff';
import { RowAction } from '../../shared/ui/DataTable';
import { useNoticeFocus } from '../../shared/ui/useNoticeFocus';
import { useOrdersByRefs } from './api';
import { piecesText } from './failure';
import styles from './OrdersPage.module.css';

// The dialogs check their fields with the shared schemas (zod): loaded when one first opens, not with the Orders tab.
const LineDialog = lazy(() => import('./LineChangeDialogs').then((module) => ({ default: module.LineDialog })));
const LaterRefundDialog = lazy(() => import('./LaterRefundDialog'));

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
  const [open, setOpen] = useState<{ kind: 'return' | 'exchange' | 'refund'; line: OrderItem } | null>(null);
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
  // A refund recorded later for pieces returned before (decision 0133): a refund of no further pieces.
  const refundedLater = (lineId: number) =>
    order.lineChanges.some((change) => change.lineId === lineId && change.kind === 'refund' && change.quantity === 0);
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

  // Undone by a cancel, or by its parcel coming back before delivery (decision 0147): the rider never collected the piece.
  const exchangeUndone = (orderRef: string) => {
    const back = exchanges.find((candidate) => candidate.orderRef === orderRef)?.parcelReturn;
    if (!back) return ' (cancelled: the piece is with the customer again)';
    return ` (its parcel was ${back.kind === 'refused' ? 'refused at the door' : 'returned'}: the piece is with the customer again)`;
  };

  return (
    <section>
      <h3>Items</h3>
      {order.exchangeOf && (
        <p>
          Exchange for order <OrderLink orderRef={order.exchangeOf} />: the rider collects the pieces coming back.
          {/* Its pieces are exchanged again, never returned here (decisions 0136, 0141): the server refuses a Return. */}
          {linesCanComeBack &&
            ` Its pieces can be exchanged again but not returned here: the customer paid for them on ${order.exchangeOf}.`}
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
                {order.exchangeOf === null && (
                  <RowAction
                    label="Return"
                    of={lineName(item)}
                    onClick={() => setOpen({ kind: 'return', line: item })}
                  />
                )}
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
                {change.kind === 'refund' && change.quantity === 0 ? (
                  // A refund recorded later for pieces returned before (decision 0133).
                  <>
                    Refund recorded for the returned pieces of {change.title} ({variantLabel(change.size, change.color)}
                    ): {refundWords(change)}
                  </>
                ) : change.kind === 'refund' ? (
                  <>
                    {piecesText(change.quantity)} of {change.title} ({variantLabel(change.size, change.color)})
                    returned,{' '}
                    {change.refund > 0
                      ? refundWords(change)
                      : change.refundToDecide
                        ? 'no refund yet'
                        : refundedLater(change.lineId)
                          ? 'its refund recorded later (below)'
                          : 'nothing refunded'}
                    {change.refundToDecide && (
                      <RefundToDecide
                        amount={refundToDecideOnLine(order, change.lineId)}
                        line={order.items.find((item) => item.lineId === change.lineId)}
                        mayRecord={mayRecord}
                        onRecord={(line) => setOpen({ kind: 'refund', line })}
                      />
                    )}
                  </>
                ) : (
                  <>
                    {piecesText(change.quantity)} of {change.title} ({variantLabel(change.size, change.color)})
                    exchanged for {variantLabel(change.newSize ?? '', change.newColor ?? '')}: exchange order{' '}
                    {change.exchangeOrderRef ? (
                      <>
                        <OrderLink orderRef={change.exchangeOrderRef} />
                        {change.cancelledAt === null
                          ? exchangeCost(change.exchangeOrderRef)
                          : exchangeUndone(change.exchangeOrderRef)}
                        {toCollectFromCustomer(change)
                          ? '; the rider collects the piece when it delivers the new one'
                          : change.exchangeDeliveredAt &&
                            `; the rider collected the piece ${shownTime(change.exchangeDeliveredAt)}`}
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
        {open?.kind === 'refund' && (
          <LaterRefundDialog
            order={order}
            line={open.line}
            owed={refundToDecideOnLine(order, open.line.lineId)}
            onClose={() => setOpen(null)}
            onDone={(message) => {
              focusNextNotice();
              setOpen(null);
              setDone(message);
            }}
          />
        )}
        {open && open.kind !== 'refund' && (
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

/** A returned line's refund left to decide (decision 0133), with Record refund for a role that records refunds. */
function RefundToDecide({
  amount,
  line,
  mayRecord,
  onRecord,
}: {
  amount: number;
  line: OrderItem | undefined;
  mayRecord: boolean;
  onRecord: (line: OrderItem) => void;
}) {
  // Only a role whose refund limit covers the whole of it decides it (the server holds it so too).
  const refundLimit = useMe().data?.refundLimit ?? null;
  if (amount === 0 || !line) return null;
  const decides = mayRecord && (refundLimit === null || refundLimit >= amount);
  return (
    <>
      {' '}
      <strong>
        (refund to decide: up to {formatPrice(amount)}
        {!decides && '; the owner or a manager records it'})
      </strong>
      {decides && (
        <span className={styles.lineActions}>
          <RowAction label="Record refund" of={lineName(line)} onClick={() => onRecord(line)} />
        </span>
      )}
    </>
  );
}
