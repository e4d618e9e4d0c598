import { inArray, sql } from 'drizzle-orm';
import { LOOKALIKE_RULE } from '../../common/orders';
import type { Queryable } from '../db/client';
import { orders } from './schema';

const WINDOW_MS = LOOKALIKE_RULE.windowHours * 60 * 60 * 1000;

/**
 * How many other orders came from the same phone, or to the same address in the same city, within
 * the rule's window either side of this one (issue 23: fake cash-on-delivery orders come in runs).
 * A correlated count over `orders`, read off the created_at index: a window holds few orders. The
 * outer row is named in full (`orders.…`): drizzle writes a one-table query's columns bare, which
 * inside the subquery would mean o2's.
 */
export const lookalikeCount = sql<number>`(select count(*) from orders o2
  where o2.created_at between orders.created_at - ${WINDOW_MS} and orders.created_at + ${WINDOW_MS}
    and o2.order_ref <> orders.order_ref
    and (o2.customer_phone_key = orders.customer_phone_key
      or (lower(trim(o2.customer_address)) = lower(trim(orders.customer_address)) and lower(trim(o2.customer_city)) = lower(trim(orders.customer_city)))))`;

/** The orders among `refs` with their lookalike counts. */
export function lookalikesOf(db: Queryable, refs: string[]): Map<string, number> {
  if (refs.length === 0) return new Map();
  const rows = db
    .select({ ref: orders.orderRef, lookalikes: lookalikeCount })
    .from(orders)
    .where(inArray(orders.orderRef, refs))
    .all();
  return new Map(rows.map(({ ref, lookalikes }) => [ref, lookalikes]));
}
