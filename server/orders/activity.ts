import { eq } from 'drizzle-orm';
import type { Request } from 'express';
import type { ActivityKind } from '../../common/activity';
import { formatPrice } from '../../common/money';
import { coreChangeOf } from '../../common/orderChanges';
import { refundToDecideOn } from '../../common/orderRefunds';
import { REFUND_WAY_WORDS } from '../../common/orderFacts';
import { formatPhone } from '../../common/phone';
import { variantLabel } from '../../common/variants';
import { laterRefundWords, lineWords, piecesWords, refundWords } from '../activity/orderSentences';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { actorOf, writeActivity, type Actor, type Snapshot } from '../activity/record';
import { orderItems, orderLineChanges, orders } from './schema';

/**
 * What the log compares of an order: what the owner would ask "who changed this?" about. Its lines, its
 * returns and its exchanges are kept in the words the log reads (server/activity/orderSentences.ts), each
 * naming its shirt, size and colour, so an entry says what was done to which item (decision 0134).
 */
type Returns = { change: { itemId: number; quantity: number } }[];

/** The pieces of the line of `returns[index]` returned before it and after the line's previous later refund. */
function returnedSince(returns: Returns, index: number): number {
  const itemId = returns[index]!.change.itemId;
  let pieces = 0;
  for (let earlier = index - 1; earlier >= 0; earlier -= 1) {
    const { change } = returns[earlier]!;
    if (change.itemId !== itemId) continue;
    if (change.quantity === 0) break;
    pieces += change.quantity;
  }
  return pieces;
}

export function orderSnapshot(db: Db, orderRef: string): Snapshot | undefined {
  const row = db.select().from(orders).where(eq(orders.orderRef, orderRef)).get();
  if (!row) return undefined;
  const items = db.select().from(orderItems).where(eq(orderItems.orderRef, orderRef)).orderBy(orderItems.id).all();
  const lineChanges = db
    .select({
      change: orderLineChanges,
      line: {
        title: orderItems.title,
        size: orderItems.size,
        color: orderItems.color,
        quantity: orderItems.quantity,
        paid: orderItems.paid,
      },
    })
    .from(orderLineChanges)
    .innerJoin(orderItems, eq(orderItems.id, orderLineChanges.itemId))
    .where(eq(orderLineChanges.orderRef, orderRef))
    .orderBy(orderLineChanges.id)
    .all();
  const returns = lineChanges.filter(({ change }) => change.kind === 'refund');
  const core = { changes: lineChanges.map(({ change }) => coreChangeOf(change.itemId, change)) };
  const toDecide = items.flatMap((item) => {
    const changes = lineChanges.filter(({ change }) => change.itemId === item.id && change.kind === 'refund');
    if (!changes.some(({ change }) => change.refundToDecide)) return [];
    const returned = changes.reduce((sum, { change }) => sum + change.quantity, 0);
    return [`${piecesWords(item, returned)} to decide, up to ${formatPrice(refundToDecideOn(core, item))}`];
  });
  return {
    status: row.status,
    payment: row.paymentStatus,
    confirmedWithCustomer: row.confirmedWithCustomerAt !== null,
    parcelReturn: row.returnKind,
    items: items.map(lineWords),
    subtotal: row.subtotal,
    discount: row.discount,
    shipping: row.shippingCost,
    total: row.total,
    returns: returns.map(({ change, line }, index) =>
      // A refund left to decide and recorded later brings back no further pieces (decision 0133): it names
      // the pieces of its line returned since the line's last such refund.
      change.quantity === 0
        ? laterRefundWords(line, returnedSince(returns, index), change.refund, change.refundMethod)
        : `${piecesWords(line, change.quantity)}, ${refundWords(change.refund, change.refundMethod)}`,
    ),
    exchanges: lineChanges
      .filter(({ change }) => change.kind === 'exchange')
      .map(({ change, line }) => {
        const to = variantLabel(change.newSize ?? line.size, change.newColor ?? line.color);
        const made = change.exchangeOrderRef ? `, exchange order ${change.exchangeOrderRef}` : '';
        return `${piecesWords(line, change.quantity)} for ${to}${made}${change.cancelledAt ? ' (since cancelled)' : ''}`;
      }),
    // Named only while a return's refund is left to decide (decision 0133), so other entries compare as before:
    // which pieces, and the most their refund can come to (decision 0136).
    ...(toDecide.length > 0 && { refundToDecide: toDecide }),
    customer: `${row.customerName}, ${formatPhone(row.customerPhone)}, ${row.customerAddress}, ${row.customerCity}`,
    // The name and e-mail are corrected on the order desk (decision 0137): an e-mail changed is said too.
    email: row.customerEmail,
    tracking: row.trackingNumber ? `${row.carrier ?? ''} ${row.trackingNumber}`.trim() : null,
    // Named only once sent (decision 0126), so the entries of every other order compare as before.
    ...(row.cancelRefund !== null &&
      row.cancelRefundMethod && {
        refundSent: `${formatPrice(row.cancelRefund)} by ${REFUND_WAY_WORDS[row.cancelRefundMethod]}`,
      }),
  };
}

