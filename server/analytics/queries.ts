import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ANALYTICS_TOP, SHOP_UTC_OFFSET_MINUTES, type Analytics, type analyticsQuerySchema } from '../../common/analytics';
import { ORDER_STATUSES, type OrderStatus } from '../../common/orders';
import { PAYMENT_METHODS, type PaymentMethod } from '../../common/policy';
import { products as productsTable } from '../catalog/schema';
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

/** Year-month of the placing time in shop time. */
const shopMonth = sql<string>`strftime('%Y-%m', (${orders.createdAt} + ${OFFSET_MS}) / 1000, 'unixepoch')`;
/** 'Karachi', ' karachi ' and 'KARACHI' are one city, shown as most of its orders spell it. */
const cityKey = sql<string>`lower(trim(${orders.customerCity}))`;

type Group = { month: string; status: OrderStatus; method: PaymentMethod; cityKey: string; city: string; sale: number; orders: number; revenue: number };

/**
 * The Sales Analytics figures (ARCHITECTURE.md, Analytics). SQLite reads the period's orders once,
 * grouped by month, status, payment method and city (a few thousand groups at most), and their lines
 * once, grouped by product; the figures are added up from those groups. Totals, months, payment
 * methods, cities and products count sales only; the status counts show every order.
 */
export function salesAnalytics(db: Db, period: z.output<typeof analyticsQuerySchema>): Analytics {
  const placed = inPeriod(period);
  const groups: Group[] = db
    .select({
      month: shopMonth,
      status: orders.status,
      method: orders.paymentMethod,
      cityKey,
      city: sql<string>`trim(${orders.customerCity})`,
      sale: sql<number>`${isSale}`,
      orders: count(),
      revenue: sql<number>`sum(${orders.total})`,
    })
    .from(orders)
    .where(placed)
    .groupBy(shopMonth, orders.status, orders.paymentMethod, cityKey, sql`trim(${orders.customerCity})`)
    .all();
  const sales = groups.filter((group) => group.sale === 1);

  const products = db
    .select({
      productId: orderItems.productId,
      title: sql<string>`max(${orderItems.title})`,
      quantity: sql<number>`sum(${orderItems.quantity})`,
      revenue: sql<number>`sum(${orderItems.quantity} * ${orderItems.unitPrice})`,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderRef, db.select({ orderRef: orders.orderRef }).from(orders).where(and(placed, isSale))))
    .groupBy(orderItems.productId)
    .all();
  const topProducts = products
    .sort((a, b) => b.quantity - a.quantity || (a.productId < b.productId ? -1 : 1))
    .slice(0, ANALYTICS_TOP)
    .map((product) => ({ ...product, title: catalogTitle(db, product.productId) ?? product.title }));

  // Cash owed is owed whenever the order was placed, so the period does not apply; recorded cash is no longer owed.
  const cashToCollect = db
    .select({ amount: sql<number>`coalesce(sum(${orders.total}), 0)`, orders: count() })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'unpaid'), isSale))
    .get()!;

  return {
    from: period.from ?? null,
    to: period.to ?? null,
    totals: { orders: sum(groups, 'orders'), sales: sum(sales, 'orders'), revenue: sum(sales, 'revenue'), itemsSold: products.reduce((total, product) => total + product.quantity, 0) },
    monthlySales: [...new Set(sales.map((group) => group.month))].sort().map((month) => added(sales.filter((group) => group.month === month), { month })),
    topProducts,
    topCities: [...new Set(sales.map((group) => group.cityKey))]
      .map((key) => {
        const city = sales.filter((group) => group.cityKey === key);
        return added(city, { city: mostWritten(city) });
      })
      .sort((a, b) => b.revenue - a.revenue || a.city.localeCompare(b.city))
      .slice(0, ANALYTICS_TOP),
    statusCounts: ORDER_STATUSES.map((status) => ({ status, count: sum(groups.filter((group) => group.status === status), 'orders') })),
    revenueByPaymentMethod: PAYMENT_METHODS.map((method) => added(sales.filter((group) => group.method === method), { method })),
    cashToCollect,
  };
}

const sum = (groups: Group[], field: 'orders' | 'revenue') => groups.reduce((total, group) => total + group[field], 0);
const added = <T extends object>(groups: Group[], label: T) => ({ ...label, revenue: sum(groups, 'revenue'), orders: sum(groups, 'orders') });

/** The catalog's title today; a product since deleted keeps the title it was sold under. */
const catalogTitle = (db: Db, productId: string) => db.select({ title: productsTable.title }).from(productsTable).where(eq(productsTable.id, productId)).get()?.title;

/** The spelling most of a city's orders use. */
function mostWritten(groups: Group[]): string {
  const counts = new Map<string, number>();
  for (const group of groups) counts.set(group.city, (counts.get(group.city) ?? 0) + group.orders);
  return [...counts].reduce((best, spelling) => (spelling[1] > best[1] ? spelling : best))[0];
}
