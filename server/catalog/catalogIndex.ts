import type Database from 'better-sqlite3';
import type { ProductQuery } from '../../common/catalog';
import { columns, remember } from './bulkRead';

export type Sort = NonNullable<ProductQuery['sortBy']>;

/** Each sort's order as SQLite gives it (ties broken by id); the index keeps that order, never its own. */
const ORDER_BY: Record<Sort, string> = {
  newest: 'created_at desc, id',
  'price-asc': 'price, id',
  'price-desc': 'price desc, id',
  rating: 'average_rating desc, review_count desc, id',
  name: 'title collate nocase, id',
  // The owner's product table only.
  'name-desc': 'title collate nocase desc, id',
  oldest: 'created_at, id',
};

/** What a list filters on. `terms`: lower-case words, each of which begins a word of every product listed. */
export type Filter = {
  terms?: string[];
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  minStock?: number;
  maxStock?: number;
};

/** A product's numbers as `select price, average_rating, review_count, stock` gives them. */
export type ProductFacts = [price: number, averageRating: number, reviewCount: number, stock: number];

/** A set of products: one bit per position in the index. */
type Bits = Uint32Array;
/** `intersection`: of several kept sets (search words, a category); it gets no price order of its own. */
type Members = { bits: Bits; count: number; intersection?: true };
/** A filter's price, rating and stock bounds, open ends as infinities. */
type Bounds = { lowPrice: number; highPrice: number; lowRating: number; lowStock: number; highStock: number };

function popcount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** SQLite's NOCASE: only ASCII letters fold, so 'Formal' and 'formal' are one category and 'É' and 'é' are two. */
const nocase = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** Shoppers' words are few (the catalog's own words and their first letters); a flood of odd ones is capped. */
const MAX_TERMS = 500;
/** warmCommonWords: one product in this many. */
const COMMON_WORD_SHARE = 50;
/** A prefix that begins more of the catalog's words than this is asked of FTS5 as a prefix. */
const MAX_WORDS_OF_PREFIX = 16;
/**
 * Price orders kept, at most: a kept set's members (or the catalog's) in price order, all of them or
 * only those rated at least some number of stars. Each costs 4 bytes a member (a word found in every
 * product: 400 kB at 100,000) where a bitmap costs 1 bit a product, so the cap bounds the memory; the
 * shop's categories with the star filters a shopper picks, and the words shoppers combine with a
 * price range, are fewer.
 */
const MAX_PRICE_ORDERS = 64;
/**
 * Intersections kept (several search words, or words and a category): at 1 bit a product, 12.5 kB
 * each at 100,000 products. A list asks for its count and then its page, and a shopper pages on.
 */
const MAX_INTERSECTIONS = 256;
/** The catalog's words, as FTS5 keeps them: on the shop's connection only, never in the database file. */
const WORDS_TABLE = 'temp.shop_catalog_words';

/**
 * The facts a shopper's list filters and sorts on, for every product, in typed arrays: a filtered,
 * sorted page is then a walk down a sort order kept in memory, testing each product with a few array
 * reads, instead of SQLite walking an index and looking each row up (issue 12: about 2 ms per search
 * or filter at 10,000 products, far more at 100,000). The text search itself stays FTS5's: each
 * search word's matches are asked of FTS5 once and kept as a bitmap, so 'white oxford' reuses what
 * 'white' and 'oxford' found; a search of several words is the intersection of its words' bitmaps,
 * which is what FTS5 answers for the words together.
 *
 * Built from the database and thrown away by the reader (queries.ts) when a product's text,
 * categories or pictures change, or products come or go; its numbers alone (an order, a review) are
 * updated in place with `setFacts`.
 */
