import { doorPayment } from '../../../common/orderFacts';
import type { Order, OrderStatus } from '../../../common/orders';
import { t } from '../i18n/I18nContext';

/** An order status in the shopper's language, as the order page, the tracking steps and its history say it. */
export const statusLabel = (status: OrderStatus) => t(`status.${status}`);

/**
 * Where an order stands in the shopper's words. A parcel that came back keeps the status it had when
 * it left (the owner's records), but the shopper reads what happened to it, never 'shipped' (issue 24).
 */
export function shopperStatus(order: Pick<Order, 'status' | 'parcelReturn'>): string {
  if (order.parcelReturn?.kind === 'refused') return t('status.refused');
  if (order.parcelReturn?.kind === 'returned') return t('status.returned');
  return statusLabel(order.status);
}

/** Cash on delivery the rider has yet to collect: nothing for a parcel that came back or was delivered. */
export const awaitsCash = (order: Order) => doorPayment(order) === 'collect' && order.status !== 'delivered';

/**
 * What the shopper pays at the door: what a cash-on-delivery order asks, its total less what was taken
 * off it before the rider came, the amount the owner's 'To collect' says (server/orders/shapes.ts
 * askedOnDelivery, decision 0092); a bank transfer's total.
 */
export const toPayAtTheDoor = (order: Order) => order.askedOnDelivery ?? order.total;

/**
 * Whether a live cash-on-delivery order asks less at the door than its total (a piece came off the bill):
 * the totals then say the amount apart, so the total is never read as what to pay.
 */
export const asksLessThanTotal = (order: Order) =>
  order.askedOnDelivery !== null && order.askedOnDelivery < order.total && doorPayment(order) !== 'nothing';
