import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { products } from '../catalog/schema';
import { users } from '../auth/schema';

// The shoppers' accounts are auth's table, read by the guards below every feature (docs/architecture.md,
// Server layers); here for the many that import it from users/.
export { users };

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
