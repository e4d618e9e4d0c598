import { sql } from 'drizzle-orm';
import { orders } from '../orders/schema';

/**
 * Which orders are sales (docs/architecture.md: payment kept apart from status; a refused or returned
 * parcel is not a sale): not cancelled, its parcel did not come back, and either the owner has moved
 * it on from pending or the money is in. A pending order nobody has paid for is a request, not yet a
 * sale. One condition for every figure that adds up what customers bought or spent. The sales summary's
 * triggers (server/db/migrations/0005_sales_summary_triggers.sql) write it out in SQL: change both
 * (analytics.test.ts checks they agree for every kind of order).
 */
export const isSale = sql`(${orders.status} <> 'cancelled' and ${orders.returnKind} is null and (${orders.status} <> 'pending' or ${orders.paymentStatus} = 'paid'))`;

/** A parcel that came back (refused or returned), counted apart from sales. */
export const cameBack = sql`(${orders.returnKind} is not null)`;
