import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { saveProduct } from '../server/catalog/saveProduct';
import { closeDatabase, openDatabase } from '../server/db/client';
import { startChildServer } from '../server/testing/childServer';
import { bundledShop } from './bundledShop';
import { whileForked } from './forkedClient';
import { BENCH_SECONDS, load, loadBareRoute, printLoad, type LoadResult } from './load';
import { SIZES, type BenchProduct, type OrderDue, type OrderPlan, type OrderStats } from './orderClient';
import { pick, random } from './seeded';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CATEGORIES = ['Formal', 'Casual', 'Eastern', 'Linen', 'Party', 'Polo', 'Denim', 'Checked'];
const COLOURS = [
  'White',
  'Sky Blue',
  'Navy',
  'Black',
  'Maroon',
  'Olive',
  'Beige',
  'Charcoal',
  'Mustard',
  'Teal',
  'Lilac',
  'Rust',
];
const FABRICS = [
  'Oxford',
  'Poplin',
  'Twill',
  'Linen',
  'Chambray',
  'Flannel',
  'Denim',
  'Seersucker',
  'Corduroy',
  'Khaddar',
  'Lawn',
  'Cotton',
];
const PATTERNS = ['Plain', 'Striped', 'Checked', 'Gingham', 'Paisley', 'Printed', 'Embroidered', 'Herringbone'];
const COLLARS = ['Button-Down', 'Spread', 'Mandarin', 'Cutaway', 'Band', 'Camp'];
const FITS = ['slim', 'regular', 'relaxed'];
const SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'name'];
/** What shoppers type: the words of the catalog, whole or as the first letters of one. */
export const WORDS = [
  ...new Set(
    [
      ...COLOURS,
      ...FABRICS,
      ...PATTERNS,
      ...COLLARS,
      ...FITS,
      ...CATEGORIES,
      'shirt',
      'collar',
      'cuffs',
      'breathable',
      'summer',
      'wedding',
      'office',
    ].flatMap((text) => text.toLowerCase().split(/[\s-]+/)),
  ),
];

export const productId = (index: number) => `MIX${String(index).padStart(6, '0')}`;

/**
 * Writes `count` varied shirts into a new shop database through the catalog's own saveProduct, in one
 * transaction, then gives them ratings as reviews would have (saveProduct takes none).
 */
export function seedCatalog(dataDir: string, count: number): BenchProduct[] {
  const db = openDatabase(path.join(dataDir, 'shop.db'));
  const rate = db.$client.prepare('update products set average_rating = ?, review_count = ? where id = ?');
  const next = random(7);
  const now = Date.now();
  const products: BenchProduct[] = [];
  db.transaction(() => {
    for (let index = 0; index < count; index++) {
      const id = productId(index);
      const colour = pick(next, COLOURS);
      // Four sizes by three colours: the 12 cells of stock a shirt of a real shop has (issue 22).
      const second = pick(
        next,
        COLOURS.filter((other) => other !== colour),
      );
      const colors = [
        colour,
        second,
        pick(
          next,
          COLOURS.filter((other) => other !== colour && other !== second),
        ),
      ];
      const fabric = pick(next, FABRICS);
      const pattern = pick(next, PATTERNS);
      const collar = pick(next, COLLARS);
      const first = pick(next, CATEGORIES);
      const stock = 20 + Math.floor(next() * 40);
      saveProduct(
        db,
        {
          id,
          title: `${colour} ${pattern} ${fabric} Shirt ${index}`,
          description: `A ${pick(next, FITS)} fit ${fabric.toLowerCase()} shirt with a ${collar.toLowerCase()} collar and ${pattern.toLowerCase()} finish; breathable for summer, smart enough for the office.`,
          price: 900 + Math.floor(next() * 60) * 100,
          sizes: [...SIZES],
          colors,
          stock,
          sku: `SKU-${id}`,
          categories: [
            first,
            pick(
              next,
              CATEGORIES.filter((other) => other !== first),
            ),
          ],
          imageUrl: `/uploads/${id.toLowerCase()}-0-640.webp`,
          additionalImages: [`/uploads/${id.toLowerCase()}-1-640.webp`],
        },
        new Date(now - index * 60_000),
      );
      const reviews = Math.floor(next() * 30);
      rate.run(reviews === 0 ? 0 : Math.round((2 + next() * 3) * 10) / 10, reviews, id);
      products.push({ id, colors, stock });
    }
  });
  closeDatabase(db);
  return products;
}

