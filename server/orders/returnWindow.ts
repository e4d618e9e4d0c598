import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { orders } from './schema';

/** SQLite takes a bounded number of parameters per statement: orders are looked up this many at a time. */
const ORDERS_PER_QUERY = 500;
/** An exchange of an exchange of … is followed this far back; a longer chain starts its window at its own delivery. */
const MOST_EXCHANGES = 20;

type WindowRow = { orderRef: string; exchangeOf: string | null; deliveredAt: Date | null };

/**
 * When the shop's return window for each order's pieces began (decision 0141): the order's delivery; for an
 * exchange order, the delivery of the order the shopper paid on, the first of its chain of exchanges, so
 * exchanging a piece again does not start the window over. An exchange whose first order was never marked
 * delivered counts from its own delivery. Null until the order is delivered.
 */
export function returnWindowsFrom(db: Queryable, rows: readonly WindowRow[]): Map<string, Date | null> {
  const from = new Map<string, Date | null>(rows.map((row) => [row.orderRef, row.deliveredAt]));
  // Each exchange order still looking for its first order: the order it was made on, then that one's, …
  let looking = new Map<string, string>();
  for (const row of rows) if (row.exchangeOf !== null) looking.set(row.orderRef, row.exchangeOf);
  for (let step = 0; step < MOST_EXCHANGES && looking.size > 0; step += 1) {
    const found = new Map<string, WindowRow>();
    const refs = [...new Set(looking.values())];
    for (let start = 0; start < refs.length; start += ORDERS_PER_QUERY)
      for (const row of db
        .select({ orderRef: orders.orderRef, exchangeOf: orders.exchangeOf, deliveredAt: orders.deliveredAt })
        .from(orders)
        .where(inArray(orders.orderRef, refs.slice(start, start + ORDERS_PER_QUERY)))
        .all())
        found.set(row.orderRef, row);
    const next = new Map<string, string>();
    for (const [orderRef, earlier] of looking) {
      const row = found.get(earlier);
      if (!row) continue;
      if (row.exchangeOf !== null) next.set(orderRef, row.exchangeOf);
      else if (row.deliveredAt !== null && from.get(orderRef) !== null) from.set(orderRef, row.deliveredAt);
    }
    looking = next;
  }
  return from;
}
