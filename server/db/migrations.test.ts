import Database from 'better-sqlite3';
import { generateSQLiteDrizzleJson, generateSQLiteMigration, type DrizzleSQLiteSnapshotJSON } from 'drizzle-kit/api';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempFoldersPerTest } from '../testing/tempFolders';
import { phoneKey } from '../../common/orders';
import { openDatabase } from './client';

// docs/architecture.md: migrations are checked in and applied on start; the schema is the one place that says what the data is.
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
type Journal = { entries: { idx: number; tag: string }[] };
const journal = (): Journal => JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));

// Every feature's tables, found as drizzle-kit finds them (drizzle.config.ts: each server folder's schema.ts).
async function allTables(): Promise<Record<string, unknown>> {
  const server = path.resolve(path.dirname(migrationsFolder), '..');
  const tables: Record<string, unknown> = {};
  for (const feature of readdirSync(server)) {
    const file = path.join(server, feature, 'schema.ts');
    if (existsSync(file)) Object.assign(tables, await import(file));
  }
  return tables;
}

const tempDir = tempFoldersPerTest('shop-migrations-');

describe('database migrations', () => {
  it('match the schema files: `npm run db:generate` would write nothing new', async () => {
    const last = journal().entries.at(-1)!;
    const snapshotFile = path.join(migrationsFolder, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`);
    const checkedIn = JSON.parse(readFileSync(snapshotFile, 'utf8')) as DrizzleSQLiteSnapshotJSON;
    const current = await generateSQLiteDrizzleJson(await allTables());
    const missing = await generateSQLiteMigration(checkedIn, current);
    expect(missing, 'the schema changed without a migration: run npm run db:generate and commit the result').toEqual(
      [],
    );
  });

  it('bring a database made by the first migration, full of data, forward to the current schema without losing any of it', () => {
    // A shop as it was after the very first release: only migration 0000 applied.
    const firstOnly = tempDir();
    cpSync(migrationsFolder, firstOnly, { recursive: true });
    const firstJournal = journal();
    writeFileSync(
      path.join(firstOnly, 'meta', '_journal.json'),
      JSON.stringify({ ...firstJournal, entries: firstJournal.entries.slice(0, 1) }),
    );
    const file = path.join(tempDir(), 'shop.db');
    const old = new Database(file);
    old.pragma('foreign_keys = ON');
    migrate(drizzle(old), { migrationsFolder: firstOnly });
    const at = Date.UTC(2026, 0, 15);
    old.exec(`
      insert into products (id, title, description, price, sizes, colors, stock, created_at, updated_at)
        values ('OXFORD', 'White Oxford', 'Cotton', 2500, '["M","L"]', '["White"]', 7, ${at}, ${at});
      insert into product_images (product_id, position, url) values ('OXFORD', 0, '/uploads/a-800.webp');
      insert into product_categories (product_id, category) values ('OXFORD', 'Formal'), ('OXFORD', 'formal');
      insert into users (id, first_name, last_name, email, password_hash, created_at) values ('u1', 'Ayesha', 'Khan', 'ayesha@example.pk', 'x', ${at});
      insert into wishlist_items (user_id, product_id, created_at) values ('u1', 'OXFORD', ${at});
      insert into orders (order_ref, user_id, customer_name, customer_email, customer_phone, customer_address, customer_city, subtotal, shipping_cost, total, payment_method, created_at, updated_at)
        values ('ORD-ABC123XYZ', 'u1', 'Ayesha Khan', 'ayesha@example.pk', '+92 300-1234567', 'House 1, Block 2', 'Karachi', 5000, 300, 5300, 'cod', ${at}, ${at});
      insert into order_items (order_ref, product_id, title, size, color, quantity, unit_price) values ('ORD-ABC123XYZ', 'OXFORD', 'White Oxford', 'M', 'White', 2, 2500);
      insert into order_status_history (order_ref, status, at) values ('ORD-ABC123XYZ', 'pending', ${at});
      update orders set status = 'confirmed';
      insert into reviews (id, product_id, user_id, user_name, rating, title, comment, created_at) values ('r1', 'OXFORD', 'u1', 'Ayesha K.', 5, 'Crisp', 'Fits well', ${at});
      insert into contact_messages (name, email, subject, message, created_at) values ('Sana', 'sana@example.pk', 'Sizes', 'Do you have XL?', ${at});
    `);
    old.close();

    const db = openDatabase(file);
    try {
      const sqlite = db.$client;
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
      const applied = sqlite.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number };
      expect(applied.n).toBe(journal().entries.length);
      expect(sqlite.prepare('select title, price, stock from products').all()).toEqual([
        { title: 'White Oxford', price: 2500, stock: 7 },
      ]);
      expect(sqlite.prepare('select order_ref, total from orders').all()).toEqual([
        { order_ref: 'ORD-ABC123XYZ', total: 5300 },
      ]);
      // Migration 0001: an order from before payments were recorded is unpaid, and its phone is keyed as common/orders.ts phoneKey keys it.
      expect(sqlite.prepare('select payment_status, customer_phone_key, return_kind from orders').get()).toEqual({
        payment_status: 'unpaid',
        customer_phone_key: phoneKey('+92 300-1234567'),
        return_kind: null,
      });
      // Migration 0018: the confirmed order, a sale from before orders had channels, counts as the website's.
      expect(sqlite.prepare('select month, channel, orders, revenue from sales_channel_months').all()).toEqual([
        { month: '2026-01', channel: 'website', orders: 1, revenue: 5300 },
      ]);
      expect(sqlite.prepare('select quantity, unit_price from order_items').all()).toEqual([
        { quantity: 2, unit_price: 2500 },
      ]);
      // Migration 0024: one category in two spellings is one, the first kept (as saveProduct keeps it).
      expect(sqlite.prepare('select category from product_categories').pluck().all()).toEqual(['Formal']);
      expect(sqlite.prepare('select email from users').all()).toEqual([{ email: 'ayesha@example.pk' }]);
      expect(sqlite.prepare('select title from reviews').all()).toEqual([{ title: 'Crisp' }]);
      expect(sqlite.prepare('select count(*) as n from wishlist_items').get()).toEqual({ n: 1 });
      expect(sqlite.prepare('select subject from contact_messages').all()).toEqual([{ subject: 'Sizes' }]);
      // Migration 0008: the 7 pieces spread over the M and L cells, their sum still the product's stock.
      expect(sqlite.prepare('select size, color, stock from product_variants order by position').all()).toEqual([
        { size: 'M', color: 'White', stock: 4 },
        { size: 'L', color: 'White', stock: 3 },
      ]);
    } finally {
      db.$client.close();
    }
  });

  it("turn every product of the release before stock per size and colour into its grid, each product's stock kept as the sum of its cells (issue 22)", async () => {
    // A shop of the last release: every migration before 0008 applied.
    const before = tempDir();
    cpSync(migrationsFolder, before, { recursive: true });
    const full = journal();
    const upTo = full.entries.findIndex((entry) => entry.tag === '0008_variants');
    writeFileSync(
      path.join(before, 'meta', '_journal.json'),
      JSON.stringify({ ...full, entries: full.entries.slice(0, upTo) }),
    );
    const file = path.join(tempDir(), 'shop.db');
    const old = new Database(file);
    migrate(drizzle(old), { migrationsFolder: before });
    const at = Date.UTC(2026, 5, 1);
    const insert = old.prepare(
      'insert into products (id, title, description, price, sizes, colors, stock, created_at, updated_at) values (?, ?, ?, 2500, ?, ?, ?, ?, ?)',
    );
    const shelf: [string, string[], string[], number][] = [
      ['ONE', ['M'], ['White'], 9],
      ['GRID', ['S', 'M', 'L'], ['Navy', 'White'], 20],
      ['FEW', ['S', 'M', 'L', 'XL'], ['Navy', 'White', 'Black'], 5],
      ['NONE', ['M', 'L'], ['White'], 0],
      ['TWICE', ['M', 'M', 'L'], ['White'], 7],
    ];
    for (const [id, sizes, colors, stock] of shelf)
      insert.run(id, id, 'Cotton', JSON.stringify(sizes), JSON.stringify(colors), stock, at, at);
    // The API's stock before: the products' own numbers.
    const stockBefore = Object.fromEntries(
      old
        .prepare('select id, stock from products')
        .all()
        .map((row) => [(row as { id: string }).id, (row as { stock: number }).stock]),
    );
    old.close();

    const db = openDatabase(file);
    try {
      const sqlite = db.$client;
      const cells = (id: string) =>
        sqlite
          .prepare('select size, color, stock from product_variants where product_id = ? order by position')
          .all(id) as { size: string; color: string; stock: number }[];
      for (const [id] of shelf) {
        const sum = cells(id).reduce((total, each) => total + each.stock, 0);
        expect(sum, id).toBe(stockBefore[id]);
        expect(sqlite.prepare('select stock from products where id = ?').pluck().get(id), id).toBe(stockBefore[id]);
      }
      expect(cells('ONE')).toEqual([{ size: 'M', color: 'White', stock: 9 }]);
      expect(cells('GRID').map((each) => each.stock)).toEqual([4, 4, 3, 3, 3, 3]);
      expect(cells('FEW').map((each) => each.stock)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
      // The repeated size's share goes to the first cell, so no piece is lost.
      expect(cells('TWICE')).toEqual([
        { size: 'M', color: 'White', stock: 5 },
        { size: 'L', color: 'White', stock: 2 },
      ]);
      // The owner is told once to check the grids.
      expect(sqlite.prepare("select value from settings where key = 'notice.checkVariantGrids'").pluck().get()).toBe(
        'true',
      );
      // From now on the product's stock follows its cells.
      sqlite
        .prepare(
          "update product_variants set stock = stock - 2 where product_id = 'GRID' and size = 'S' and color = 'Navy'",
        )
        .run();
      expect(sqlite.prepare("select stock from products where id = 'GRID'").pluck().get()).toBe(18);
    } finally {
      db.$client.close();
    }
  });
});
