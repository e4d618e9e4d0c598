import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { API_COURIERS, PARCEL_STEPS } from '../../common/couriers';
import { orders } from '../orders/schema';

/**
 * The owner's account with each courier (issue 34). Keys are sealed with server/secrets.ts secretBox,
 * like the mail password: a backup carries only sealed bytes. The callback secret is the part of
 * Leopards' callback address that proves a push came from someone the owner gave the address to.
 */
export const courierAccounts = sqliteTable('courier_accounts', {
  courier: text('courier', { enum: API_COURIERS }).primaryKey(),
  apiKey: text('api_key').notNull().default(''),
  apiPassword: text('api_password').notNull().default(''),
  pickupCode: text('pickup_code').notNull().default(''),
  gramsPerPiece: integer('grams_per_piece').notNull().default(400),
  callbackSecret: text('callback_secret').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * The shop's city names as each courier names them: an exact or normalised match is found by itself;
 * a guess the owner confirmed once is kept here (shopCity is normalised: common/couriers cityKey).
 */
export const courierCities = sqliteTable(
  'courier_cities',
  {
    courier: text('courier', { enum: API_COURIERS }).notNull(),
    shopCity: text('shop_city').notNull(),
    courierCity: text('courier_city').notNull(),
  },
  (table) => [primaryKey({ columns: [table.courier, table.shopCity] })],
);

/**
 * A parcel booked (or being booked) with a courier for an order. The row is written before the
 * courier is called, so a timeout or a second click finds it and looks the order up at the courier
 * instead of booking again; at most one live row per order (the partial unique index).
 */
export const consignments = sqliteTable(
  'consignments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderRef: text('order_ref')
      .notNull()
      .references(() => orders.orderRef, { onDelete: 'cascade' }),
    courier: text('courier', { enum: API_COURIERS }).notNull(),
    /** 'booking': the courier was called and has not (yet) answered; 'booked': it gave a tracking number. */
    state: text('state', { enum: ['booking', 'booked', 'cancelled'] }).notNull(),
    trackingNumber: text('tracking_number'),
    slipUrl: text('slip_url'),
    step: text('step', { enum: PARCEL_STEPS }).notNull().default('booked'),
    attemptAt: integer('attempt_at', { mode: 'timestamp_ms' }).notNull(),
    bookedAt: integer('booked_at', { mode: 'timestamp_ms' }),
    /**
     * Whole rupees the courier was told to collect at the door (decision 0117): what the shop asked for
     * in its latest call while 'booking', what the courier holds once 'booked' (its own figure when it
     * reports one). Null for parcels booked before the shop kept it: unknown, so nothing is compared.
     */
    bookedToCollect: integer('booked_to_collect'),
    /** Polling backs off while nothing changes (server/couriers/polling.ts). */
    nextPollAt: integer('next_poll_at', { mode: 'timestamp_ms' }),
    pollEveryMs: integer('poll_every_ms').notNull().default(0),
    /** When the courier was last asked about the parcel (a poll or the owner's 'Check now'); a check right after is refused (decision 0128). */
    askedAt: integer('asked_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('consignments_live_order_idx')
      .on(table.orderRef)
      .where(sql`${table.state} <> 'cancelled'`),
    index('consignments_tracking_idx').on(table.courier, table.trackingNumber),
    index('consignments_poll_idx').on(table.state, table.nextPollAt),
  ],
);

/**
 * What the courier said about a parcel, as it wrote it, with its own date; kept once per status and time
 * (PostEx names two steps 'Returned'). `step` is null for a status the shop does not know (decision 0132):
 * it is kept and shown to the owner, and moves nothing.
 */
export const parcelEvents = sqliteTable(
  'parcel_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    status: text('status').notNull(),
    detail: text('detail').notNull().default(''),
    step: text('step', { enum: PARCEL_STEPS }),
  },
  (table) => [uniqueIndex('parcel_events_once_idx').on(table.consignmentId, table.at, table.status, table.step)],
);
