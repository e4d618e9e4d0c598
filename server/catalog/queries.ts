import type { Statement } from 'better-sqlite3';
import { count, eq } from 'drizzle-orm';
import { parseSearchText, PRODUCTS_PER_PAGE, type Product, type ProductQuery, type ProductWrite } from '../../common/catalog';
import type { Db } from '../db/client';
import { watchCatalogChanges } from './changes';
import { productCategories, productImages, products } from './schema';

export const DEFAULT_CATEGORY = 'Shirts';

/**
 * The shopper's words as an FTS5 query: each run of letters or digits becomes one quoted prefix
 * term ("oxf"* finds Oxford), all of them required. Nothing the shopper types reaches FTS5's own
 * syntax (quotes, NEAR, column filters, AND/OR/NOT), and % and _ are just separators. Undefined
 * when the text holds no word at all (only punctuation): such a search finds nothing.
 */
export function ftsQuery(words: string): string | undefined {
  const terms = words.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return terms ? terms.map((term) => `"${term.replaceAll('"', '""')}"*`).join(' ') : undefined;
}

type Sort = NonNullable<ProductQuery['sortBy']>;
/** Each sort is served by its own index (schema.ts), ties broken by id. */
const ORDER_BY: Record<Sort, string> = {
  newest: 'p.created_at desc, p.id',
  'price-asc': 'p.price, p.id',
  'price-desc': 'p.price desc, p.id',
  rating: 'p.average_rating desc, p.review_count desc, p.id',
  name: 'p.title collate nocase, p.id',
  // The owner's product table only: a shopper's sorts have indexes of their own.
  'name-desc': 'p.title collate nocase desc, p.id',
  oldest: 'p.created_at, p.id',
};

type Filter = {
  search?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  minStock?: number;
  maxStock?: number;
};
/** A query as the catalog answers it: what it filters on, how it sorts, which page. */
type Plan = { filter: Filter; sort: Sort; offset: number; limit: number; nothing: boolean };

function planOf(query: ProductQuery): Plan & { page: number } {
  const page = query.page ?? 1;
  const limit = query.limit ?? PRODUCTS_PER_PAGE;
  const { words, stock } = parseSearchText(query.q ?? query.search);
  const search = words ? ftsQuery(words) : undefined;
  const filter: Filter = { search, category: query.category, minPrice: query.minPrice, maxPrice: query.maxPrice, minRating: query.minRating, minStock: stock?.min, maxStock: stock?.max };
  for (const key of Object.keys(filter) as (keyof Filter)[]) if (filter[key] === undefined) delete filter[key];
  return { filter, sort: query.sortBy ?? 'newest', page, offset: (page - 1) * limit, limit, nothing: Boolean(words) && search === undefined };
}

/**
 * The WHERE clause on products `p` and its parameters. With `walkSortIndex` the range conditions are
 * written so that SQLite cannot use their indexes (a unary +), which leaves it the sort's index to walk:
 * the right plan when matches are common, where a price index would read every product in the range
 * and sort them all for one page.
 */
