import type { Order } from '../../../common/orders';
import { formatDate, useT } from '../i18n/I18nContext';
import { Link } from '../router/router';
import styles from './OrderDetails.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A delivered order, within the shop's return window, says until when a piece can be returned or
 * exchanged and leads to the contact form with the order's reference (docs/product.md §2, Order
 * tracking): the home page promises easy returns, and the shopper should not have to find the way.
 */
export default function ReturnOrExchange({ order, returnWindowDays }: { order: Order; returnWindowDays: number }) {
  const t = useT();
  const deliveredAt = order.tracking.deliveredAt;
  if (order.status !== 'delivered' || !deliveredAt || returnWindowDays <= 0) return null;
  const until = Date.parse(deliveredAt) + returnWindowDays * DAY_MS;
  if (Date.now() > until) return null;
  return (
    <p className={styles.note} data-testid="return-or-exchange">
      {t('order.returnUntil', { day: formatDate(new Date(until).toISOString(), { dateStyle: 'medium' }) })}{' '}
      <Link to={`/contact?ref=${order.orderRef}`}>{t('order.askReturn')}</Link>
    </p>
  );
}
