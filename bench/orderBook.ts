import Database from 'better-sqlite3';
import path from 'node:path';
import { phoneKey } from '../common/phone';
import { DEFAULT_SHOP_POLICY, shippingFor } from '../common/policyRules';
import { bulkLoad } from './bulkLoad';
import { SIZES, type BenchProduct } from './orderClient';
import { SALE_MODEL, zipf } from './saleModel';
import { random } from './seeded';

/** A line of an order written straight into a bench shop's book. */
export type BookLine = { productId: string; size: string; color: string; quantity: number; unitPrice: number };
/** An order written straight into a bench shop's book; its sums are worked out from its lines. */
export type BookOrder = {
  customer: number;
  phone: string;
  address: string;
  city: string;
  status: string;
  payment: 'cod' | 'bank';
  paid: boolean;
  at: number;
  lines: BookLine[];
  /** Where its parcel booked through a courier's API is (orders.parcel_step, decision 0128); none by default. */
  parcelStep?: string | null;
};

/** A Pakistani mobile number of its own for each of a book's shoppers. */
export const benchPhone = (shopper: number) =>
  `03${String(10 + (shopper % 40)).padStart(2, '0')}${String(1_000_000 + shopper).slice(-7)}`;

/**
 * Writes `count` orders, `orderAt(index)` each, into an empty order book in one bulk load (bench/bulkLoad.ts):
 * drizzle's query building would take minutes for 100,000 rows. Their totals charge the shop's
 * default shipping rule; their stock is not taken. The log is then folded into the database file, as
 * in a shop that has grown to this size.
 */
export function writeOrderBook(sqlite: Database.Database, count: number, orderAt: (index: number) => BookOrder) {
  const order = sqlite.prepare(
    `insert into orders (order_ref, customer_name, customer_email, customer_phone, customer_phone_key, customer_address, customer_city, subtotal, shipping_cost, total, status, payment_method, payment_status, created_at, updated_at, parcel_step)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const line = sqlite.prepare(
    'insert into order_items (order_ref, product_id, title, size, color, quantity, unit_price) values (?, ?, ?, ?, ?, ?, ?)',
  );
  bulkLoad(sqlite, ['orders', 'order_items'], () => {
    for (let index = 0; index < count; index++) {
      const { customer, phone, address, city, status, payment, paid, at, lines, parcelStep } = orderAt(index);
      const ref = `ORD-${index.toString(36).toUpperCase().padStart(9, '0')}`;
      const subtotal = lines.reduce((sum, { unitPrice, quantity }) => sum + unitPrice * quantity, 0);
      const pieces = lines.reduce((sum, { quantity }) => sum + quantity, 0);
      const shipping = shippingFor(pieces, DEFAULT_SHOP_POLICY);
      order.run(
        ref,
        `Shopper ${customer}`,
        `shopper${customer}@example.pk`,
        phone,
        phoneKey(phone),
        address,
        city,
        subtotal,
        shipping,
        subtotal + shipping,
        status,
        payment,
        paid ? 'paid' : 'unpaid',
        at,
        at,
        parcelStep ?? null,
      );
      for (const { productId, size, color, quantity, unitPrice } of lines)
        line.run(ref, productId, `Shirt ${productId}`, size, color, quantity, unitPrice);
    }
  });
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
}

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
  const now = Date.now();
  writeOrderBook(sqlite, count, (index) => {
    const shirts = Array.from({ length: next() < 0.3 ? 2 : 1 }, () => products[popular()]!);
    const shopper = index % PHONES;
    const roll = next();
    const [status, payment]: [string, BookOrder['payment']] =
      roll < 0.8 ? ['pending', 'cod'] : roll < 0.92 ? ['confirmed', 'cod'] : ['confirmed', 'bank'];
    return {
      customer: shopper,
      phone: benchPhone(shopper),
      address: `House ${shopper % 5_000}, Street ${shopper % 40}`,
      city: CITIES[shopper % CITIES.length]!,
      status,
      payment,
      paid: payment === 'bank',
      at: now - Math.floor(((count - index) * HOURS_BEFORE * 3_600_000) / count),
      lines: shirts.map((shirt, position) => ({
        productId: shirt.id,
        size: SIZES[position]!,
        color: shirt.colors[0]!,
        quantity: 1,
        unitPrice: priceOf.get(shirt.id) as number,
      })),
    };
  });
  sqlite.close();
}
