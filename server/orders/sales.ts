import { sql } from 'drizzle-orm';
import { TO_COLLECT } from '../../common/orderFacts';
import { orderItems, orderLineChanges, orders } from './schema';

/**
 * Which orders are sales, for every figure that adds up what customers bought or spent: the orders
 * table's generated column `is_sale`, whose rule is written once in saleRule.ts. The sales summary's
 * triggers read the same column (analytics.test.ts checks the two agree for every kind of order).
 */
export const isSale = sql`(${orders.isSale} = 1)`;

/** A parcel that came back (refused or returned), counted apart from sales. */
export const cameBack = sql`(${orders.cameBack} = 1)`;

/** An order whose cash the courier is still to collect: the one definition of common/orderFacts.ts TO_COLLECT, in SQL. */
export const toCollect = sql`(${orders.paymentMethod} = ${TO_COLLECT.paymentMethod} and ${orders.paymentStatus} = ${TO_COLLECT.paymentStatus} and ${orders.status} <> ${TO_COLLECT.notStatus} and not ${cameBack})`;

/*
 * The subqueries below name the order_ref of each table with its table: in a select from one table,
 * drizzle writes columns without it, and "order_ref" = "order_ref" then compared the inner table with
 * itself, so each order was read with every order's refunds (decision 0092 found it in Reconciliation).
 */
const refOfOrder = sql`${orders}.${sql.identifier('order_ref')}`;
const refOfChange = sql`${orderLineChanges}.${sql.identifier('order_ref')}`;

/** Money given back on an order's lines (refunds; an exchange gives none): one order's, read beside its row. */
export const refundsOfOrder = sql<number>`(select coalesce(sum(${orderLineChanges.refund}), 0) from ${orderLineChanges} where ${refOfChange} = ${refOfOrder} and ${orderLineChanges.kind} = 'refund')`;

/**
 * What an order comes to after returns, never below 0 (common/orderChanges.ts orderMoney, common/orderFacts.ts
 * netTotal): a sale's revenue, and what is left to collect on an unpaid COD order. The one definition in SQL.
 */
export const netTotalOf = sql<number>`max(0, ${orders.total} - ${refundsOfOrder})`;

/**
 * What was taken off an order's bill before its cash came in (refund method 'deducted', decisions 0090,
 * 0092): no cash was paid out for it, and none comes in. Cash and bank refunds are paid out by the shop,
 * after the courier collected (or while it still owes) the whole total.
 */
export const takenOffOfOrder = sql<number>`(select coalesce(sum(${orderLineChanges.refund}), 0) from ${orderLineChanges} where ${refOfChange} = ${refOfOrder} and ${orderLineChanges.kind} = 'refund' and ${orderLineChanges.refundMethod} = 'deducted')`;

/** The cash an order brings in (at the door, through the courier, or by transfer): its total less what was taken off before collecting. */
export const cashInOf = sql<number>`max(0, ${orders.total} - ${takenOffOfOrder})`;

/**
 * Cash still to collect (or owed by the courier once collected), summed over the orders it is asked of:
 * TO_COLLECT's orders at the cash they bring in, so a refund given back after delivery leaves the whole
 * collected amount owed (common/orderChanges.ts orderMoney toCollect; decision 0092).
 */
export const toCollectAmount = sql<number>`coalesce(sum(case when ${toCollect} then ${cashInOf} end), 0)`;

/**
 * Money given back for single lines of sales that came back (issue 22: order_line_changes of kind
 * 'refund'); revenue counts it off. An exchange gives no money back.
 */
export const refundOfSale = sql`(${orderLineChanges.kind} = 'refund' and exists (select 1 from ${orders} where ${refOfOrder} = ${refOfChange} and ${isSale}))`;

/**
 * A paid order the shop cancelled owes the customer their money back (decision 0126) until the owner
 * records it as sent: what they paid, its total less any line refunded already. The one rule, read by
 * the order card, the Refund sent call, the orders list's filter and the Dashboard's figure alike.
 */
export const refundOwedOf = sql<number>`(case when ${orders.status} = 'cancelled' and ${orders.paymentStatus} = 'paid' and ${orders.cancelRefundAt} is null then ${netTotalOf} else 0 end)`;

/** The orders that owe a refund now: refundOwedOf above 0. */
export const owesRefund = sql`(${refundOwedOf} > 0)`;

/*
 * A return whose refund was left to the owner or a manager (decision 0133), not yet recorded. The line
 * and its changes are read under names of their own (decided, backOn, undecided), so each subquery compares
 * the rows it means, whatever table the outer select reads.
 */
const openRefund = sql.raw(`kind = 'refund' and refund_to_decide = 1`);

/** The orders with a refund left to decide, read once off order_line_changes for every order asked about. */
export const decidesRefund = sql`(${refOfOrder} in (select order_ref from ${orderLineChanges} where ${openRefund}))`;

/** The pieces (or the money) refunded on the line named `decided`. */
const refundedOnLine = (column: 'quantity' | 'refund') =>
  sql.raw(
    `(select coalesce(sum(backOn.${column}), 0) from order_line_changes as backOn where backOn.item_id = decided.id and backOn.kind = 'refund')`,
  );

/**
 * The refund left to decide on an order: for each line with one open, what its returned pieces cost the
 * shopper less what was refunded on them, never below 0. common/orderRefunds.ts refundToDecideOn in SQL
 * (paidForPieces: the line's whole paid amount for all its pieces, else its share, rounded down).
 */
export const refundToDecideOf = sql<number>`(select coalesce(sum(max(0, case when ${refundedOnLine('quantity')} >= decided.quantity then decided.paid else (decided.paid * ${refundedOnLine('quantity')}) / decided.quantity end - ${refundedOnLine('refund')})), 0) from ${orderItems} as decided where decided.order_ref = ${refOfOrder} and exists (select 1 from ${orderLineChanges} as undecided where undecided.item_id = decided.id and undecided.kind = 'refund' and undecided.refund_to_decide = 1))`;

/**
 * Money the owner is to send back or decide on: a cancelled paid order's refund owed (owesRefund), or a
 * return's refund left to decide (decidesRefund). The orders list's 'Refund owed' filter reads it, and
 * the Dashboard counts each part. The status and payment are stated apart too, so SQLite can read the
 * cancelled orders off their index.
 */
export const refundOpen = sql`((${orders.status} = 'cancelled' and ${orders.paymentStatus} = 'paid' and ${owesRefund}) or ${decidesRefund})`;
