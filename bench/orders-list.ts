import { bareRouteTiming, formatTiming, timeCalls, type Timing } from './oneAtATime';
import { benchPhone, writeOrderBook } from './orderBook';
import { benchShop } from './shop';

const CITIES = ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan', 'Peshawar', 'Quetta'];
const STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
const ROUNDS = 20;
/** The parcel's step by the order's status (decision 0128's filter reads the attempted ones). */
const PARCEL_STEP_OF: Partial<Record<(typeof STATUSES)[number], (index: number) => string>> = {
  shipped: (index) => (index % 120 === 3 ? 'attempted' : 'on the way'),
  delivered: () => 'delivered',
};
const DAY = 24 * 60 * 60 * 1000;
/** bench/shop.ts starts every shop with this owner (the default username). */
const BENCH_ADMIN = { username: 'admin', password: 'bench-admin-password' };

/**
 * An order book to time the list against: how many orders over how long, and what each row must beat.
 * A year of a busy shop (issue 8: the first page's median under 50 ms) and a sale day (issue 38:
 * 20,000 orders within one day, where each listed order's lookalikes lie in the same 48 hours; every
 * row's p95 under 50 ms). Phones repeat every 15,000 orders and addresses every 7,000 on the sale day,
 * as shoppers who order twice do.
 */
type OrderBook = {
  name: string;
  orders: number;
  spanMs: number;
  phones: number;
  addresses: number;
  target: (name: string, timing: Timing) => string;
};
const TARGET_MS = 50;
const BOOKS: OrderBook[] = [
  {
    name: '100,000 orders over a year',
    orders: 100_000,
    spanMs: 365 * DAY,
    phones: 100_000,
    addresses: 500,
    target: (name, { median }) =>
      name === 'first page' ? ` | ${median < TARGET_MS ? 'meets' : 'MISSES'} target (median < ${TARGET_MS} ms)` : '',
  },
  {
    name: 'a sale day: 20,000 orders within one day',
    orders: 20_000,
    spanMs: DAY,
    phones: 15_000,
    addresses: 7_000,
    target: (name, { p95 }) =>
      ['first page', 'status filter', 'unpaid COD', 'delivery attempted'].includes(name)
        ? ` | ${p95 < TARGET_MS ? 'meets' : 'MISSES'} target (p95 < ${TARGET_MS} ms)`
        : '',
  },
];

const CASES = (newest: number, book: OrderBook): [name: string, query: string][] => {
  const lastMonth = new Date(newest - 30 * DAY).toISOString().slice(0, 10);
  const cases: [string, string][] = [
    ['first page', ''],
    ['page 50', '?page=50'],
    ['status filter', '?status=shipped'],
    ['unpaid COD', '?paymentMethod=cod&payment=unpaid'],
    ['delivery attempted', '?parcel=attempted'],
    ['last 30 days', `?from=${lastMonth}`],
    ['search: a name (many matches)', '?q=shopper%201234'],
    ['search: a phone number', `?q=${encodeURIComponent('0311 0099999')}`],
    ['search: no match', '?q=nobody-by-this-name'],
  ];
  // 'Looks fake' counts every order's lookalikes to filter on them; a year's book is not a day's rush.
  return book.spanMs <= DAY ? [...cases, ['looks fake', '?lookalike=yes']] : cases;
};

async function benchOrderBook(book: OrderBook) {
  const shop = await benchShop(false);
  const started = Date.now();
  const newest = Date.now();
  const sqlite = shop.deps.db.$client;
  // Each order one shirt; names and e-mails are the order's own, phones and addresses repeat as the book says.
  writeOrderBook(sqlite, book.orders, (index) => ({
    customer: index,
    phone: benchPhone(index % book.phones),
    address: `House ${index % book.addresses}, Street ${index % 40}`,
    city: CITIES[index % CITIES.length]!,
    status: STATUSES[index % STATUSES.length]!,
    payment: index % 4 === 0 ? 'bank' : 'cod',
    paid: index % 3 === 0,
    at: newest - Math.floor((index * book.spanMs) / book.orders),
    lines: [
      { productId: `P${index % 200}`, size: 'M', color: 'White', quantity: 1, unitPrice: 2000 + (index % 5) * 500 },
    ],
    // Every shipped and delivered order went with a courier's API; one shipped parcel in 20 had a failed attempt.
    parcelStep: PARCEL_STEP_OF[STATUSES[index % STATUSES.length]!]?.(index) ?? null,
  }));
  console.log(`  ${book.name}: generated in ${Date.now() - started} ms`);
  const login = await fetch(`${shop.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const cases = CASES(newest, book);
  const ask = async (query: string) => {
    const response = await fetch(`${shop.url}/api/orders${query}`, { headers: { Authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    return response;
  };
  try {
    // A running shop has its code compiled and its statements prepared: warm up before timing.
    for (let round = 0; round < 10; round++) for (const [, query] of cases) await ask(query);
    console.log(`  bare Express route (yardstick, same run)     ${formatTiming(await bareRouteTiming(ROUNDS))}`);
    for (const [name, query] of cases) {
      const timing = await timeCalls(ROUNDS, async () => {
        const response = await ask(query);
        if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      });
      console.log(`  GET /api/orders ${name.padEnd(32)} ${formatTiming(timing)}${book.target(name, timing)}`);
    }
  } finally {
    await shop.stop();
  }
}

/**
 * The owner's orders list (GET /api/orders): the first page, filters, a date range and free-text
 * searches, each asked ROUNDS times over HTTP one after another (the owner is one person), beside a
 * bare Express route's, for each order book.
 */
export async function benchOrdersList() {
  for (const book of BOOKS) await benchOrderBook(book);
}
