import { and, count, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ANALYTICS_TOP,
  SHOP_UTC_OFFSET_MINUTES,
  type Analytics,
  type analyticsQuerySchema,
} from '../../common/analytics';
import {
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PARCEL_RETURNS,
  type OrderChannel,
  type OrderStatus,
} from '../../common/orders';
import { cityCounted, countedCityKey } from '../../common/cityNames';
import { PAYMENT_METHODS, type PaymentMethod } from '../../common/policy';
import { products as productsTable } from '../catalog/schema';
import type { Db } from '../db/client';
import { orderItems, orderLineChanges, orders } from '../orders/schema';
import { cashInOf, isSale, toCollect } from '../orders/sales';
import { TO_COLLECT } from '../../common/orderFacts';
import {
  salesChannelDays,
  salesChannelMonths,
  salesCityDays,
  salesCityMonths,
  salesDays,
  salesMonths,
  salesProductDays,
  salesProductMonths,
} from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A shop-time calendar day ('2026-03-01') as the summary tables number it (schema.ts): days since 1970-01-01. */
function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / DAY_MS;
}
/** The first day of the month `day` falls in, or of a month `plus` after it. */
function monthStart(day: number, plus = 0): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + plus, 1) / DAY_MS;
}
const monthOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 7);

/** A period as the summary tables read it: the whole months inside it, and the days at its ends outside those. */
type Span = { months: SQL; days: SQL };

function spanOf({ from, to }: z.output<typeof analyticsQuerySchema>): Span {
  const fromDay = from === undefined ? undefined : dayNumber(from);
  const toDay = to === undefined ? undefined : dayNumber(to);
  // The whole months run from the first day of `first` up to, not including, `end`.
  const first = fromDay === undefined ? undefined : monthStart(fromDay) === fromDay ? fromDay : monthStart(fromDay, 1);
  const end = toDay === undefined ? undefined : monthStart(toDay + 1) === toDay + 1 ? toDay + 1 : monthStart(toDay);
  const month = sql.raw('month');
  const day = sql.raw('day');
  if (first !== undefined && end !== undefined && first >= end)
    return { months: sql`0`, days: sql`${day} between ${fromDay} and ${toDay}` };
  const edges: SQL[] = [];
  if (fromDay !== undefined && fromDay < first!) edges.push(sql`${day} between ${fromDay} and ${first! - 1}`);
  if (toDay !== undefined && end! <= toDay) edges.push(sql`${day} between ${end} and ${toDay}`);
  return {
    months:
      and(
        first === undefined ? undefined : sql`${month} >= ${monthOf(first)}`,
        end === undefined ? undefined : sql`${month} <= ${monthOf(end - 1)}`,
      ) ?? sql`1`,
    days: or(...edges) ?? sql`0`,
  };
}

/** The rows of a month table and of its day table (as months) that together make up the period. */
const periodRows = (span: Span, monthTable: SQLWrapper, dayTable: SQLWrapper, columns: string) =>
  sql`select month, ${sql.raw(columns)} from ${monthTable} where ${span.months}
      union all select strftime('%Y-%m', day * 86400, 'unixepoch'), ${sql.raw(columns)} from ${dayTable} where ${span.days}`;

type Group = {
  month: string;
  status: OrderStatus;
  method: PaymentMethod;
  sale: number;
  orders: number;
  revenue: number;
};
type CityGroup = { cityKey: string; city: string; orders: number; revenue: number };
type ChannelGroup = { channel: OrderChannel; orders: number; revenue: number };
type ProductGroup = { productId: string; title: string; quantity: number; revenue: number };

/**
 * The Sales Analytics figures (docs/architecture.md, Analytics), read from the summary tables that
 * triggers keep in step with every order (schema.ts): whole months from the month tables, the days
 * at the period's ends from the day tables, so a period costs a few thousand summary rows whatever
 * the number of orders. Totals, months, payment methods, cities and products count sales only
 * (sales.ts); the status counts show every order.
 */
