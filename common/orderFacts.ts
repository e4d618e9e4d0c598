import { formatPrice } from './money';
import { coreChangeOf, type CoreChange } from './orderChanges';
import { refundCap, refundWaysOf, takenOffOf, type RefundWays } from './orderRefunds';
import type { AdminOrder, Order, OrderItem } from './orders';

/**
 * Order facts the admin app needs at run time, free of zod so its screens do not load the schemas
 * (common/orders.ts re-exports them for the server).
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

/** The couriers the owner picks from when marking an order shipped (besides typing another). */
export const SHIPPING_CARRIERS = ['TCS', 'Leopards', 'M&P', 'PostEx', 'Trax', 'Pakistan Post'] as const;

/** Phone numbers are common/phone.ts's; the server's order code reads the key from here too. */
export { phoneKey } from './phone';

/**
 * "To collect" (issue 24 item 7), one definition for the Dashboard, Sales Analytics, the order card,
 * the packing slip and the courier CSV: the total of every cash-on-delivery order not yet marked paid
 * that is neither cancelled nor come back, whatever its status, pending ones included (the courier
 * will collect them once they ship). The server's SQL is built from TO_COLLECT (server/orders/sales.ts);
 * TO_COLLECT_MEANS names it on each screen.
 */
export const TO_COLLECT = { paymentMethod: 'cod', paymentStatus: 'unpaid', notStatus: 'cancelled' } as const;
export const TO_COLLECT_MEANS =
  'Cash on delivery not yet received, for every order not cancelled and not come back, pending ones included';

/**
 * Where an order's money stands at the door: the courier collects what is to collect (TO_COLLECT), a
 * paid order owes nothing, an unpaid bank transfer is still awaited, and a cancelled order or a parcel
 * that came back is owed nothing at all (it is not a sale: server/orders/sales.ts).
 */
export type DoorPayment = 'collect' | 'paid' | 'transfer awaited' | 'nothing';
export function doorPayment(
  order: Pick<AdminOrder, 'paymentMethod' | 'payment' | 'status' | 'parcelReturn'>,
): DoorPayment {
  if (order.status === TO_COLLECT.notStatus || order.parcelReturn !== null) return 'nothing';
  if (order.payment.status !== TO_COLLECT.paymentStatus) return 'paid';
  return order.paymentMethod === TO_COLLECT.paymentMethod ? 'collect' : 'transfer awaited';
}

/**
 * The order a free exchange order replaces pieces of (decision 0136), or null for any other order: the
 * shopper paid for its pieces on that order, so its payment reads 'Nothing to pay — exchange for order
 * ORD-…' (the admin's card and invoice, the shopper's page), not 'Cash on delivery, paid'.
 */
export const freeExchangeOf = (order: { exchangeOf: string | null; total: number }): string | null =>
  order.exchangeOf !== null && order.total === 0 ? order.exchangeOf : null;