function whereOf(filter: Filter, walkSortIndex = false): { sql: string; params: unknown[] } {
  const column = (name: string) => (walkSortIndex ? `+p.${name}` : `p.${name}`);
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.search !== undefined) {
    conditions.push('p.rowid in (select rowid from products_fts where products_fts match ?)');
    params.push(filter.search);
  }
  if (filter.category !== undefined) {
    conditions.push('exists (select 1 from product_categories c where c.product_id = p.id and c.category = ? collate nocase)');
    params.push(filter.category);
  }
  const range: [keyof Filter, string][] = [
    ['minPrice', `${column('price')} >= ?`],
    ['maxPrice', `${column('price')} <= ?`],
    ['minRating', `${column('average_rating')} >= ?`],
    ['minStock', `${column('stock')} >= ?`],
    ['maxStock', `${column('stock')} <= ?`],
  ];
  for (const [key, condition] of range) {
    if (filter[key] === undefined) continue;
    conditions.push(condition);
    params.push(filter[key]);
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

type ProductRow = {
  rowid: number;
  id: string;
  product_ref: string;
  title: string;
  description: string;
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

/** Matches of one search: a bitmap over product rowids, so walking a sort index can test each row. */
type Matches = { count: number; has: (rowid: number) => boolean };

const MAX_LISTS = 5000;
const MAX_FRAGMENTS = 20_000;
const MAX_MATCH_SETS = 300;

function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): V {
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

/**
 * The catalog's reads for one database, with what they have worked out kept until the catalog
 * changes. Kept: each product's JSON, each filter's total, each page's ids and each search's
 * matches. What a write throws away follows from what it changed (changes.ts):
 * - a product's own JSON goes with any write to that product, its pictures or its categories;
 * - an update of stock alone (an order, a cancellation) drops that product's JSON and the lists
 *   that filter on stock ('stock:1-'), and nothing else: no total, page or search of the other
 *   lists depends on stock, and their pages are assembled from the products' current JSON;
 * - anything else (a product added, edited, deleted, a review changing a rating) drops every list.
 * So a stream of orders leaves searches and filtered pages cached, and never shows a stale stock.
 */
class CatalogReader {
  private readonly sqlite: Db['$client'];
  private readonly statements = new Map<string, Statement<unknown[]>>();
  private readonly fragments = new Map<string, string>();
  private readonly totals = new Map<string, number>();
  private readonly pages = new Map<string, string[]>();
  private readonly stockTotals = new Map<string, number>();
  private readonly stockPages = new Map<string, string[]>();
  private readonly matchSets = new Map<string, Matches>();
  private categories: string[] | undefined;

  constructor(db: Db) {
    this.sqlite = db.$client;
    watchCatalogChanges(db, ({ productId, stockOnly }) => {
      this.fragments.delete(productId);
      this.stockTotals.clear();
      this.stockPages.clear();
      if (stockOnly) return;
      this.totals.clear();
      this.pages.clear();
      this.matchSets.clear();
      this.categories = undefined;
    });
  }

  private prepare(sql: string) {
    let statement = this.statements.get(sql);
    if (!statement) statement = remember(this.statements, sql, this.sqlite.prepare<unknown[]>(sql), 500);
    return statement;
  }

  /** Ids of one page and the total of its filter. */
  list(plan: Plan): { ids: string[]; total: number } {
    if (plan.nothing) return { ids: [], total: 0 };
    const filterKey = JSON.stringify(plan.filter);
    const pageKey = `${filterKey}|${plan.sort}|${plan.offset}|${plan.limit}`;
    const onStock = plan.filter.minStock !== undefined || plan.filter.maxStock !== undefined;
    const totals = onStock ? this.stockTotals : this.totals;
    const pages = onStock ? this.stockPages : this.pages;
    const total = totals.get(filterKey) ?? remember(totals, filterKey, this.count(plan.filter), MAX_LISTS);
    const ids = total <= plan.offset ? [] : (pages.get(pageKey) ?? remember(pages, pageKey, this.pageIds(plan, total), MAX_LISTS));
    return { ids, total };
  }

  /** Totals read from an index where one holds the whole filter, else counted over the products. */
  private count(filter: Filter): number {
    const { search, category, minPrice, maxPrice, minRating, minStock, maxStock } = filter;
    const onStock = minStock !== undefined || maxStock !== undefined;
    if (search !== undefined && Object.keys(filter).length === 1) return this.matches(search).count;
    if (category !== undefined && search === undefined && !onStock) {
      // product_categories carries price and rating (schema.ts): one index range, no product lookups.
      const bounds: [number | undefined, string][] = [
        [minPrice, 'price >= ?'],
        [maxPrice, 'price <= ?'],
        [minRating, 'average_rating >= ?'],
      ];
      const given = bounds.filter(([value]) => value !== undefined);
      const sql = ['category = ? collate nocase', ...given.map(([, condition]) => condition)].join(' and ');
      return this.prepare(`select count(*) from product_categories where ${sql}`).pluck().get(category, ...given.map(([value]) => value)) as number;
    }
    const where = whereOf(filter);
    return this.prepare(`select count(*) from products p ${where.sql}`).pluck().get(...where.params) as number;
  }

  private matches(search: string): Matches {
    const known = this.matchSets.get(search);
    if (known) return known;
    const rowids = this.prepare('select rowid from products_fts where products_fts match ?').pluck().all(search) as number[];
    let top = 0;
    for (const rowid of rowids) if (rowid > top) top = rowid;
    const bits = new Uint8Array((top >> 3) + 1);
    for (const rowid of rowids) bits[rowid >> 3]! |= 1 << (rowid & 7);
    const has = (rowid: number) => rowid <= top && (bits[rowid >> 3]! & (1 << (rowid & 7))) !== 0;
    return remember(this.matchSets, search, { count: rowids.length, has }, MAX_MATCH_SETS);
  }

  private pageIds({ filter, sort, offset, limit }: Plan, total: number): string[] {
    const searchOnly = filter.search !== undefined && Object.keys(filter).length === 1;
    const everything = this.prepare('select count(*) from products').pluck().get() as number;
    // Walking the sort's index reads about (offset + limit) / share-of-matches rows and stops; going
    // from the matches reads and sorts every one of them. The walk wins unless the matches are few.
    const walked = ((offset + limit) * everything) / Math.max(total, 1);
    const walk = walked < total * 4;
    if (searchOnly) {
      const matches = this.matches(filter.search!);
      if (walk) {
        const ids: string[] = [];
        let skipped = 0;
        for (const [rowid, id] of this.prepare(`select p.rowid, p.id from products p order by ${ORDER_BY[sort]}`).raw().iterate() as IterableIterator<[number, string]>) {
          if (!matches.has(rowid)) continue;
          if (skipped < offset) skipped++;
          else if (ids.push(id) >= limit) break;
        }
        return ids;
      }
    }
    const where = whereOf(filter, walk && (sort !== 'price-asc' && sort !== 'price-desc'));
    return this.prepare(`select p.id from products p ${where.sql} order by ${ORDER_BY[sort]} limit ? offset ?`)
      .pluck()
      .all(...where.params, limit, offset) as string[];
  }

  /** Each product's API JSON, in the order asked; ids no longer in the catalog are left out. */
  productJson(ids: string[]): string[] {
    const missing = ids.filter((id) => !this.fragments.has(id));
    if (missing.length > 0) {
      const param = JSON.stringify(missing);
      const rows = this.prepare('select p.rowid, p.* from products p where p.id in (select value from json_each(?))').all(param) as ProductRow[];
      const images = this.prepare('select product_id as id, url, color from product_images where product_id in (select value from json_each(?)) order by product_id, position').raw().all(param) as [string, string, string | null][];
      const categories = this.prepare('select product_id as id, category from product_categories where product_id in (select value from json_each(?)) order by rowid').raw().all(param) as [string, string][];
      for (const row of rows) {
        const pictures = images.filter(([id]) => id === row.id).map(([, url, color]) => ({ url, color }));
        const names = categories.filter(([id]) => id === row.id).map(([, name]) => name);
        remember(this.fragments, row.id, JSON.stringify(toApiProduct(row, pictures, names)), MAX_FRAGMENTS);
      }
    }
    return ids.map((id) => this.fragments.get(id)).filter((json): json is string => json !== undefined);
  }

  listCategories(): string[] {
    this.categories ??= this.prepare('select distinct category from product_categories order by category collate nocase').pluck().all() as string[];
    return this.categories;
  }
}

const readers = new WeakMap<Db, CatalogReader>();
function readerOf(db: Db): CatalogReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = new CatalogReader(db);
    readers.set(db, reader);
  }
  return reader;
}