export const STALE_ORDER_MESSAGE = (orderRef: string) =>
  `Order ${orderRef} was changed by someone else after you opened it, so your change was not saved. Reload to see the order as it is now, then try again.`;

/**
 * One staff change to one order (issue 37): refused if the order changed since the admin app read it
 * (the `If-Match` header carries the order's `updatedAt` as the app saw it), then made, its version
 * moved on and its record written, all in one transaction. Two staff saving at once: the first wins,
 * the second is told to reload; neither change is lost silently.
 */
export function changeOrder<T>(
  deps: { db: Db; now: () => Date },
  req: Request,
  orderRef: string,
  kind: ActivityKind,
  change: () => T,
): T {
  const expected = req.get('If-Match')?.replace(/^"|"$/g, '');
  return changeOrderAs(deps, actorOf(req), orderRef, kind, change, expected);
}

/**
 * The same for a change the app makes on someone's behalf: a booking moving the order to Shipped (the
 * staff member who booked), a courier's status delivering it or bringing it back (the courier's name).
 * Without `expected` no version is compared; the version still moves on, so a copy read before is stale.
 * A change that changes nothing (the same snapshot, the order not dated) writes nothing and moves nothing.
 */
export function changeOrderAs<T>(
  deps: { db: Db; now: () => Date },
  actor: Actor,
  orderRef: string,
  kind: ActivityKind,
  change: () => T,
  expected?: string,
): T {
  const { db } = deps;
  const versionOf = () =>
    db.select({ updatedAt: orders.updatedAt }).from(orders).where(eq(orders.orderRef, orderRef)).get()?.updatedAt;
  return db.transaction(() => {
    const before = orderSnapshot(db, orderRef);
    const current = versionOf();
    if (expected && current && current.toISOString() !== expected)
      throw new AppError('CONFLICT', STALE_ORDER_MESSAGE(orderRef), { reason: 'stale' });
    const result = change();
    const after = orderSnapshot(db, orderRef);
    // A save that changes nothing changes nothing (decision 0134): no entry, and the version stays, so a
    // colleague who opened the order at the same moment can still save theirs.
    const dated = versionOf()?.getTime() !== current?.getTime();
    if (before && after && !dated && JSON.stringify(before) === JSON.stringify(after)) return result;
    if (current) {
      // Every recorded change moves the version on, even one its service did not date, and never to
      // the same millisecond: the next stale copy is always told apart.
      const next = Math.max(deps.now().getTime(), current.getTime() + 1);
      db.update(orders)
        .set({ updatedAt: new Date(next) })
        .where(eq(orders.orderRef, orderRef))
        .run();
    }
    writeActivity(db, actor, { kind, orderRef }, before, after, deps.now());
    return result;
  });
}

/** A change to several orders at once (a bulk cancel): one record per order it changed, in its transaction. */
export function changeOrders<T>(
  deps: { db: Db; now: () => Date },
  req: Request,
  orderRefs: readonly string[],
  kind: ActivityKind,
  change: () => T,
): T {
  const { db } = deps;
  return db.transaction(() => {
    const before = new Map(orderRefs.map((orderRef) => [orderRef, orderSnapshot(db, orderRef)]));
    const result = change();
    for (const [orderRef, was] of before) {
      const now = orderSnapshot(db, orderRef);
      if (was && JSON.stringify(was) !== JSON.stringify(now))
        writeActivity(db, actorOf(req), { kind, orderRef }, was, now, deps.now());
    }
    return result;
  });
}

/** The record of an order entered by hand: nothing before, the order as placed after. */
export const placedByHand = (db: Db, orderRef: string) => ({
  kind: 'order.create' as const,
  orderRef,
  read: () => orderSnapshot(db, orderRef),
});

/**
 * The exchange order's own first entry (its History), beside the exchange on the original order's:
 * which order it exchanges, what for, and (as every entry) who made it.
 */
export const exchangeMade = (
  db: Db,
  made: {
    order: { orderRef: string; lineChanges: { exchangeOrderRef: string | null; size: string; color: string }[] };
    exchange: { orderRef: string; items: { quantity: number; title: string; size: string; color: string }[] };
  },
) => {
  const orderRef = made.exchange.orderRef;
  const from = made.order.lineChanges.find((change) => change.exchangeOrderRef === orderRef);
  const pieces = made.exchange.items
    .map(
      (item) =>
        `${item.quantity} × ${item.title} ${from ? `${from.size}/${from.color} → ` : ''}${item.size}/${item.color}`,
    )
    .join('; ');
  return {
    kind: 'order.exchange' as const,
    orderRef,
    read: () => orderSnapshot(db, orderRef),
    summary: `Made in the admin as the exchange for ${made.order.orderRef}: ${pieces}`,
  };
};
