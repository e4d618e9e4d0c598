import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ORDER_STATUSES, PAYMENT_STATES } from '../../common/orders';
import { PAYMENT_METHODS } from '../../common/policy';

// The Sales Analytics figures, added up per shop-time day as orders are written, so a period reads
// a few thousand summary rows instead of every order and line (issue 9: under 100 ms with 100,000
// orders). Database triggers keep them (migration 0005_sales_summary_triggers.sql) in the same transaction as
// every write to orders and their lines, whatever code writes them: placement, status, payment,
// confirmation, return, delete, a shopper's account removed. `day` is the shop-time calendar day
// as a number of days since 1970-01-01 (common/analytics.ts SHOP_UTC_OFFSET_MINUTES). Each day table
// has a month table beside it ('2026-03', shop time), kept by triggers on the day table, so a long
// period reads whole months and only the days at its ends.

/** Every order, counted by day, status, payment method and state, and whether it is a sale (server/analytics/sales.ts). */
export const salesDays = sqliteTable(
  'sales_days',
  {
    day: integer('day').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATES }).notNull(),
    sale: integer('sale').notNull(),
    orders: integer('orders').notNull(),
    /** Order totals in whole rupees. */
    revenue: integer('revenue').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.status, table.paymentMethod, table.paymentStatus, table.sale] })],
);

/** Sales only, by day and the city as the order wrote it (trimmed). */
export const salesCityDays = sqliteTable(
  'sales_city_days',
  {
    day: integer('day').notNull(),
    city: text('city').notNull(),
    orders: integer('orders').notNull(),
    revenue: integer('revenue').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.city] })],
);

/** The lines of sales, by day, product and the title it was sold under. */
export const salesProductDays = sqliteTable(
  'sales_product_days',
  {
    day: integer('day').notNull(),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    /** Order lines added up here: a row is removed when its last line goes. */
    lines: integer('lines').notNull(),
    quantity: integer('quantity').notNull(),
    /** Quantity times the unit price, whole rupees. */
    revenue: integer('revenue').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.productId, table.title] })],
);

/** sales_days added up by shop-time month ('2026-03'). */
export const salesMonths = sqliteTable(
  'sales_months',
  {
    month: text('month').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATES }).notNull(),
    sale: integer('sale').notNull(),
    orders: integer('orders').notNull(),
    revenue: integer('revenue').notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.status, table.paymentMethod, table.paymentStatus, table.sale] })],
);

/** sales_city_days added up by month. */
export const salesCityMonths = sqliteTable(
  'sales_city_months',
  {
    month: text('month').notNull(),
    city: text('city').notNull(),
    orders: integer('orders').notNull(),
    revenue: integer('revenue').notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.city] })],
);

/** sales_product_days added up by month. */
export const salesProductMonths = sqliteTable(
  'sales_product_months',
  {
    month: text('month').notNull(),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    lines: integer('lines').notNull(),
    quantity: integer('quantity').notNull(),
    revenue: integer('revenue').notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.productId, table.title] })],
);
