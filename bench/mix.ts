import Database from 'better-sqlite3';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/client';
import { bulkLoad } from './bulkLoad';
import { startChildServer } from '../server/testing/childServer';
import { BENCH_SECONDS, load, printLoad, type LoadResult } from './load';
import { SIZES, type BenchProduct, type OrderPlan, type OrderStats } from './orderClient';
import { pick, random } from './seeded';

const here = path.dirname(fileURLToPath(import.meta.url));
const CATEGORIES = ['Formal', 'Casual', 'Eastern', 'Linen', 'Party', 'Polo', 'Denim', 'Checked'];
const COLOURS = ['White', 'Sky Blue', 'Navy', 'Black', 'Maroon', 'Olive', 'Beige', 'Charcoal', 'Mustard', 'Teal', 'Lilac', 'Rust'];
const FABRICS = ['Oxford', 'Poplin', 'Twill', 'Linen', 'Chambray', 'Flannel', 'Denim', 'Seersucker', 'Corduroy', 'Khaddar', 'Lawn', 'Cotton'];
const PATTERNS = ['Plain', 'Striped', 'Checked', 'Gingham', 'Paisley', 'Printed', 'Embroidered', 'Herringbone'];
const COLLARS = ['Button-Down', 'Spread', 'Mandarin', 'Cutaway', 'Band', 'Camp'];
const FITS = ['slim', 'regular', 'relaxed'];
const SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'name'];
/** What shoppers type: the words of the catalog, whole or as the first letters of one. */
const WORDS = [...new Set([...COLOURS, ...FABRICS, ...PATTERNS, ...COLLARS, ...FITS, ...CATEGORIES, 'shirt', 'collar', 'cuffs', 'breathable', 'summer', 'wedding', 'office']
  .flatMap((text) => text.toLowerCase().split(/[\s-]+/)))];

const productId = (index: number) => `MIX${String(index).padStart(6, '0')}`;

/**
 * Writes `count` varied shirts straight into a new shop database with prepared statements (saveProduct
 * builds each query with drizzle, which takes minutes at 100,000). Only the catalog's own tables are
 * written, as a bulk load (bulkLoad.ts: the search index and the category rows' copies of price and
 * rating are built once at the end, not row by row).
 */
