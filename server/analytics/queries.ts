import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ANALYTICS_TOP, SHOP_UTC_OFFSET_MINUTES, type Analytics, type analyticsQuerySchema } from '../../common/analytics';
import { ORDER_STATUSES } from '../../common/orders';
import { PAYMENT_METHODS } from '../../common/policy';
import { products } from '../catalog/schema';
import type { Db } from '../db/client';
import { orderItems, orders } from '../orders/schema';
import { isSale } from './sales';

const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60_000;

/** The first millisecond of a shop-time calendar day ('2026-03-01' starts at 19:00 UTC the day before). */
function shopDayStart(day: string, plusDays = 0): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date + plusDays) - OFFSET_MS;
}

/** The period's orders, by their placing time; `to` is a whole day, included. */
function inPeriod({ from, to }: z.output<typeof analyticsQuerySchema>): SQL | undefined {
  return and(from ? gte(orders.createdAt, new Date(shopDayStart(from))) : undefined, to ? lt(orders.createdAt, new Date(shopDayStart(to, 1))) : undefined);
}

const revenue = sql<number>`coalesce(sum(${orders.total}), 0)`;
/** Year-month of the placing time in shop time. */
const shopMonth = sql<string>`strftime('%Y-%m', (${orders.createdAt} + ${OFFSET_MS}) / 1000, 'unixepoch')`;
/** 'Karachi', ' karachi ' and 'KARACHI' are one city, shown as most of its orders spell it. */
const cityKey = sql`lower(trim(${orders.customerCity}))`;

/**
 * The Sales Analytics figures (ARCHITECTURE.md, Analytics), each added up by SQLite: totals, months,
 * payment methods, cities and products count sales only; the status counts show every order.
 */
export function salesAnalytics(db: Db, period: z.output<typeof analyticsQuerySchema>): Analytics {
  const placed = inPeriod(period);
  const sold = and(placed, isSale);

  const totals = db
    .select({ orders: count(), sales: sql<number>`coalesce(sum(${isSale}), 0)`, revenue: sql<number>`coalesce(sum(case when ${isSale} then ${orders.total} end), 0)` })
    .from(orders)
    .where(placed)
    .get()!;
  const itemsSold = db
    .select({ pieces: sql<number>`coalesce(sum(${orderItems.quantity}), 0)` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderRef, orderItems.orderRef))
    .where(sold)
    .get()!.pieces;

  const statusRows = db.select({ status: orders.status, count: count() }).from(orders).where(placed).groupBy(orders.status).all();
  const statusCounts = ORDER_STATUSES.map((status) => ({ status, count: statusRows.find((row) => row.status === status)?.count ?? 0 }));

  const monthlySales = db.select({ month: shopMonth, revenue, orders: count() }).from(orders).where(sold).groupBy(shopMonth).orderBy(shopMonth).all();

  const methodRows = db.select({ method: orders.paymentMethod, revenue, orders: count() }).from(orders).where(sold).groupBy(orders.paymentMethod).all();
  const revenueByPaymentMethod = PAYMENT_METHODS.map((method) => methodRows.find((row) => row.method === method) ?? { method, revenue: 0, orders: 0 });

  const spellings = db
    .select({ key: sql<string>`${cityKey}`, city: sql<string>`trim(${orders.customerCity})`, orders: count() })
    .from(orders)
    .where(sold)
    .groupBy(cityKey, sql`trim(${orders.customerCity})`)
    .all();
  const topCities = db
    .select({ key: sql<string>`${cityKey}`, revenue, orders: count() })
    .from(orders)
    .where(sold)
    .groupBy(cityKey)
    .orderBy(desc(revenue), cityKey)
    .limit(ANALYTICS_TOP)
    .all()
    .map(({ key, ...city }) => ({ city: mostWritten(spellings.filter((spelling) => spelling.key === key)), ...city }));

  const quantity = sql<number>`sum(${orderItems.quantity})`;
  const topProducts = db
    .select({
      productId: orderItems.productId,
      // The catalog's title today; a product since deleted keeps the title it was sold under.
      title: sql<string>`coalesce(${products.title}, max(${orderItems.title}))`,
      quantity,
      revenue: sql<number>`sum(${orderItems.quantity} * ${orderItems.unitPrice})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderRef, orderItems.orderRef))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(sold)
    .groupBy(orderItems.productId)
    .orderBy(desc(quantity), orderItems.productId)
    .limit(ANALYTICS_TOP)
    .all();

  // Cash owed is owed whenever the order was placed, so the period does not apply; recorded cash is no longer owed.
  const cashToCollect = db
    .select({ amount: revenue, orders: count() })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'unpaid'), isSale))
    .get()!;

  return {
    from: period.from ?? null,
    to: period.to ?? null,
    totals: { ...totals, itemsSold },
    monthlySales,
    topProducts,
    topCities,
    statusCounts,
    revenueByPaymentMethod,
    cashToCollect,
  };
}

function mostWritten(spellings: { city: string; orders: number }[]): string {
  return spellings.reduce((best, spelling) => (spelling.orders > best.orders ? spelling : best)).city;
}