export class CatalogIndex {
  readonly size: number;
  private readonly ids: string[];
  private readonly positionOfId = new Map<string, number>();
  private readonly positionOfRowid: (rowid: number) => number;
  private readonly price: Float64Array;
  private readonly rating: Float64Array;
  private readonly reviewCount: Float64Array;
  private readonly stock: Float64Array;
  private readonly categories = new Map<string, Members>();
  private readonly orders = new Map<Sort, { order: Int32Array; rank: Int32Array }>();
  /** By `${set number} ${lowest rating}`: see priceOrder. */
  private readonly priceOrders = new Map<string, Int32Array>();
  private readonly setNumbers = new WeakMap<Members, number>();
  private setsNumbered = 0;
  private readonly intersections = new Map<string, Members | null>();
  private readonly termMatches = new Map<string, Members>();
  private readonly wordMatches = new Map<string, Members>();
  private readonly words: number;

  constructor(private readonly sqlite: Database.Database) {
    sqlite.exec(`create virtual table if not exists ${WORDS_TABLE} using fts5vocab(main, products_fts, row)`);
    const [rowids, ids, prices, ratings, reviewCounts, stocks] = columns<[number[], string[], number[], number[], number[], number[]]>(
      sqlite,
      'select json_group_array(rowid), json_group_array(id), json_group_array(price), json_group_array(average_rating), json_group_array(review_count), json_group_array(stock) from products',
    );
    this.size = ids.length;
    this.words = (this.size + 31) >>> 5;
    this.ids = ids;
    this.price = Float64Array.from(prices);
    this.rating = Float64Array.from(ratings);
    this.reviewCount = Float64Array.from(reviewCounts);
    this.stock = Float64Array.from(stocks);
    let topRowid = 0;
    for (let position = 0; position < this.size; position++) {
      this.positionOfId.set(ids[position]!, position);
      if (rowids[position]! > topRowid) topRowid = rowids[position]!;
    }
    // Rowids are dense unless many products were deleted; a sparse range gets a Map instead of a huge array.
    if (topRowid <= 4 * this.size + 1024) {
      const positions = new Int32Array(topRowid + 1).fill(-1);
      rowids.forEach((rowid, position) => (positions[rowid] = position));
      this.positionOfRowid = (rowid) => (rowid <= topRowid ? positions[rowid]! : -1);
    } else {
      const positions = new Map(rowids.map((rowid, position) => [rowid, position]));
      this.positionOfRowid = (rowid) => positions.get(rowid) ?? -1;
    }
    const [productIds, names] = columns<[string[], string[]]>(sqlite, 'select json_group_array(product_id), json_group_array(category) from product_categories');
    // Categories are few and repeat on every product: each spelling is looked up once.
    const setOfName = new Map<string, Members>();
    for (let row = 0; row < productIds.length; row++) {
      const position = this.positionOfId.get(productIds[row]!);
      if (position === undefined) continue;
      let set = setOfName.get(names[row]!);
      if (!set) {
        const key = nocase(names[row]!);
        set = this.categories.get(key);
        if (!set) this.categories.set(key, (set = { bits: new Uint32Array(this.words), count: 0 }));
        setOfName.set(names[row]!, set);
      }
      const word = position >>> 5;
      const bit = 1 << (position & 31);
      if ((set.bits[word]! & bit) === 0) {
        set.bits[word]! |= bit;
        set.count++;
      }
    }
  }

  /**
   * Asks FTS5 now for the matches of every word found in at least one product in COMMON_WORD_SHARE:
   * those are the words that cost most to ask for later (at 100,000 products 'shirt' took about
   * 25 ms), and the first searches after a start asked for dozens of them together, holding every
   * request for more than a second (issue 12).
   */
  warmCommonWords(): void {
    const words = this.sqlite.prepare(`select term from ${WORDS_TABLE} where doc >= ?`).pluck().all(Math.ceil(this.size / COMMON_WORD_SHARE)) as string[];
    for (const word of words) if (/^[a-z0-9]+$/.test(word)) this.matching(this.wordMatches, `"${word}"`);
  }

