import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  customerDeletedMessage,
  type CustomerDetails,
  type customerListQuerySchema,
  type CustomerSort,
} from '../../common/customers';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { orders } from '../orders/schema';
import { forgetShopperReviews } from '../reviews/queries';
import { isSale } from '../orders/sales';
import { toProfile } from '../users/queries';
import { users } from '../users/schema';

type ListQuery = z.output<typeof customerListQuerySchema>;

/** Names and e-mails sort as people read them, without regard to case. */
const SORT_COLUMNS: Record<CustomerSort, SQL> = {
  firstName: sql`${users.firstName} collate nocase`,
  lastName: sql`${users.lastName} collate nocase`,
  email: sql`${users.email} collate nocase`,
  createdAt: sql`${users.createdAt}`,
  isActive: sql`${users.isActive}`,
};

/** `%` and `_` typed by the owner are letters to find, not wildcards. */
const likeAny = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Matches a word of the search in a name, the whole name, the e-mail or the phone. */
function searchFilter(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likeAny(search);
  return sql`(lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} escape '\\' or lower(${users.email}) like ${pattern} escape '\\' or ${users.phone} like ${pattern} escape '\\')`;
}

/** One page of the owner's users table, searched, sorted and cut by SQLite (docs/product.md §2 User Management). */
export function listCustomers(db: Db, query: ListQuery) {
  const where = searchFilter(query.search);
  const total = db.select({ total: count() }).from(users).where(where).get()?.total ?? 0;
  const direction = query.order === 'asc' ? asc : desc;
  const rows = db
    .select()
    .from(users)
    .where(where)
    // The id breaks ties, so a page never repeats or skips a user whose sort value equals another's.
    .orderBy(direction(SORT_COLUMNS[query.sortBy]), direction(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .all();
  return {
    users: rows.map(toProfile),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

function requireCustomer(db: Db, id: string) {
  const user = db.select().from(users).where(eq(users.id, id)).get();
  if (!user) throw notFound('User not found');
  return user;
}

/** The details modal: the account and its buying, counted in one pass over the account's orders. */
export function customerDetails(db: Db, id: string): CustomerDetails {
  const user = requireCustomer(db, id);
  const buying = db
    .select({
      orderCount: count(),
      totalSpent: sql<number>`coalesce(sum(case when ${isSale} then ${orders.total} end), 0)`,
      lastOrderAt: sql<number | null>`max(${orders.createdAt})`,
    })
    .from(orders)
    .where(eq(orders.userId, id))
    .get()!;
  return {
    ...toProfile(user),
    orderCount: buying.orderCount,
    totalSpent: buying.totalSpent,
    lastOrderAt: buying.lastOrderAt === null ? null : new Date(buying.lastOrderAt).toISOString(),
  };
}

/**
 * Activates or deactivates an account. A deactivated shopper's tokens are refused from the next
 * request on (server/auth/middleware.ts reads isActive every time) and login says why; activating
 * again lets the same sessions back in.
 */
export function setCustomerActive(db: Db, id: string, isActive: boolean) {
  requireCustomer(db, id);
  db.update(users).set({ isActive }).where(eq(users.id, id)).run();
  return toProfile(requireCustomer(db, id));
}

/**
 * Deletes an account for good (docs/product.md §5 Deleting a user): its reviews and helpful votes go with
 * the counters they fed put right, its wishlist and reset links go by cascade, and its orders stay
 * for the books with their link to the account cut. All or nothing, in one transaction.
 */
export function deleteCustomer(db: Db, id: string): string {
  return db.transaction((tx) => {
    const user = tx.select().from(users).where(eq(users.id, id)).get();
    if (!user) throw notFound('User not found');
    forgetShopperReviews(tx, id);
    tx.update(orders).set({ userId: null }).where(eq(orders.userId, id)).run();
    tx.delete(users).where(eq(users.id, id)).run();
    return customerDeletedMessage(`${user.firstName} ${user.lastName}`.trim());
  });
}