/** Paths a shopper's browser asks for; each call is a new draw, so almost no two requests repeat. */
function shopperPaths(productCount: number, seed: number) {
  const next = random(seed);
  const page = () => 1 + Math.floor(next() * 3);
  const word = () => {
    const whole = pick(next, WORDS);
    return next() < 0.3 && whole.length > 3 ? whole.slice(0, 3 + Math.floor(next() * (whole.length - 3))) : whole;
  };
  const search = () => {
    const words = next() < 0.6 ? word() : `${word()} ${word()}`;
    return `/api/products?q=${encodeURIComponent(words)}&sortBy=${pick(next, SORTS)}&page=${page()}&limit=24`;
  };
  const filter = () => {
    const minPrice = 1000 + Math.floor(next() * 30) * 100;
    const maxPrice = minPrice + 500 + Math.floor(next() * 30) * 100;
    const rating = next() < 0.25 ? `&minRating=${1 + Math.floor(next() * 4)}` : '';
    return `/api/products?category=${pick(next, CATEGORIES)}&minPrice=${minPrice}&maxPrice=${maxPrice}${rating}&sortBy=${pick(next, SORTS)}&page=${page()}&limit=24`;
  };
  const product = () => `/api/products/${productId(Math.floor(next() * productCount))}`;
  const browse = () => `/api/products?sortBy=${pick(next, SORTS)}&page=${1 + Math.floor(next() * 40)}&limit=24`;
  const kinds = [search, filter, product, browse];
  return { search, filter, product, mix: () => pick(next, kinds)() };
}

/**
 * Orders arrive from a process of their own (orderClient.ts), as shoppers' phones would, through a
 * tunnel in that process: an order's time is the shop's and the tunnel's, not autocannon's. `pace` is
 * orders a second, or 'as told': `during` is handed a `tellOrders` to say how many are due by now.
 */
export async function ordersWhile<T>(
  url: string,
  products: BenchProduct[],
  pace: OrderPlan['pace'],
  during: (tellOrders: (due: OrderDue) => void) => Promise<T>,
  discountCode?: string,
): Promise<[T, OrderStats]> {
  return whileForked<OrderPlan, OrderStats, T>(
    path.join(here, 'orderClient.ts'),
    { url, products, pace, discountCode },
    during,
  );
}

/** What Chrome on a shopper's phone asks for with every request. */
export const PHONE_CHROME_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The rows mean what they say only if the shop compresses its answers for such a request: which encoding it chose. */
async function compressedAs(url: string): Promise<string> {
  const response = await fetch(url, { headers: PHONE_CHROME_ENCODINGS });
  await response.arrayBuffer();
  const encoding = response.headers.get('content-encoding');
  if (!encoding) throw new Error(`${url} was not compressed for a phone's Accept-Encoding`);
  return encoding;
}

/**
 * A size of catalog and its floor (decision 0071): the every-URL-new mix with 20 orders/s is the worst
 * case, which no shop's traffic is; the sale day (bench/sale.ts) carries the targets.
 */
type Size = { products: number; parts: 'all' | 'mix-with-orders'; ratio: number; p99Limit: number };
const SIZES_AND_TARGETS: Size[] = [
  // A large Pakistani apparel brand's online catalog.
  { products: 2_000, parts: 'all', ratio: 0.2, p99Limit: 100 },
  // The ceiling the shop plans for.
  { products: 10_000, parts: 'mix-with-orders', ratio: 0.12, p99Limit: 200 },
];

