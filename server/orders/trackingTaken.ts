import { and, isNotNull, ne } from 'drizzle-orm';
import { courierKey, trackingKey } from '../../common/courierCash';
import type { Queryable } from '../db/client';
import { orders } from './schema';

type Tracking = { carrier: string | null; trackingNumber: string | null; status: string };

/**
 * The live order (not cancelled) other than `orderRef` that already has this courier's tracking number
 * (decision 0143), read as a courier's report matches a parcel (common/courierCash.ts courierKey,
 * trackingKey: case and spaces do not matter); null when none does. A payout row pays the one order its
 * number finds, so a second order with the number would wait for its cash for ever.
 *
 * Asked only when the order takes the number (a new courier or number, or opened again from cancelled):
 * two orders that shared a number before the rule keep moving. Read inside the change's transaction,
 * which better-sqlite3 runs whole on the shop's one connection, so two requests at once cannot both take it.
 */
export function trackingTakenBy(
  db: Queryable,
  orderRef: string,
  current: Tracking,
  next: Tracking,
): { orderRef: string; carrier: string; trackingNumber: string } | null {
  if (!next.carrier || !next.trackingNumber || next.status === 'cancelled') return null;
  const courier = courierKey(next.carrier);
  const number = trackingKey(next.trackingNumber);
  const kept =
    current.status !== 'cancelled' &&
    current.carrier !== null &&
    current.trackingNumber !== null &&
    courierKey(current.carrier) === courier &&
    trackingKey(current.trackingNumber) === number;
  if (kept) return null;
  const others = db
    .select({ orderRef: orders.orderRef, carrier: orders.carrier, trackingNumber: orders.trackingNumber })
    .from(orders)
    .where(and(isNotNull(orders.trackingNumber), ne(orders.status, 'cancelled'), ne(orders.orderRef, orderRef)))
    .all();
  const taken = others.find(
    (other) =>
      other.carrier !== null && courierKey(other.carrier) === courier && trackingKey(other.trackingNumber!) === number,
  );
  return taken ? { orderRef: taken.orderRef, carrier: taken.carrier!, trackingNumber: taken.trackingNumber! } : null;
}

/** The refusal in the owner's words. */
export const trackingTakenWords = (taken: { orderRef: string; carrier: string; trackingNumber: string }) =>
  `${taken.carrier} tracking number ${taken.trackingNumber} is already on order ${taken.orderRef}. One tracking number is one parcel: check the number on this parcel’s slip.`;
