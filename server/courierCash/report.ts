import { and, eq, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { orders } from '../orders/schema';
import { courierImports, courierPayments } from './schema';

export type Period = { from?: string; to?: string };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A shop day's start in Pakistan time, as the analytics periods read days. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+05:00`);

/**
 * Delivery rate, refusal (return) rate and days to deliver, per courier and per city (issue 34), for
 * parcels shipped in the period. A parcel counts once it is settled: delivered, or come back; rates
 * are of settled parcels, so parcels still on their way do not lower them.
 */
export function deliveryReport(db: Queryable, period: Period) {
  const conditions: SQL[] = [isNotNull(orders.shippedAt)];
  if (period.from) conditions.push(gte(orders.shippedAt, startOfDay(period.from)));
  if (period.to) conditions.push(lt(orders.shippedAt, new Date(startOfDay(period.to).getTime() + DAY_MS)));
  const figures = {
    shipped: sql<number>`count(*)`,
    delivered: sql<number>`coalesce(sum(${orders.status} = 'delivered' and ${orders.returnKind} is null), 0)`,
    cameBack: sql<number>`coalesce(sum(${orders.returnKind} is not null), 0)`,
    refused: sql<number>`coalesce(sum(${orders.returnKind} = 'refused'), 0)`,
    // Days from shipping to the door, of delivered parcels that have both moments.
    daysToDeliver: sql<
      number | null
    >`avg(case when ${orders.status} = 'delivered' and ${orders.returnKind} is null and ${orders.deliveredAt} is not null then (${orders.deliveredAt} - ${orders.shippedAt}) * 1.0 / ${DAY_MS} end)`,
  };
  const byCourier = db
    .select({ name: sql<string>`min(trim(coalesce(${orders.carrier}, 'No courier')))`, ...figures })
    .from(orders)
    .where(and(...conditions))
    .groupBy(sql`lower(trim(coalesce(${orders.carrier}, '')))`)
    .all();
  const byCity = db
    .select({ name: sql<string>`min(trim(${orders.customerCity}))`, ...figures })
    .from(orders)
    .where(and(...conditions))
    .groupBy(sql`lower(trim(${orders.customerCity}))`)
    .all();
  return { couriers: byCourier.map(withRates).sort(bySettled), cities: byCity.map(withRates).sort(bySettled) };
}

type Figures = {
  name: string;
  shipped: number;
  delivered: number;
  cameBack: number;
  refused: number;
  daysToDeliver: number | null;
};

function withRates(row: Figures) {
  const settled = row.delivered + row.cameBack;
  return {
    ...row,
    settled,
    deliveryRate: settled === 0 ? null : row.delivered / settled,
    returnRate: settled === 0 ? null : row.cameBack / settled,
    daysToDeliver: row.daysToDeliver === null ? null : Math.round(row.daysToDeliver * 10) / 10,
  };
}
const bySettled = (a: { settled: number; name: string }, b: { settled: number; name: string }) =>
  b.settled - a.settled || a.name.localeCompare(b.name);

/**
 * Cash the couriers paid out in the period (by payout day), their charges and what reached the shop
 * after them, in all and per courier: Sales Analytics' card (issue 34).
 */
export function courierCashReceived(db: Queryable, period: Period) {
  const conditions: SQL[] = [];
  if (period.from) conditions.push(gte(courierPayments.payoutDate, period.from));
  if (period.to) conditions.push(lte(courierPayments.payoutDate, period.to));
  const rows = db
    .select({
      // The name as the owner chose it at import.
      courier: sql<string>`min(${courierImports.courier})`,
      parcels: sql<number>`count(*)`,
      collected: sql<number>`coalesce(sum(${courierPayments.amount}), 0)`,
      charges: sql<number>`coalesce(sum(${courierPayments.charges}), 0)`,
    })
    .from(courierPayments)
    .innerJoin(courierImports, eq(courierImports.id, courierPayments.importId))
    .where(and(...conditions))
    .groupBy(courierPayments.courierKey)
    .all();
  const couriers = rows.map((row) => ({ ...row, net: row.collected - row.charges }));
  const total = (field: 'parcels' | 'collected' | 'charges' | 'net') =>
    couriers.reduce((sum, row) => sum + row[field], 0);
  return {
    parcels: total('parcels'),
    collected: total('collected'),
    charges: total('charges'),
    net: total('net'),
    couriers,
  };
}
