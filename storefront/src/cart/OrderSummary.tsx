import type { ReactNode } from 'react';
import { formatPrice } from '../../../common/money';
import { freeShippingMessage, shippingFor } from '../../../common/policyRules';
import { useShopPolicy } from '../shop/useShopPolicy';
import styles from './OrderSummary.module.css';

type OrderSummaryProps = { subtotal: number; quantity: number; children?: ReactNode };

/** Subtotal, shipping (flat fee, free from the policy's threshold) and total, for cart and checkout. */
export default function OrderSummary({ subtotal, quantity, children }: OrderSummaryProps) {
  const policy = useShopPolicy();
  const shipping = shippingFor(quantity, policy);
  const missing = policy.freeShippingMinItems - quantity;
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">Order Summary</h2>
      <dl aria-live="polite">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd data-testid="shipping">{shipping === 0 ? 'Free' : formatPrice(shipping)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="total">{formatPrice(subtotal + shipping)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {missing <= 0
          ? freeShippingMessage(policy)
          : `Add ${missing} more shirt${missing === 1 ? '' : 's'} for free delivery. ${freeShippingMessage(policy)}`}
      </p>
      {children}
    </aside>
  );
}
