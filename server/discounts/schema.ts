import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { DISCOUNT_KINDS, DISCOUNT_SCOPES } from '../../common/discounts';
import { orders } from '../orders/schema';

/** The owner's discount codes (issue 25; common/discounts.ts holds the rules they follow). */
export const discountCodes = sqliteTable('discount_codes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** Written as common/discounts.ts normalizeCode writes it (upper case, no spaces), so matching is one lookup. */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
  /** Percent for a percent code, whole rupees for a fixed one, 0 for free delivery. */
  value: integer('value').notNull(),
  scope: text('scope', { enum: DISCOUNT_SCOPES }).notNull().default('order'),
  productIds: text('product_ids', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  categories: text('categories', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  minPieces: integer('min_pieces'),
  minAmount: integer('min_amount'),
  /** Shop days 'YYYY-MM-DD' (Pakistan time), both included. */
  startsOn: text('starts_on'),
  endsOn: text('ends_on'),
  usageLimit: integer('usage_limit'),
  perCustomerLimit: integer('per_customer_limit'),
  firstOrderOnly: integer('first_order_only', { mode: 'boolean' }).notNull().default(false),
  paused: integer('paused', { mode: 'boolean' }).notNull().default(false),
  /**
   * Whether the storefront's FAQ and the assistant may name the code (issue 33): off unless the owner
   * ticks it, so a staff or apology code is never advertised to every shopper.
   */
  showToShoppers: integer('show_to_shoppers', { mode: 'boolean' }).notNull().default(false),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * One row per order placed with a code, keyed by the order. A use counts while released_at is null:
 * cancelling the order or its parcel coming back sets it (once), leaving that state clears it again.
 * Limits are counted from these rows inside the order's transaction, so no counter can drift.
 */
export const discountUses = sqliteTable(
  'discount_uses',
  {
    orderRef: text('order_ref')
      .primaryKey()
      .references(() => orders.orderRef, { onDelete: 'cascade' }),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    /** Who used it, as the per-customer limit matches them: phone key, e-mail, account. */
    phoneKey: text('phone_key').notNull(),
    email: text('email').notNull(),
    userId: text('user_id'),
    /** Rupees the order was given off. */
    amount: integer('amount').notNull(),
    releasedAt: integer('released_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('discount_uses_code_idx').on(table.codeId, table.releasedAt),
    index('discount_uses_phone_idx').on(table.codeId, table.phoneKey),
    index('discount_uses_email_idx').on(table.codeId, table.email),
  ],
);
