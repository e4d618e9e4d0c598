import { sql } from 'drizzle-orm';

// Which orders are sales (docs/architecture.md: payment kept apart from status; a refused or returned
// parcel is not a sale): not cancelled, its parcel did not come back, and either the owner has moved
// it on from pending or the money is in. A pending order nobody has paid for is a request, not yet a
// sale. An exchange order (issue 22) carries pieces of a sale already counted on the order it
// exchanges for: it is no sale of its own. Written once, here: it is the expression of the orders table's generated columns `is_sale`
// and `came_back` (server/orders/schema.ts), which every figure reads, in SQL (sales.ts) and in the
// sales summary's triggers (migration 0011) alike.

/** The sale rule over an orders row's own columns. */
export const SALE_RULE = sql`status <> 'cancelled' and return_kind is null and (status <> 'pending' or payment_status = 'paid') and exchange_of is null`;

/** A parcel that came back (refused or returned), counted apart from sales. */
export const CAME_BACK_RULE = sql`return_kind is not null`;
