import type { RefundWay } from './orderFacts';
import { formatPrice } from './money';
import type { CoreLine, CoreOrder } from './orderChanges';
import { variantLabel } from './variants';

/*
 * The refund rules of the order-change core (common/orderChanges.ts, issue 33): what was given back on a
 * line and on an order, the most that may still be refunded, how a refund may be made now (decisions
 * 0090, 0092), and a refund left to decide and recorded later (decision 0133). Like the core, it reads
 * nothing and writes nothing: server/orders applies what it answers, and the admin app reads the same
 * rules so its dialogs say what the server does.
 */

/** Why a change is refused, with the API's error code: every plan of common/orderChanges.ts answers it too. */
export type Refusal = { ok: false; code: 'CONFLICT' | 'VALIDATION' | 'NOT_FOUND' | 'FORBIDDEN'; message: string };
export const refuse = (code: Refusal['code'], message: string): Refusal => ({ ok: false, code, message });

/** Money given back on one line, and on the whole order. */
export const refundedOn = (order: Pick<CoreOrder, 'changes'>, lineId: number) =>
  order.changes.filter((c) => c.kind === 'refund' && c.itemId === lineId).reduce((sum, c) => sum + c.refund, 0);
export const refundedOf = (order: Pick<CoreOrder, 'changes'>) =>
  order.changes.filter((c) => c.kind === 'refund').reduce((sum, c) => sum + c.refund, 0);
/** Money taken off what the courier collects: the refunds no cash was paid out for (decision 0090). */
export const takenOffOf = (order: Pick<CoreOrder, 'changes'>) =>
  order.changes.filter((c) => c.kind === 'refund' && c.takenOff).reduce((sum, c) => sum + c.refund, 0);

/**
 * What the shopper paid for `pieces` of a line: the line's paid amount in proportion, rounded down,
 * and the whole of it for all its pieces, so the shares of a line never add up to more than it cost.
 */
export const paidForPieces = (line: Pick<CoreLine, 'quantity' | 'paid'>, pieces: number) =>
  pieces >= line.quantity ? line.paid : Math.floor((line.paid * pieces) / line.quantity);

/**
 * The most that may still be refunded for `pieces` more of a line: what those pieces cost the shopper
 * (with the line's refunded pieces counted first), less what was refunded on the line already.
 */
export function refundCap(
  order: Pick<CoreOrder, 'changes'>,
  line: Pick<CoreLine, 'id' | 'quantity' | 'paid'>,
  pieces: number,
): number {
  const refunds = order.changes.filter((c) => c.kind === 'refund' && c.itemId === line.id);
  const refundedPieces = refunds.reduce((sum, c) => sum + c.quantity, 0);
  const refunded = refunds.reduce((sum, c) => sum + c.refund, 0);
  return Math.max(0, paidForPieces(line, refundedPieces + pieces) - refunded);
}

/** The courier still collects this order's cash: an unpaid cash-on-delivery order, neither cancelled nor come back. */
export const owesAtTheDoor = (order: Pick<CoreOrder, 'status' | 'returnKind' | 'paymentMethod' | 'paymentStatus'>) =>
  order.paymentMethod === 'cod' &&
  order.paymentStatus === 'unpaid' &&
  order.status !== 'cancelled' &&
  order.returnKind === null;

/**
 * How a refund on this order may be made now (decision 0092, which refines 0090):
 * - 'off the bill': cash on delivery, unpaid, not delivered: the rider has not collected, so the refund
 *   comes off what is to collect ('deducted'); no method is asked.
 * - 'owner says': cash on delivery, unpaid, delivered: the rider collected, the courier has not paid out.
 *   Either the shop gave the shopper money back (cash or bank: the courier still owes all it collected)
 *   or the piece came back at the door and the rider collected less ('deducted').
 * - 'paid out': any other order (paid, a bank transfer, cancelled, come back): cash or bank.
 * The return dialog asks what this says (common/orderFacts.ts refundWaysOfOrder), the server decides by it.
 */