/** One page of products as JSON texts, with the paging facts of GET /api/products. */
export function listProductsJson(db: Db, query: ProductQuery) {
  const plan = planOf(query);
  const reader = readerOf(db);
  const { ids, total } = reader.list(plan);
  return { items: reader.productJson(ids), total, page: plan.page, limit: plan.limit, totalPages: Math.max(1, Math.ceil(total / plan.limit)) };
}

export function listProducts(db: Db, query: ProductQuery) {
  const { items, ...paging } = listProductsJson(db, query);
  return { items: items.map((json) => JSON.parse(json) as Product), ...paging };
}

/** The product's API JSON text, or undefined when there is no such product. */
export function productJson(db: Db, id: string): string | undefined {
  return readerOf(db).productJson([id])[0];
}

export function getProduct(db: Db, id: string): Product | undefined {
  const json = productJson(db, id);
  return json === undefined ? undefined : (JSON.parse(json) as Product);
}

export function listCategories(db: Db): string[] {
  return [...readerOf(db).listCategories()];
}

function toApiProduct(row: ProductRow, pictures: { url: string; color: string | null }[], categories: string[]): Product {
  const imageUrls = pictures.map((picture) => picture.url);
  const imageColors: Record<string, string> = {};
  for (const { url, color } of pictures) if (color !== null) imageColors[url] = color;
  return {
    id: row.id,
    productRef: row.product_ref,
    title: row.title,
    description: row.description,
    price: row.price,
    imageUrl: imageUrls[0] ?? null,
    additionalImages: imageUrls,
    imageColors,
    sizes: JSON.parse(row.sizes) as string[],
    colors: JSON.parse(row.colors) as string[],
    stock: row.stock,
    sku: row.sku || row.id.slice(0, 8),
    categories: categories.length > 0 ? categories : [DEFAULT_CATEGORY],
    averageRating: Math.round(row.average_rating * 10) / 10,
    reviewCount: row.review_count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Categories as a shopper reads them: 'Formal' and 'formal' are one, the first spelling kept. */
function distinctCategories(categories: string[]): string[] {
  const seen = new Map<string, string>();
  for (const category of categories) if (!seen.has(category.toLowerCase())) seen.set(category.toLowerCase(), category);
  return [...seen.values()];
}

/**
 * Creates or replaces a product with its pictures (and the colour each shows) and categories, in one
 * transaction. The main image is the chosen one, else the first uploaded one (docs/product.md §5, Product form).
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
    if (images.length > 0) {
      tx.insert(productImages)
        .values(images.map((url, position) => ({ productId: product.id, position, url, color: product.imageColors?.[url] ?? null })))
        .run();
    }
    const categories = distinctCategories(product.categories ?? []);
    if (categories.length > 0) tx.insert(productCategories).values(categories.map((category) => ({ productId: product.id, category }))).run();
  });
  return getProduct(db, product.id)!;
}

export function countProducts(db: Db): number {
  return db.select({ total: count() }).from(products).get()?.total ?? 0;
}
