import { and, asc, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Product, ProductWrite } from '../../common/catalog';
import { LOW_STOCK_LISTED, LOW_STOCK_THRESHOLD, type LowStock } from '../../common/products';
import { saveProduct } from '../catalog/saveProduct';
import { products, productVariants } from '../catalog/schema';
import type { Db } from '../db/client';
import { AppError, notFound } from '../http/errors';

/**
 * The owner's product writes (docs/product.md §7 Admin). Each check and its write run in one synchronous
 * call on the shop's one connection, so nothing can slip in between. Orders are untouched by all of
 * them: an order line keeps its own title, size, colour and price (server/orders/schema.ts), and any
 * write here empties the catalog's kept answers (server/catalog/answerCache.ts).
 */

/** IDs differing only in case would read as one product to a person, so they count as taken. */
const idTaken = (db: Db, id: string) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.id} = ${id} collate nocase`)
    .get() !== undefined;

export function createProduct(db: Db, product: ProductWrite, now: Date): Product {
  if (idTaken(db, product.id)) {
    throw new AppError('DUPLICATE_ID', `A product with ID ${product.id} already exists. Please use a different ID.`);
  }
  return saveProduct(db, product, now);
}

/** docs/product.md §5: the ID cannot be edited; the body's ID must be the one in the path. */
export function updateProduct(db: Db, id: string, product: ProductWrite, now: Date): Product {
  if (product.id !== id) throw new AppError('VALIDATION', 'The product ID cannot be changed');
  if (!db.select({ id: products.id }).from(products).where(eq(products.id, id)).get())
    throw notFound('Product not found');
  return saveProduct(db, product, now);
}

/** Its pictures, categories, reviews and wishlist entries go with it (foreign keys cascade); orders stay. */
export function deleteProduct(db: Db, id: string): void {
  const { changes } = db.delete(products).where(eq(products.id, id)).run();
  if (changes === 0) throw notFound('Product not found');
}

/**
 * The Dashboard's low-stock alert (common/products.ts): size × colour cells at or below the threshold, and
 * the products worst off named, ranked by the share of their own grid gone (decision 0145): a shirt sold
 * out in every cell first, then the larger share of cells sold out, then of cells low, then the fewest
 * pieces left. A count of low cells alone never listed a four-cell shirt however empty it was.
 */
export function lowStock(db: Db): LowStock {
  // The threshold is written into the SQL, not bound, so SQLite reads the partial index of low cells (catalog/schema.ts).
  const low = sql`${productVariants.stock} <= ${sql.raw(String(LOW_STOCK_THRESHOLD))}`;
  const totals = db
    .select({ count: count(), products: countDistinct(productVariants.productId) })
    .from(productVariants)
    .where(low)
    .get()!;
  // The product's whole grid, counted off the cells' primary key; products.stock is the sum of its cells.
  const grid = alias(productVariants, 'grid');
  const cells = sql`(${db.select({ cells: count() }).from(grid).where(eq(grid.productId, productVariants.productId))})`;
  const worst = db
    .select({ productId: productVariants.productId, title: products.title })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(low)
    .groupBy(productVariants.productId)
    .orderBy(
      desc(sql`1.0 * sum(${productVariants.stock} = 0) / ${cells}`),
      desc(sql`1.0 * count(*) / ${cells}`),
      asc(products.stock),
      asc(products.title),
    )
    .limit(LOW_STOCK_LISTED)
    .all();
  const listed = worst.map((product) => ({
    ...product,
    cells: db
      .select({ size: productVariants.size, color: productVariants.color, stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.productId, product.productId), low))
      .orderBy(asc(productVariants.position))
      .all(),
  }));
  return { threshold: LOW_STOCK_THRESHOLD, ...totals, listed };
}