export type RefundWays = 'off the bill' | 'owner says' | 'paid out';
export const refundWaysOf = (
  order: Pick<CoreOrder, 'status' | 'returnKind' | 'paymentMethod' | 'paymentStatus'>,
): RefundWays => (!owesAtTheDoor(order) ? 'paid out' : order.status === 'delivered' ? 'owner says' : 'off the bill');

/**
 * The refund method to store for what the owner asked (absent when the dialog asked nothing), or why not.
 * Off the bill it is forced; after delivery it must be said (a dialog opened before the parcel was
 * delivered asked nothing, and the rider may have collected the whole total since); 'deducted' is
 * refused where nothing is left for the courier to collect.
 */
export function refundWay(
  order: Pick<CoreOrder, 'status' | 'returnKind' | 'paymentMethod' | 'paymentStatus'>,
  asked: RefundWay | undefined,
): { ok: true; method: RefundWay } | Refusal {
  const ways = refundWaysOf(order);
  if (ways === 'off the bill') return { ok: true, method: 'deducted' };
  if (asked === undefined)
    return ways === 'owner says'
      ? refuse(
          'CONFLICT',
          'This parcel has been delivered: the rider collected its cash. Say whether the refund was given back to the shopper (cash or bank) or taken off what the courier pays.',
        )
      : refuse('VALIDATION', 'Say how the refund was given back: cash or bank.');
  if (asked === 'deducted' && ways === 'paid out')
    return refuse(
      'CONFLICT',
      'Nothing is left for the courier to collect or pay on this order (it is paid, paid by bank transfer, cancelled or came back): the refund is given back by cash or bank.',
    );
  return { ok: true, method: asked };
}

/** The refund left to decide on a line (decision 0133): what its returned pieces cost, less what was refunded; 0 when none is left to decide. */
export function refundToDecideOn(order: Pick<CoreOrder, 'changes'>, line: Pick<CoreLine, 'id' | 'quantity' | 'paid'>) {
  return refundLeftOpen(order, line.id) ? refundCap(order, line, 0) : 0;
}

/** Whether a return on this line left its refund to decide, still unrecorded (decision 0133). */
const refundLeftOpen = (order: Pick<CoreOrder, 'changes'>, lineId: number) =>
  order.changes.some((change) => change.itemId === lineId && change.kind === 'refund' && change.toDecide);

export type LaterRefundPlan = { ok: true; refund: number; method: RefundWay | null };

/**
 * The refund of returned pieces recorded later by someone allowed (decision 0133): only while it is to
 * decide (so two clicks record it once), at most what the returned pieces cost less what was refunded
 * on them, made the way the order allows now (refundWay). 0 decides that nothing is given back. Only
 * someone whose refund limit (`limit`, null: none) covers the whole of it decides it: a role that could
 * not have refunded it in full cannot close it with less, nor with nothing.
 */
export function planLaterRefund(
  order: CoreOrder,
  lineId: number,
  refund: number,
  asked: RefundWay | undefined,
  limit: number | null = null,
): LaterRefundPlan | Refusal {
  const line = order.lines.find((candidate) => candidate.id === lineId);
  if (!line) return refuse('NOT_FOUND', 'Order line not found');
  if (!refundLeftOpen(order, lineId))
    return refuse(
      'CONFLICT',
      `The refund of the returned pieces of ${line.title} (${variantLabel(line.size, line.color)}) is already recorded, or none was left to decide.`,
    );
  const cap = refundCap(order, line, 0);
  if (limit !== null && limit < cap)
    return refuse(
      'FORBIDDEN',
      `Your role refunds up to ${formatPrice(limit)}: the refund of these pieces (up to ${formatPrice(cap)}) is the owner's or a manager's to decide.`,
    );
  if (refund > cap)
    return refuse(
      'VALIDATION',
      `The refund cannot be more than the shopper paid for the returned pieces of ${line.title}, less what was refunded: ${formatPrice(cap)}.`,
    );
  if (refund === 0) return { ok: true, refund, method: null };
  const way = refundWay(order, asked);
  if (!way.ok) return way;
  return { ok: true, refund, method: way.method };
}
