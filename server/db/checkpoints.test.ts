import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkpointOffThread, CHECKPOINT_EVERY_MS, walLimitPages } from './checkpoints';
import { closeDatabase, openDatabase, type Db } from './client';

let dataDir: string;
let file: string;
let db: Db;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-checkpoints-'));
  file = path.join(dataDir, 'shop.db');
  db = openDatabase(file);
});
afterEach(() => {
  if (db.$client.open) closeDatabase(db);
  rmSync(dataDir, { recursive: true, force: true });
});

/** About 4 MB of committed pages: more than SQLite's default checkpoint threshold of 1,000 pages, less than the shop's WAL limit. */
function commitManyPages() {
  db.$client.exec('create table filler (data blob)');
  const insert = db.$client.prepare('insert into filler values (randomblob(4000))');
  db.$client.transaction(() => {
    for (let row = 0; row < 1100; row++) insert.run();
  })();
}

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe("WAL checkpoints run off the shop's event loop (issue 12)", () => {
  it("checkpoints on the shop's connection only past the WAL's limit; the thread copies the committed pages into shop.db", async () => {
    const checkpoints = checkpointOffThread(db, file, pino({ level: 'silent' }));
    try {
      expect(db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(walLimitPages(db));
      expect(walLimitPages(db)).toBeGreaterThan(1100);
      const sizeBefore = statSync(file).size;
      commitManyPages();
      expect(await waitFor(() => statSync(file).size > sizeBefore + 4_000_000, 10 * CHECKPOINT_EVERY_MS)).toBe(true);
    } finally {
      await checkpoints.stop();
    }
  });

  it('leaves committed pages in the WAL once stopped, until the checkpoint at close empties it', async () => {
    await checkpointOffThread(db, file, pino({ level: 'silent' })).stop();
    const sizeBefore = statSync(file).size;
    commitManyPages();
    expect(statSync(file).size).toBe(sizeBefore);
    closeDatabase(db);
    expect(statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0).toBe(0);
    expect(statSync(file).size).toBeGreaterThan(4_000_000);
  });
});
