import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatPrice } from '../../../../common/money';
import { doorPayment, piecesOf } from '../../../../common/orderFacts';
import type { AdminOrder } from '../../../../common/orders';
import { useShopName } from '../../shared/useShopName';
import styles from './OrdersPage.module.css';

export type Paper = 'A4' | 'A5';

/**
 * Printing slips: `print(orders)` puts their slips on the page, and once they are rendered the
 * browser's print dialog opens on them. Each call is its own job, so the same slip prints twice if asked twice.
 */
export function usePrintSlips() {
  const [job, setJob] = useState<{ orders: AdminOrder[] } | null>(null);
  useEffect(() => {
    if (job) window.print();
  }, [job]);
  return { printing: job?.orders ?? [], print: (orders: AdminOrder[]) => setJob({ orders }) };
}

/** Packing slips for the courier parcel: hidden on screen, the only thing printed (issue 8). */
export function PackingSlips({ orders, paper }: { orders: AdminOrder[]; paper: Paper }) {
  const shopName = useShopName() ?? 'Shop';
  return createPortal(
    <div className={styles.slips}>
      <style>{`@page { size: ${paper}; margin: 12mm; }`}</style>
      {orders.map((order) => (
        <article key={order.orderRef} className={styles.slip}>
          <h2>{shopName}</h2>
          <p>
            Order <strong>{order.orderRef}</strong> · {piecesOf(order)} pieces
          </p>
          <p>
            <strong>{order.customer.name}</strong>
            <br />
            {order.customer.phone}
            <br />
            {order.customer.address}
            <br />
            {order.customer.city} {order.customer.zip}
          </p>
          <ul>
            {order.items.map((item) => (
              <li key={`${item.productId}-${item.size}-${item.color}`}>
                {item.quantity} × {item.title} ({item.size}, {item.color})
              </li>
            ))}
          </ul>
          {/* The amount to collect is already after the discount. */}
          {order.discount > 0 && <p>Discount{order.discountCode ? ` (${order.discountCode})` : ''}: −{formatPrice(order.discount)}</p>}
          <p className={styles.cash}>{{ collect: `Collect ${formatPrice(order.total)}`, paid: 'Paid', 'transfer awaited': 'Transfer not checked', nothing: 'Nothing to collect' }[doorPayment(order)]}</p>
        </article>
      ))}
    </div>,
    document.body,
  );
}
