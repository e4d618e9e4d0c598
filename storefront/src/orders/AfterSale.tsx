import { formatPrice } from '../../../common/money';
import { orderPagePath, type Order } from '../../../common/orders';
import type { LineChange } from '../../../common/afterSale';
import { variantLabel } from '../../../common/variants';
import { Link } from '../router/router';
import styles from './OrderDetails.module.css';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-PK', { dateStyle: 'medium' });
const pieces = (quantity: number) => `${quantity} ${quantity === 1 ? 'piece' : 'pieces'}`;

/** 'M → L' when only the size changed, 'Navy → White' when only the colour did, else both. */
function exchanged(change: LineChange): string {
  const size = change.newSize ?? change.size;
  const color = change.newColor ?? change.color;
  if (color === change.color) return `${change.size} → ${size}`;
  if (size === change.size) return `${change.color} → ${color}`;
  return `${variantLabel(change.size, change.color)} → ${variantLabel(size, color)}`;
}

/** How the refund came back: by hand or to the shopper's account. */
const refundWay = (change: LineChange) => (change.refundMethod === 'bank' ? ' by bank transfer' : change.refundMethod === 'cash' ? ' in cash' : '');

/**
 * What happened after the parcel reached the shopper (issue 22): pieces returned with the money given
 * back, pieces exchanged for another size or colour with the order that brings them, and on an exchange
 * order, the order it replaces pieces of. The e-mail rides along so the other order opens at once.
 */
export default function AfterSale({ order, headingLevel }: { order: Order; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const orderLink = (orderRef: string) => <Link to={orderPagePath(orderRef, order.customer.email)}>{orderRef}</Link>;
  if (!order.exchangeOf && order.lineChanges.length === 0) return null;
  return (
    <section className={styles.afterSale} aria-labelledby={`after-sale-${order.orderRef}`}>
      <Heading id={`after-sale-${order.orderRef}`}>{order.exchangeOf ? 'Exchange' : 'Returns and exchanges'}</Heading>
      {order.exchangeOf && <p data-testid="exchange-of">This parcel brings the new size or colour for order {orderLink(order.exchangeOf)}. Please hand the pieces you are exchanging to the rider.</p>}
      {order.lineChanges.length > 0 && (
        <ul className={styles.changes}>
          {order.lineChanges.map((change, index) => (
            <li key={`${change.at}-${index}`} data-testid="line-change">
              {change.kind === 'refund' ? (
                <>
                  {pieces(change.quantity)} of {change.title} ({variantLabel(change.size, change.color)}) returned
                  {change.refund > 0 ? `, refund ${formatPrice(change.refund)}${refundWay(change)}` : ', no refund'}
                </>
              ) : (
                <>
                  {pieces(change.quantity)} of {change.title} exchanged {exchanged(change)}
                  {change.exchangeOrderRef && <>, sent as order {orderLink(change.exchangeOrderRef)}</>}
                </>
              )}{' '}
              <small>({day(change.at)})</small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
