import type Database from 'better-sqlite3';
import { parseSearchText, PRODUCTS_PER_PAGE, type Product, type ProductQuery } from '../../common/catalog';
import type { Db } from '../db/client';

export const DEFAULT_CATEGORY = 'Shirts';

/**
 * The catalog's reads, answered by SQLite: FTS5 for the shopper's words, the indexes of
 * schema.ts for filters and sorts (docs/decisions/0018-catalog-answered-by-sqlite.md). Whole answers
 * are kept by the routes (answerCache.ts), not here.
 */

/** Each sort's order, ties broken by id so pages never overlap. */
const ORDER_BY: Record<NonNullable<ProductQuery['sortBy']>, string> = {
  newest: 'p.created_at desc, p.id',
  'price-asc': 'p.price, p.id',
  'price-desc': 'p.price desc, p.id',
  rating: 'p.average_rating desc, p.review_count desc, p.id',
  name: 'p.title collate nocase, p.id',
  // The owner's product table only.
  'name-desc': 'p.title collate nocase desc, p.id',
  oldest: 'p.created_at, p.id',
};

/** Urdu's vowel marks, left out of the index too (migration 0021): 'کُرتا' and 'کرتا' are one word. */
const URDU_VOWEL_MARKS = /[\u064B-\u0652\u0670]/g;

/**
 * The shopper's words as an FTS5 query: each run of letters or digits is one word, found as the
 * first letters of a word of the product ('oxf' finds Oxford), and a product must have all of them.
 * Each word is quoted, so nothing typed reaches FTS5's own syntax (quotes, NEAR, column filters,
 * AND/OR/NOT); % and _ are just separators. Undefined when the text holds no word at all (only
 * punctuation): such a search finds nothing.
 */
function ftsQuery(words: string): string | undefined {
  const terms = words.toLowerCase().replace(URDU_VOWEL_MARKS, '').match(/[\p{L}\p{N}]+/gu);
  return terms ? [...new Set(terms)].map((term) => `"${term}"*`).join(' ') : undefined;
}

/**
 * The filter as the FROM and WHERE of a query over `products p`, with their parameters, or undefined
 * when it can match nothing. The shapes are the ones SQLite plans well without statistics
 * (docs/decisions/0018): the words drive the query from FTS5 when there are any, a category is then
 * one list of ids from its index; without words a category drives it from that index; a size or
 * colour in stock is one probe per product into the partial indexes of in-stock cells (schema.ts),
 * so a page in sort order stops after its 24 products.
 */
function filterOf(query: ProductQuery): { from: string; params: unknown[]; onlyWords: boolean } | undefined {
  const { words, stock } = parseSearchText(query.q ?? query.search);
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    if (value === undefined) return;
    conditions.push(condition);
    params.push(value);
  };
  let from = 'products p';
  if (words) {
    const match = ftsQuery(words);
    if (match === undefined) return undefined;
    from = 'products_fts f join products p on p.rowid = f.rowid';
    add('products_fts match ?', match);
    add('p.id in (select product_id from product_categories where category = ? collate nocase)', query.category);
  } else if (query.category !== undefined) {
    // A product is in a category once: its index is unique whatever the case (migration 0024).
    from = 'product_categories c join products p on p.id = c.product_id';
    add('c.category = ? collate nocase', query.category);
  }
  add('exists (select 1 from product_variants v where v.product_id = p.id and v.size = ? collate nocase and v.stock > 0)', query.size);
  add('exists (select 1 from product_variants v where v.product_id = p.id and v.color = ? collate nocase and v.stock > 0)', query.color);
  add('p.price >= ?', query.minPrice);
  add('p.price <= ?', query.maxPrice);
  add('p.average_rating >= ?', query.minRating);
  add('p.stock >= ?', stock?.min);
  add('p.stock <= ?', stock?.max);
  return { from: conditions.length ? `${from} where ${conditions.join(' and ')}` : from, params, onlyWords: Boolean(words) && conditions.length === 1 };
}

/** Prepared statements by their SQL: the filters make a bounded number of shapes. */
const statementsOf = new WeakMap<Database.Database, Map<string, Database.Statement>>();
/** Runs on the shop's one connection, so also inside a caller's open transaction. */
function prepared(db: Db, sql: string): Database.Statement {
  const sqlite = db.$client;
  let statements = statementsOf.get(sqlite);
  if (!statements) statementsOf.set(sqlite, (statements = new Map()));
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
  return statement;
}

/** Whether a list's products change with stock alone (the search text's 'stock:min-max'), not only at a cell's sell-out. */
export const listFollowsStock = (query: ProductQuery): boolean => parseSearchText(query.q ?? query.search).stock !== undefined;

/** The SQL of a list's total and of its page (then limit and offset), or undefined when it can match nothing. */
export function listStatements(query: ProductQuery): { count: string; page: string; params: unknown[] } | undefined {
  const filter = filterOf(query);
  if (!filter) return undefined;
  return {
    // Words alone are counted in FTS5's index without reading the products (each has its one row there).
    count: filter.onlyWords ? 'select count(*) from products_fts where products_fts match ?' : `select count(*) from ${filter.from}`,
    page: `select p.id from ${filter.from} order by ${ORDER_BY[query.sortBy ?? 'newest']} limit ? offset ?`,
    params: filter.params,
  };
}

