import type Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { parseSearchText, PRODUCTS_PER_PAGE, type ProductQuery } from '../../common/catalog';
import { ROMAN_URDU_WORDS, URDU_COLOURS, URDU_SHOP_WORDS } from '../../common/urduWords';
import type { Db } from '../db/client';
import { countProducts, productsByIds } from './queries';

/**
 * The catalog's lists, answered by SQLite: FTS5 for the shopper's words, the indexes of schema.ts for
 * filters and sorts (docs/decisions/0018-catalog-answered-by-sqlite.md). Whole answers are kept by
 * the routes (answerCache.ts), not here; a list's total is kept here, for its other pages and sorts.
 */

/**
 * Each sort's order, ties broken by id so pages never overlap, and the index of schema.ts that holds
 * the whole catalog in that order (the owner's reverse sorts have none: they are always gathered).
 */
const SORTS: Record<NonNullable<ProductQuery['sortBy']>, { orderBy: string; index?: string }> = {
  newest: { orderBy: 'p.created_at desc, p.id', index: 'products_newest_idx' },
  'price-asc': { orderBy: 'p.price, p.id', index: 'products_price_idx' },
  'price-desc': { orderBy: 'p.price desc, p.id', index: 'products_price_desc_idx' },
  rating: { orderBy: 'p.average_rating desc, p.review_count desc, p.id', index: 'products_rating_idx' },
  name: { orderBy: 'p.title collate nocase, p.id', index: 'products_title_idx' },
  // The owner's product table only.
  'name-desc': { orderBy: 'p.title collate nocase desc, p.id' },
  oldest: { orderBy: 'p.created_at, p.id' },
};

/** Urdu's vowel marks, left out of the index too (migration 0021): 'کُرتا' and 'کرتا' are one word. */
const URDU_VOWEL_MARKS = /[\u064B-\u0652\u0670]/g;

/** The words of a text as the search index holds them: each run of letters or digits, in lower case, without Urdu's vowel marks. */
export const searchTerms = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(URDU_VOWEL_MARKS, '')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The Urdu words and phrases a shopper types for the catalog's English words (common/urduWords.ts),
 * in Urdu script or in Latin letters, as search terms: 'گہرا نیلا' is navy, 'شرٹ' and 'kameez' are
 * shirt, 'فیروزی' teal or turquoise. Longest first, so 'گہرا نیلا' is read as navy before its 'نیلا'
 * as blue (decisions 0115, 0119).
 */
const URDU_SEARCH: { urdu: string[]; english: string[][] }[] = (() => {
  const byUrdu = new Map<string, string[][]>();
  const add = (urdu: string, english: string) => {
    const key = searchTerms(urdu).join(' ');
    byUrdu.set(key, [...(byUrdu.get(key) ?? []), searchTerms(english)]);
  };
  for (const [english, urdu] of Object.entries(URDU_COLOURS)) add(urdu, english);
  for (const table of [URDU_SHOP_WORDS, ROMAN_URDU_WORDS])
    for (const [english, words] of Object.entries(table)) for (const urdu of words) add(urdu, english);
  return [...byUrdu]
    .map(([key, english]) => ({ urdu: key.split(' '), english }))
    .sort((a, b) => b.urdu.length - a.urdu.length);
})();

/** Terms every one of which a product must have, each as the first letters of one of its words. */
const allOf = (terms: string[]) => terms.map((term) => `"${term}"*`).join(' AND ');

/**
 * The shopper's words as an FTS5 query: each word (searchTerms) is found as the first letters of a
 * word of the product ('oxf' finds Oxford), and a product must have all of them; an Urdu word or
 * phrase for one of the shop's English words finds either (URDU_SEARCH). Each word is quoted, so
 * nothing typed reaches FTS5's own syntax (quotes, NEAR, column filters, AND/OR/NOT); % and _ are just
 * separators. Undefined when the text holds no word at all (only punctuation): such a search finds nothing.
 */
export function ftsQuery(words: string): string | undefined {
  const terms = searchTerms(words);
  const parts: string[] = [];
  for (let at = 0; at < terms.length;) {
    const known = URDU_SEARCH.find(({ urdu }) => urdu.every((word, offset) => terms[at + offset] === word));
    const alternatives = known ? [known.urdu, ...known.english] : [[terms[at]!]];
    parts.push(
      alternatives.length === 1
        ? allOf(alternatives[0]!)
        : `(${alternatives.map((terms) => (terms.length > 1 ? `(${allOf(terms)})` : allOf(terms))).join(' OR ')})`,
    );
    at += known ? known.urdu.length : 1;
  }
  // FTS5 reads words side by side as AND, but not a bracketed group beside another: AND is written out.
  return parts.length ? [...new Set(parts)].join(' AND ') : undefined;
}

