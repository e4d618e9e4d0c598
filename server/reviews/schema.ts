import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { products } from '../catalog/schema';
import { users } from '../auth/schema';

export const reviews = sqliteTable(
  'reviews',
  {
    /** Random id, shown as _id (docs/product.md §3). */
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    helpful: integer('helpful').notNull().default(0),
    /** The shopper has a delivered order containing the product. */
    verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('reviews_one_per_shopper_idx').on(table.productId, table.userId),
    index('reviews_product_created_idx').on(table.productId, table.createdAt),
  ],
);

/** One helpful vote per shopper per review. */
export const reviewVotes = sqliteTable(
  'review_votes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);