  /**
   * Keeps a product's numbers in step after an order, a cancellation or a review: a new price or
   * rating drops the sort orders on it, which are read again from SQLite when next asked for; a new
   * price drops every kept price order and a new rating those that leave out products below some
   * rating. Words, categories and the other orders stay; so do the price orders after a new stock,
   * which a count with a stock bound reads afresh.
   */
  setFacts(id: string, facts: ProductFacts | undefined): void {
    const position = this.positionOfId.get(id);
    if (position === undefined || facts === undefined) return;
    const [price, rating, reviewCount, stock] = facts;
    if (price !== this.price[position]) {
      this.orders.delete('price-asc');
      this.orders.delete('price-desc');
      this.priceOrders.clear();
    }
    if (rating !== this.rating[position] || reviewCount !== this.reviewCount[position]) this.orders.delete('rating');
    if (rating !== this.rating[position]) for (const key of this.priceOrders.keys()) if (!key.endsWith(ALL_RATINGS)) this.priceOrders.delete(key);
    this.price[position] = price;
    this.rating[position] = rating;
    this.reviewCount[position] = reviewCount;
    this.stock[position] = stock;
  }

  /**
   * How many products match. The products of a kept set (a category, a search word), or of the whole
   * catalog, rated at least the filter's stars and within its price range are one stretch of a price
   * order of theirs, found by two binary searches: its length is the count, unless stock is bounded
   * too (the owner's table), when only that stretch is tested. At 100,000 products a category with a
   * price range tested about 25,000 products per count (15-18% of the server's time under shopper
   * traffic), and with a star filter too about 8,000 (190 µs a count). An intersection has no price
   * order: the count is over its matches or over the catalog's stretch, testing each one's bit,
   * whichever are fewer.
   */
  count(filter: Filter): number {
    const set = this.candidates(filter);
    if (set === null) return 0;
    const bounds = boundsOf(filter);
    if (!bounds) return set ? set.count : this.size;
    if (!set?.intersection) {
      const order = this.priceOrder(set, bounds.lowRating);
      const [from, to] = this.span('price-asc', order, bounds);
      if (bounds.lowStock === -Infinity && bounds.highStock === Infinity) return to - from;
      let total = 0;
      for (let at = from; at < to; at++) if (this.within(bounds, order[at]!)) total++;
      return total;
    }
    const { bits } = set;
    const order = this.sortOrder('price-asc').order;
    const [from, to] = this.span('price-asc', order, bounds);
    let total = 0;
    if (to - from < set.count) {
      for (let at = from; at < to; at++) {
        const position = order[at]!;
        if ((bits[position >>> 5]! & (1 << (position & 31))) !== 0 && this.within(bounds, position)) total++;
      }
    } else {
      for (let word = 0; word < bits.length; word++) {
        for (let rest = bits[word]!; rest !== 0; rest &= rest - 1) {
          if (this.within(bounds, (word << 5) + 31 - Math.clz32(rest & -rest))) total++;
        }
      }
    }
    return total;
  }

  /**
   * Ids of the page, given the filter's total: walking the sort order reads about
   * (offset + limit) / share-of-matches products and stops; gathering reads every match and sorts
   * them by their place in the order. Whichever reads fewer.
   */
  page(filter: Filter, sort: Sort, offset: number, limit: number, total: number): string[] {
    const set = this.candidates(filter);
    if (set === null || total <= offset) return [];
    const bounds = boundsOf(filter);
    const bits = set?.bits;
    const { order, rank } = this.sortOrder(sort);
    const [from, to] = this.span(sort, order, bounds);
    const walked = ((offset + limit) * (to - from)) / total;
    const gathered = (set ? this.words + set.count : this.size) + total * Math.log2(total + 1);
    let positions: number[] = [];
    if (walked <= gathered) {
      let skipped = 0;
      for (let at = from; at < to; at++) {
        const position = order[at]!;
        if (bits && (bits[position >>> 5]! & (1 << (position & 31))) === 0) continue;
        if (bounds && !this.within(bounds, position)) continue;
        if (skipped < offset) skipped++;
        else if (positions.push(position) >= limit) break;
      }
    } else {
      const matches: number[] = [];
      if (bits) {
        for (let word = 0; word < bits.length; word++) {
          for (let rest = bits[word]!; rest !== 0; rest &= rest - 1) {
            const position = (word << 5) + 31 - Math.clz32(rest & -rest);
            if (!bounds || this.within(bounds, position)) matches.push(position);
          }
        }
      } else {
        for (let position = 0; position < this.size; position++) if (!bounds || this.within(bounds, position)) matches.push(position);
      }
      matches.sort((a, b) => rank[a]! - rank[b]!);
      positions = matches.slice(offset, offset + limit);
    }
    return positions.map((position) => this.ids[position]!);
  }

