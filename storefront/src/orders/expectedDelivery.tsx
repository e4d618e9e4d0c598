import type { ReactNode } from 'react';
import type { Order } from '../../../common/orders';
import { waitsForRider } from '../../../common/orderTracking';
import { formatDate, richMessage, t } from '../i18n/I18nContext';
import { Ltr } from '../i18n/Ltr';
import styles from './ParcelTracking.module.css';

const day = (iso: string) => formatDate(iso, { weekday: 'long', day: 'numeric', month: 'long' });

/**
 * The order page's expected delivery: what happened to a parcel that came back or an order cancelled,
 * delivered, the owner's estimate when there is one, and a shipped order on its way with its courier and
 * tracking number (kept whole, left to right, in an Urdu line); an order booked with a courier and
 * waiting for its rider says so with the same two (decision 0130); only an order not yet booked waits to be
 * told (docs/product.md §2 Order tracking). Read in the language on screen: its page re-renders on a switch.
 */
export function expectedDelivery(order: Pick<Order, 'status' | 'parcelReturn' | 'tracking'>): ReactNode {
  const { tracking } = order;
  if (order.parcelReturn) return t('order.cameBack');
  if (order.status === 'cancelled') return t('order.notSent');
  if (tracking.deliveredAt || order.status === 'delivered') return t('order.delivered');
  if (tracking.estimatedDelivery) return day(tracking.estimatedDelivery);
  // Booked with the courier and waiting for its rider (decision 0130): packed and booked, not yet left.
  if (waitsForRider(order))
    return richMessage('order.bookedWith', {
      courier: <bdi>{tracking.carrier}</bdi>,
      number: <Ltr className={styles.whole}>{tracking.trackingNumber}</Ltr>,
    });
  if (order.status !== 'shipped') return t('order.whenShips');
  if (!tracking.carrier || !tracking.trackingNumber) return t('order.onTheWay');
  return richMessage('order.onTheWayWith', {
    courier: <bdi>{tracking.carrier}</bdi>,
    number: <Ltr className={styles.whole}>{tracking.trackingNumber}</Ltr>,
  });
}
