import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { products } from '../catalog/schema';

export const users = sqliteTable(
  'users',
  {
    /** Random id, shown as _id (docs/product.md §3). */
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased: e-mail is unique without regard to case. */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull().default('Pakistan'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    isEmailVerified: integer('is_email_verified', { mode: 'boolean' }).notNull().default(false),
    /** Raised on password change so that older tokens stop working (a deactivated account is refused by isActive). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastLogin: integer('last_login', { mode: 'timestamp_ms' }),
  },
  (table) => [uniqueIndex('users_email_idx').on(sql`lower(${table.email})`)],
);

export const wishlistItems = sqliteTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

/** Forgot-password tokens: only a hash is kept; single use; they expire. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);
