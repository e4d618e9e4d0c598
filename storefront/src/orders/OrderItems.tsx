import { formatPrice } from '../../../common/money';
import type { Order } from '../../../common/orders';
import styles from './OrderItems.module.css';
import { useT } from '../i18n/I18nContext';

/** An order's lines at the prices it was sold at, with shipping, the discount code's discount, total, how it is paid and whether the shop has the money. */
export default function OrderItems({ order }: { order: Order }) {
  const t = useT();
  const method = t(order.paymentMethod === 'cod' ? 'order.cod' : 'order.bank');
  return (
    <>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={`${item.productId}-${item.size}-${item.color}`}>
            <span>
              {item.title}{' '}
              <small>
                ({item.size}, {item.color}) × {item.quantity}
              </small>
            </span>
            <span className={styles.amount}>{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('summary.shipping')}</dt>
          <dd>{order.shippingCost === 0 ? t('common.free') : formatPrice(order.shippingCost)}</dd>
        </div>
        {order.discount > 0 && (
          <div>
            <dt>
              {order.discountCode ? t('summary.discountCode', { code: order.discountCode }) : t('summary.discount')}
            </dt>
            <dd data-testid="order-discount">−{formatPrice(order.discount)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="order-total">{formatPrice(order.total)}</dd>
        </div>
        <div>
          <dt>{t('order.payment')}</dt>
          <dd data-testid="order-payment">
            {/* An exchange sent free (or a code that covers everything) asks for no money at all. */}
            {order.total === 0
              ? t('order.nothingToPay')
              : order.payment.status === 'paid'
                ? t('order.paid', { method })
                : method}
          </dd>
        </div>
      </dl>
    </>
  );
}
