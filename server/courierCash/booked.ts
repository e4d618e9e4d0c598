import { and, eq, isNotNull } from 'drizzle-orm';
import { courierKey } from '../../common/courierCash';
import { API_COURIERS } from '../../common/courierFacts';
import { formatPrice } from '../../common/money';
import type { Queryable } from '../db/client';
import { consignments } from '../couriers/schema';

/** What a courier was booked to collect for one order's parcel (decision 0117), as a payout's note names it. */
export type Booked = { courier: string; amount: number };

/**
 * What each parcel with this courier was booked to collect, by order reference (decision 0124). Only
 * a booked consignment counts: a cancelled one is no parcel the courier holds, and a 'booking' one
 * holds what the shop asked for, which the courier may never have taken. A courier the shop books
 * through no API, or a consignment booked before the amount was kept (null), gives nothing.
 */
export function bookedAmounts(db: Queryable, courier: string): Map<string, Booked> {
  const name = API_COURIERS.find((known) => courierKey(known) === courierKey(courier));
  if (!name) return new Map();
  const rows = db
    .select({ orderRef: consignments.orderRef, amount: consignments.bookedToCollect })
    .from(consignments)
    .where(
      and(eq(consignments.courier, name), eq(consignments.state, 'booked'), isNotNull(consignments.bookedToCollect)),
    )
    .all();
  return new Map(rows.map((row) => [row.orderRef, { courier: name, amount: row.amount! }]));
}

/**
 * The note of a payout whose amount is not what its order has to collect now. When it is what the
 * courier was booked to collect, the order changed after booking and the rider took the old amount:
 * the note says so, and what the owner owes the customer or the customer owes the shop.
 */
export function amountNote(amount: number, expected: number, booked: Booked | undefined): string {
  const gap = Math.abs(amount - expected);
  const more = amount > expected;
  const note = `${formatPrice(gap)} ${more ? 'more' : 'less'} than to collect`;
  if (!booked || booked.amount !== amount) return note;
  const took = `${booked.courier} was booked to collect ${formatPrice(booked.amount)} and the rider took that.`;
  return more
    ? `${note}: ${took} The customer paid ${formatPrice(gap)} more than the order now asks: give it back.`
    : `${note}: ${took} The customer paid ${formatPrice(gap)} less than the order now asks: ask for the rest, or change the order.`;
}