export function seedCatalog(dataDir: string, count: number): BenchProduct[] {
  const db = openDatabase(path.join(dataDir, 'shop.db'));
  const sqlite = db.$client;
  const insertProduct = sqlite.prepare(
    `insert into products (id, product_ref, title, description, price, sizes, colors, stock, sku, average_rating, review_count, created_at, updated_at)
     values (?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertImage = sqlite.prepare('insert into product_images (product_id, position, url) values (?, ?, ?)');
  const insertCategory = sqlite.prepare('insert into product_categories (product_id, category) values (?, ?)');
  const next = random(7);
  const now = Date.now();
  const products: BenchProduct[] = [];
  bulkLoad(sqlite, ['products', 'product_images', 'product_categories'], () => {
    for (let index = 0; index < count; index++) {
      const id = productId(index);
      const colour = pick(next, COLOURS);
      const colors = [colour, pick(next, COLOURS.filter((other) => other !== colour))];
      const fabric = pick(next, FABRICS);
      const pattern = pick(next, PATTERNS);
      const collar = pick(next, COLLARS);
      const reviews = Math.floor(next() * 30);
      const stock = 20 + Math.floor(next() * 40);
      insertProduct.run(
        id,
        `${colour} ${pattern} ${fabric} Shirt ${index}`,
        `A ${pick(next, FITS)} fit ${fabric.toLowerCase()} shirt with a ${collar.toLowerCase()} collar and ${pattern.toLowerCase()} finish; breathable for summer, smart enough for the office.`,
        900 + Math.floor(next() * 60) * 100,
        JSON.stringify(SIZES),
        JSON.stringify(colors),
        stock,
        `SKU-${id}`,
        reviews === 0 ? 0 : Math.round((2 + next() * 3) * 10) / 10,
        reviews,
        now - index * 60_000,
        now - index * 60_000,
      );
      for (let position = 0; position < 2; position++) insertImage.run(id, position, `/uploads/${id.toLowerCase()}-${position}-640.webp`);
      const first = pick(next, CATEGORIES);
      insertCategory.run(id, first);
      insertCategory.run(id, pick(next, CATEGORIES.filter((other) => other !== first)));
      products.push({ id, colors, stock });
    }
  });
  sqlite.close();
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
 * Orders at 20/s arrive from a process of their own (orderClient.ts), as shoppers' phones would:
 * placed from this process, each order's time included waiting for autocannon's own busy event loop.
 */
async function ordersWhile<T>(url: string, products: BenchProduct[], perSecond: number, during: () => Promise<T>): Promise<[T, OrderStats]> {
  const client = fork(path.join(here, 'orderClient.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    // Each reply is asked for before the client can send it: 'placing' after the plan, the stats after 'stop'.
    const reply = () =>
      new Promise<unknown>((resolve, reject) => {
        client.once('message', resolve);
        client.once('exit', (code) => reject(new Error(`the order client exited with code ${code}`)));
      });
    client.send({ url, products, perSecond } satisfies OrderPlan);
    await reply(); // placing
    const result = await during();
    client.send('stop');
    return [result, (await reply()) as OrderStats];
  } finally {
    client.kill();
  }
}

/** What Chromium asks for over plain HTTP, as shoppers on the shop's network use it. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate' };

/** The gzip row means what it says only if the shop does gzip such an answer. */
async function expectGzipped(url: string) {
  const response = await fetch(url, { headers: BROWSER_ENCODINGS });
  await response.arrayBuffer();
  if (response.headers.get('content-encoding') !== 'gzip') throw new Error(`${url} was not gzipped for a browser's Accept-Encoding`);
}

const meets = (result: LoadResult, baseline: LoadResult, p99Limit: number) => result.requestsPerSecond >= baseline.requestsPerSecond / 3 && result.p99 < p99Limit;

async function benchCatalogSize(productCount: number, baseline: LoadResult, parts: 'all' | 'mix-with-orders', p99Limit: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-mix-'));
  try {
    const started = Date.now();
    const products = seedCatalog(dataDir, productCount);
    console.log(`  ${productCount.toLocaleString('en')} products written in ${Date.now() - started} ms`);
    const shop = await startChildServer(path.join(here, '../server/main.ts'), {
      PORT: '0',
      HOST: '127.0.0.1',
      SHOP_DATA_DIR: dataDir,
      SHOP_DEMO_DATA: '0',
      SHOP_ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'silent',
    });
    try {
      const paths = shopperPaths(productCount, productCount);
      const label = `(${productCount.toLocaleString('en')})`;
      const results: LoadResult[] = [];
      if (parts === 'all') {
        results.push(await load(`a different search each request ${label}`, `${shop.url}/api/products`, { nextPath: paths.search }));
        results.push(await load(`category + price + sort, varying ${label}`, `${shop.url}/api/products`, { nextPath: paths.filter }));
        results.push(await load(`random product pages ${label}`, `${shop.url}/api/products`, { nextPath: paths.product }));
        results.push(await load(`the mix ${label}`, `${shop.url}/api/products`, { nextPath: paths.mix }));
        // Shoppers' browsers always ask for gzip (autocannon does not): what compressing each answer costs.
        await expectGzipped(`${shop.url}${paths.search()}`);
        results.push(await load(`the mix, gzipped as browsers ask ${label}`, `${shop.url}/api/products`, { nextPath: paths.mix, headers: BROWSER_ENCODINGS }));
      }
      const [withOrders, orders] = await ordersWhile(shop.url, products, 20, () =>
        load(`the mix + 20 orders/s ${label}`, `${shop.url}/api/products`, { nextPath: paths.mix }),
      );
      results.push(withOrders);
      printLoad(results, baseline);
      console.log(
        `  orders during the mix: ${orders.accepted} accepted of ${orders.offered} offered over ${BENCH_SECONDS} s (refused ${orders.refused}, failed ${orders.failed}), order p99 ${orders.p99} ms${orders.firstProblem ? ` | first problem: ${orders.firstProblem}` : ''}`,
      );
      const ok = meets(withOrders, baseline, p99Limit) && orders.accepted === orders.offered;
      console.log(`  ${ok ? 'meets' : 'MISSES'} target ${label}: >= 1/3 of bare req/s, p99 < ${p99Limit} ms, every offered order accepted`);
    } finally {
      await shop.stop();
    }
    // A timed-out order may still have been placed once the shop got to it: the database says which.
    const stored = new Database(path.join(dataDir, 'shop.db'), { readonly: true });
    try {
      console.log(`  orders stored in the shop's database after the run: ${(stored.prepare('select count(*) as count from orders').get() as { count: number }).count}`);
    } finally {
      stored.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Shopper traffic that the response cache cannot answer: distinct URLs per request (search words,
 * category + price range + sort, product pages, and a mix of those with browsing; the mix also
 * asking for gzip, as browsers do, for information beside the targets), 50 connections,
 * with orders arriving at 20/s, beside a bare Express route. Server and yardstick each run in a
 * process of their own. Targets (issue 12): the mix with orders at >= 1/3 of the bare route's req/s,
 * p99 < 50 ms, every order accepted; with 100,000 products p99 < 100 ms.
 */
export async function benchMix() {
  const bare = await startChildServer(path.join(here, 'bareServer.ts'), {});
  let baseline: LoadResult;
  try {
    baseline = await load('bare Express route', `${bare.url}/bare`);
  } finally {
    await bare.stop();
  }
  printLoad([baseline]);
  await benchCatalogSize(10_000, baseline, 'all', 50);
  await benchCatalogSize(100_000, baseline, 'mix-with-orders', 100);
}
