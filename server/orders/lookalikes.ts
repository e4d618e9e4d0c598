import { inArray, sql } from 'drizzle-orm';
import { LOOKALIKE_RULE } from '../../common/orders';
import type { Queryable } from '../db/client';
import { orders } from './schema';

const WINDOW_MS = LOOKALIKE_RULE.windowHours * 60 * 60 * 1000;

/** The address as the rule compares it (however it was typed); the expression index of migration 0026 is on exactly this. */
const addressKey = (alias: string) => `lower(trim(${alias}.customer_address))`;
const cityKey = (alias: string) => `lower(trim(${alias}.customer_city))`;

/**
 * How many other orders came from the same phone, or to the same address in the same city, within
 * the rule's window either side of this one (issue 23: fake cash-on-delivery orders come in runs).
 * Counted as two correlated counts, each read off its own index (phone and time; address, city and
 * time), the second leaving out the orders the first already counted: one count with OR walked every
 * order in the window for each listed order, and on a sale day the window holds thousands (issue 38).
 * The outer row is named in full (`orders.…`): drizzle writes a one-table query's columns bare, which
 * inside the subquery would mean o2's.
 */
export const lookalikeCount = sql<number>`((select count(*) from orders o2
    where o2.customer_phone_key = orders.customer_phone_key
      and o2.created_at between orders.created_at - ${WINDOW_MS} and orders.created_at + ${WINDOW_MS}
      and o2.order_ref <> orders.order_ref)
  + (select count(*) from orders o2
    where ${sql.raw(addressKey('o2'))} = ${sql.raw(addressKey('orders'))} and ${sql.raw(cityKey('o2'))} = ${sql.raw(cityKey('orders'))}
      and o2.created_at between orders.created_at - ${WINDOW_MS} and orders.created_at + ${WINDOW_MS}
      and o2.order_ref <> orders.order_ref
      and o2.customer_phone_key is not orders.customer_phone_key))`;

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
