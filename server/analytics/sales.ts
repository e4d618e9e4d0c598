import { sql } from 'drizzle-orm';
import { orders } from '../orders/schema';

/**
 * Which orders are sales, for every figure that adds up what customers bought or spent: the orders
 * table's generated column `is_sale`, whose rule is written once in saleRule.ts. The sales summary's
 * triggers read the same column (analytics.test.ts checks the two agree for every kind of order).
 */
export const isSale = sql`(${orders.isSale} = 1)`;

/** A parcel that came back (refused or returned), counted apart from sales. */
export const cameBack = sql`(${orders.cameBack} = 1)`;
