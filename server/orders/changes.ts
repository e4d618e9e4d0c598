import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  knownCarrier,
  leftTheShop,
  type AdminOrder,
  type ParcelReturn,
  type PaymentState,
  type StatusUpdate,
} from '../../common/orders';
import {
  exchangeCancelMoves,
  exchangeRestoreMoves,
  holdingMoves,
  holdsStock,
  undoesExchange,
} from '../../common/orderChanges';
import { deleteRefusal, paymentRefusal, stepRefusal, type StepCause } from '../../common/orderSteps';
import type { Db, Queryable } from '../db/client';
import { AppError } from '../http/errors';
import { applyStockMoves, loadCoreOrder, orRefuse } from './core';
import { orderLineChanges, orders, orderStatusHistory } from './schema';
import { releaseDiscount, retakeDiscount } from './codeUses';
import { queueShopperMessage, queueStatusMessage } from './shopperMessages';
import { toAdminOrders, type OrderRow } from './shapes';
import { trackingTakenBy, trackingTakenWords } from './trackingTaken';

/** The owner's changes to an order, each in one transaction with the stock the order core (common/orderChanges.ts) moves. */

/**
 * Runs a change to one order with its stock kept right: the core answers which pieces go back or are
 * taken again as the order starts or stops holding them, and they move in the same transaction.
 */
function changeOrder(
  db: Db,
  orderRef: string,
  now: Date,
  change: (current: OrderRow, tx: Queryable) => Partial<typeof orders.$inferInsert>,
): AdminOrder {
  return db.transaction((tx) => {
    const { row: current, order } = loadCoreOrder(tx, orderRef);
    const values = change(current, tx);
    const next = { ...current, ...values } as OrderRow;
    applyStockMoves(db, holdingMoves(order, next));
    // A discount code's use goes and comes back with the pieces (issue 25).
    if (holdsStock(current) && !holdsStock(next)) releaseDiscount(tx, orderRef, now);
    if (!holdsStock(current) && holdsStock(next)) retakeDiscount(tx, orderRef);
    // An exchange order cancelled, or come back before it was delivered (issue 33 item 3, decision 0147):
    // the pieces it replaced are the customer's again. Its come-back undone (a mistake), the exchange
    // counts again (only one it undid is cancelled: restoreExchangedPieces finds none otherwise).
    if (current.exchangeOf && undoesExchange(current, next)) freeExchangedPieces(db, current.exchangeOf, orderRef, now);
    if (current.exchangeOf && !holdsStock(current) && holdsStock(next))
      restoreExchangedPieces(db, current.exchangeOf, orderRef);
    tx.update(orders)
      .set({ ...values, updatedAt: now })
      .where(eq(orders.orderRef, orderRef))
      .run();
    return toAdminOrders(tx, [tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get()!])[0]!;
  });
}

/**
 * The exchange recorded on the original order stops counting: kept as history with the time it was
 * cancelled (or its parcel came back), its pieces taken off the shelf they were put back on (the
 * customer keeps them), so they can be exchanged or refunded again. Found only while it counts, so a
 * second cancel or come-back, or two at once (one transaction each), frees nothing more.
 */
function freeExchangedPieces(db: Db, originalRef: string, exchangeRef: string, now: Date): void {
  const record = db
    .select()
    .from(orderLineChanges)
    .where(and(eq(orderLineChanges.exchangeOrderRef, exchangeRef), isNull(orderLineChanges.cancelledAt)))
    .get();
  if (!record) return;
  const { order } = loadCoreOrder(db, originalRef);
  applyStockMoves(
    db,
    exchangeCancelMoves(order, {
      itemId: record.itemId,
      kind: 'exchange',
      quantity: record.quantity,
      refund: 0,
      cancelled: false,
    }),
  );
  db.update(orderLineChanges).set({ cancelledAt: now }).where(eq(orderLineChanges.id, record.id)).run();
}

/**
 * An exchange order's come-back undone (decision 0147): the exchange it carries counts again, and the
 * pieces it replaced go back on the shelf, as when it was made (refused when they are no longer out
 * with the customer: common/orderChanges.ts exchangeRestoreMoves). Reopening a cancelled exchange is
 * refused before this (common/orderSteps.ts stepRefusal), so only an undone come-back reaches it.
 */
