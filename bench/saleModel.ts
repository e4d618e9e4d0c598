import { apiQuery, EMPTY_FILTERS } from '../common/productFilters';
import type { ProductSort } from '../common/catalogListing';
import { CATEGORIES, productId, WORDS } from './mix';
import { SIZES } from './orderClient';
import { random } from './seeded';

/**
 * A sale-day shopper, as a model of people rather than of URLs (issue 38; the parameters and their
 * sources are in docs/decisions/0071-sale-day-benchmark.md). An Eid sale posted on Instagram sends
 * most shoppers to a few shirts and the first pages of a few categories, with a long tail of searches.
 */
export const SALE_MODEL = {
  /** Zipf exponent of what shoppers open: product pages, categories and search words. */
  zipf: 1,
  /** A visit starts on a product page (the post's link) or else on the home page. */
  landsOnProduct: 0.65,
  /** Lists opened per visit: 2 or 3. */
  listsPerVisit: [2, 3],
  /** Which page of a list: mostly the first. */
  pageWeights: { 1: 0.6, 2: 0.25, 3: 0.15 } as Record<string, number>,
  /** Sorts shoppers pick, by share; the list opens on newest. */
  sortWeights: { newest: 0.5, 'price-asc': 0.25, 'price-desc': 0.1, rating: 0.1, name: 0.05 } as Record<
    ProductSort,
    number
  >,
  /** A list narrowed by size. */
  sizeFilter: 0.15,
  /** A shirt opened from a list. */
  opensFromList: 0.5,
  /** A visit with a search, and of searches: a misspelt word, a word nobody typed before. */
  searches: 0.3,
  misspelt: 0.1,
  seenOnce: 0.15,
  /** Visits that check out with the sale's code. */
  checksOut: 0.05,
} as const;

/** Draws an index 0..n-1 with probability proportional to 1/(rank+1)^s. */
export function zipf(next: () => number, n: number, s: number) {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= n; rank++) cumulative.push((total += 1 / rank ** s));
  return () => {
    const target = next() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

function weighted<T extends string>(next: () => number, weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][];
  let target = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of entries) if ((target -= weight) <= 0) return value;
  return entries.at(-1)![0];
}

/**
 * Shoppers' visits for autocannon: each connection is one shopper's phone at a time, asking for the
 * requests of one visit in order (the API calls the storefront's pages make: the shop's policy, a
 * product with its reviews, lists at the exact URLs the list page builds), then starting the next
 * visit. `visits` counts the visits begun, so the bench can say what share of them checked out.
 */
export function saleShoppers(productCount: number, seed: number) {
  const next = random(seed);
  const product = zipf(next, productCount, SALE_MODEL.zipf);
  const category = zipf(next, CATEGORIES.length, SALE_MODEL.zipf);
  const word = zipf(next, WORDS.length, SALE_MODEL.zipf);
  let seenOnce = 0;
  const productPage = () => {
    const id = productId(product());
    return [`/api/products/${id}`, `/api/reviews/product/${id}/stats`, `/api/reviews/product/${id}`];
  };
  const list = () => {
    const page = Number(weighted(next, SALE_MODEL.pageWeights));
    const query = apiQuery({
      ...EMPTY_FILTERS,
      category: CATEGORIES[category()]!,
      sortBy: weighted(next, SALE_MODEL.sortWeights),
      page,
      size: next() < SALE_MODEL.sizeFilter ? SIZES[Math.floor(next() * SIZES.length)]! : '',
    });
    return `/api/products?${query}`;
  };
  const search = () => {
    const roll = next();
    let text = WORDS[word()]!;
    if (roll < SALE_MODEL.seenOnce) text = `${text.slice(0, 3)}${(seenOnce++).toString(36)}`;
    else if (roll < SALE_MODEL.seenOnce + SALE_MODEL.misspelt && text.length > 3)
      text = `${text.slice(0, 1)}${text[2]}${text[1]}${text.slice(3)}`;
    return `/api/products?${apiQuery({ ...EMPTY_FILTERS, q: text })}`;
  };
  const visit = (): string[] => {
    const paths = next() < SALE_MODEL.landsOnProduct ? productPage() : ['/api/shop', '/api/hot-products'];
    const lists = SALE_MODEL.listsPerVisit[Math.floor(next() * SALE_MODEL.listsPerVisit.length)]!;
    for (let index = 0; index < lists; index++) {
      paths.push(list());
      if (next() < SALE_MODEL.opensFromList) paths.push(...productPage());
    }
    if (next() < SALE_MODEL.searches) paths.push(search());
    return paths;
  };
  const counts = { visits: 0 };
  return {
    counts,
    /** The next request of this connection's shopper. */
    nextPath: (connection: Record<string, unknown>) => {
      let queue = connection.visit as string[] | undefined;
      if (!queue?.length) {
        queue = connection.visit = visit();
        counts.visits++;
      }
      return queue.shift()!;
    },
  };
}
