import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const products = sqliteTable(
  'products',
  {
    /** The admin-entered product ID (docs/product.md §3), e.g. PROD12345. */
    id: text('id').primaryKey(),
    productRef: text('product_ref').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Whole rupees. */
    price: integer('price').notNull(),
    sizes: text('sizes', { mode: 'json' }).$type<string[]>().notNull(),
    colors: text('colors', { mode: 'json' }).$type<string[]>().notNull(),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').notNull().default(''),
    /** Kept in step with the reviews table by the reviews feature. */
    averageRating: real('average_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  // One index per sort, in the sort's own order and ending in the id that breaks ties, so a page is
  // read off an index without sorting; the price indexes also serve the price range filter, the
  // rating index the minimum rating. Stock is in none of them but its own: an order then writes one
  // index entry per line, not six.
  (table) => [
    index('products_newest_idx').on(sql`${table.createdAt} desc`, table.id),
    index('products_price_idx').on(table.price, table.id),
    index('products_price_desc_idx').on(sql`${table.price} desc`, table.id),
    index('products_rating_idx').on(sql`${table.averageRating} desc`, sql`${table.reviewCount} desc`, table.id),
    index('products_title_idx').on(sql`${table.title} collate nocase`, table.id),
    index('products_stock_idx').on(table.stock),
  ],
);

/** A product's pictures in display order; position 0 is the main image. */
export const productImages = sqliteTable(
  'product_images',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    /** Which of the product's colours this picture shows, when the owner tagged it; null for any colour. */
    color: text('color'),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
);

export const productCategories = sqliteTable(
  'product_categories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    category: text('category').notNull(),
    /**
     * Copies of the product's price and rating, kept by triggers (migration 0003), so a category's
     * count within a price range and rating is read from one index instead of a lookup per product.
     */
    price: integer('price').notNull().default(0),
    averageRating: real('average_rating').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.category] }),
    index('product_categories_category_idx').on(sql`${table.category} collate nocase`, table.price, table.averageRating),
  ],
);
