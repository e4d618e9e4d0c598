import { sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '../../common/products';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const products = sqliteTable(
  'products',
  {
    /** The admin-entered product ID (docs/product.md §3), e.g. PROD12345. */
    id: text('id').primaryKey(),
    productRef: text('product_ref').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The owner's Urdu title and description (issue 26); null when none was typed. */
    titleUrdu: text('title_urdu'),
    descriptionUrdu: text('description_urdu'),
    /** Whole rupees. */
    price: integer('price').notNull(),
    sizes: text('sizes', { mode: 'json' }).$type<string[]>().notNull(),
    colors: text('colors', { mode: 'json' }).$type<string[]>().notNull(),
    /** The sum of the variants' stock, kept by triggers on product_variants (migration 0008), so lists filter and count on it. */
    stock: integer('stock').notNull().default(0),
    sku: text('sku').notNull().default(''),
    /** Kept in step with the reviews table by the reviews feature. */
    averageRating: real('average_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * Moves on with every change to the product or its variants, pictures and categories, counted by
     * triggers (migration 0019), so a product's answer can be kept until it changes (queries.ts productJson).
     */
    version: integer('version').notNull().default(0),
    /**
     * Moves on with every change to the product's reviews (migration 0039), so a guest's page of its
     * reviews is kept across the orders that move `version` with its stock (server/reviews/routes.ts).
     */
    reviewsVersion: integer('reviews_version').notNull().default(0),
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
    // A list by category reaches each of its products by id (lists.ts); with the filtered columns
    // beside the id, its price and rating are tested in this index, and only the products that pass
    // are read (decision 0018).
    index('products_listing_idx').on(table.id, table.price, table.averageRating),
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
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.category] }),
    // Unique: 'Formal' and 'formal' are one category (saveProduct.ts), and a list by category joins on it.
    uniqueIndex('product_categories_category_idx').on(sql`${table.category} collate nocase`, table.productId),
  ],
);

/**
 * One cell of a product's size × colour grid, with its own stock (and optionally its own SKU). Every
 * size and colour the product lists has a cell; a cell at 0 is sold out. Order lines take and give
 * back stock here; products.stock is their sum (docs/decisions/0017-stock-per-variant.md).
 */
export const productVariants = sqliteTable(
  'product_variants',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    size: text('size').notNull(),
    color: text('color').notNull(),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').notNull().default(''),
    /** The cell's place in the grid, sizes first: size index × colour count + colour index. */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.size, table.color] }),
    // The shopper's size and colour filters ask, product by product, whether it has that size (or
    // colour) in stock: one probe here each. Only cells in stock are indexed, so an order's stock
    // change rewrites an entry only when a cell sells out or comes back.
    index('product_variants_size_in_stock_idx')
      .on(table.productId, sql`${table.size} collate nocase`)
      .where(sql`${table.stock} > 0`),
    index('product_variants_color_in_stock_idx')
      .on(table.productId, sql`${table.color} collate nocase`)
      .where(sql`${table.stock} > 0`),
    // The Dashboard's low-stock alert groups the low cells by product: this index holds all it reads,
    // so it never walks the table's rows (decision 0080). Only low cells are in it, so the shoppers'
    // in-stock filters keep their own indexes and a sale rewrites an entry only near the threshold.
    index('product_variants_low_stock_idx')
      .on(table.productId, table.stock)
      .where(sql`${table.stock} <= ${sql.raw(String(LOW_STOCK_THRESHOLD))}`),
    check('product_variants_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

/**
 * One row whose version moves whenever what a product list finds, or the order it shows them in, may
 * have changed: a product added, removed or edited, a category, a cell added or removed (triggers of
 * migration 0023). A cell sold out or back in stock moves stock_version instead (migration 0040): only
 * lists filtered on a size or colour in stock find different products then. An order's stock change
 * alone moves neither, so kept lists survive orders for products they do not show (answerCache.ts).
 */
export const catalogListing = sqliteTable(
  'catalog_listing',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull().default(0),
    stockVersion: integer('stock_version').notNull().default(0),
  },
  (table) => [check('catalog_listing_one_row', sql`${table.id} = 1`)],
);
