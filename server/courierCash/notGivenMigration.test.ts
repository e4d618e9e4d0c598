import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../db/client';

/**
 * Decision 0088: payments PostEx's payment status recorded before `not_given` existed had no charges,
 * so the migration that adds it marks them, and the week's report can still add their charges.
 */
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');
const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-not-given-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('marks the lines a payment status wrote as without charges, and leaves report lines as they were', () => {
  // The shop as it was just before the migration that adds `not_given` (found by name: the lead renumbers).
  const journalFile = path.join(dir, 'migrations', 'meta', '_journal.json');
  cpSync(migrations, path.join(dir, 'migrations'), { recursive: true });
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const mine = journal.entries.findIndex((entry) => entry.tag.endsWith('_payment_details_not_given'));
  expect(mine).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, mine) }));
  const file = path.join(dir, 'shop.db');
  const before = new Database(file);
  migrate(drizzle(before), { migrationsFolder: path.join(dir, 'migrations') });
  const at = Date.UTC(2026, 10, 25);
  before.exec(`
    insert into courier_imports (id, courier_key, courier, kind, file_name, outcomes, imported_at) values
      (1, 'postex', 'PostEx', 'payment', 'PostEx payment status', '{}', ${at}),
      (2, 'postex', 'PostEx', 'payment', 'week-47.csv', '{}', ${at});
    insert into courier_payments (import_id, courier_key, tracking_key, tracking_number, amount, charges, payout_date, payout_reference, outcome, created_at) values
      (1, 'postex', 'CX-1', 'CX-1', 3000, 0, '2026-11-25', 'CPR-1', 'paid', ${at}),
      (2, 'postex', 'CX-2', 'CX-2', 3000, 150, '2026-11-25', 'W47', 'paid', ${at}),
      (2, 'postex', 'CX-3', 'CX-3', 0, 0, '2026-11-25', 'W47', 'paid', ${at});
  `);
  before.close();

  const db = openDatabase(file);
  try {
    expect(
      db.$client.prepare('select tracking_key, not_given from courier_payments order by tracking_key').all(),
    ).toEqual([
      { tracking_key: 'CX-1', not_given: '["charges"]' },
      { tracking_key: 'CX-2', not_given: '[]' },
      // A report's line with no charges said so itself: it is not guessed at.
      { tracking_key: 'CX-3', not_given: '[]' },
    ]);
  } finally {
    db.$client.close();
  }
});
