import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_STATES } from '../../common/orders';
import { PAYMENT_METHODS } from '../../common/policy';

// The Sales Analytics figures, added up per shop-time day as orders are written, so a period reads
// a few thousand summary rows instead of every order and line (issue 9; bench/analytics.ts times it).
// Database triggers keep them (migrations 0005, 0011 and 0018 for channels, reading the orders' is_sale column) in the same transaction as
// every write to orders and their lines, whatever code writes them: placement, status, payment,
// confirmation, return, delete, a shopper's account removed. `day` is the shop-time calendar day
// as a number of days since 1970-01-01 (common/analytics.ts SHOP_UTC_OFFSET_MINUTES). Each day table
// has a month table beside it ('2026-03', shop time), kept by triggers on the day table, so a long
// period reads whole months and only the days at its ends.

// Each day table and its month table count the same things; only the period column differs.
/** Every order, by status, payment method and state, and whether it is a sale (server/orders/sales.ts). */
const orderCounts = () => ({
  status: text('status', { enum: ORDER_STATUSES }).notNull(),
  paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
  paymentStatus: text('payment_status', { enum: PAYMENT_STATES }).notNull(),
  sale: integer('sale').notNull(),
  orders: integer('orders').notNull(),
  /** Order totals in whole rupees. */
  revenue: integer('revenue').notNull(),
});

/** Sales only, by the city as the order wrote it (trimmed). */
const cityCounts = () => ({
  city: text('city').notNull(),
  orders: integer('orders').notNull(),
  revenue: integer('revenue').notNull(),
});

/** Sales only, by the channel the order came by (issue 26: website, WhatsApp, Instagram, phone, walk-in). */
const channelCounts = () => ({
  channel: text('channel', { enum: ORDER_CHANNELS }).notNull(),
  orders: integer('orders').notNull(),
  revenue: integer('revenue').notNull(),
});

/** The lines of sales, by product and the title it was sold under. */
const productCounts = () => ({
  productId: text('product_id').notNull(),
  title: text('title').notNull(),
  /** Order lines added up here: a row is removed when its last line goes. */
  lines: integer('lines').notNull(),
  quantity: integer('quantity').notNull(),
  /** Quantity times the unit price, whole rupees. */
  revenue: integer('revenue').notNull(),
});

const day = () => integer('day').notNull();
/** A shop-time month, '2026-03'. */
const month = () => text('month').notNull();

export const salesDays = sqliteTable('sales_days', { day: day(), ...orderCounts() }, (table) => [
  primaryKey({ columns: [table.day, table.status, table.paymentMethod, table.paymentStatus, table.sale] }),
]);
export const salesCityDays = sqliteTable('sales_city_days', { day: day(), ...cityCounts() }, (table) => [
  primaryKey({ columns: [table.day, table.city] }),
]);
export const salesChannelDays = sqliteTable('sales_channel_days', { day: day(), ...channelCounts() }, (table) => [
  primaryKey({ columns: [table.day, table.channel] }),
]);
export const salesProductDays = sqliteTable('sales_product_days', { day: day(), ...productCounts() }, (table) => [
  primaryKey({ columns: [table.day, table.productId, table.title] }),
]);

export const salesMonths = sqliteTable('sales_months', { month: month(), ...orderCounts() }, (table) => [
  primaryKey({ columns: [table.month, table.status, table.paymentMethod, table.paymentStatus, table.sale] }),
]);
export const salesCityMonths = sqliteTable('sales_city_months', { month: month(), ...cityCounts() }, (table) => [
  primaryKey({ columns: [table.month, table.city] }),
]);
export const salesChannelMonths = sqliteTable(
  'sales_channel_months',
  { month: month(), ...channelCounts() },
  (table) => [primaryKey({ columns: [table.month, table.channel] })],
);
export const salesProductMonths = sqliteTable(
  'sales_product_months',
  { month: month(), ...productCounts() },
  (table) => [primaryKey({ columns: [table.month, table.productId, table.title] })],
);
