import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { orders } from './schema';

/**
 * How many other orders came from the same phone, or to the same address in the same city, within
 * the rule's window either side of each order (common/orders.ts LOOKALIKE_RULE; issue 23: fake
 * cash-on-delivery orders come in runs), neither of the two an exchange order (migration 0044). The
 * count is the `lookalikes` column, which the triggers of migration 0037, remade by 0044, keep right on
 * every insert, delete and change of phone, address, city, time or of being an exchange order: on a
 * sale day counting it for every order of a 'looks fake' list took 100 ms (issue 38).
 * lookalikeColumn.test.ts holds the rule written as a count and checks the column against it.
 */
export function lookalikesOf(db: Queryable, refs: string[]): Map<string, number> {
  if (refs.length === 0) return new Map();
  const rows = db
    .select({ ref: orders.orderRef, lookalikes: orders.lookalikes })
    .from(orders)
    .where(inArray(orders.orderRef, refs))
    .all();
  return new Map(rows.map(({ ref, lookalikes }) => [ref, lookalikes]));
}
