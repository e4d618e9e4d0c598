import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempFoldersPerTest } from '../testing/tempFolders';

/** Migration 0021 (issue 26) on a shop of the release before it: its products stay found, its orders read as English. */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const tempDir = tempFoldersPerTest('urdu-migration-');

describe('migration 0021 on an existing shop', () => {
  it('keeps every product found by its words, re-indexed with the new columns, and reads earlier orders as English', () => {
    const before = tempDir();
    cpSync(migrationsFolder, before, { recursive: true });
    const full = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const upTo = full.entries.findIndex((entry) => entry.tag === '0021_urdu_language');
    writeFileSync(
      path.join(before, 'meta', '_journal.json'),
      JSON.stringify({ ...full, entries: full.entries.slice(0, upTo) }),
    );
    const sqlite = new Database(path.join(tempDir(), 'shop.db'));
    try {
      migrate(drizzle(sqlite), { migrationsFolder: before });
      const at = Date.UTC(2026, 10, 1);
      sqlite
        .prepare(
          "insert into products (id, title, description, price, sizes, colors, created_at, updated_at) values ('OXFORD', 'Sky Oxford', 'Soft cotton', 2500, '[\"M\"]', '[\"Sky\"]', ?, ?)",
        )
        .run(at, at);
      sqlite
        .prepare(
          "insert into orders (order_ref, customer_name, customer_email, customer_phone, customer_phone_key, customer_address, customer_city, customer_zip, customer_country, subtotal, shipping_cost, total, status, payment_method, created_at, updated_at) values ('ORD-OLD000001', 'Ayesha', 'a@example.pk', '03001234567', '3001234567', 'House 1', 'Lahore', '', 'Pakistan', 2500, 300, 2800, 'pending', 'cod', ?, ?)",
        )
        .run(at, at);

      migrate(drizzle(sqlite), { migrationsFolder });
      const found = (words: string) =>
        sqlite
          .prepare(
            'select p.id from products p where p.rowid in (select rowid from products_fts where products_fts match ?)',
          )
          .pluck()
          .all(words);
      expect(found('"oxford"*')).toEqual(['OXFORD']);
      expect(found('"cotton"*')).toEqual(['OXFORD']);
      expect(sqlite.prepare("select language from orders where order_ref = 'ORD-OLD000001'").pluck().get()).toBe('en');
      sqlite.prepare("update products set title_urdu = 'آکسفورڈ قمیض' where id = 'OXFORD'").run();
      expect(found('"قمیض"*')).toEqual(['OXFORD']);
      expect(found('"oxford"*')).toEqual(['OXFORD']);
    } finally {
      sqlite.close();
    }
  });
});