function restoreExchangedPieces(db: Db, originalRef: string, exchangeRef: string): void {
  const record = db
    .select()
    .from(orderLineChanges)
    .where(and(eq(orderLineChanges.exchangeOrderRef, exchangeRef), isNotNull(orderLineChanges.cancelledAt)))
    .orderBy(desc(orderLineChanges.cancelledAt))
    .get();
  if (!record) return;
  const { order } = loadCoreOrder(db, originalRef);
  const plan = orRefuse(
    exchangeRestoreMoves(order, {
      itemId: record.itemId,
      kind: 'exchange',
      quantity: record.quantity,
      refund: 0,
      cancelled: true,
    }),
  );
  applyStockMoves(db, plan.moves);
  db.update(orderLineChanges).set({ cancelledAt: null }).where(eq(orderLineChanges.id, record.id)).run();
}

/**
 * Sets an order's status, as the one table of steps allows (common/orderSteps.ts; docs/product.md §4).
 * Cancelling gives the stock back and leaving 'cancelled' takes it again, in the same transaction as the change.
 */
export function updateOrderStatus(
  db: Db,
  orderRef: string,
  change: StatusUpdate,
  now: Date,
  cause: StepCause = 'by hand',
  /**
   * When the step happened, if not now: a courier's own time of pick-up or delivery (decisions 0128,
   * 0130), for shippedAt, deliveredAt and the history.
   */
  happenedAt: Date = now,
): AdminOrder {
  return changeOrder(db, orderRef, now, (current, tx) => {
    const refusal = stepRefusal(stepOrderOf(current), change.status, cause);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const carrier = change.carrier === undefined ? current.carrier : change.carrier || null;
    const trackingNumber = change.trackingNumber === undefined ? current.trackingNumber : change.trackingNumber || null;
    const bookedRefusal = bookingRefusal(current, carrier, trackingNumber);
    if (bookedRefusal) throw new AppError('CONFLICT', bookedRefusal);
    // One tracking number is one parcel (decision 0143): a courier's payout row pays only one order.
    const taken = trackingTakenBy(tx, orderRef, current, { carrier, trackingNumber, status: change.status });
    if (taken) throw new AppError('CONFLICT', trackingTakenWords(taken));
    // A shipped order the shopper cannot follow is a trap (issue 24): shipped needs both, here and not only in the form.
    if (change.status === 'shipped' && (!carrier || !trackingNumber)) {
      const missing = [!carrier && 'the courier', !trackingNumber && 'the tracking number']
        .filter(Boolean)
        .join(' and ');
      throw new AppError(
        'VALIDATION',
        `Enter ${missing} to mark ${orderRef} as shipped, so the customer can follow the parcel.`,
      );
    }
    // A known courier's link is made from its number; another courier's address is kept only for it.
    const trackingUrl = knownCarrier(carrier)
      ? null
      : change.trackingUrl === undefined
        ? current.trackingUrl
        : change.trackingUrl || null;
    const values = {
      status: change.status,
      trackingNumber,
      carrier,
      trackingUrl,
      ...(change.estimatedDelivery !== undefined && {
        estimatedDelivery: change.estimatedDelivery === null ? null : middayUtc(change.estimatedDelivery),
      }),
      ...(change.status === 'shipped' && !current.shippedAt && { shippedAt: happenedAt }),
      // A cancelled consignment never left the shop: booked again, it ships (and tells the shopper) anew.
      ...(cause === 'consignment cancelled' && { shippedAt: null }),
      ...(change.status === 'delivered' && !current.deliveredAt && { deliveredAt: happenedAt }),
    };
    if (change.status !== current.status) {
      tx.insert(orderStatusHistory).values({ orderRef, status: change.status, at: happenedAt }).run();
      queueStatusMessage(db, current, { ...current, ...values }, now);
    }
    return values;
  });
}

/**
 * A parcel booked through a courier's API (the order keeps its step, parcelStep, while the booking is
 * live) has the booking's courier and tracking number, which the shop polls: they are not typed over
 * (decision 0132). Cancelling the booking clears the step first, and the courier's own moves write the
 * same two, so only a change by hand is refused.
 */