export function salesAnalytics(db: Db, period: z.output<typeof analyticsQuerySchema>): Analytics {
  const span = spanOf(period);
  const groups = db.all<Group>(
    sql`select month, status, payment_method as method, sale, sum(orders) as orders, sum(revenue) as revenue
        from (${periodRows(span, salesMonths, salesDays, 'status, payment_method, sale, orders, revenue')}) group by month, status, payment_method, sale`,
  );
  const sales = groups.filter((group) => group.sale === 1);

  // 'Karachi', ' karachi ' and 'KARACHI' are one city, shown as most of its orders spell it (the summary keeps the spelling trimmed).
  // A city is counted as booking reads it (decision 0143): 'Khi' is Karachi's row, not one of its own.
  const cities = db
    .all<Omit<CityGroup, 'cityKey'>>(
      sql`select city, sum(orders) as orders, sum(revenue) as revenue
        from (${periodRows(span, salesCityMonths, salesCityDays, 'city, orders, revenue')}) group by city`,
    )
    .map((group): CityGroup => ({ ...group, cityKey: countedCityKey(group.city) }));

  const channels = db.all<ChannelGroup>(
    sql`select channel, sum(orders) as orders, sum(revenue) as revenue
        from (${periodRows(span, salesChannelMonths, salesChannelDays, 'channel, orders, revenue')}) group by channel`,
  );

  const products = db.all<ProductGroup>(
    sql`select product_id as productId, max(title) as title, sum(quantity) as quantity, sum(revenue) as revenue
        from (${periodRows(span, salesProductMonths, salesProductDays, 'product_id, title, quantity, revenue')}) group by product_id`,
  );
  // Cash owed is owed whenever the order was placed, so the period does not apply (common/orderFacts.ts
  // TO_COLLECT). The month table counts every order by method, payment and status; the parcels that
  // came back, which it does not tell apart, are few and found by their own index and taken off.
  const owed = db
    .select({
      amount: sql<number>`coalesce(sum(${salesMonths.revenue}), 0)`,
      orders: sql<number>`coalesce(sum(${salesMonths.orders}), 0)`,
    })
    .from(salesMonths)
    .where(
      and(
        eq(salesMonths.paymentMethod, TO_COLLECT.paymentMethod),
        eq(salesMonths.paymentStatus, TO_COLLECT.paymentStatus),
        ne(salesMonths.status, TO_COLLECT.notStatus),
      ),
    )
    .get()!;
  const cameBackOwed = db
    .select({ amount: sql<number>`coalesce(sum(${orders.total}), 0)`, orders: count() })
    .from(orders)
    // The unary + keeps SQLite on the returns index: the payment index would walk every unpaid COD order.
    .where(
      and(
        inArray(orders.returnKind, [...PARCEL_RETURNS]),
        sql`+${orders.paymentMethod} = ${TO_COLLECT.paymentMethod}`,
        sql`+${orders.paymentStatus} = ${TO_COLLECT.paymentStatus}`,
        sql`+${orders.status} <> ${TO_COLLECT.notStatus}`,
      ),
    )
    .get()!;
  // What was taken off the bill of an order still to collect (decision 0092: refunds given back in cash
  // after delivery leave the collected total owed; sales.ts cashInOf).
  const offTheBill = db.get<{ amount: number }>(
    sql`select coalesce(sum(${orders.total} - ${cashInOf}), 0) as amount from ${orders}
        where ${orders.orderRef} in (select ${orderLineChanges.orderRef} from ${orderLineChanges} where ${orderLineChanges.kind} = 'refund') and ${toCollect}`,
  ).amount;
  const cashToCollect = {
    amount: owed.amount - cameBackOwed.amount - offTheBill,
    orders: owed.orders - cameBackOwed.orders,
  };

  // Money given back for lines that came back counts off revenue in the month it was given (issue 22);
  // the few refund rows lead the join (cross join keeps SQLite from walking every order instead).
  const refunds = db
    .all<Omit<Refunds, 'cityKey'> & { city: string }>(
      sql`select strftime('%Y-%m', (${orderLineChanges.at} + ${SHOP_OFFSET_MS}) / 1000, 'unixepoch') as month, ${orders.paymentMethod} as method, ${orders.channel} as channel,
          trim(${orders.customerCity}) as city, ${orderItems.productId} as productId,
          sum(${orderLineChanges.refund}) as amount, sum(${orderLineChanges.quantity}) as pieces,
          sum(case when ${orderLineChanges.refundMethod} = 'deducted' then ${orderLineChanges.refund} else 0 end) as takenOff
        from ${orderLineChanges} cross join ${orders} on ${orders.orderRef} = ${orderLineChanges.orderRef}
          cross join ${orderItems} on ${orderItems.id} = ${orderLineChanges.itemId}
        where ${orderLineChanges.kind} = 'refund' and ${isSale} and ${refundSpan(period)} group by month, method, channel, city, productId`,
    )
    .map((refund) => ({ ...refund, cityKey: countedCityKey(refund.city) }));
  const refunded = {
    amount: refunds.reduce((total, refund) => total + refund.amount, 0),
    pieces: refunds.reduce((total, refund) => total + refund.pieces, 0),
    takenOff: refunds.reduce((total, refund) => total + refund.takenOff, 0),
  };
  const refundsIn = (match: (refund: Refunds) => boolean) =>
    refunds.filter(match).reduce((total, refund) => total + refund.amount, 0);

  const piecesSold = products.reduce((total, product) => total + product.quantity, 0);
  // Top products and cities count what came back off, as the totals do (issue 33 item 6: one definition of a sale).
  for (const product of products) {
    const back = refunds.filter((refund) => refund.productId === product.productId);
    product.revenue -= back.reduce((total, refund) => total + refund.amount, 0);
    product.quantity -= back.reduce((total, refund) => total + refund.pieces, 0);
  }
  const topProducts = products
    .sort((a, b) => b.quantity - a.quantity || (a.productId < b.productId ? -1 : 1))
    .slice(0, ANALYTICS_TOP)
    .map((product) => ({ ...product, title: catalogTitle(db, product.productId) ?? product.title }));

  return {
    from: period.from ?? null,
    to: period.to ?? null,
    totals: {
      orders: sum(groups, 'orders'),
      sales: sum(sales, 'orders'),
      revenue: sum(sales, 'revenue') - refunded.amount,
      itemsSold: piecesSold - refunded.pieces,
      refunds: refunded,
    },
    monthlySales: [...new Set([...sales, ...refunds].map((group) => group.month))].sort().map((month) => {
      const inMonth = added(
        sales.filter((group) => group.month === month),
        { month },
      );
      return { ...inMonth, revenue: inMonth.revenue - refundsIn((refund) => refund.month === month) };
    }),
    topProducts,
    topCities: [...new Set(cities.map((group) => group.cityKey))]
      .map((key) => {
        const city = cities.filter((group) => group.cityKey === key);
        const byCity = added(city, { city: cityCounted(mostWritten(city)) });
        return { ...byCity, revenue: byCity.revenue - refundsIn((refund) => refund.cityKey === key) };
      })
      .sort((a, b) => b.revenue - a.revenue || a.city.localeCompare(b.city))
      .slice(0, ANALYTICS_TOP),
    statusCounts: ORDER_STATUSES.map((status) => ({
      status,
      count: sum(
        groups.filter((group) => group.status === status),
        'orders',
      ),
    })),
    revenueByPaymentMethod: PAYMENT_METHODS.map((method) => {
      const byMethod = added(
        sales.filter((group) => group.method === method),
        { method },
      );
      return { ...byMethod, revenue: byMethod.revenue - refundsIn((refund) => refund.method === method) };
    }),
    salesByChannel: ORDER_CHANNELS.map((channel) => {
      const byChannel = added(
        channels.filter((group) => group.channel === channel),
        { channel },
      );
      return { ...byChannel, revenue: byChannel.revenue - refundsIn((refund) => refund.channel === channel) };
    }),
    cashToCollect,
  };
}

