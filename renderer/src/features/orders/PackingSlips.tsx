import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatPrice } from '../../../../common/money';
import { formatPhone } from '../../../../common/phone';
import { piecesOf } from '../../../../common/orderFacts';
import type { AdminOrder } from '../../../../common/orders';
import { shopContacts } from '../../../../common/orderPaper';
import type { ShopPolicy } from '../../../../common/policy';
import { useOrdersByRefs, useShopPolicy } from './api';
import { Barcode } from './Barcode';
import { piecesText } from './failure';
import { slipCourier, slipDates, slipLine, slipPayment, slipReturnTo } from './slipText';
import styles from './OrdersPage.module.css';

export type Paper = 'A4' | 'A5';

type Job = { orders: AdminOrder[]; at: Date };

/**
 * Printing slips: `print(orders)` puts their slips on the page, and once they are rendered (with the
 * orders that exchange orders replace pieces of, and the shop's return address) the browser's print
 * dialog opens on them. Each call is its own job, so the same slip prints twice if asked twice.
 */
export function usePrintSlips() {
  const [job, setJob] = useState<Job | null>(null);
  const originals = useOrdersByRefs(
    (job?.orders ?? []).flatMap((order) => (order.exchangeOf ? [order.exchangeOf] : [])),
  );
  // A shop whose settings cannot be read still gets its slips, only without the return address.
  const policy = useShopPolicy();
  const printed = useRef<Job | null>(null);
  const ready = job !== null && !originals.isFetching && !policy.isPending;
  useEffect(() => {
    if (!job || !ready || printed.current === job) return;
    printed.current = job;
    window.print();
  }, [job, ready]);
  return {
    slips: {
      orders: job?.orders ?? [],
      originals: originals.data ?? [],
      policy: policy.data,
      printedAt: job?.at ?? null,
    },
    print: (orders: AdminOrder[]) => setJob({ orders, at: new Date() }),
  };
}

type SlipsProps = {
  orders: AdminOrder[];
  originals: AdminOrder[];
  policy: ShopPolicy | undefined;
  printedAt: Date | null;
  paper: Paper;
};

/**
 * Packing slips for the courier parcel: hidden on screen, the only thing printed (issue 8). Each has the
 * order's barcode for the courier's scanner, the dates, the courier once booked, and where an undelivered
 * parcel goes back to (issue 26).
 */
export function PackingSlips({ orders, originals, policy, printedAt, paper }: SlipsProps) {
  const returnTo = policy ? slipReturnTo(policy) : null;
  // The customer who takes the parcel sees how to reach the shop (issue 35 item 12).
  const contacts = policy ? shopContacts(policy) : '';
  return createPortal(
    <div className={styles.slips}>
      <style>{`@page { size: ${paper}; margin: 12mm; }`}</style>
      {orders.map((order) => (
        <article key={order.orderRef} className={styles.slip}>
          <header className={styles.slipHead}>
            <div>
              <h2>{policy?.shopName ?? 'Shop'}</h2>
              {contacts && <p className={styles.slipFact}>{contacts}</p>}
            </div>
            <figure className={styles.slipCode}>
              <Barcode value={order.orderRef} className={styles.barcode} />
              <figcaption>{order.orderRef}</figcaption>
            </figure>
          </header>
          <p className={styles.slipOrder}>
            Order <strong>{order.orderRef}</strong> · {piecesText(piecesOf(order))}
          </p>
          {printedAt && <p className={styles.slipFact}>{slipDates(order, printedAt)}</p>}
          {slipCourier(order) && <p className={styles.slipFact}>{slipCourier(order)}</p>}
          <p className={styles.slipTo}>
            <strong>{order.customer.name}</strong>
            <br />
            {formatPhone(order.customer.phone)}
            <br />
            {order.customer.address}
            <br />
            {order.customer.city} {order.customer.zip}
          </p>
          {order.exchangeOf ? (
            <ExchangeLines
              order={order}
              original={originals.find((candidate) => candidate.orderRef === order.exchangeOf)}
            />
          ) : (
            <ul>
              {order.items.map((item) => (
                <li key={item.lineId}>{slipLine(item)}</li>
              ))}
            </ul>
          )}
          {/* The amount to collect is already after the discount. */}
          {order.discount > 0 && (
            <p>
              Discount{order.discountCode ? ` (${order.discountCode})` : ''}: −{formatPrice(order.discount)}
            </p>
          )}
          <p className={styles.cash}>{slipPayment(order)}</p>
          {returnTo && <p className={styles.returnTo}>{returnTo}</p>}
        </article>
      ))}
    </div>,
    document.body,
  );
}

/** An exchange parcel: which order it exchanges pieces of, what the rider hands over and what the rider takes back. */
function ExchangeLines({ order, original }: { order: AdminOrder; original: AdminOrder | undefined }) {
  const comingBack = original?.lineChanges.filter((change) => change.exchangeOrderRef === order.orderRef) ?? [];
  return (
    <>
      <p className={styles.exchangeNote}>Exchange for order {order.exchangeOf}</p>
      <ul>
        {order.items.map((item) => (
          <li key={item.lineId}>Deliver: {slipLine(item)}</li>
        ))}
        {comingBack.length > 0 ? (
          comingBack.map((change) => <li key={`${change.lineId}-${change.at}`}>Collect back: {slipLine(change)}</li>)
        ) : (
          <li>Collect back the pieces exchanged from order {order.exchangeOf}</li>
        )}
      </ul>
    </>
  );
}