function bookingRefusal(current: OrderRow, carrier: string | null, trackingNumber: string | null): string | null {
  if (current.parcelStep === null) return null;
  if (carrier === current.carrier && trackingNumber === current.trackingNumber) return null;
  const booked = `${current.carrier ?? 'a courier'} (tracking ${current.trackingNumber ?? 'not given yet'})`;
  return current.parcelStep === 'booked'
    ? `This parcel is booked with ${booked}. Cancel the booking first to change the courier or tracking number.`
    : `This parcel is with ${booked}, which has picked it up: its courier and tracking number are the booking's and cannot be changed.`;
}

/** The stored row as the status and payment rules (common/orderSteps.ts) read an order. */
const stepOrderOf = (current: OrderRow) => ({
  ...current,
  parcelReturn: current.returnKind,
  refundSent: current.cancelRefundAt !== null,
});

/** Records the cash as received or the transfer as checked, or takes that back; the status stays as it is. */
export function recordPayment(db: Db, orderRef: string, payment: PaymentState, now: Date): AdminOrder {
  return changeOrder(db, orderRef, now, (current) => {
    const refusal = paymentRefusal(stepOrderOf(current), payment);
    if (refusal) throw new AppError('CONFLICT', refusal);
    return { paymentStatus: payment, paidAt: payment === 'paid' ? (current.paidAt ?? now) : null };
  });
}

/** The owner confirmed the order with the customer; a pending order becomes confirmed (docs/product.md §4). */
export function recordConfirmation(db: Db, orderRef: string, confirmed: boolean, now: Date): AdminOrder {
  return changeOrder(db, orderRef, now, (current, tx) => {
    if (!confirmed) return { confirmedWithCustomerAt: null };
    const confirming = current.status === 'pending';
    if (confirming) {
      tx.insert(orderStatusHistory).values({ orderRef, status: 'confirmed', at: now }).run();
      queueShopperMessage(db, current, 'confirmed', now);
    }
    return {
      confirmedWithCustomerAt: current.confirmedWithCustomerAt ?? now,
      ...(confirming && { status: 'confirmed' as const }),
    };
  });
}

/**
 * A parcel that came back (refused at the door or returned): its pieces go back to stock once, and
 * it counts apart from sales. Only a parcel that left the shop can come back; null undoes a mistake.
 * `happenedAt` is when it came back if not now: the courier's own time (decision 0130).
 */
export function recordReturn(
  db: Db,
  orderRef: string,
  kind: ParcelReturn | null,
  now: Date,
  happenedAt: Date = now,
): AdminOrder {
  return changeOrder(db, orderRef, now, (current) => {
    if (kind === null) return { returnKind: null, returnedAt: null };
    if (!leftTheShop(current)) {
      throw new AppError(
        'CONFLICT',
        'Only a parcel that was shipped can come back. An order that never left can be cancelled instead.',
      );
    }
    if (kind === 'refused' && current.returnKind !== 'refused') queueShopperMessage(db, current, 'refused', now);
    return {
      returnKind: kind,
      returnedAt: current.returnKind === kind && current.returnedAt ? current.returnedAt : happenedAt,
    };
  });
}

/**
 * Deletes an order that never became business (common/orderSteps.ts deleteRefusal says which stay as
 * records); its pieces go back to stock unless it was cancelled, which gave them back already.
 */
export function deleteOrder(db: Db, orderRef: string): void {
  db.transaction((tx) => {
    const { row: current, order } = loadCoreOrder(tx, orderRef);
    const refusal = deleteRefusal(current, order.changes.length);
    if (refusal) throw new AppError('CONFLICT', refusal);
    applyStockMoves(db, holdingMoves(order, { status: 'cancelled', returnKind: null }));
    tx.delete(orders).where(eq(orders.orderRef, orderRef)).run();
  });
}

/** A calendar day kept as its midday in UTC, so it reads as the same day in Pakistan and anywhere else. */
const middayUtc = (day: string) => new Date(`${day}T12:00:00.000Z`);