const meets = (result: LoadResult, baseline: LoadResult, { ratio, p99Limit }: Size) =>
  result.requestsPerSecond >= baseline.requestsPerSecond * ratio && result.p99 < p99Limit;

async function benchCatalogSize(size: Size, baseline: LoadResult) {
  const productCount = size.products;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-mix-'));
  try {
    const started = Date.now();
    const products = seedCatalog(dataDir, productCount);
    console.log(`  ${productCount.toLocaleString('en')} products written in ${Date.now() - started} ms`);
    const shop = await startChildServer(await bundledShop(), {
      PORT: '0',
      HOST: '127.0.0.1',
      SHOP_DATA_DIR: dataDir,
      SHOP_DEMO_DATA: '0',
      SHOP_ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'silent',
      // Orders come through a tunnel (orderClient.ts) that says who each shopper is.
      TRUST_PROXY: '1',
    });
    try {
      const paths = shopperPaths(productCount, productCount);
      const label = `(${productCount.toLocaleString('en')})`;
      const results: LoadResult[] = [];
      const shopper = { nextPath: paths.mix, headers: PHONE_CHROME_ENCODINGS };
      console.log(
        `  shoppers' answers come back ${await compressedAs(`${shop.url}${paths.search()}`)}-compressed for a phone's Accept-Encoding (${PHONE_CHROME_ENCODINGS['accept-encoding']})`,
      );
      if (size.parts === 'all') {
        results.push(
          await load(`a different search each request ${label}`, `${shop.url}/api/products`, {
            ...shopper,
            nextPath: paths.search,
          }),
        );
        results.push(
          await load(`category + price + sort, varying ${label}`, `${shop.url}/api/products`, {
            ...shopper,
            nextPath: paths.filter,
          }),
        );
        results.push(
          await load(`random product pages ${label}`, `${shop.url}/api/products`, {
            ...shopper,
            nextPath: paths.product,
          }),
        );
        results.push(await load(`the mix ${label}`, `${shop.url}/api/products`, shopper));
      }
      const [withOrders, orders] = await ordersWhile(shop.url, products, 20, () =>
        load(`the mix + 20 orders/s ${label}`, `${shop.url}/api/products`, shopper),
      );
      results.push(withOrders);
      printLoad(results, baseline);
      console.log(
        `  orders during the mix: ${orders.accepted} accepted of ${orders.offered} offered over ${BENCH_SECONDS} s (refused ${orders.refused}, failed ${orders.failed}), order p50 ${orders.p50} ms, p99 ${orders.p99} ms${orders.firstProblem ? ` | first problem: ${orders.firstProblem}` : ''}`,
      );
      const ok = meets(withOrders, baseline, size) && orders.accepted === orders.offered;
      console.log(
        `  ${ok ? 'meets' : 'MISSES'} floor ${label}: >= ${size.ratio.toFixed(2)}x the bare route's req/s, p99 < ${size.p99Limit} ms, every offered order accepted`,
      );
    } finally {
      await shop.stop();
    }
    // A timed-out order may still have been placed once the shop got to it: the database says which.
    const stored = new Database(path.join(dataDir, 'shop.db'), { readonly: true });
    try {
      console.log(
        `  orders stored in the shop's database after the run: ${(stored.prepare('select count(*) as count from orders').get() as { count: number }).count}`,
      );
    } finally {
      stored.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Shopper traffic that the response cache cannot answer: distinct URLs per request (search words,
 * category + price range + sort, product pages, and a mix of those with browsing), each asking for
 * the encodings a phone's Chrome asks for, 50 connections, with orders arriving at 20/s, beside a
 * bare Express route. Server and yardstick each run in a process of their own. At 2,000 and 10,000
 * products, each against its targets (SIZES_AND_TARGETS).
 */
export async function benchMix() {
  const baseline = await loadBareRoute();
  printLoad([baseline]);
  for (const size of SIZES_AND_TARGETS) await benchCatalogSize(size, baseline);
}
