import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatPrice } from '../../../../common/money';
import { formatPhone } from '../../../../common/phone';
import { doorPayment, piecesOf } from '../../../../common/orderFacts';
import type { AdminOrder } from '../../../../common/orders';
import { variantLabel } from '../../../../common/variants';
import { useShopName } from '../../shared/useShopName';
import { useOrdersByRefs } from './api';
import { piecesText } from './failure';
import styles from './OrdersPage.module.css';

export type Paper = 'A4' | 'A5';

/**
 * Printing slips: `print(orders)` puts their slips on the page, and once they are rendered (with the
 * orders that exchange orders replace pieces of) the browser's print dialog opens on them. Each call is
 * its own job, so the same slip prints twice if asked twice.
 */
export function usePrintSlips() {
  const [job, setJob] = useState<{ orders: AdminOrder[] } | null>(null);
  const originals = useOrdersByRefs((job?.orders ?? []).flatMap((order) => (order.exchangeOf ? [order.exchangeOf] : [])));
  const printed = useRef<typeof job>(null);
  const ready = job !== null && !originals.isFetching;
  useEffect(() => {
    if (!job || !ready || printed.current === job) return;
    printed.current = job;
    window.print();
  }, [job, ready]);
  return { printing: job?.orders ?? [], originals: originals.data ?? [], print: (orders: AdminOrder[]) => setJob({ orders }) };
}

/** Packing slips for the courier parcel: hidden on screen, the only thing printed (issue 8). */
export function PackingSlips({ orders, originals, paper }: { orders: AdminOrder[]; originals: AdminOrder[]; paper: Paper }) {
  const shopName = useShopName() ?? 'Shop';
  return createPortal(
    <div className={styles.slips}>
      <style>{`@page { size: ${paper}; margin: 12mm; }`}</style>
      {orders.map((order) => (
        <article key={order.orderRef} className={styles.slip}>
          <h2>{shopName}</h2>
          <p>
            Order <strong>{order.orderRef}</strong> · {piecesText(piecesOf(order))}
          </p>
          <p>
            <strong>{order.customer.name}</strong>
            <br />
            {formatPhone(order.customer.phone)}
            <br />
            {order.customer.address}
            <br />
            {order.customer.city} {order.customer.zip}
          </p>
          {order.exchangeOf ? (
            <ExchangeLines order={order} original={originals.find((candidate) => candidate.orderRef === order.exchangeOf)} />
          ) : (
            <ul>
              {order.items.map((item) => (
                <li key={item.lineId}>
                  {item.quantity} × {item.title} ({variantLabel(item.size, item.color)})
                </li>
              ))}
            </ul>
          )}
          {/* The amount to collect is already after the discount. */}
          {order.discount > 0 && <p>Discount{order.discountCode ? ` (${order.discountCode})` : ''}: −{formatPrice(order.discount)}</p>}
          <p className={styles.cash}>{slipPayment(order)}</p>
        </article>
      ))}
    </div>,
    document.body,
  );
}

/** What the rider does about money, in large type: a free exchange parcel owes nothing rather than reading 'Paid'. */
function slipPayment(order: AdminOrder): string {
  const door = doorPayment(order);
  if (door === 'paid' && order.total === 0) return 'Nothing to collect';
  return { collect: `Collect ${formatPrice(order.total)}`, paid: 'Paid', 'transfer awaited': 'Transfer not checked', nothing: 'Nothing to collect' }[door];
}

/** An exchange parcel: which order it exchanges pieces of, what the rider hands over and what the rider takes back. */
function ExchangeLines({ order, original }: { order: AdminOrder; original: AdminOrder | undefined }) {
  const comingBack = original?.lineChanges.filter((change) => change.exchangeOrderRef === order.orderRef) ?? [];
  return (
    <>
      <p className={styles.exchangeNote}>Exchange for order {order.exchangeOf}</p>
      <ul>
        {order.items.map((item) => (
          <li key={item.lineId}>
            Deliver: {item.quantity} × {item.title} ({variantLabel(item.size, item.color)})
          </li>
        ))}
        {comingBack.length > 0
          ? comingBack.map((change) => (
              <li key={`${change.lineId}-${change.at}`}>
                Collect back: {change.quantity} × {change.title} ({variantLabel(change.size, change.color)})
              </li>
            ))
          : <li>Collect back the pieces exchanged from order {order.exchangeOf}</li>}
      </ul>
    </>
  );
}