/** The ids of one page of products, with the paging facts of GET /api/products. */
export function listProductIds(db: Db, query: ProductQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? PRODUCTS_PER_PAGE;
  const list = listStatements(query);
  const total = list ? (prepared(db, list.count).pluck().get(...list.params) as number) : 0;
  const ids = list && total > (page - 1) * limit ? (prepared(db, list.page).pluck().all(...list.params, limit, (page - 1) * limit) as string[]) : [];
  return { ids, total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/** One page of products with the paging facts of GET /api/products. */
export function listProducts(db: Db, query: ProductQuery) {
  const { ids, ...paging } = listProductIds(db, query);
  return { items: productsByIds(db, ids), ...paging };
}

type KeptJson = { version: number; json: string };
/** Each product's answer as JSON, by connection, kept with the version it was made at (migration 0019). */
const keptJsonOf = new WeakMap<Database.Database, { dataVersion: number; products: Map<string, KeptJson> }>();

/** Drops the kept product texts after the data was replaced on this connection (a restore). */
export const forgetKeptProducts = (db: Db) => keptJsonOf.delete(db.$client);

/**
 * The API's products for these ids as JSON texts, in the order asked; ids not in the catalog are left
 * out. A product's text is made once and kept until its version moves (any change to it, its variants,
 * pictures or categories), so an order's stock change remakes only the products it touched, not every
 * list a shopper opens (docs/decisions/0018). A restore drops them all: another connection's commit by
 * data_version, the admin app's restore by forgetKeptProducts. Texts read inside an open transaction
 * are not kept.
 */
export function productJson(db: Db, ids: readonly string[]): string[] {
  const sqlite = db.$client;
  if (sqlite.inTransaction) return productsByIds(db, ids).map((product) => JSON.stringify(product));
  const dataVersion = prepared(db, 'pragma data_version').pluck().get() as number;
  let kept = keptJsonOf.get(sqlite);
  if (!kept || kept.dataVersion !== dataVersion) keptJsonOf.set(sqlite, (kept = { dataVersion, products: new Map() }));
  const versions = new Map(prepared(db, `select id, version from products where id ${IDS}`).raw().all(JSON.stringify(ids)) as [string, number][]);
  const stale = ids.filter((id) => versions.has(id) && kept.products.get(id)?.version !== versions.get(id));
  for (const product of productsByIds(db, stale)) kept.products.set(product.id, { version: versions.get(product.id)!, json: JSON.stringify(product) });
  return ids.flatMap((id) => (versions.has(id) ? [kept.products.get(id)!.json] : []));
}

export function getProduct(db: Db, id: string): Product | undefined {
  return productsByIds(db, [id])[0];
}

/** Categories as a shopper reads them: 'Formal' and 'formal' are one, the first spelling in order kept. */
export function listCategories(db: Db): string[] {
  return prepared(db, 'select category from product_categories where rowid in (select min(rowid) from product_categories group by category collate nocase) order by category collate nocase')
    .pluck()
    .all() as string[];
}

export function countProducts(db: Db): number {
  return prepared(db, 'select count(*) from products').pluck().get() as number;
}

type ProductRow = {
  id: string;
  product_ref: string;
  title: string;
  description: string;
  title_urdu: string | null;
  description_urdu: string | null;
  price: number;
  sizes: string;
  colors: string;
  stock: number;
  sku: string;
  average_rating: number;
  review_count: number;
  created_at: number;
  updated_at: number;
};
type PictureRow = { product_id: string; url: string; color: string | null };
type CategoryRow = { product_id: string; category: string };
type VariantRow = { product_id: string; size: string; color: string; stock: number; sku: string };

const IDS = 'in (select value from json_each(?))';

/** The API's products for these ids, in the order asked; ids not in the catalog are left out. Five queries for any number of ids. */
export function productsByIds(db: Db, ids: readonly string[]): Product[] {
  if (ids.length === 0) return [];
  const list = JSON.stringify(ids);
  const rows = prepared(db, `select * from products where id ${IDS}`).all(list) as ProductRow[];
  const pictures = groupBy(prepared(db, `select product_id, url, color from product_images where product_id ${IDS} order by product_id, position`).all(list) as PictureRow[]);
  const categories = groupBy(prepared(db, `select product_id, category from product_categories where product_id ${IDS} order by rowid`).all(list) as CategoryRow[]);
  const variants = groupBy(prepared(db, `select product_id, size, color, stock, sku from product_variants where product_id ${IDS} order by product_id, position`).all(list) as VariantRow[]);
  const byId = new Map(rows.map((row) => [row.id, toApiProduct(row, pictures.get(row.id) ?? [], categories.get(row.id) ?? [], variants.get(row.id) ?? [])]));
  return ids.map((id) => byId.get(id)).filter((product): product is Product => product !== undefined);
}

function toApiProduct(row: ProductRow, pictures: PictureRow[], categories: CategoryRow[], variants: VariantRow[]): Product {
  const imageUrls = pictures.map((picture) => picture.url);
  const imageColors: Record<string, string> = {};
  for (const { url, color } of pictures) if (color !== null) imageColors[url] = color;
  return {
    id: row.id,
    productRef: row.product_ref,
    title: row.title,
    description: row.description,
    // Absent, not empty, when the owner typed none (common/catalog.ts productSchema).
    ...(row.title_urdu && { titleUrdu: row.title_urdu }),
    ...(row.description_urdu && { descriptionUrdu: row.description_urdu }),
    price: row.price,
    imageUrl: imageUrls[0] ?? null,
    additionalImages: imageUrls,
    imageColors,
    sizes: JSON.parse(row.sizes) as string[],
    colors: JSON.parse(row.colors) as string[],
    stock: row.stock,
    variants: variants.map(({ size, color, stock, sku }) => ({ size, color, stock, sku })),
    // Without an SKU of its own a product is known by its whole ID (issue 24: 'KURTA-00' read as another product).
    sku: row.sku || row.id,
    categories: categories.length > 0 ? categories.map((entry) => entry.category) : [DEFAULT_CATEGORY],
    averageRating: Math.round(row.average_rating * 10) / 10,
    reviewCount: row.review_count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function groupBy<T extends { product_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.product_id);
    if (group) group.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}
