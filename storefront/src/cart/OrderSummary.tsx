import type { ReactNode } from 'react';
import { shippingFor } from '../../../common/policyRules';
import { useT } from '../i18n/I18nContext';
import { Amount } from '../i18n/Ltr';
import { useShopPolicy } from '../shop/useShopPolicy';
import { useCart } from './CartContext';
import DiscountCodeField from './DiscountCodeField';
import type { DiscountCodeState } from './useDiscountCode';
import styles from './OrderSummary.module.css';

/**
 * The cart's Order Summary, on the cart and at checkout: the discount code field, then subtotal, shipping
 * (flat fee, free from the policy's threshold), the discount and total, then the page's own way on
 * (`children`). With a discount code, the server's own totals for the cart (never a sum of the browser's).
 */
export default function OrderSummary({ discount, children }: { discount: DiscountCodeState; children: ReactNode }) {
  // Only what the shop can sell counts (cartRules countedQuantity): the subtotal, the delivery rule, the code's quote.
  const { subtotal, counted: quantity } = useCart();
  const { quote } = discount;
  const policy = useShopPolicy();
  const t = useT();
  const shipping = quote ? quote.totals.shippingCost : shippingFor(quantity, policy);
  const shownSubtotal = quote ? quote.totals.subtotal : subtotal;
  const total = quote ? quote.totals.total : subtotal + shipping;
  const missing = policy.freeShippingMinItems - quantity;
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">{t('summary.title')}</h2>
      <DiscountCodeField discount={discount} />
      <dl aria-live="polite">
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd>
            <Amount value={shownSubtotal} />
          </dd>
        </div>
        <div>
          <dt>{t('summary.shipping')}</dt>
          <dd data-testid="shipping">{shipping === 0 ? t('common.free') : <Amount value={shipping} />}</dd>
        </div>
        {quote && quote.totals.discount > 0 && (
          <div className={styles.discount}>
            <dt>{t('summary.discountCode', { code: quote.code })}</dt>
            <dd data-testid="discount">
              <Amount value={quote.totals.discount} minus />
            </dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="total">
            <Amount value={total} />
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        {missing > 0 && `${t('summary.addMore', { count: missing })} `}
        {t('summary.freeShipping', { count: policy.freeShippingMinItems })}
      </p>
      {children}
    </aside>
  );
}
