import { formatPrice } from '../../../common/money';
import type { Order } from '../../../common/orders';
import styles from './OrderItems.module.css';

/** An order's lines at the prices it was sold at, with shipping, the discount code's discount, total, how it is paid and whether the shop has the money. */
export default function OrderItems({ order }: { order: Order }) {
  return (
    <>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={`${item.productId}-${item.size}-${item.color}`}>
            <span>
              {item.title} <small>({item.size}, {item.color}) × {item.quantity}</small>
            </span>
            <span className={styles.amount}>{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>Shipping</dt>
          <dd>{order.shippingCost === 0 ? 'Free' : formatPrice(order.shippingCost)}</dd>
        </div>
        {order.discount > 0 && (
          <div>
            <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
            <dd data-testid="order-discount">−{formatPrice(order.discount)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPrice(order.total)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd data-testid="order-payment">
            {/* An exchange sent free (or a code that covers everything) asks for no money at all. */}
            {order.total === 0 ? 'Nothing to pay' : `${order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Bank transfer'}${order.payment.status === 'paid' ? ', paid' : ''}`}
          </dd>
        </div>
      </dl>
    </>
  );
}
