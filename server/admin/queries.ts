import { count, desc, sql } from 'drizzle-orm';
import type { DashboardData } from '../../common/admin';
import { products } from '../catalog/schema';
import type { Db } from '../db/client';
import { orders } from '../orders/schema';

/** How many orders the dashboard's Recent Orders table shows (SPEC.md §9). */
export const RECENT_ORDERS_SHOWN = 5;

/** The dashboard's numbers and newest orders, each counted by SQLite in one pass over its table. */
export function dashboardData(db: Db): DashboardData {
  const totals = db
    .select({
      totalOrders: count(),
      pendingOrders: sql<number>`coalesce(sum(${orders.status} = 'pending'), 0)`,
      totalRevenue: sql<number>`coalesce(sum(case when ${orders.status} <> 'cancelled' then ${orders.total} end), 0)`,
    })
    .from(orders)
    .get()!;
  const totalProducts = db.select({ value: count() }).from(products).get()!.value;
  const recentOrders = db
    .select({ orderRef: orders.orderRef, name: orders.customerName, total: orders.total, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    // rowid breaks ties between orders placed in the same millisecond: the later insert is newer.
    .orderBy(desc(orders.createdAt), desc(sql`${orders}.rowid`))
    .limit(RECENT_ORDERS_SHOWN)
    .all()
    .map(({ name, createdAt, ...order }) => ({ ...order, customer: { name }, createdAt: createdAt.toISOString() }));
  return { stats: { ...totals, totalProducts }, recentOrders };
}
