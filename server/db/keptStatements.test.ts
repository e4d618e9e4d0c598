import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, KEPT_STATEMENTS, openDatabase, type Db } from './client';

let dataDir: string;
let db: Db;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-statements-'));
  db = openDatabase(path.join(dataDir, 'shop.db'));
  db.$client.exec("create table shirts (id text primary key, title text); insert into shirts values ('s1', 'Oxford')");
});
afterEach(() => {
  closeDatabase(db);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the connection's compiled statements", () => {
  it('compiles each SQL text once per connection', () => {
    const source = 'select title from shirts where id = ?';
    expect(db.$client.prepare(source)).toBe(db.$client.prepare(source));
    // drizzle prepares through the same connection: after a plucking read of its text it still gets rows.
    expect(db.$client.prepare(source).pluck().get('s1')).toBe('Oxford');
    expect(db.all(sql`select title from shirts where id = ${'s1'}`)).toEqual([{ title: 'Oxford' }]);
  });

  it('hands a statement another caller left plucking or raw back in its plain mode', () => {
    const source = 'select id, title from shirts';
    expect(db.$client.prepare(source).pluck().get()).toBe('s1');
    expect(db.$client.prepare(source).get()).toEqual({ id: 's1', title: 'Oxford' });
    expect(db.$client.prepare(source).raw().get()).toEqual(['s1', 'Oxford']);
    expect(db.$client.prepare(source).all()).toEqual([{ id: 's1', title: 'Oxford' }]);
    // drizzle's selects ask for arrays; a plain read of the same text after them still gets rows.
    db.$client.prepare(source).expand();
    expect(db.$client.prepare(source).get()).toEqual({ id: 's1', title: 'Oxford' });
  });

  it('keeps a bounded number, dropping the least recently asked for', () => {
    const first = db.$client.prepare('select 0');
    for (let index = 1; index <= KEPT_STATEMENTS; index++) db.$client.prepare(`select ${index}`);
    expect(db.$client.prepare('select 0')).not.toBe(first);
    expect(db.$client.prepare('select 0').pluck().get()).toBe(0);
  });
});