/**
 * The filter as the FROM and WHERE of a query over `products p`, with their parameters, or undefined
 * when it can match nothing. The shapes are the ones SQLite plans well without statistics
 * (docs/decisions/0018). Gathered (`sortIndex` undefined), the filters drive: the words from FTS5
 * when there are any, a category then one list of ids from its index; without words a category
 * drives from that index. Walked in sort order, `sortIndex` drives and every filter is a probe of
 * the product at hand. Either way a size or colour in stock, or the one cell of both, is one probe per
 * product into the partial indexes of in-stock cells (schema.ts).
 */
function filterOf(
  query: ProductQuery,
  sortIndex?: string,
): { from: string; params: unknown[]; onlyWords: boolean } | undefined {
  const { words, stock } = parseSearchText(query.q ?? query.search);
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    if (value === undefined) return;
    conditions.push(condition);
    params.push(value);
  };
  let from = 'products p';
  const match = words ? ftsQuery(words) : undefined;
  if (words && match === undefined) return undefined;
  if (sortIndex) {
    from = `products p indexed by ${sortIndex}`;
    add('p.rowid in (select rowid from products_fts where products_fts match ?)', match);
    add(
      'exists (select 1 from product_categories c where c.category = ? collate nocase and c.product_id = p.id)',
      query.category,
    );
  } else if (match) {
    from = 'products_fts f join products p on p.rowid = f.rowid';
    add('products_fts match ?', match);
    add('p.id in (select product_id from product_categories where category = ? collate nocase)', query.category);
  } else if (query.category !== undefined) {
    // A product is in a category once: its index is unique whatever the case (migration 0024).
    from = 'product_categories c join products p on p.id = c.product_id';
    add('c.category = ? collate nocase', query.category);
  }
  // Size and colour together ask for that one cell in stock (issue 35: XXL + Navy listed a shirt whose
  // XXL / Navy cell was 0 while XXL White and L Navy had stock): one probe of the size index, the
  // colour tested on the cells it finds.
  if (query.size !== undefined && query.color !== undefined) {
    conditions.push(
      'exists (select 1 from product_variants v where v.product_id = p.id and v.size = ? collate nocase and v.color = ? collate nocase and v.stock > 0)',
    );
    params.push(query.size, query.color);
  } else {
    add(
      'exists (select 1 from product_variants v where v.product_id = p.id and v.size = ? collate nocase and v.stock > 0)',
      query.size,
    );
    add(
      'exists (select 1 from product_variants v where v.product_id = p.id and v.color = ? collate nocase and v.stock > 0)',
      query.color,
    );
  }
  add('p.price >= ?', query.minPrice);
  add('p.price <= ?', query.maxPrice);
  add('p.average_rating >= ?', query.minRating);
  add('p.stock >= ?', stock?.min);
  add('p.stock <= ?', stock?.max);
  return {
    from: conditions.length ? `${from} where ${conditions.join(' and ')}` : from,
    params,
    onlyWords: Boolean(words) && conditions.length === 1,
  };
}

/** Whether a list's products change with stock alone (the search text's 'stock:min-max'), not only at a cell's sell-out. */
export const listFollowsStock = (query: ProductQuery): boolean =>
  parseSearchText(query.q ?? query.search).stock !== undefined;

/**
 * The SQL of a list's total and of its page (then limit and offset), or undefined when it can match
 * nothing. The page comes in two shapes with the same parameters and the same answer: `page`, every
 * match gathered and sorted, and `pageInSortOrder`, the sort's index walked until the page is full
 * (none for a sort without an index).
 */
export function listStatements(
  query: ProductQuery,
): { count: string; page: string; pageInSortOrder?: string; params: unknown[] } | undefined {
  const sort = SORTS[query.sortBy ?? 'newest'];
  const filter = filterOf(query);
  if (!filter) return undefined;
  const walked = sort.index ? filterOf(query, sort.index) : undefined;
  return {
    // Words alone are counted in FTS5's index without reading the products (each has its one row there).
    count: filter.onlyWords
      ? 'select count(*) from products_fts where products_fts match ?'
      : `select count(*) from ${filter.from}`,
    page: `select p.id from ${filter.from} order by ${sort.orderBy} limit ? offset ?`,
    ...(walked && { pageInSortOrder: `select p.id from ${walked.from} order by ${sort.orderBy} limit ? offset ?` }),
    params: filter.params,
  };
}

