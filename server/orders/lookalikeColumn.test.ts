import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { LOOKALIKE_RULE } from '../../common/orders';
import { closeDatabase, openDatabase } from '../db/client';

/**
 * Issue 38: the `lookalikes` column is kept by the triggers of migration 0037 (remade by 0044). Here the
 * rule is written as the count it replaces (server/orders/lookalikes.ts before issue 38: the same phone
 * key, or the same address and city however typed with another phone key, within
 * LOOKALIKE_RULE.windowHours either side, never the order itself; since 0044 neither order an exchange
 * order, which the owner makes for the same customer), and after every write of a random sequence
 * (inserts of orders and of exchange orders, deletes, changes of phone, address, city, time or of being
 * an exchange order, one order or several in one statement) the column must equal it for every order. Orders lie within three days on a few phones and addresses, at times that fall exactly
 * on the window's edges, so most orders look alike and the edges are crossed both ways.
 */
const WINDOW_MS = LOOKALIKE_RULE.windowHours * 60 * 60 * 1000;
const addressKey = (alias: string) => `lower(trim(${alias}.customer_address))`;
const cityKey = (alias: string) => `lower(trim(${alias}.customer_city))`;
const referenceCount = `((select count(*) from orders o2
    where o2.customer_phone_key = orders.customer_phone_key
      and o2.created_at between orders.created_at - ${WINDOW_MS} and orders.created_at + ${WINDOW_MS}
      and o2.order_ref <> orders.order_ref
      and o2.exchange_of is null and orders.exchange_of is null)
  + (select count(*) from orders o2
    where ${addressKey('o2')} = ${addressKey('orders')} and ${cityKey('o2')} = ${cityKey('orders')}
      and o2.created_at between orders.created_at - ${WINDOW_MS} and orders.created_at + ${WINDOW_MS}
      and o2.order_ref <> orders.order_ref
      and o2.customer_phone_key is not orders.customer_phone_key
      and o2.exchange_of is null and orders.exchange_of is null))`;

const db = openDatabase(':memory:');
const sqlite = db.$client;
afterAll(() => closeDatabase(db));

const PHONES = ['', '03001111111', '03002222222', '03003333333'];
const ADDRESSES = ['House 1, Street 4', '  house 1, STREET 4 ', 'Flat 2', 'Shop 5'];
const CITIES = ['Lahore', ' lahore', 'Multan'];
/** Mostly orders placed by shoppers; now and then an exchange order the owner made of an earlier one. */
const EXCHANGE_OF = [null, null, null, 'ORD-000000000', 'ORD-000000001'];
const START = Date.UTC(2026, 10, 27);
const HALF_WINDOW = WINDOW_MS / 2;
/** Whole half-windows apart, a millisecond either side or none: two orders are often exactly a window apart. */
const time = fc
  .tuple(fc.integer({ min: 0, max: 6 }), fc.constantFrom(-1, 0, 1))
  .map(([halves, jitter]) => START + halves * HALF_WINDOW + jitter);
const fields = fc.record({
  phone: fc.constantFrom(...PHONES),
  address: fc.constantFrom(...ADDRESSES),
  city: fc.constantFrom(...CITIES),
  createdAt: time,
  exchangeOf: fc.constantFrom(...EXCHANGE_OF),
});
type Fields = { phone: string; address: string; city: string; createdAt: number; exchangeOf: string | null };
const write = fc.oneof(
  { weight: 4, arbitrary: fields.map((order) => ({ kind: 'insert' as const, order })) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'delete' as const, pick })) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.nat(), fc.constantFrom('phone', 'address', 'city', 'createdAt', 'exchangeOf', 'all' as const), fields)
      .map(([pick, field, to]) => ({ kind: 'edit' as const, pick, field, to })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...PHONES), fc.constantFrom(-HALF_WINDOW, HALF_WINDOW, 1))
      .map(([phone, by]) => ({ kind: 'move' as const, phone, by })),
  },
);

const insert = sqlite.prepare(
  `insert into orders (order_ref, customer_name, customer_email, customer_phone, customer_phone_key, customer_address, customer_city, subtotal, shipping_cost, total, payment_method, exchange_of, created_at, updated_at)
   values (?, 'Buyer', 'buyer@example.pk', ?, ?, ?, ?, 2000, 300, 2300, 'cod', ?, ?, ?)`,
);
/** Order number `serial` with these fields, its phone as typed and as its key, made and changed at createdAt. */
const insertOrder = (serial: number, { phone, address, city, createdAt, exchangeOf }: Fields) =>
  insert.run(`ORD-${String(serial).padStart(9, '0')}`, phone, phone, address, city, exchangeOf, createdAt, createdAt);
const refs = () => sqlite.prepare('select order_ref from orders order by order_ref').pluck().all() as string[];
const mismatches = () =>
  sqlite
    .prepare(
      `select order_ref, lookalikes, expected from (select order_ref, lookalikes, ${referenceCount} as expected from orders) where lookalikes is not expected`,
    )
    .all();
const COLUMN_OF: Record<keyof Fields, string> = {
  phone: 'customer_phone_key',
  address: 'customer_address',
  city: 'customer_city',
  createdAt: 'created_at',
  exchangeOf: 'exchange_of',
};

type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

function apply(step: Write, serial: number) {
  const existing = refs();
  const chosen = 'pick' in step && existing.length ? existing[step.pick % existing.length] : undefined;
  switch (step.kind) {
    case 'insert': {
      insertOrder(serial, step.order);
      return;
    }
    case 'delete':
      if (chosen) sqlite.prepare('delete from orders where order_ref = ?').run(chosen);
      return;
    case 'edit': {
      if (!chosen) return;
      const changed = step.field === 'all' ? (Object.keys(COLUMN_OF) as (keyof Fields)[]) : [step.field];
      const sets = changed.map((field) => `${COLUMN_OF[field]} = ?`).join(', ');
      sqlite.prepare(`update orders set ${sets} where order_ref = ?`).run(...changed.map((f) => step.to[f]), chosen);
      return;
    }
    case 'move':
      // Several rows in one statement: each row's trigger sees the ones before it already moved.
      sqlite
        .prepare('update orders set created_at = created_at + ? where customer_phone_key = ?')
        .run(step.by, step.phone);
  }
}

it('the lookalikes column equals the rule counted afresh after any sequence of writes', () => {
  fc.assert(
    fc.property(fc.array(write, { minLength: 1, maxLength: 40 }), (steps) => {
      sqlite.exec('delete from orders');
      steps.forEach((step, serial) => {
        apply(step, serial);
        expect(mismatches(), `after ${JSON.stringify(step)}`).toEqual([]);
      });
    }),
    { numRuns: 150 },
  );
});

/** The last migration of the rule ends by counting the orders already there (and a bench's bulk load, bench/bulkLoad.ts). */
const fill = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations/0044_exchange_not_lookalike.sql'),
  'utf8',
)
  .split('--> statement-breakpoint')
  .at(-1)!;

it("the migration's fill counts the orders already there as the rule does", () => {
  fc.assert(
    fc.property(fc.array(fields, { minLength: 1, maxLength: 30 }), (placed) => {
      sqlite.exec('delete from orders');
      placed.forEach((order, serial) => insertOrder(serial, order));
      // Every order's count wrong before the fill: 0 would pass an exchange order's without it.
      sqlite.exec('update orders set lookalikes = 7');
      sqlite.exec(fill);
      expect(mismatches()).toEqual([]);
    }),
    { numRuns: 50 },
  );
});
