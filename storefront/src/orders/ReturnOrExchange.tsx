import { afterSaleAsk } from '../../../common/orderFacts';
import type { Order } from '../../../common/orders';
import { formatDate, useT } from '../i18n/I18nContext';
import { Link } from '../router/router';
import styles from './OrderDetails.module.css';

/**
 * A delivered order, within the shop's return window, says until when a piece can be returned or
 * exchanged and leads to the contact form with the order's reference (docs/product.md §2, Order
 * tracking): the home page promises easy returns, and the shopper should not have to find the way.
 * An exchange order's pieces are exchanged again, not returned, within the window of the order the
 * shopper paid on (common/orderFacts.ts afterSaleAsk, decision 0141): the page says so instead.
 */
export default function ReturnOrExchange({ order, returnWindowDays }: { order: Order; returnWindowDays: number }) {
  const t = useT();
  const ask = afterSaleAsk(order, returnWindowDays);
  if (ask === null) return null;
  const day = formatDate(ask.until.toISOString(), { dateStyle: 'medium' });
  return (
    <p className={styles.note} data-testid="return-or-exchange">
      {ask.asks === 'exchange' && order.exchangeOf !== null
        ? t('order.exchangeUntil', { ref: order.exchangeOf, day })
        : t('order.returnUntil', { day })}{' '}
      <Link to={`/contact?ref=${order.orderRef}`}>
        {ask.asks === 'exchange' ? t('order.askExchange') : t('order.askReturn')}
      </Link>
    </p>
  );
}