/**
 * How much dearer a product gathered and sorted is than one walked past in sort order, as measured
 * at 2,000 and 10,000 shirts (docs/decisions/0018).
 */
const GATHERED_TO_WALKED = 16;

/**
 * Whether to walk the sort's index for a page rather than gather and sort every match: walking to
 * the page's end passes about `end × catalog / total` products when matches are spread through the
 * catalog, gathering touches all `total`. Many matches (a category, a common word) walk a few dozen
 * products; a rare word's handful is gathered instead of walking the whole catalog.
 */
export const walksInSortOrder = (total: number, end: number, catalog: number): boolean =>
  total > 0 && end * catalog < GATHERED_TO_WALKED * total * total;

/**
 * Whether which products a list finds changes when a size and colour sells out or comes back in
 * stock: a list asking for a size or colour in stock. Other lists find the same products then.
 */
export const listFollowsSellOuts = (query: ProductQuery): boolean =>
  query.size !== undefined || query.color !== undefined;

/**
 * What a list's matches are made of, stock aside: the catalog listing's version, which triggers move
 * whenever what a list finds or its order may change (migration 0023), and data_version, which
 * another connection's commit (a restore) moves; for a list that follows sell-outs, also the listing's
 * stock_version, which a cell sold out or back in stock moves (migration 0040). A kept list answer or
 * total holds while it is unchanged.
 */
export const listingStampSql = (followsSellOuts: boolean): string =>
  `(select data_version from pragma_data_version) || ' ' || (select version${followsSellOuts ? " || ' ' || stock_version" : ''} from catalog_listing)`;
export function listingStamp(db: Db, followsSellOuts: boolean): string {
  return db.$client
    .prepare(`select ${listingStampSql(followsSellOuts)}`)
    .pluck()
    .get() as string;
}

/** Totals counted, by connection, under their count statement and parameters. */
const keptTotalsOf = new WeakMap<Database.Database, LRUCache<string, { stamp: string; total: number }>>();
/** A few hundred bytes each: the filters many shoppers page through and sort, at little memory. */
const KEPT_TOTALS = 5_000;

/**
 * A list's total. Counting visits every match where its page stops after 24, so a total is kept for
 * the next page or sort of the same filter until the listing changes (decision 0018). Not kept for a
 * list filtered on stock, which any order may change, nor when read inside a transaction.
 */
function totalOf(db: Db, query: ProductQuery, list: { count: string; params: unknown[] }): number {
  const count = () =>
    db.$client
      .prepare(list.count)
      .pluck()
      .get(...list.params) as number;
  const sqlite = db.$client;
  if (sqlite.inTransaction || listFollowsStock(query)) return count();
  let kept = keptTotalsOf.get(sqlite);
  if (!kept) keptTotalsOf.set(sqlite, (kept = new LRUCache({ max: KEPT_TOTALS })));
  const key = `${list.count} ${JSON.stringify(list.params)}`;
  const stamp = listingStamp(db, listFollowsSellOuts(query));
  const known = kept.get(key);
  if (known?.stamp === stamp) return known.total;
  const total = count();
  kept.set(key, { stamp, total });
  return total;
}

/** The ids of one page of products, with the paging facts of GET /api/products. */
export function listProductIds(db: Db, query: ProductQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? PRODUCTS_PER_PAGE;
  const offset = (page - 1) * limit;
  const list = listStatements(query);
  const total = list ? totalOf(db, query, list) : 0;
  let ids: string[] = [];
  if (list && total > offset) {
    const sql =
      list.pageInSortOrder && walksInSortOrder(total, offset + limit, countProducts(db))
        ? list.pageInSortOrder
        : list.page;
    ids = db.$client
      .prepare(sql)
      .pluck()
      .all(...list.params, limit, offset) as string[];
  }
  return { ids, total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/** One page of products with the paging facts of GET /api/products. */
export function listProducts(db: Db, query: ProductQuery) {
  const { ids, ...paging } = listProductIds(db, query);
  return { items: productsByIds(db, ids), ...paging };
}
