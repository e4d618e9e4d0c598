import type { Order } from '../../../common/orders';
import styles from './OrderItems.module.css';
import { richMessage, useI18n } from '../i18n/I18nContext';
import { Amount, Ltr } from '../i18n/Ltr';
import { freeExchangeOf } from '../../../common/orderFacts';
import ItemName from './ItemName';
import { asksLessThanTotal, awaitsCash, toPayAtTheDoor } from './orderState';

/** An order's lines at the prices it was sold at, with shipping, the discount code's discount, total, how it is paid and whether the shop has the money. */
export default function OrderItems({ order }: { order: Order }) {
  const { t } = useI18n();
  const method = t(order.paymentMethod === 'cod' ? 'order.cod' : 'order.bank');
  return (
    <>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={`${item.productId}-${item.size}-${item.color}`}>
            <ItemName item={item} />
            <span className={styles.amount}>
              <Amount value={item.price * item.quantity} />
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('summary.shipping')}</dt>
          <dd>{order.shippingCost === 0 ? t('common.free') : <Amount value={order.shippingCost} />}</dd>
        </div>
        {order.discount > 0 && (
          <div>
            <dt>
              {order.discountCode ? t('summary.discountCode', { code: order.discountCode }) : t('summary.discount')}
            </dt>
            <dd data-testid="order-discount">
              <Amount value={order.discount} minus />
            </dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="order-total">
            <Amount value={order.total} />
          </dd>
        </div>
        {/* A piece came off the bill: the amount the order asks at the door, apart from its total (decision 0092). */}
        {asksLessThanTotal(order) && (
          <div className={styles.total}>
            <dt>{t(awaitsCash(order) ? 'order.toPayOnDelivery' : 'order.dueOnDelivery')}</dt>
            <dd data-testid="order-to-pay">
              <Amount value={toPayAtTheDoor(order)} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('order.payment')}</dt>
          <dd data-testid="order-payment" className={freeExchangeOf(order) ? styles.sentence : undefined}>
            {/* An exchange sent free was paid for on its first order (decision 0136); a code or returns that cover
                everything ask for no money at all either. */}
            {freeExchangeOf(order)
              ? richMessage('order.nothingToPayExchange', {
                  ref: <Ltr className={styles.amount}>{freeExchangeOf(order)}</Ltr>,
                })
              : toPayAtTheDoor(order) === 0
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
