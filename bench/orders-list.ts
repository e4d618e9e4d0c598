import { phoneKey } from '../common/orders';
import { bareRouteTiming, formatTiming, timeCalls } from './oneAtATime';
import { bulkLoad } from './bulkLoad';
import { benchShop } from './shop';

const ORDER_COUNT = 100_000;
const CITIES = ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan', 'Peshawar', 'Quetta'];
const STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
const ROUNDS = 20;
/** bench/shop.ts starts every shop with this owner (the default username). */
const BENCH_ADMIN = { username: 'admin', password: 'bench-admin-password' };
/** Issue 8: the first page of the owner's orders list with 100,000 orders in the database. */
const TARGET_MS = 50;

/**
 * The owner's orders list (GET /api/orders) against 100,000 orders: the first page, a status
 * filter, a date range, and free-text searches, each asked ROUNDS times over HTTP one after another
 * (the owner is one person), reporting the median and slowest answer beside a bare Express route's.
 */
export async function benchOrdersList() {
  const shop = await benchShop(false);
  const started = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const newest = Date.now();
  // One prepared statement: drizzle's query building would take minutes for 100,000 rows.
  const sqlite = shop.deps.db.$client;
  const insert = sqlite.prepare(
    `insert into orders (order_ref, customer_name, customer_email, customer_phone, customer_phone_key, customer_address, customer_city, subtotal, shipping_cost, total, status, payment_method, payment_status, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 300, ?, ?, ?, ?, ?, ?)`,
  );
  bulkLoad(sqlite, ['orders', 'order_items'], () => {
    for (let index = 0; index < ORDER_COUNT; index++) {
      const phone = `03${String(10 + (index % 40)).padStart(2, '0')}${String(1_000_000 + index).slice(-7)}`;
      const createdAt = newest - Math.floor((index * 365 * day) / ORDER_COUNT);
      const subtotal = 2000 + (index % 5) * 500;
      insert.run(
        `ORD-${index.toString(36).toUpperCase().padStart(9, '0')}`,
        `Customer ${index}`,
        `customer${index}@example.pk`,
        phone,
        phoneKey(phone),
        `House ${index % 500}, Street ${index % 40}`,
        CITIES[index % CITIES.length],
        subtotal,
        subtotal + 300,
        STATUSES[index % STATUSES.length],
        index % 4 === 0 ? 'bank' : 'cod',
        index % 3 === 0 ? 'paid' : 'unpaid',
        createdAt,
        createdAt,
      );
    }
  });
  // As a shop that has grown to this size over months would be: its log folded into the database file.
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  console.log(`  orders: ${ORDER_COUNT} generated in ${Date.now() - started} ms`);
  const login = await fetch(`${shop.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const lastMonth = new Date(newest - 30 * day).toISOString().slice(0, 10);
  const cases = [
    ['first page', ''],
    ['page 50', '?page=50'],
    ['status filter', '?status=shipped'],
    ['unpaid COD', '?paymentMethod=cod&payment=unpaid'],
    ['last 30 days', `?from=${lastMonth}`],
    ['search: a name (many matches)', '?q=customer%201234'],
    ['search: a phone number', `?q=${encodeURIComponent('0311 0099999')}`],
    ['search: no match', '?q=nobody-by-this-name'],
  ] as const;
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
      const mark =
        name === 'first page'
          ? timing.median < TARGET_MS
            ? ` | meets target (< ${TARGET_MS} ms)`
            : ` | MISSES target (< ${TARGET_MS} ms)`
          : '';
      console.log(`  GET /api/orders ${name.padEnd(32)} ${formatTiming(timing)}${mark}`);
    }
  } finally {
    await shop.stop();
  }
}