export const freeExchangeWords = (orderRef: string) => `Nothing to pay — exchange for order ${orderRef}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the shopper may ask the shop for once the order is delivered, and until when (decision 0141): pieces
 * of a delivered order are returned or exchanged within the shop's return window, counted from
 * `returnWindowFrom` (the server's). An exchange order's pieces were paid for on the order they replaced:
 * they may be exchanged again, in the window of the order the shopper paid on, and not returned (the server
 * refuses a Return on them, common/orderChanges.ts exchangedPiecesNotReturned). Null when nothing is open,
 * and when the whole parcel came back after delivery: nothing is with the shopper (decision 0147; the
 * server refuses a Return or an Exchange of its lines, common/orderChanges.ts lineThatCanComeBack).
 */
export function afterSaleAsk(
  order: Pick<Order, 'status' | 'exchangeOf' | 'returnWindowFrom' | 'parcelReturn'>,
  windowDays: number,
  now: number = Date.now(),
): { asks: 'return or exchange' | 'exchange'; until: Date } | null {
  if (order.status !== 'delivered' || order.returnWindowFrom === null || windowDays <= 0) return null;
  // The whole parcel came back (decision 0147): nothing is with the shopper to return or exchange.
  if (order.parcelReturn !== null) return null;
  const until = Date.parse(order.returnWindowFrom) + windowDays * DAY_MS;
  if (now > until) return null;
  return { asks: order.exchangeOf === null ? 'return or exchange' : 'exchange', until: new Date(until) };
}

/**
 * Only a parcel that left the shop can come back (refused at the door, or returned): it was marked
 * shipped at some time, or is shipped or delivered now. An order that never left is cancelled instead.
 */
export const leftTheShop = (order: { status: (typeof ORDER_STATUSES)[number]; shippedAt: Date | string | null }) =>
  order.shippedAt !== null || order.status === 'shipped' || order.status === 'delivered';

/** Money given back for lines that came back (issue 22), or taken off the bill before the cash was collected. */
export const refundedOf = (order: Pick<AdminOrder, 'lineChanges'>) =>
  order.lineChanges.reduce((sum, change) => sum + (change.kind === 'refund' ? change.refund : 0), 0);

/**
 * What the order comes to after returns (issue 33 item 6): its total less what was given back, never
 * below 0. The one definition (common/orderChanges.ts orderMoney), read by the order card, the invoice,
 * the slip, the courier CSV, and in SQL by the Dashboard and Analytics (server/orders/sales.ts).
 */
export const netTotal = (order: Pick<AdminOrder, 'total' | 'lineChanges'>) =>
  Math.max(0, order.total - refundedOf(order));

/** The order's line changes as the core reads them (common/orderChanges.ts CoreChange). */
const coreChangesOf = (order: Pick<AdminOrder, 'lineChanges'>): CoreChange[] =>
  order.lineChanges.map((change) => coreChangeOf(change.lineId, change));

/**
 * What a cash-on-delivery order asks at the door, whether or not it was collected yet: its total less
 * what was taken off it (common/orderChanges.ts orderMoney toCollect); a refund given back to the shopper
 * after delivery does not lower it, the rider collected that too (decision 0092). The shopper's order page
 * says it as what they pay on delivery, and after delivery as what the order asked (server/orders/shapes.ts).
 */
export const askedAtTheDoor = (order: Pick<AdminOrder, 'total' | 'lineChanges'>) =>
  Math.max(0, order.total - takenOffOf({ changes: coreChangesOf(order) }));

/**
 * What a bank-transfer order asks the shopper to transfer now (decision 0129), the one rule for the order
 * page, the tracking page, the bank details' WhatsApp text, the owner's receipt view and the owner's
 * message to the customer: null unless a transfer is awaited (doorPayment), else `amount`, the order's
 * current total less what was taken off it (askedAtTheDoor) less what the shop has received, which is
 * nothing until the owner checks the transfer (then none is awaited; a paid order's total cannot move,
 * server/orders/edits.ts). `earlierReceipt`: the shopper sent a receipt before the owner changed the
 * order (Change order), so they may have transferred the earlier amount: the page then asks for no
 * transfer, says what the order now comes to, that the shop gives back what was sent over it and asks
 * only for the rest of a lower one; the owner's receipt view says to look for that.
 */
export function transferAsked(
  order: Pick<Order, 'paymentMethod' | 'payment' | 'status' | 'parcelReturn' | 'total' | 'lineChanges' | 'receipt'>,
): { amount: number; earlierReceipt: boolean } | null {
  if (doorPayment(order) !== 'transfer awaited') return null;
  return { amount: askedAtTheDoor(order), earlierReceipt: order.receipt?.orderChangedSince === true };
}

/**
 * Cash the courier collects at the door, or owes once it has (doorPayment): what the order asks at the
 * door (askedAtTheDoor). 0 when there is none.
 */
export const cashToCollect = (
  order: Pick<AdminOrder, 'paymentMethod' | 'total' | 'payment' | 'status' | 'parcelReturn' | 'lineChanges'>,
) => (doorPayment(order) === 'collect' ? askedAtTheDoor(order) : 0);

/**
 * How a refund on the order may be made now (common/orderRefunds.ts refundWaysOf, decision 0092): the
 * return dialog asks no method 'off the bill', offers given back or taken off when 'owner says', and
 * cash or bank when 'paid out'. The server decides by the same function.
 */
export const refundWaysOfOrder = (
  order: Pick<AdminOrder, 'paymentMethod' | 'payment' | 'status' | 'parcelReturn'>,
): RefundWays =>
  refundWaysOf({
    status: order.status,
    returnKind: order.parcelReturn?.kind ?? null,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.payment.status,
  });
/** Pieces in the parcel (couriers ask for it). */
export const piecesOf = (order: Pick<AdminOrder, 'items'>) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * The most the owner may refund for `pieces` more of a line (issue 33 item 6): what those pieces cost the
 * shopper, their share of the discount taken off, less what was refunded on the line already. The server
 * holds refunds to the same figure (common/orderRefunds.ts refundCap); the return dialog starts from it.
 */
export const lineRefundCap = (
  order: Pick<AdminOrder, 'lineChanges'>,
  line: Pick<OrderItem, 'lineId' | 'quantity' | 'paid'>,
  pieces: number,
) =>
  refundCap({ changes: coreChangesOf(order) }, { id: line.lineId, quantity: line.quantity, paid: line.paid }, pieces);

/**
 * How a refund was made, as it is stored (decisions 0090, 0092): paid out by cash or bank, or `deducted`,
 * taken off what the courier collects or pays on a cash-on-delivery order not yet paid. A deduction is no
 * cash paid out: it lowers what comes in. The server forces it before delivery, allows it after delivery
 * when the owner says so, and refuses it once nothing is left to collect (common/orderRefunds.ts refundWay).
 */
export const REFUND_WAYS = ['cash', 'bank', 'deducted'] as const;
export type RefundWay = (typeof REFUND_WAYS)[number];

/** How money given back was sent, in the owner's words ('by bank transfer'). */
export const REFUND_WAY_WORDS = { cash: 'cash', bank: 'bank transfer' } as const;

/** A refund of a line in the owner's words (order card): 'PKR 2,000 refunded by cash', 'PKR 500 taken off what is to collect'. */
export function refundWords(change: { refund: number; refundMethod: RefundWay | null }): string {
  const amount = formatPrice(change.refund);
  if (change.refundMethod === 'deducted') return `${amount} taken off what is to collect`;
  return `${amount} refunded by ${change.refundMethod === 'bank' ? 'bank transfer' : 'cash'}`;
}
