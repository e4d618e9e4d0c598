import { count, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_TOKEN_LIFETIME, signToken } from '../auth/tokens';
import { hashPassword, passwordMatches } from '../auth/passwords';
import { AppError } from '../http/errors';
import { ACCOUNT_DISABLED_MESSAGE } from '../auth/middleware';
import { replacePassword, staffSelf } from '../staff/service';
import type { StaffSelf } from '../../common/admin';
import { admins } from './schema';
import { dashboardCountsSchema, type DashboardAnswer, type DashboardData } from '../../common/admin';
import { products } from '../catalog/schema';
import type { Db } from '../db/client';
import { orderLineChanges, orders } from '../orders/schema';
import { dashboardNotices } from '../products/notices';
import { lowStock } from '../products/service';
import { parcelNeedsAction } from '../orders/search';
import {
  cameBack,
  cashInOf,
  decidesRefund,
  isSale,
  owesRefund,
  refundOfSale,
  refundOwedOf,
  refundToDecideOf,
  toCollectAmount,
} from '../orders/sales';

/** How many orders the dashboard's Recent Orders table shows (docs/product.md §9). */
export const RECENT_ORDERS_SHOWN = 5;

/**
 * The dashboard's numbers and newest orders, each counted by SQLite in one pass over its table. Without
 * `sales` (a role that may not see Sales Analytics, decision 0145) the sales figures are left out.
 */
export function dashboardData(db: Db, { sales }: { sales: boolean }): DashboardAnswer {
  const data = allDashboardData(db);
  if (sales) return data;
  // The counts' schema keeps its own fields and drops every other: no sales figure is left by oversight.
  return { ...data, stats: dashboardCountsSchema.parse(data.stats) };
}

function allDashboardData(db: Db): DashboardData {
  const totals = db
    .select({
      totalOrders: count(),
      pendingOrders: sql<number>`coalesce(sum(${orders.status} = 'pending'), 0)`,
      totalRevenue: sql<number>`coalesce(sum(case when ${isSale} then ${orders.total} end), 0)`,
      // What was taken off a bill before the cash came in was never received (decision 0090).
      cashReceived: sql<number>`coalesce(sum(case when ${isSale} and ${orders.paymentStatus} = 'paid' then ${cashInOf} end), 0)`,
      cashToCollect: toCollectAmount,
      returnedOrders: sql<number>`coalesce(sum(${cameBack}), 0)`,
      returnedValue: sql<number>`coalesce(sum(case when ${cameBack} then ${orders.total} end), 0)`,
      // Money of cancelled paid orders still to send back (decision 0126): no sale, so not in revenue or refunds.
      refundsOwed: sql<number>`coalesce(sum(${owesRefund}), 0)`,
      refundsOwedAmount: sql<number>`coalesce(sum(${refundOwedOf}), 0)`,
      // Returns whose refund is left to the owner or a manager (decision 0133), and the most it can come to.
      refundsToDecide: sql<number>`coalesce(sum(${decidesRefund}), 0)`,
      refundsToDecideAmount: sql<number>`coalesce(sum(case when ${decidesRefund} then ${refundToDecideOf} end), 0)`,
    })
    .from(orders)
    .get()!;
  const totalProducts = db.select({ value: count() }).from(products).get()!.value;
  const refunds = db
    .select({ amount: sql<number>`coalesce(sum(${orderLineChanges.refund}), 0)` })
    .from(orderLineChanges)
    .where(refundOfSale)
    .get()!.amount;
  // Off the partial index on the parcel's step, not the pass over every order above (decision 0128).
  const parcelsAttempted = db.select({ value: count() }).from(orders).where(parcelNeedsAction('attempted')).get()!
    .value;
  const recentOrders = db
    .select({
      orderRef: orders.orderRef,
      name: orders.customerName,
      total: orders.total,
      status: orders.status,
      parcelReturn: orders.returnKind,
      parcelStep: orders.parcelStep,
      refundedAt: orders.cancelRefundAt,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    // rowid breaks ties between orders placed in the same millisecond: the later insert is newer.
    .orderBy(desc(orders.createdAt), desc(sql`${orders}.rowid`))
    .limit(RECENT_ORDERS_SHOWN)
    .all()
    .map(({ name, refundedAt, createdAt, updatedAt, ...order }) => ({
      ...order,
      customer: { name },
      refundSent: refundedAt !== null,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    }));
  // Revenue is what sales brought in, less the money given back for lines that came back (issue 22).
  return {
    stats: { ...totals, totalRevenue: totals.totalRevenue - refunds, refunds, totalProducts, parcelsAttempted },
    recentOrders,
    lowStock: lowStock(db),
    notices: dashboardNotices(db),
  };
}

type AdminRow = typeof admins.$inferSelect;
export const adminToken = (jwtSecret: string, admin: AdminRow) =>
  signToken(jwtSecret, { sub: String(admin.id), role: 'admin', ver: admin.tokenVersion }, ADMIN_TOKEN_LIFETIME);

/**
 * Signs the owner or a staff member in: a wrong password and an unknown username get the same answer
 * (docs/product.md §8 'Invalid credentials'). A turned-off account is told so only with its right password.
 */
export async function adminLogIn(
  db: Db,
  jwtSecret: string,
  username: string,
  password: string,
): Promise<{ token: string; staff: StaffSelf }> {
  const admin = db
    .select()
    .from(admins)
    .where(sql`lower(${admins.username}) = ${username.toLowerCase()}`)
    .get();
  const matches = await passwordMatches(password, admin?.passwordHash);
  if (!admin || !matches) throw new AppError('INVALID_CREDENTIALS', 'Invalid credentials');
  if (admin.disabledAt) throw new AppError('ACCOUNT_DEACTIVATED', ACCOUNT_DISABLED_MESSAGE);
  return { token: adminToken(jwtSecret, admin), staff: staffSelf(db, admin) };
}

/**
 * Gives an admin a new password. Older admin tokens stop working (their version is behind), so a
 * password that leaked is closed everywhere; the caller gets the new version back to sign in with.
 */
export async function setAdminPassword(db: Db, adminId: number, password: string, rounds: number): Promise<AdminRow> {
  return replacePassword(db, adminId, await hashPassword(password, rounds), false);
}

/** The owner changes their password in the admin app: the current one is required. Answers a fresh token. */
export async function changeAdminPassword(
  deps: { db: Db; jwtSecret: string; rounds: number },
  adminId: number,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const admin = deps.db.select().from(admins).where(eq(admins.id, adminId)).get();
  if (!admin || !(await passwordMatches(currentPassword, admin.passwordHash)))
    throw new AppError('WRONG_PASSWORD', 'Current password is incorrect');
  return adminToken(deps.jwtSecret, await setAdminPassword(deps.db, adminId, newPassword, deps.rounds));
}
