import type { Statement } from 'better-sqlite3';
import { count, eq } from 'drizzle-orm';
import { parseSearchText, PRODUCTS_PER_PAGE, type Product, type ProductQuery, type ProductWrite } from '../../common/catalog';
import type { Db } from '../db/client';
import { columns, remember } from './bulkRead';
import { CatalogIndex, type Filter, type ProductFacts, type Sort } from './catalogIndex';
import { watchCatalogChanges } from './changes';
import { productCategories, productImages, products } from './schema';

export const DEFAULT_CATEGORY = 'Shirts';

/**
 * The shopper's words as the catalog searches them: each run of letters or digits is one word, found
 * as the first letters of a word of the product ('oxf' finds Oxford), and a product must have all of
 * them. Nothing the shopper types reaches FTS5's own syntax (quotes, NEAR, column filters,
 * AND/OR/NOT: catalogIndex.ts quotes each word), and % and _ are just separators. Undefined when the
 * text holds no word at all (only punctuation): such a search finds nothing. Sorted and without
 * repeats, so 'white oxford' and 'oxford white' are one list.
 */
function searchTerms(words: string): string[] | undefined {
  const terms = words.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return terms ? [...new Set(terms)].sort() : undefined;
}

/** A query as the catalog answers it: what it filters on, how it sorts, which page. */
type Plan = { filter: Filter; sort: Sort; offset: number; limit: number; nothing: boolean };

function planOf(query: ProductQuery): Plan & { page: number } {
  const page = query.page ?? 1;
  const limit = query.limit ?? PRODUCTS_PER_PAGE;
  const { words, stock } = parseSearchText(query.q ?? query.search);
  const terms = words ? searchTerms(words) : undefined;
  const filter: Filter = { terms, category: query.category, minPrice: query.minPrice, maxPrice: query.maxPrice, minRating: query.minRating, minStock: stock?.min, maxStock: stock?.max };
  for (const key of Object.keys(filter) as (keyof Filter)[]) if (filter[key] === undefined) delete filter[key];
  return { filter, sort: query.sortBy ?? 'newest', page, offset: (page - 1) * limit, limit, nothing: Boolean(words) && terms === undefined };
}

/** The products columns the API shows, in ProductRow's order. */
const PRODUCT_COLUMNS = 'id, product_ref, title, description, price, sizes, colors, stock, sku, average_rating, review_count, created_at, updated_at';
type ProductRow = [
  id: string,
  productRef: string,
  title: string,
  description: string,
  price: number,
  sizes: string,
  colors: string,
  stock: number,
  sku: string,
  averageRating: number,
  reviewCount: number,
  createdAt: number,
  updatedAt: number,
];
type PictureRow = [productId: string, url: string, color: string | null];
type CategoryRow = [productId: string, category: string];

const MAX_LISTS = 5000;
const SHOPPER_SORTS: Sort[] = ['newest', 'price-asc', 'price-desc', 'rating', 'name'];

/**
 * The catalog's reads for one database, with what they have worked out kept until the catalog
 * changes. Kept: the catalog index (catalogIndex.ts: what lists filter and sort on, and each search
 * word's matches), each product's JSON, each filter's total and each page's ids. What a write throws
 * away follows from what it changed (changes.ts):
 * - a product's own JSON goes with any write to that product, its pictures or its categories;
 * - an update of stock alone (an order, a cancellation) drops that product's JSON and the lists
 *   that filter on stock ('stock:1-'), and sets its stock in the index, and nothing else: no total,
 *   page or search of the other lists depends on stock, and their pages are assembled from the
 *   products' current JSON;
 * - a new rating or price (a review; the owner's product form rewrites the product, below) also drops every list and the index's sort orders
 *   on it, and sets the numbers in the index: its search words and categories stay (at 100,000
 *   products, rebuilding the index and asking FTS5 for the common words again cost about a second);
 * - anything else (a product added, deleted, its text, pictures or categories edited) drops the index
 *   and every list.
 * So a stream of orders leaves searches and filtered pages cached, and never shows a stale stock.
 * Nothing read inside an open transaction is kept: the transaction may yet roll back, and a rollback
 * tells no one.
 */
class CatalogReader {
  private readonly sqlite: Db['$client'];
  private readonly statements = new Map<string, Statement<unknown[]>>();
  private readonly fragments = new Map<string, string>();
  private readonly totals = new Map<string, number>();
  private readonly pages = new Map<string, string[]>();
  private readonly stockTotals = new Map<string, number>();
  private readonly stockPages = new Map<string, string[]>();
  private categories: string[] | undefined;
  private built: CatalogIndex | undefined;
  /** Products whose numbers (stock, price, rating) changed since the index last read them. */
  private readonly factsChanged = new Set<string>();

  constructor(db: Db) {
    this.sqlite = db.$client;
    watchCatalogChanges(db, ({ productId, kind }) => {
      this.fragments.delete(productId);
      this.stockTotals.clear();
      this.stockPages.clear();
      if (kind !== 'stock') {
        this.totals.clear();
        this.pages.clear();
      }
      if (kind === 'other') {
        this.built = undefined;
        this.factsChanged.clear();
        this.categories = undefined;
        return;
      }
      this.factsChanged.add(productId);
    });
  }

  private prepare(sql: string) {
    let statement = this.statements.get(sql);
    if (!statement) statement = remember(this.statements, sql, this.sqlite.prepare<unknown[]>(sql), 500);
    return statement;
  }

  private keep<K, V>(map: Map<K, V>, key: K, value: V, max: number): V {
    return this.sqlite.inTransaction ? value : remember(map, key, value, max);
  }