  /**
   * Where in a sort order the products within the price or rating bounds lie, when the order is by
   * that fact: the walk starts and stops there instead of stepping over every cheaper shirt first
   * (at 100,000 products a price range sorted by price walked about a third of the catalog).
   */
  private span(sort: Sort, order: Int32Array, bounds: Bounds | undefined): [from: number, to: number] {
    if (!bounds) return [0, order.length];
    // The first place in the order where `past` holds; it holds from there to the end.
    const firstWhere = (past: (position: number) => boolean) => {
      let low = 0;
      let high = order.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (past(order[middle]!)) high = middle;
        else low = middle + 1;
      }
      return low;
    };
    const { price, rating } = this;
    if (sort === 'price-asc') return [firstWhere((at) => price[at]! >= bounds.lowPrice), firstWhere((at) => price[at]! > bounds.highPrice)];
    if (sort === 'price-desc') return [firstWhere((at) => price[at]! <= bounds.highPrice), firstWhere((at) => price[at]! < bounds.lowPrice)];
    if (sort === 'rating') return [0, firstWhere((at) => rating[at]! < bounds.lowRating)];
    return [0, order.length];
  }

  private within(bounds: Bounds, position: number): boolean {
    const price = this.price[position]!;
    const stock = this.stock[position]!;
    return price >= bounds.lowPrice && price <= bounds.highPrice && this.rating[position]! >= bounds.lowRating && stock >= bounds.lowStock && stock <= bounds.highStock;
  }

  /**
   * The products the search words and the category allow, as one bitmap with its count; undefined
   * when neither is given (every product), null when they allow none.
   */
  private candidates(filter: Filter): Members | undefined | null {
    const sets: Members[] = [];
    for (const term of filter.terms ?? []) sets.push(this.termSet(term));
    if (filter.category !== undefined) {
      const set = this.categories.get(nocase(filter.category));
      if (!set) return null;
      sets.push(set);
    }
    if (sets.length === 0) return undefined;
    if (sets.length === 1) return sets[0]!.count === 0 ? null : sets[0]!;
    const key = `${(filter.terms ?? []).join(' ')}|${filter.category === undefined ? '' : nocase(filter.category)}`;
    let kept = this.intersections.get(key);
    if (kept === undefined) kept = remember(this.intersections, key, intersection(sets, this.words), MAX_INTERSECTIONS);
    return kept;
  }

  /**
   * The products with a word that begins with `term`. Shoppers type the first letters of a word
   * ('oxf', 'oxfo', 'oxford'): the catalog's words that begin so are looked up in FTS5's own list of
   * words, and the matches of each whole word are kept, so every beginning of 'oxford' reuses the one
   * set of 'oxford' instead of asking FTS5 again (at 100,000 products one ask is 5 to 20 ms). Only
   * for plain ASCII letters and digits, which FTS5's tokenizer keeps as they are; other text, and a
   * beginning shared by many words ('1', 'mix0'), is asked of FTS5 as a prefix query.
   */
  private termSet(term: string): Members {
    let set = this.termMatches.get(term);
    if (!set) {
      let words: string[] | undefined;
      if (/^[a-z0-9]+$/.test(term)) {
        const next = term.slice(0, -1) + String.fromCharCode(term.charCodeAt(term.length - 1) + 1);
        words = this.sqlite.prepare(`select term from ${WORDS_TABLE} where term >= ? and term < ? limit ?`).pluck().all(term, next, MAX_WORDS_OF_PREFIX + 1) as string[];
      }
      if (words && words.length <= MAX_WORDS_OF_PREFIX) {
        const sets = words.map((word) => this.matching(this.wordMatches, `"${word}"`));
        set = sets.length === 1 ? sets[0]! : union(sets, this.words);
      } else {
        set = this.matching(this.termMatches, `"${term.replaceAll('"', '""')}"*`);
      }
      remember(this.termMatches, term, set, MAX_TERMS);
    }
    return set;
  }

  /** What the FTS5 query matches, kept in `kept`. */
  private matching(kept: Map<string, Members>, query: string): Members {
    let set = kept.get(query);
    if (!set) {
      const bits = new Uint32Array(this.words);
      let count = 0;
      const [rowids] = columns<[number[]]>(this.sqlite, 'select json_group_array(rowid) from products_fts where products_fts match ?', query);
      for (const rowid of rowids) {
        const position = this.positionOfRowid(rowid);
        if (position < 0) continue;
        bits[position >>> 5]! |= 1 << (position & 31);
        count++;
      }
      set = remember(kept, query, { bits, count }, MAX_TERMS);
    }
    return set;
  }

  /**
   * The members of a kept set (undefined: the whole catalog) rated at least `lowRating`, in the
   * catalog's price order: made once (one pass over the catalog) and kept.
   */
  private priceOrder(set: Members | undefined, lowRating: number): Int32Array {
    const catalog = this.sortOrder('price-asc').order;
    if (!set && lowRating === -Infinity) return catalog;
    let number = set ? this.setNumbers.get(set) : 0;
    if (number === undefined) this.setNumbers.set(set!, (number = ++this.setsNumbered));
    const key = `${number} ${lowRating}`;
    let members = this.priceOrders.get(key);
    if (!members) {
      const { rating } = this;
      const bits = set?.bits;
      const found = new Int32Array(set ? set.count : this.size);
      let next = 0;
      for (const position of catalog) {
        if ((!bits || (bits[position >>> 5]! & (1 << (position & 31))) !== 0) && rating[position]! >= lowRating) found[next++] = position;
      }
      members = remember(this.priceOrders, key, next === found.length ? found : found.slice(0, next), MAX_PRICE_ORDERS);
    }
    return members;
  }

  private sortOrder(sort: Sort) {
    let sorted = this.orders.get(sort);
    if (!sorted) {
      const [rowids] = columns<[number[]]>(this.sqlite, `select json_group_array(rowid) from (select rowid from products order by ${ORDER_BY[sort]})`);
      const order = new Int32Array(this.size);
      const rank = new Int32Array(this.size);
      rowids.forEach((rowid, at) => {
        const position = this.positionOfRowid(rowid);
        order[at] = position;
        rank[position] = at;
      });
      this.orders.set(sort, (sorted = { order, rank }));
    }
    return sorted;
  }
}

