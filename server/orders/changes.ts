import { eq, sql } from 'drizzle-orm';
import {
  knownCarrier,
  leftTheShop,
  type AdminOrder,
  type ParcelReturn,
  type PaymentState,
  type StatusUpdate,
} from '../../common/orders';
import type { Db, Queryable } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { orderItems, orderLineChanges, orders, orderStatusHistory } from './schema';
import { releaseDiscount, retakeDiscount } from '../discounts/queries';
import { queueShopperMessage, queueStatusMessage } from '../mail/shopperMessages';
import { toAdminOrders, type OrderRow } from './shapes';
import { givePiecesBack, piecesLeft, takePieces } from './stock';

/** The owner's changes to an order, each in one transaction with the stock it moves. */

/** An order holds its pieces until it is cancelled or its parcel comes back. */
const holdsStock = (row: Pick<OrderRow, 'status' | 'returnKind'>) =>
  row.status !== 'cancelled' && row.returnKind === null;

/**
 * Gives an order's pieces back to their sizes and colours, or takes them again, with the statements
 * order placement uses (stock.ts), inside the caller's transaction. Taking refuses when a size and
 * colour is short; a product, size or colour no longer sold has nothing to give or take.
 */
function moveStock(db: Db, orderRef: string, direction: 'restore' | 'take') {
  // Pieces of a line that came back on their own (afterSale.ts) are on the shelf already, or were exchanged: they move no more.
  const cameBack = sql<number>`coalesce((select sum(${orderLineChanges.quantity}) from ${orderLineChanges} where ${orderLineChanges.itemId} = ${orderItems.id}), 0)`;
  const lines = db
    .select({
      productId: orderItems.productId,
      title: orderItems.title,
      size: orderItems.size,
      color: orderItems.color,
      quantity: sql<number>`${orderItems.quantity} - ${cameBack}`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderRef, orderRef))
    .all();
  for (const item of lines.filter((line) => line.quantity > 0)) {
    if (direction === 'restore') {
      givePiecesBack(db, item);
      continue;
    }
    if (takePieces(db, item)) continue;
    const left = piecesLeft(db, item.productId, item.size, item.color);
    if (left !== undefined) {
      throw new AppError(
        'OUT_OF_STOCK',
        `Only ${left} of ${item.title} in ${item.size} / ${item.color} left in stock, and this order needs ${item.quantity}. Restock it first, or leave the order as it is.`,
      );
    }
  }
}

/** Runs a change to one order with its stock kept right: pieces go back or are taken again as the order starts or stops holding them. */
function changeOrder(
  db: Db,
  orderRef: string,
  now: Date,
  change: (current: OrderRow, tx: Queryable) => Partial<typeof orders.$inferInsert>,
): AdminOrder {
  return db.transaction((tx) => {
    const current = tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get();
    if (!current) throw notFound('Order not found');
    const values = change(current, tx);
    const next = { ...current, ...values } as OrderRow;
    // A discount code's use goes and comes back with the pieces (issue 25).
    if (holdsStock(current) && !holdsStock(next)) {
      moveStock(db, orderRef, 'restore');
      releaseDiscount(tx, orderRef, now);
    }
    if (!holdsStock(current) && holdsStock(next)) {
      moveStock(db, orderRef, 'take');
      retakeDiscount(tx, orderRef);
    }
    tx.update(orders)
      .set({ ...values, updatedAt: now })
      .where(eq(orders.orderRef, orderRef))
      .run();
    return toAdminOrders(tx, [tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get()!])[0]!;
  });
}

/**
 * Sets an order's status; any status may follow any other (docs/product.md §4). Cancelling gives the stock
 * back and leaving 'cancelled' takes it again, in the same transaction as the change.
 */
export function updateOrderStatus(db: Db, orderRef: string, change: StatusUpdate, now: Date): AdminOrder {
  return changeOrder(db, orderRef, now, (current, tx) => {
    const carrier = change.carrier === undefined ? current.carrier : change.carrier || null;
    const trackingNumber = change.trackingNumber === undefined ? current.trackingNumber : change.trackingNumber || null;
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
      ...(change.status === 'shipped' && !current.shippedAt && { shippedAt: now }),
      ...(change.status === 'delivered' && !current.deliveredAt && { deliveredAt: now }),
    };
    if (change.status !== current.status) {
      tx.insert(orderStatusHistory).values({ orderRef, status: change.status, at: now }).run();
      queueStatusMessage(db, current, { ...current, ...values }, now);
    }
    return values;
  });
}

/** Records the cash as received or the transfer as checked, or takes that back; the status stays as it is. */
export function recordPayment(db: Db, orderRef: string, payment: PaymentState, now: Date): AdminOrder {
  return changeOrder(db, orderRef, now, (current) => ({
    paymentStatus: payment,
    paidAt: payment === 'paid' ? (current.paidAt ?? now) : null,
  }));
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
 */
export function recordReturn(db: Db, orderRef: string, kind: ParcelReturn | null, now: Date): AdminOrder {
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
      returnedAt: current.returnKind === kind && current.returnedAt ? current.returnedAt : now,
    };
  });
}

/** Deletes an order; an order that still held its pieces and never left the shop (common/orderFacts.ts leftTheShop) gives them back. */
export function deleteOrder(db: Db, orderRef: string): void {
  db.transaction((tx) => {
    const current = tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get();
    if (!current) throw notFound('Order not found');
    // Pieces of an order that left the shop are with the customer or the courier, not on the shelf.
    if (holdsStock(current) && !leftTheShop(current)) moveStock(db, orderRef, 'restore');
    tx.delete(orders).where(eq(orders.orderRef, orderRef)).run();
  });
}

/** A calendar day kept as its midday in UTC, so it reads as the same day in Pakistan and anywhere else. */
const middayUtc = (day: string) => new Date(`${day}T12:00:00.000Z`);
