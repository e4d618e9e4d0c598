import { and, asc, count, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { parseSearchText, PRODUCTS_PER_PAGE, type Product, type ProductQuery, type ProductWrite } from '../../common/catalog';
import type { Db } from '../db/client';
import { productCategories, productImages, products } from './schema';

type ProductRow = typeof products.$inferSelect;

export const DEFAULT_CATEGORY = 'Shirts';

/** LIKE treats % and _ as wildcards; a shopper typing them means the characters themselves. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const containsWord = (word: string): SQL =>
  or(
    sql`${products.title} like ${likePattern(word)} escape '\\'`,
    sql`${products.description} like ${likePattern(word)} escape '\\'`,
    sql`${products.sku} like ${likePattern(word)} escape '\\'`,
    like(products.id, likePattern(word)),
  )!;

function filters(query: ProductQuery): SQL | undefined {
  const { words, stock } = parseSearchText(query.q ?? query.search);
  const conditions: (SQL | undefined)[] = words.split(' ').filter(Boolean).map(containsWord);
  if (query.category) {
    conditions.push(
      sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${productCategories.category} = ${query.category} collate nocase)`,
    );
  }
  if (query.minPrice !== undefined) conditions.push(gte(products.price, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(products.price, query.maxPrice));
  if (query.minRating !== undefined) conditions.push(gte(products.averageRating, query.minRating));
  if (stock?.min !== undefined) conditions.push(gte(products.stock, stock.min));
  if (stock?.max !== undefined) conditions.push(lte(products.stock, stock.max));
  return and(...conditions);
}

function ordering(sort: ProductQuery['sortBy']): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(products.price), asc(products.id)];
    case 'price-desc':
      return [desc(products.price), asc(products.id)];
    case 'rating':
      return [desc(products.averageRating), desc(products.reviewCount), asc(products.id)];
    case 'name':
      return [sql`${products.title} collate nocase asc`, asc(products.id)];
    case 'name-desc':
      return [sql`${products.title} collate nocase desc`, asc(products.id)];
    case 'oldest':
      return [asc(products.createdAt), asc(products.id)];
    default:
      return [desc(products.createdAt), asc(products.id)];
  }
}

export function listProducts(db: Db, query: ProductQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? PRODUCTS_PER_PAGE;
  const where = filters(query);
  const total = db.select({ total: count() }).from(products).where(where).get()?.total ?? 0;
  const rows = db
    .select()
    .from(products)
    .where(where)
    .orderBy(...ordering(query.sortBy))
    .limit(limit)
    .offset((page - 1) * limit)
    .all();
  return { items: withDetails(db, rows), total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

export function getProduct(db: Db, id: string): Product | undefined {
  const row = db.select().from(products).where(eq(products.id, id)).get();
  return row ? withDetails(db, [row])[0] : undefined;
}

export function listCategories(db: Db): string[] {
  return db
    .selectDistinct({ category: productCategories.category })
    .from(productCategories)
    .orderBy(sql`${productCategories.category} collate nocase`)
    .all()
    .map((row) => row.category);
}

/** Joins pictures and categories onto product rows with one query each, whatever the page size. */
function withDetails(db: Db, rows: ProductRow[]): Product[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const images = db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.position)).all();
  const categories = db.select().from(productCategories).where(inArray(productCategories.productId, ids)).all();
  return rows.map((row) => {
    const urls = images.filter((image) => image.productId === row.id).map((image) => image.url);
    const names = categories.filter((category) => category.productId === row.id).map((category) => category.category);
    return toApiProduct(row, urls, names);
  });
}

function toApiProduct(row: ProductRow, imageUrls: string[], categories: string[]): Product {
  return {
    id: row.id,
    productRef: row.productRef,
    title: row.title,
    description: row.description,
    price: row.price,
    imageUrl: imageUrls[0] ?? null,
    additionalImages: imageUrls,
    sizes: row.sizes,
    colors: row.colors,
    stock: row.stock,
    sku: row.sku || row.id.slice(0, 8),
    categories: categories.length > 0 ? categories : [DEFAULT_CATEGORY],
    averageRating: Math.round(row.averageRating * 10) / 10,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Creates or replaces a product with its pictures and categories, in one transaction. The main
 * image is the chosen one, else the first uploaded one (SPEC.md §5, Product form).
 */
export function saveProduct(db: Db, product: ProductWrite, now: Date): Product {
  const images = [...new Set([product.imageUrl, ...(product.additionalImages ?? [])].filter((url): url is string => Boolean(url)))];
  db.transaction((tx) => {
    const values = {
      id: product.id,
      productRef: product.productRef ?? '',
      title: product.title,
      description: product.description,
      price: product.price,
      sizes: product.sizes,
      colors: product.colors,
      stock: product.stock,
      sku: product.sku ?? '',
      createdAt: now,
      updatedAt: now,
    };
    const { createdAt: _keepCreated, ...changes } = values;
    tx.insert(products).values(values).onConflictDoUpdate({ target: products.id, set: changes }).run();
    tx.delete(productImages).where(eq(productImages.productId, product.id)).run();
    tx.delete(productCategories).where(eq(productCategories.productId, product.id)).run();
    if (images.length > 0) tx.insert(productImages).values(images.map((url, position) => ({ productId: product.id, position, url }))).run();
    const categories = [...new Set(product.categories ?? [])];
    if (categories.length > 0) tx.insert(productCategories).values(categories.map((category) => ({ productId: product.id, category }))).run();
  });
  return getProduct(db, product.id)!;
}

export function countProducts(db: Db): number {
  return db.select({ total: count() }).from(products).get()?.total ?? 0;
}