/** The products in every one of `sets`; null when none is. */
function intersection(sets: Members[], words: number): Members | null {
  const bits = sets[0]!.bits.slice();
  let count = 0;
  for (let word = 0; word < words; word++) {
    let value = bits[word]!;
    for (let other = 1; other < sets.length && value !== 0; other++) value &= sets[other]!.bits[word]!;
    bits[word] = value;
    if (value !== 0) count += popcount(value);
  }
  return count === 0 ? null : { bits, count, intersection: true };
}

function union(sets: Members[], words: number): Members {
  const bits = new Uint32Array(words);
  let count = 0;
  for (let word = 0; word < words; word++) {
    let value = 0;
    for (const set of sets) value |= set.bits[word]!;
    bits[word] = value;
    if (value !== 0) count += popcount(value);
  }
  return { bits, count };
}

/** The key ending of a price order that keeps every rating. */
const ALL_RATINGS = ` ${-Infinity}`;

function boundsOf({ minPrice, maxPrice, minRating, minStock, maxStock }: Filter): Bounds | undefined {
  if (minPrice === undefined && maxPrice === undefined && minRating === undefined && minStock === undefined && maxStock === undefined) return undefined;
  return { lowPrice: minPrice ?? -Infinity, highPrice: maxPrice ?? Infinity, lowRating: minRating ?? -Infinity, lowStock: minStock ?? -Infinity, highStock: maxStock ?? Infinity };
}
