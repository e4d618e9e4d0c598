import { and, eq, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { cityCounted, countedCityKey } from '../../common/cityNames';
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
  const timed = sql`case when ${orders.status} = 'delivered' and ${orders.returnKind} is null and ${orders.deliveredAt} is not null then (${orders.deliveredAt} - ${orders.shippedAt}) * 1.0 / ${DAY_MS} end`;
  const figures = {
    shipped: sql<number>`count(*)`,
    delivered: sql<number>`coalesce(sum(${orders.status} = 'delivered' and ${orders.returnKind} is null), 0)`,
    cameBack: sql<number>`coalesce(sum(${orders.returnKind} is not null), 0)`,
    refused: sql<number>`coalesce(sum(${orders.returnKind} = 'refused'), 0)`,
    // Days from shipping to the door, of delivered parcels that have both moments: their sum and count,
    // so groups added together (a city's spellings) average right.
    deliverDays: sql<number>`coalesce(sum(${timed}), 0)`,
    timed: sql<number>`count(${timed})`,
  };
  const byCourier = db
    .select({ name: sql<string>`min(trim(coalesce(${orders.carrier}, 'No courier')))`, ...figures })
    .from(orders)
    .where(and(...conditions))
    .groupBy(sql`lower(trim(coalesce(${orders.carrier}, '')))`)
    .all();
  // A city as booking reads it (decision 0143): 'Khi' is Karachi's row; the order keeps what was typed.
  const spellings = db
    .select({ name: sql<string>`trim(${orders.customerCity})`, ...figures })
    .from(orders)
    .where(and(...conditions))
    .groupBy(sql`trim(${orders.customerCity})`)
    .all();
  const byCity = new Map<string, Figures>();
  for (const spelling of spellings) {
    const key = countedCityKey(spelling.name);
    const named = { ...spelling, name: cityCounted(spelling.name) };
    const city = byCity.get(key);
    byCity.set(key, city ? addFigures(city, named) : named);
  }
  return {
    couriers: byCourier.map(withRates).sort(bySettled),
    cities: [...byCity.values()].map(withRates).sort(bySettled),
  };
}

/** Two groups' figures as one, under the name that sorts first (as min() named a group). */
const addFigures = (a: Figures, b: Figures): Figures => ({
  name: a.name < b.name ? a.name : b.name,
  shipped: a.shipped + b.shipped,
  delivered: a.delivered + b.delivered,
  cameBack: a.cameBack + b.cameBack,
  refused: a.refused + b.refused,
  deliverDays: a.deliverDays + b.deliverDays,
  timed: a.timed + b.timed,
});

type Figures = {
  name: string;
  shipped: number;
  delivered: number;
  cameBack: number;
  refused: number;
  deliverDays: number;
  timed: number;
};

function withRates({ deliverDays, timed, ...row }: Figures) {
  const settled = row.delivered + row.cameBack;
  const daysToDeliver = timed === 0 ? null : deliverDays / timed;
  return {
    ...row,
    settled,
    deliveryRate: settled === 0 ? null : row.delivered / settled,
    returnRate: settled === 0 ? null : row.cameBack / settled,
    daysToDeliver: daysToDeliver === null ? null : Math.round(daysToDeliver * 10) / 10,
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