type Refunds = {
  month: string;
  method: PaymentMethod;
  channel: OrderChannel;
  cityKey: string;
  productId: string;
  amount: number;
  pieces: number;
  takenOff: number;
};

const SHOP_OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60 * 1000;
/** The instants of the period's shop-time days, for rows stamped with a time rather than summed by day. */
function refundSpan({ from, to }: z.output<typeof analyticsQuerySchema>): SQL {
  const at = orderLineChanges.at;
  return (
    and(
      from === undefined ? undefined : sql`${at} >= ${dayNumber(from) * DAY_MS - SHOP_OFFSET_MS}`,
      to === undefined ? undefined : sql`${at} < ${(dayNumber(to) + 1) * DAY_MS - SHOP_OFFSET_MS}`,
    ) ?? sql`1`
  );
}

type Counted = { orders: number; revenue: number };
const sum = (groups: Counted[], field: keyof Counted) => groups.reduce((total, group) => total + group[field], 0);
const added = <T extends object>(groups: Counted[], label: T) => ({
  ...label,
  revenue: sum(groups, 'revenue'),
  orders: sum(groups, 'orders'),
});

/** The catalog's title today; a product since deleted keeps the title it was sold under. */
const catalogTitle = (db: Db, productId: string) =>
  db.select({ title: productsTable.title }).from(productsTable).where(eq(productsTable.id, productId)).get()?.title;

/** The spelling most of a city's orders use. */
function mostWritten(groups: CityGroup[]): string {
  const counts = new Map<string, number>();
  for (const group of groups) counts.set(group.city, (counts.get(group.city) ?? 0) + group.orders);
  return [...counts].reduce((best, spelling) => (spelling[1] > best[1] ? spelling : best))[0];
}
