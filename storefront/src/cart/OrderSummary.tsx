import type { ReactNode } from 'react';
import type { DiscountQuote } from '../../../common/discounts';
import { formatPrice } from '../../../common/money';
import { freeShippingMessage, shippingFor } from '../../../common/policyRules';
import { useShopPolicy } from '../shop/useShopPolicy';
import styles from './OrderSummary.module.css';

type OrderSummaryProps = {
  subtotal: number;
  quantity: number;
  /** A discount code's pricing of this cart, as the server answered it (useDiscountCode): its totals are shown as they are. */
  quote?: Pick<DiscountQuote, 'code' | 'totals'> | null;
  /** Above the totals (the discount code field). */
  before?: ReactNode;
  children?: ReactNode;
};

/**
 * Subtotal, shipping (flat fee, free from the policy's threshold), the discount and total, for cart and
 * checkout. With a discount code, the server's own totals for the cart (never a sum of the browser's).
 */
export default function OrderSummary({ subtotal, quantity, quote, before, children }: OrderSummaryProps) {
  const policy = useShopPolicy();
  const shipping = quote ? quote.totals.shippingCost : shippingFor(quantity, policy);
  const shownSubtotal = quote ? quote.totals.subtotal : subtotal;
  const total = quote ? quote.totals.total : subtotal + shipping;
  const missing = policy.freeShippingMinItems - quantity;
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">Order Summary</h2>
      {before}
      <dl aria-live="polite">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(shownSubtotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd data-testid="shipping">{shipping === 0 ? 'Free' : formatPrice(shipping)}</dd>
        </div>
        {quote && quote.totals.discount > 0 && (
          <div className={styles.discount}>
            <dt>Discount ({quote.code})</dt>
            <dd data-testid="discount">−{formatPrice(quote.totals.discount)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="total">{formatPrice(total)}</dd>
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
