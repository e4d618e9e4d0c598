import type { ParcelStep } from './courierFacts';
import { formatPrice } from './money';
import { freeExchangeOf, leftTheShop, type ORDER_STATUSES } from './orderFacts';

/**
 * The one table of which status may follow which (issue 35 item 5), read by the server
 * (server/orders/changes.ts updateOrderStatus refuses any other step) and by every admin screen that
 * offers a status button (OrderActions, the dashboard's quick status). Free of zod, like orderFacts.ts,
 * so screens load it cheaply.
 *
 * Why these steps: an order goes forward pending → confirmed → processing → shipped → delivered, and
 * may step back before it leaves the shop (a confirmation taken back, packing stopped). Once the parcel
 * has left, only the courier's answer moves it: delivered, or refused / returned (a parcel return, not
 * a status). A delivered order is finished: what comes back of it is recorded as a return or an
 * exchange. A cancelled order may be opened again (its pieces are taken again).
 */
type Status = (typeof ORDER_STATUSES)[number];

export const STATUS_STEPS: Readonly<Record<Status, readonly Status[]>> = {
  pending: ['confirmed', 'processing', 'shipped', 'cancelled'],
  confirmed: ['pending', 'processing', 'shipped', 'cancelled'],
  processing: ['pending', 'confirmed', 'shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: ['pending', 'confirmed', 'processing'],
};

export type StepOrder = {
  status: Status;
  /** A parcel that came back (refused at the door or returned): the API's parcelReturn, the row's returnKind. */
  parcelReturn: unknown;
  /** An exchange order (issue 22): once cancelled, the exchange is recorded again rather than reopened. */
  exchangeOf: string | null;
  /**
   * A cancelled paid order whose money was sent back (decision 0126): it stays cancelled and paid.
   * Opened again it would be a sale paid with money the customer has back; marked unpaid it would hide
   * the refund.
   */
  refundSent: boolean;
  /** Where its courier's parcel is (orders.parcel_step), null or left out without a live booking. */
  parcelStep?: ParcelStep | null;
};

/**
 * Booked with a courier and not yet picked up (decision 0130): the parcel is packed and the courier was
 * booked to collect its amount, so the order only waits for the rider. Stepping it back, cancelling or
 * changing it would leave a live booking for a parcel that is not coming; the booking is cancelled
 * first (server/couriers/cancel.ts), which makes the order confirmed again. Marking it shipped by hand
 * (the rider took it before the courier said so) stays open. Orders booked before 0130 were already
 * Shipped: they step as shipped orders do.
 */
export const waitsForPickup = (order: Pick<StepOrder, 'status' | 'parcelStep'>) =>
  order.parcelStep === 'booked' && order.status !== 'shipped' && order.status !== 'delivered';

/** The statuses the owner may move this order to now (its own status is not among them). */
export function nextStatuses(order: StepOrder): Status[] {
  // A parcel that came back is settled by its return; undoing the return (a mistake) is the way back.
  if (order.parcelReturn) return [];
  if (order.status === 'cancelled' && (order.exchangeOf || order.refundSent)) return [];
  if (waitsForPickup(order))
    return STATUS_STEPS[order.status].filter((next) => next === 'processing' || next === 'shipped');
  return [...STATUS_STEPS[order.status]];
}

/**
 * Why the status changes: the owner's hand (a button, the API), or a courier consignment cancelled
 * before the courier picked it up (issue 34). Only the second may take a shipped order back to
 * confirmed: its parcel never left the shop.
 */
export type StepCause = 'by hand' | 'consignment cancelled';

/** Why the order cannot move to `to`, in the owner's words; null when it may. Staying put (a courier's number corrected) is always allowed. */
export function stepRefusal(
  order: StepOrder & { orderRef: string },
  to: Status,
  cause: StepCause = 'by hand',
): string | null {
  if (order.status === to && !order.parcelReturn) return null;
  if (cause === 'consignment cancelled' && order.status === 'shipped' && to === 'confirmed' && !order.parcelReturn)
    return null;
  if (nextStatuses(order).includes(to)) return null;
  const ref = order.orderRef;
  if (order.parcelReturn)
    return `The parcel of ${ref} came back: it cannot be marked ${to}. If it was recorded as come back by mistake, undo that first.`;
  if (waitsForPickup(order) && to !== 'processing')
    return `${ref} is booked with its courier and waits for pickup: cancel the booking first (on its parcel panel), then ${to === 'delivered' ? 'mark it shipped' : `mark it ${to}`}.`;
  if (order.status === 'cancelled' && order.refundSent)
    return `The customer's money for ${ref} was sent back: it stays cancelled and paid. Place a new order instead.`;
  if (order.status === 'cancelled' && order.exchangeOf)
    return `${ref} was a cancelled exchange: record the exchange again on order ${order.exchangeOf} instead of opening this one.`;
  if (order.status === 'delivered')
    return `${ref} was delivered: it cannot be marked ${to}. Record pieces that come back as a return or an exchange.`;
  if (order.status === 'shipped')
    return `${ref} has left the shop: mark it delivered, or record it as refused or returned when the parcel comes back.`;
  if (to === 'delivered')
    return `${ref} is ${order.status}: mark it shipped, with the courier and tracking number, before delivered.`;
  return `${ref} is ${order.status}: it cannot be marked ${to}.`;
}

/**
 * Whether the owner may record the money as received (never for a cancelled order or a parcel that came
 * back: nothing is owed) or take that back (not once a cancelled order's money was sent back, and never
 * on an order that comes to PKR 0, which has nothing to pay: a free exchange order, whose pieces were
 * paid for on its original, decisions 0136 and 0141, or an order a 100 % code made free, decision 0147).
 */
export function paymentRefusal(
  order: StepOrder & { orderRef: string; total: number },
  payment: 'paid' | 'unpaid',
): string | null {
  const original = freeExchangeOf(order);
  if (payment === 'unpaid' && original !== null)
    return `${order.orderRef} is a free exchange for order ${original}: there is nothing to pay on it, so it cannot be marked unpaid. What the customer paid is on ${original}.`;
  // Any order that comes to PKR 0 (a 100 % code, decision 0147) owes nothing: unpaid would read as cash to collect.
  if (payment === 'unpaid' && order.total === 0)
    return `${order.orderRef} comes to ${formatPrice(0)}: there is nothing to pay on it, so it cannot be marked unpaid.`;
  if (payment === 'unpaid')
    return order.refundSent
      ? `The customer's money for ${order.orderRef} was sent back: it stays cancelled and paid.`
      : null;
  if (order.parcelReturn) return `The parcel of ${order.orderRef} came back: there is no cash to receive for it.`;
  if (order.status === 'cancelled') return `${order.orderRef} is cancelled: there is no money to receive for it.`;
  return null;
}

/** What decides whether an order may be deleted: the API's order and the stored row both give it. */
export type KeptOrder = {
  orderRef: string;
  status: Status;
  shippedAt: Date | string | null;
  paymentStatus: 'paid' | 'unpaid';
  exchangeOf: string | null;
  parcelStep?: ParcelStep | null;
};

/**
 * Why the order must stay as a record, in the owner's words; null when it may be deleted. Deleting is
 * for an order that never became business: a test, a duplicate, a fake order caught before it went
 * out. What the shop's figures, the courier's payout and the fake-order check read stays: refunds and
 * exchanges (issue 33 item 2), a parcel that went out (delivered, on its way or come back: a refusal
 * is what warns of the next order from that phone), and money recorded as received. The server
 * refuses the delete; the card does not offer it.
 */
export function deleteRefusal(order: KeptOrder, recordedChanges: number): string | null {
  const ref = order.orderRef;
  if (recordedChanges > 0 || order.exchangeOf !== null)
    return `${ref} has a refund or an exchange recorded${order.exchangeOf ? ` (it carries an exchange for ${order.exchangeOf})` : ''}: it is kept as a record. Cancel it instead.`;
  if (leftTheShop(order))
    return `${ref} went out to the customer: it is kept as the record of its parcel and its money.`;
  if (order.parcelStep === 'booked')
    return `${ref} is booked with its courier: cancel the booking first (on its parcel panel), so no rider comes for it.`;
  if (order.paymentStatus === 'paid')
    return `${ref} has its payment recorded as received: it is kept as a record. Cancel it instead, or if the payment was recorded by mistake, mark it unpaid first.`;
  return null;
}

/**
 * Why the shopper may not cancel the order from its page, said to the API's caller; null when they may
 * (decision 0122). Only before packing starts and before any money: a pending or confirmed order,
 * unpaid and with no transfer receipt sent, not an exchange. Anything later is the shop's to undo (pieces being packed, money to give
 * back), so the page offers to contact the shop instead.
 */
export function shopperCancelRefusal(order: {
  status: Status;
  paymentStatus: 'paid' | 'unpaid';
  exchangeOf: string | null;
  /** A bank-transfer receipt was sent: the money may be with the shop though not yet checked. */
  receiptSent: boolean;
}): string | null {
  if (order.status === 'cancelled') return 'This order is already cancelled.';
  if (order.exchangeOf !== null) return 'This is an exchange: please contact us to change it.';
  if (order.paymentStatus === 'paid' || order.receiptSent)
    return 'We have your payment or its receipt for this order: please contact us to cancel it, so we can return your money.';
  if (order.status !== 'pending' && order.status !== 'confirmed')
    return 'Your order is already being packed or is on its way: please contact us to cancel it.';
  return null;
}
