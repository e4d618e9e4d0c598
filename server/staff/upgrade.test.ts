import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { adminLogIn } from '../admin/queries';
import { hashPassword } from '../auth/passwords';
import { openDatabase } from '../db/client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-staff-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A shop database as the release before staff accounts left it: every migration up to the staff one. */
async function preStaffShop(): Promise<string> {
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((entry) => entry.tag.endsWith('_staff_and_activity'));
  expect(upTo).toBeGreaterThan(0);
  const before = path.join(dir, 'migrations');
  cpSync(migrationsFolder, before, { recursive: true });
  writeFileSync(
    path.join(before, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
  );
  const file = path.join(dir, 'shop.db');
  const old = new Database(file);
  migrate(drizzle(old), { migrationsFolder: before });
  const hash = await hashPassword('the-owners-password', 4);
  old
    .prepare('insert into admins (username, password_hash, token_version, created_at) values (?, ?, 3, ?)')
    .run('Shopkeeper', hash, Date.UTC(2026, 0, 1));
  old.close();
  return file;
}

describe('upgrading a shop to staff accounts (issue 37)', () => {
  it("makes the shop's one admin its Owner, who signs in as before with every permission", async () => {
    const db = openDatabase(await preStaffShop());
    try {
      const rows = db.$client
        .prepare('select username, role, name, must_change_password, disabled_at, token_version from admins')
        .all();
      expect(rows).toEqual([
        {
          username: 'Shopkeeper',
          role: 'owner',
          name: '',
          must_change_password: 0,
          disabled_at: null,
          token_version: 3,
        },
      ]);
      const { staff } = await adminLogIn(
        db,
        'a-test-secret-that-is-long-enough-for-hs256',
        'shopkeeper',
        'the-owners-password',
      );
      expect(staff).toMatchObject({ role: 'owner', name: 'Shopkeeper', mustChangePassword: false });
      expect(staff.permissions).toContain('staff');
    } finally {
      db.$client.close();
    }
  });
});
