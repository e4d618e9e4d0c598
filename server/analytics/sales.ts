import { sql } from 'drizzle-orm';
import { orders } from '../orders/schema';

/**
 * Which orders are sales (ARCHITECTURE.md, Server): a cancelled order is not. One condition for every
 * figure that adds up what customers bought or spent.
 */
export const isSale = sql`${orders.status} <> 'cancelled'`;
