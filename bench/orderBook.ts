import Database from 'better-sqlite3';
import path from 'node:path';
import { phoneKey } from '../common/phone';
import { DEFAULT_SHOP_POLICY, shippingFor } from '../common/policyRules';
import { bulkLoad } from './bulkLoad';
import { SIZES, type BenchProduct } from './orderClient';
import { SALE_MODEL, zipf } from './saleModel';
import { random } from './seeded';

/**
 * Orders a sale day has taken before its rush: half of issue 38's sale day of 20,000 orders, placed
 * over the 12 hours before it (decision 0105). What grows with a day's orders (the trending shirts,
 * the owner's list and its lookalike counts, the dashboard) is then measured on the book a sale day
 * has, not on an empty one.
 */
export const ORDERS_BEFORE_THE_RUSH = 10_000;
const HOURS_BEFORE = 12;
/** Shoppers who order twice: a phone comes back every this many orders. */
const PHONES = 7_000;
const CITIES = ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan', 'Peshawar', 'Quetta'];

/**
 * Writes the orders into the shop's database before it starts, on the shirts the rush favours (the
 * sale model's Zipf popularity): one or two pieces each, most cash on delivery and still pending, as
 * the owner has not confirmed them yet. The catalog's stock is left as it was seeded.
 */
export function seedOrdersBeforeTheRush(dataDir: string, products: BenchProduct[], count = ORDERS_BEFORE_THE_RUSH) {
  const sqlite = new Database(path.join(dataDir, 'shop.db'));
  const next = random(105);
  const popular = zipf(next, products.length, SALE_MODEL.zipf);
  const priceOf = sqlite.prepare('select price from products where id = ?').pluck();
  const order = sqlite.prepare(
    `insert into orders (order_ref, customer_name, customer_email, customer_phone, customer_phone_key, customer_address, customer_city, subtotal, shipping_cost, total, status, payment_method, payment_status, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const line = sqlite.prepare(
    'insert into order_items (order_ref, product_id, title, size, color, quantity, unit_price) values (?, ?, ?, ?, ?, 1, ?)',
  );
  const now = Date.now();
  bulkLoad(sqlite, ['orders', 'order_items'], () => {
    for (let index = 0; index < count; index++) {
      const ref = `ORD-${index.toString(36).toUpperCase().padStart(9, '0')}`;
      const shirts = Array.from({ length: next() < 0.3 ? 2 : 1 }, () => products[popular()]!);
      const prices = shirts.map((shirt) => priceOf.get(shirt.id) as number);
      const subtotal = prices.reduce((sum, price) => sum + price, 0);
      const shipping = shippingFor(shirts.length, DEFAULT_SHOP_POLICY);
      const shopper = index % PHONES;
      const phone = `03${String(10 + (shopper % 40)).padStart(2, '0')}${String(1_000_000 + shopper).slice(-7)}`;
      const roll = next();
      const [status, payment] =
        roll < 0.8 ? ['pending', 'cod'] : roll < 0.92 ? ['confirmed', 'cod'] : ['confirmed', 'bank'];
      const at = now - Math.floor(((count - index) * HOURS_BEFORE * 3_600_000) / count);
      order.run(
        ref,
        `Shopper ${shopper}`,
        `shopper${shopper}@example.pk`,
        phone,
        phoneKey(phone),
        `House ${shopper % 5_000}, Street ${shopper % 40}`,
        CITIES[shopper % CITIES.length],
        subtotal,
        shipping,
        subtotal + shipping,
        status,
        payment,
        payment === 'bank' ? 'paid' : 'unpaid',
        at,
        at,
      );
      shirts.forEach((shirt, position) =>
        line.run(ref, shirt.id, `Shirt ${shirt.id}`, SIZES[position], shirt.colors[0], prices[position]),
      );
    }
  });
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
}