  private index(): CatalogIndex {
    const settled = !this.sqlite.inTransaction;
    const index = this.built ?? new CatalogIndex(this.sqlite);
    if (this.factsChanged.size > 0) {
      const factsOf = this.prepare('select price, average_rating, review_count, stock from products where id = ?').raw();
      for (const id of this.factsChanged) index.setFacts(id, factsOf.get(id) as ProductFacts | undefined);
      // Inside a transaction they stay listed: after a rollback the next read sets them back, and a
      // sort order read meanwhile is dropped again because the numbers differ.
      if (settled) this.factsChanged.clear();
    }
    if (settled) this.built = index;
    return index;
  }

  warm(): void {
    const index = this.index();
    for (const sort of SHOPPER_SORTS) index.page({}, sort, 0, 1, index.size);
    index.warmCommonWords();
    this.keepJson(this.buildJson());
  }

  /** Ids of one page and the total of its filter. */
  list(plan: Plan): { ids: string[]; total: number } {
    if (plan.nothing) return { ids: [], total: 0 };
    const filterKey = JSON.stringify(plan.filter);
    const pageKey = `${filterKey}|${plan.sort}|${plan.offset}|${plan.limit}`;
    const onStock = plan.filter.minStock !== undefined || plan.filter.maxStock !== undefined;
    const totals = onStock ? this.stockTotals : this.totals;
    const pages = onStock ? this.stockPages : this.pages;
    const total = totals.get(filterKey) ?? this.keep(totals, filterKey, this.index().count(plan.filter), MAX_LISTS);
    if (total <= plan.offset) return { ids: [], total };
    const ids = pages.get(pageKey) ?? this.keep(pages, pageKey, this.index().page(plan.filter, plan.sort, plan.offset, plan.limit, total), MAX_LISTS);
    return { ids, total };
  }

  /**
   * Each product's API JSON, in the order asked; ids no longer in the catalog are left out. Every
   * product's JSON is kept (at most one per product, so bounded by the catalog): with 100,000
   * products a page of 24 looked up cold cost about 1 ms, three times everything else it does.
   */
  productJson(ids: string[]): string[] {
    const missing = ids.filter((id) => !this.fragments.has(id));
    const built = missing.length > 0 ? this.keepJson(this.buildJson(missing)) : undefined;
    return ids.map((id) => this.fragments.get(id) ?? built?.get(id)).filter((json): json is string => json !== undefined);
  }

  private keepJson(built: Map<string, string>): Map<string, string> {
    if (!this.sqlite.inTransaction) for (const [id, json] of built) this.fragments.set(id, json);
    return built;
  }

  /** The API JSON of the products with these ids, or of every product; the rows come as one JSON text per table (bulkRead.ts). */
  private buildJson(ids?: string[]): Map<string, string> {
    const only = (column: string) => (ids ? `where ${column} in (select value from json_each(?))` : '');
    const params = ids ? [JSON.stringify(ids)] : [];
    const read = <T>(sql: string) => columns<[T[]]>(this.sqlite, sql, ...params)[0];
    const rows = read<ProductRow>(`select json_group_array(json_array(${PRODUCT_COLUMNS})) from products ${only('id')}`);
    const picturesOf = groupBy(
      read<PictureRow>(`select json_group_array(json_array(product_id, url, color)) from (select * from product_images ${only('product_id')} order by product_id, position)`),
      ([id, url, color]) => [id, { url, color }],
    );
    const categoriesOf = groupBy(
      read<CategoryRow>(`select json_group_array(json_array(product_id, category)) from (select * from product_categories ${only('product_id')} order by rowid)`),
      ([id, category]) => [id, category],
    );
    return new Map(rows.map((row) => [row[0], JSON.stringify(toApiProduct(row, picturesOf.get(row[0]) ?? [], categoriesOf.get(row[0]) ?? []))]));
  }

  listCategories(): string[] {
    if (this.categories) return this.categories;
    const categories = this.prepare('select distinct category from product_categories order by category collate nocase').pluck().all() as string[];
    if (!this.sqlite.inTransaction) this.categories = categories;
    return categories;
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

/**
 * Builds the catalog index, the shoppers' sort orders, the matches of the catalog's common words and
 * every product's JSON now, so that the first shoppers after a start do not wait for them (at
 * 100,000 products about 3 s on a slow machine).
 */
export function warmCatalog(db: Db): void {
  readerOf(db).warm();
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

function toApiProduct(
  [id, productRef, title, description, price, sizes, colors, stock, sku, averageRating, reviewCount, createdAt, updatedAt]: ProductRow,
  pictures: { url: string; color: string | null }[],
  categories: string[],
): Product {
  const imageUrls = pictures.map((picture) => picture.url);
  const imageColors: Record<string, string> = {};
  for (const { url, color } of pictures) if (color !== null) imageColors[url] = color;
  return {
    id,
    productRef,
    title,
    description,
    price,
    imageUrl: imageUrls[0] ?? null,
    additionalImages: imageUrls,
    imageColors,
    sizes: JSON.parse(sizes) as string[],
    colors: JSON.parse(colors) as string[],
    stock,
    sku: sku || id.slice(0, 8),
    categories: categories.length > 0 ? categories : [DEFAULT_CATEGORY],
    averageRating: Math.round(averageRating * 10) / 10,
    reviewCount,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  };
}

function groupBy<T, V>(items: T[], entry: (item: T) => [string, V]): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const item of items) {
    const [key, value] = entry(item);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
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
