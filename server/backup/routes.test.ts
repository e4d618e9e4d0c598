import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import * as tar from 'tar';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackupList, BackupSummary } from '../../common/contract/backups';
import { saveProduct } from '../catalog/saveProduct';
import { errorHandler } from '../http/errors';
import { orderItems, orderLineChanges, orders } from '../orders/schema';
import { adminToken, createShopper } from '../testing/identities';
import { fileHashes, STOCKED_RECEIPT, stockForBackup } from '../testing/stockedShop';
import { startTestShop, type TestShop } from '../testing/testShop';
import { users } from '../users/schema';
import { backupRoutes } from './routes';
import { CHECK_EVERY_MS, FIRST_CHECK_MS, scheduleDailyBackups } from './schedule';
import { runDailyBackup } from './retention';
import { backupsDir } from './service';
import { resealDatabase } from './testing';

// docs/architecture.md, Backups: the admin app makes, lists, downloads and restores backups; a
// restore is checked completely before anything is replaced, keeps a safety copy and is confirmed by
// typing RESTORE; the shop makes one a day and keeps the last few. docs/product.md §6: admin only.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function newShop(options: Parameters<typeof startTestShop>[0] = {}) {
  const shop = await startTestShop({ rateLimitMax: 1000, ...options });
  cleanup.push(() => shop.close());
  return { shop, admin: adminToken(shop) };
}

/** One product with a stored picture, one order with the shopper's bank receipt, one shopper: what a backup must bring back. */
async function stock(shop: TestShop, id = 'OXFORD') {
  const stocked = await stockForBackup(shop.deps, id);
  createShopper(shop);
  return stocked;
}

/** Everything a restore could change, to compare before and after a refused one. */
const snapshot = (shop: TestShop) => ({
  products: shop.deps.db.$client.prepare('select id, title, price, stock from products order by id').all(),
  orders: shop.deps.db.select({ orderRef: orders.orderRef, total: orders.total }).from(orders).all(),
  users: shop.deps.db.select({ id: users.id }).from(users).all().length,
  pictures: fileHashes(shop.deps.uploadsDir),
  receipts: fileHashes(shop.deps.receiptsDir),
  backups: readdirSync(backupsDir(shop.deps)).sort(),
});

async function makeBackup(shop: TestShop, admin: string): Promise<BackupSummary> {
  const made = await shop.call<{ data: BackupSummary }>('POST', '/api/admin/backups', { token: admin });
  expect(made.status).toBe(201);
  return made.body.data;
}

async function download(shop: TestShop, admin: string, name: string) {
  const response = await fetch(`${shop.url}/api/admin/backups/${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The restore form as the admin app sends it: the file and the typed confirmation. */
async function restore(
  shop: TestShop,
  token: string | undefined,
  bytes: Buffer | undefined,
  confirm: string | null = 'RESTORE',
) {
  const form = new FormData();
  if (confirm !== null) form.set('confirm', confirm);
  if (bytes) form.set('backup', new Blob([new Uint8Array(bytes)]), 'shop-backup.tar.gz');
  const response = await fetch(`${shop.url}/api/admin/backups/restore`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      success: boolean;
      code?: string;
      message: string;
      data?: { safetyCopy: string; restored: { createdAt: string } };
    },
  };
}

/** Unpacks a backup, lets `change` alter the folder, and packs it again. */
async function repack(bytes: Buffer, change: (dir: string) => void): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-repack-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const unpacked = path.join(dir, 'unpacked');
  mkdirSync(unpacked);
  writeFileSync(path.join(dir, 'in.tar.gz'), bytes);
  await tar.x({ file: path.join(dir, 'in.tar.gz'), cwd: unpacked });
  change(unpacked);
  await tar.c(
    { gzip: true, file: path.join(dir, 'out.tar.gz'), cwd: unpacked },
    readdirSync(unpacked).sort((a, b) => Number(b === 'manifest.json') - Number(a === 'manifest.json')),
  );
  return readFileSync(path.join(dir, 'out.tar.gz'));
}

describe('who may use the backup routes (docs/product.md §6: administrators only; the server checks the role)', () => {
  it('refuses no token, a garbage token and a shopper token on every route, with nothing made, changed or sent', async () => {
    const { shop, admin } = await newShop();
    await stock(shop);
    const existing = await makeBackup(shop, admin);
    const backupBytes = (await download(shop, admin, existing.name)).bytes;
    const shopper = createShopper(shop);
    const before = snapshot(shop);

    const attempts: [string, () => Promise<{ status: number; body: unknown }>][] = [];
    for (const token of [undefined, 'garbage', shopper.token]) {
      const who = token === undefined ? 'no token' : token === 'garbage' ? 'a garbage token' : 'a shopper token';
      attempts.push(
        [`GET list with ${who}`, () => shop.call('GET', '/api/admin/backups', { token })],
        [`POST make with ${who}`, () => shop.call('POST', '/api/admin/backups', { token })],
        [
          `GET download with ${who}`,
          async () => {
            const response = await fetch(`${shop.url}/api/admin/backups/${existing.name}`, {
              headers: token ? { Authorization: `Bearer ${token}` } : {},
            });
            return { status: response.status, body: await response.json() };
          },
        ],
        [
          `PUT retention with ${who}`,
          () => shop.call('PUT', '/api/admin/backups/retention', { token, body: { keep: 2 } }),
        ],
        [`POST restore with ${who}`, () => restore(shop, token, backupBytes)],
        [`DELETE backup with ${who}`, () => shop.call('DELETE', `/api/admin/backups/${existing.name}`, { token })],
      );
    }
    for (const [what, attempt] of attempts) {
      const answer = await attempt();
      expect(answer.status, what).toBe(401);
      expect(answer.body, what).toMatchObject({
        success: false,
        code: expect.stringMatching(/^(UNAUTHENTICATED|SESSION_ENDED)$/),
      });
    }
    expect(snapshot(shop)).toEqual(before);
    expect(
      (await shop.call<{ data: BackupList }>('GET', '/api/admin/backups', { token: admin })).body.data.retention,
    ).toEqual({ keep: 7 });
    expect(readdirSync(backupsDir(shop.deps))).toContain(existing.name);

    // The same routes answer the admin.
    expect((await shop.call('GET', '/api/admin/backups', { token: admin })).status).toBe(200);
    expect((await download(shop, admin, existing.name)).status).toBe(200);
    expect((await shop.call('PUT', '/api/admin/backups/retention', { token: admin, body: { keep: 2 } })).status).toBe(
      200,
    );
    expect((await restore(shop, admin, backupBytes)).status).toBe(200);
    expect((await shop.call('POST', '/api/admin/backups', { token: admin })).status).toBe(201);
    expect((await shop.call('DELETE', `/api/admin/backups/${existing.name}`, { token: admin })).status).toBe(200);
  });
});

describe('make, list, download and restore (docs/architecture.md, Backups)', () => {
  it('lists a new backup with its date, size and counts, and downloads exactly the file in the data folder', async () => {
    const { shop, admin } = await newShop();
    await stock(shop);
    const made = await makeBackup(shop, admin);
    expect(made).toMatchObject({
      kind: 'manual',
      name: expect.stringMatching(/^shop-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz$/),
      counts: { products: 1, orders: 1, customers: 1 },
    });

    const list = await shop.call<{ data: BackupList }>('GET', '/api/admin/backups', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.backups).toEqual([made]);
    const file = path.join(backupsDir(shop.deps), made.name);
    expect(made.bytes).toBe(readFileSync(file).length);

    const downloaded = await download(shop, admin, made.name);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-disposition')).toBe(`attachment; filename=${made.name}`);
    expect(downloaded.bytes.equals(readFileSync(file))).toBe(true);
    // Staging folders and half-written files are neither left behind nor listed.
    expect(readdirSync(backupsDir(shop.deps))).toEqual([made.name]);
  });

  it('a second backup in the same minute gets its own name instead of replacing the first', async () => {
    const at = new Date('2025-06-01T08:00:00Z');
    const { shop, admin } = await newShop({ overrides: { now: () => at } });
    const first = await makeBackup(shop, admin);
    const second = await makeBackup(shop, admin);
    expect(second.name).not.toBe(first.name);
    expect(readdirSync(backupsDir(shop.deps)).sort()).toEqual([first.name, second.name].sort());
  });

  /**
   * Backs the shop up, retitles, backs up again, restores the first backup, retitles once more (which
   * gives the shop the version numbers of the second backup, with other content), restores the second:
   * what `read` shows after the first restore, after the last retitle and after the second restore.
   */
  async function restoreOverVersionsAgain(
    { shop, admin }: Awaited<ReturnType<typeof newShop>>,
    retitle: (to: string) => void,
    read: () => Promise<unknown>,
  ) {
    const backup = async () => (await download(shop, admin, (await makeBackup(shop, admin)).name)).bytes;
    const first = await backup();
    retitle('Second Title');
    const second = await backup();
    expect((await restore(shop, admin, first)).status).toBe(200);
    const afterFirst = await read();
    retitle('Third Title');
    const retitled = await read();
    expect((await restore(shop, admin, second)).status).toBe(200);
    return { afterFirst, retitled, afterSecond: await read() };
  }

  it("shows the backup's product after a restore even where its version number is the one the shop last showed", async () => {
    const opened = await newShop();
    const { shop } = opened;
    await stock(shop);
    const shown = await restoreOverVersionsAgain(
      opened,
      (to) => shop.deps.db.$client.prepare("update products set title = ? where id = 'OXFORD'").run(to),
      async () => (await shop.call<{ data: { title: string } }>('GET', '/api/products/OXFORD')).body.data.title,
    );
    expect(shown.afterFirst).not.toBe('Second Title');
    expect(shown).toMatchObject({ retitled: 'Third Title', afterSecond: 'Second Title' });
  });

  it("shows the backup's reviews after a restore even where their version number is the one the shop last showed (decision 0103)", async () => {
    const opened = await newShop();
    const { shop } = opened;
    await stock(shop);
    const written = await shop.call('POST', '/api/reviews/product/OXFORD', {
      body: { rating: 5, title: 'First Title', comment: 'Fits well.' },
      token: createShopper(shop).token,
    });
    expect(written.status).toBe(201);
    const shown = await restoreOverVersionsAgain(
      opened,
      (to) => shop.deps.db.$client.prepare("update reviews set title = ? where product_id = 'OXFORD'").run(to),
      async () =>
        (await shop.call<{ reviews: { title: string }[] }>('GET', '/api/reviews/product/OXFORD')).body.reviews.map(
          (review) => review.title,
        ),
    );
    expect(shown).toEqual({ afterFirst: ['First Title'], retitled: ['Third Title'], afterSecond: ['Second Title'] });
  });

  it('restores a downloaded backup: changed data is back, served by the running shop (caches and search too), with a safety copy of the data it replaced', async () => {
    const { shop, admin } = await newShop();
    const { imageUrl } = await stock(shop);
    const made = await makeBackup(shop, admin);
    const { bytes } = await download(shop, admin, made.name);
    const backedUp = snapshot(shop);
    const analytics = async () =>
      (await shop.call<{ data: unknown }>('GET', '/api/admin/analytics', { token: admin })).body.data;
    const salesBacked = await analytics();
    expect(salesBacked).toMatchObject({ topCities: [expect.objectContaining({ city: 'Lahore' })] });

    // The catalog is read (and cached) before the change, so a stale cache would show after the restore.
    expect((await shop.call<{ total: number }>('GET', '/api/products')).body.total).toBe(1);
    expect((await shop.call('DELETE', '/api/products/OXFORD', { token: admin })).status).toBe(200);
    saveProduct(
      shop.deps.db,
      {
        id: 'LINEN',
        title: 'Linen Kurta Shirt',
        description: 'Added after the backup',
        price: 3100,
        sizes: ['M'],
        colors: ['Blue'],
        stock: 2,
      },
      new Date(),
    );
    shop.deps.db.delete(orders).run();
    rmSync(path.join(shop.deps.receiptsDir, STOCKED_RECEIPT));
    createShopper(shop);
    expect((await shop.call('GET', '/api/products/OXFORD')).status).toBe(404);
    expect((await shop.call<{ total: number }>('GET', '/api/products?q=linen')).body.total).toBe(1);

    const answer = await restore(shop, admin, bytes);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      data: { restored: { createdAt: made.createdAt }, safetyCopy: expect.stringMatching(/-before-restore\.tar\.gz$/) },
    });

    const after = snapshot(shop);
    // The sales summaries kept by triggers come back exactly as they were, not counted twice.
    expect(await analytics()).toEqual(salesBacked);
    expect({ ...after, backups: undefined }).toEqual({ ...backedUp, backups: undefined });
    expect((await shop.call('GET', '/api/products/OXFORD')).status).toBe(200);
    expect((await shop.call('GET', '/api/products/LINEN')).status).toBe(404);
    expect(
      (await shop.call<{ total: number; data: { id: string }[] }>('GET', '/api/products')).body.data.map(
        (product) => product.id,
      ),
    ).toEqual(['OXFORD']);
    expect(
      (await shop.call<{ total: number; data: { id: string }[] }>('GET', '/api/products?q=oxford')).body.data.map(
        (product) => product.id,
      ),
    ).toEqual(['OXFORD']);
    expect((await shop.call<{ total: number }>('GET', '/api/products?q=linen')).body.total).toBe(0);
    const picture = await fetch(`${shop.url}${imageUrl}`);
    expect(picture.status).toBe(200);
    // The shopper's bank receipt is back beside its order for the owner (docs/decisions/0051).
    const receipt = await fetch(`${shop.url}/api/admin/orders/ORD-ABC123XYZ/receipt`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(receipt.status).toBe(200);
    expect(Buffer.from(await receipt.arrayBuffer())).toEqual(
      readFileSync(path.join(shop.deps.receiptsDir, STOCKED_RECEIPT)),
    );

    // The owner stays signed in (the admin account is not part of what a restore brings back).
    const list = await shop.call<{ data: BackupList }>('GET', '/api/admin/backups', { token: admin });
    expect(list.status).toBe(200);
    const safety = list.body.data.backups.find((backup) => backup.name === answer.body.data!.safetyCopy);
    expect(safety).toMatchObject({ kind: 'safety', counts: { products: 1, orders: 0, customers: 2 } });
    // The safety copy restores the data the restore replaced.
    expect((await restore(shop, admin, (await download(shop, admin, safety!.name)).bytes)).status).toBe(200);
    expect((await shop.call('GET', '/api/products/LINEN')).status).toBe(200);
    expect(
      readdirSync(shop.deps.config.dataDir).filter((name) => name.startsWith('.') || name.includes('.previous')),
    ).toEqual([]);
  });
});

describe('a restore over refunds and exchanges', () => {
  it('replaces the history of returned pieces with the backup’s, and keeps it safe from deletes afterwards', async () => {
    const { shop, admin } = await newShop();
    await stock(shop);
    const db = shop.deps.db;
    const line = db
      .insert(orderItems)
      .values({
        orderRef: 'ORD-ABC123XYZ',
        productId: 'OXFORD',
        title: 'Oxford Shirt',
        size: 'M',
        color: 'White',
        quantity: 2,
        unitPrice: 2500,
        paid: 5000,
      })
      .returning()
      .get();
    const refund = (pieces: number) =>
      db
        .insert(orderLineChanges)
        .values({
          orderRef: 'ORD-ABC123XYZ',
          itemId: line.id,
          kind: 'refund',
          quantity: pieces,
          refund: 2500 * pieces,
          refundMethod: 'bank',
          at: new Date(),
        })
        .run();
    const history = () => db.select({ quantity: orderLineChanges.quantity }).from(orderLineChanges).all();
    refund(1);
    const { bytes } = await download(shop, admin, (await makeBackup(shop, admin)).name);
    // The second piece comes back after the backup was made: the restore takes the shop back to one.
    refund(1);
    expect(history()).toEqual([{ quantity: 1 }, { quantity: 1 }]);

    const answer = await restore(shop, admin, bytes);
    expect(answer.status).toBe(200);
    expect(history()).toEqual([{ quantity: 1 }]);
    // The guard is back: the app's own changes still cannot erase a refund.
    expect(() => db.delete(orderLineChanges).run()).toThrow('Refund and exchange records are kept as history');
  });
});

describe('a restore that is refused changes nothing (docs/architecture.md, Backups: checked before anything is replaced)', () => {
  let shop: TestShop;
  let admin: string;
  let good: Buffer;
  beforeAll(async () => {
    const started = await startTestShop({ rateLimitMax: 1000 });
    shop = started;
    admin = adminToken(shop);
    await stock(shop);
    good = (await download(shop, admin, (await makeBackup(shop, admin)).name)).bytes;
    // The data the refused restores would have replaced differs from the backup's.
    saveProduct(
      shop.deps.db,
      { id: 'LATER', title: 'Added later', description: 'x', price: 1000, sizes: ['M'], colors: ['Red'], stock: 1 },
      new Date(),
    );
  });
  afterAll(() => shop.close());

  const flipped = (bytes: Buffer) => {
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 2)]! ^= 0xff;
    return copy;
  };
  const cases: [string, () => Promise<Buffer | undefined>, string | null, number, string, RegExp][] = [
    [
      'a corrupted file (one byte changed)',
      async () => flipped(good),
      'RESTORE',
      422,
      'BACKUP_REJECTED',
      /not a (readable )?shop backup|damaged/,
    ],
    [
      'a file that is not a backup',
      async () => Buffer.from('name,price\nOxford,2500\n'),
      'RESTORE',
      422,
      'BACKUP_REJECTED',
      /not a (readable )?shop backup/,
    ],
    [
      'a tar.gz that is not a shop backup',
      () => repack(good, (dir) => rmSync(path.join(dir, 'manifest.json'))),
      'RESTORE',
      422,
      'BACKUP_REJECTED',
      /no manifest/,
    ],
    [
      'a backup from a newer version of the backup format',
      () =>
        repack(good, (dir) =>
          writeFileSync(
            path.join(dir, 'manifest.json'),
            JSON.stringify({ ...JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')), format: 2 }),
          ),
        ),
      'RESTORE',
      422,
      'BACKUP_REJECTED',
      /newer version of the app/,
    ],
    [
      'a backup whose database has a migration this app does not know',
      () =>
        repack(good, (dir) => {
          const database = new Database(path.join(dir, 'shop.db'));
          database
            .prepare("insert into __drizzle_migrations (hash, created_at) values ('from-the-future', 4102444800000)")
            .run();
          database.close();
          resealDatabase(dir);
        }),
      'RESTORE',
      422,
      'BACKUP_REJECTED',
      /newer version of the app/,
    ],
    ['the confirmation not typed', async () => good, null, 400, 'VALIDATION', /Type RESTORE/],
    ['the confirmation typed wrongly', async () => good, 'restore', 400, 'VALIDATION', /Type RESTORE/],
    ['no file', async () => undefined, 'RESTORE', 400, 'VALIDATION', /Choose the backup file/],
  ];

  it.each(cases)('%s', async (_what, file, confirm, status, code, message) => {
    const before = snapshot(shop);
    const answer = await restore(shop, admin, await file(), confirm);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, code, message: expect.stringMatching(message) });
    // Nothing replaced, no safety copy made, no upload or unpacked folder left behind.
    expect(snapshot(shop)).toEqual(before);
    expect(
      readdirSync(shop.deps.config.dataDir).filter((name) => name.startsWith('.') || name.includes('.previous')),
    ).toEqual([]);
    expect((await shop.call('GET', '/api/products/LATER')).status).toBe(200);
  });

  it('refuses an upload larger than a backup can be, before it is stored, and removes what was received', async () => {
    const app = express()
      .use('/api', backupRoutes(shop.deps, { maxUploadBytes: 1024 }))
      .use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.address() as { port: number };
    const before = snapshot(shop);
    const form = new FormData();
    form.set('confirm', 'RESTORE');
    form.set('backup', new Blob([new Uint8Array(good)]), 'big.tar.gz');
    const response = await fetch(`http://127.0.0.1:${port}/api/admin/backups/restore`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('larger than a shop backup'),
    });
    expect(snapshot(shop)).toEqual(before);
  });

  it('deletes the one backup the owner chose, of any kind, and nothing else', async () => {
    const { shop, admin } = await newShop({ overrides: { now: () => new Date('2025-06-01T08:00:00Z') } });
    const kept = await makeBackup(shop, admin);
    const chosen = await makeBackup(shop, admin);
    const answer = await shop.call('DELETE', `/api/admin/backups/${chosen.name}`, { token: admin });
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: `Backup ${chosen.name} deleted` } });
    expect(readdirSync(backupsDir(shop.deps))).toEqual([kept.name]);
    expect(
      (await shop.call<{ data: BackupList }>('GET', '/api/admin/backups', { token: admin })).body.data.backups,
    ).toEqual([kept]);
    // Gone is gone: a second delete says so rather than pretending.
    expect(await shop.call('DELETE', `/api/admin/backups/${chosen.name}`, { token: admin })).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
  });

  it('deletes only backups in the backups folder: names that reach elsewhere are refused and the files stay', async () => {
    const { shop, admin } = await newShop();
    const outside = path.join(shop.deps.config.dataDir, 'outside.tar.gz');
    writeFileSync(outside, 'not to delete');
    for (const name of ['../shop.db', '../outside.tar.gz', '..%2F..%2Fshop.db', '.upload-x.tar.gz', 'shop.db', '..']) {
      const answer = await shop.call('DELETE', `/api/admin/backups/${encodeURIComponent(name)}`, { token: admin });
      expect([400, 404], name).toContain(answer.status);
      expect(answer.body, name).toMatchObject({
        success: false,
        code: expect.stringMatching(/^(VALIDATION|NOT_FOUND)$/),
      });
    }
    expect(readFileSync(outside, 'utf8')).toBe('not to delete');
    expect(readFileSync(path.join(shop.deps.config.dataDir, 'shop.db')).length).toBeGreaterThan(0);
  });

  it('downloads only backups in the backups folder: names that reach elsewhere are refused', async () => {
    writeFileSync(path.join(shop.deps.config.dataDir, 'outside.tar.gz'), 'not for download');
    for (const name of [
      '../shop.db',
      '../outside.tar.gz',
      '..%2F..%2Fetc%2Fpasswd',
      '.upload-x.tar.gz',
      'shop.db',
      '..',
      '....tar.gz/..',
      'a\\..\\outside.tar.gz',
    ]) {
      const answer = await fetch(`${shop.url}/api/admin/backups/${encodeURIComponent(name)}`, {
        headers: { Authorization: `Bearer ${admin}` },
      });
      expect([400, 404], name).toContain(answer.status);
      expect(await answer.json(), name).toMatchObject({
        success: false,
        code: expect.stringMatching(/^(VALIDATION|NOT_FOUND)$/),
      });
    }
    const missing = await fetch(`${shop.url}/api/admin/backups/shop-backup-2020-01-01-0000.tar.gz`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(missing.status).toBe(404);
  });
});

describe('daily backups keep the last N (docs/architecture.md, Backups)', () => {
  it('keeps exactly the newest N automatic backups, one a day, and never deletes the owner’s own or a safety copy', async () => {
    let clock = new Date('2025-05-01T09:00:00Z');
    const { shop, admin } = await newShop({ overrides: { now: () => clock } });
    await stock(shop);
    const manual = await makeBackup(shop, admin);
    const safety = (await restore(shop, admin, (await download(shop, admin, manual.name)).bytes)).body.data!.safetyCopy;
    expect(
      (await shop.call('PUT', '/api/admin/backups/retention', { token: admin, body: { keep: 3 } })).body,
    ).toMatchObject({ success: true, data: { keep: 3 } });

    const made: string[] = [];
    for (let day = 0; day < 5; day++) {
      clock = new Date(Date.parse('2025-05-02T09:00:00Z') + day * 24 * 60 * 60 * 1000);
      made.push((await runDailyBackup(shop.deps))!.name);
      // Within the same day there is nothing more to do.
      clock = new Date(clock.getTime() + 60 * 60 * 1000);
      expect(await runDailyBackup(shop.deps)).toBeUndefined();
    }
    const listed = (await shop.call<{ data: BackupList }>('GET', '/api/admin/backups', { token: admin })).body.data
      .backups;
    expect(listed.filter((backup) => backup.kind === 'automatic').map((backup) => backup.name)).toEqual(
      made.slice(-3).reverse(),
    );
    expect(listed.map((backup) => backup.name)).toEqual(expect.arrayContaining([manual.name, safety]));
    expect(listed).toHaveLength(5);

    // Fewer kept: the next daily backup prunes down to the new number.
    await shop.call('PUT', '/api/admin/backups/retention', { token: admin, body: { keep: 1 } });
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
    const latest = (await runDailyBackup(shop.deps))!.name;
    const remaining = readdirSync(backupsDir(shop.deps)).sort();
    expect(remaining).toEqual([manual.name, safety, latest].sort());
  });

  it('refuses a retention that is not a whole number from 1 to 90, keeping the saved one', async () => {
    const { shop, admin } = await newShop();
    await shop.call('PUT', '/api/admin/backups/retention', { token: admin, body: { keep: 10 } });
    for (const keep of [0, 91, 2.5, '7', null]) {
      const answer = await shop.call('PUT', '/api/admin/backups/retention', { token: admin, body: { keep } });
      expect(answer.status, String(keep)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    expect(
      (await shop.call<{ data: BackupList }>('GET', '/api/admin/backups', { token: admin })).body.data.retention,
    ).toEqual({ keep: 10 });
  });

  it('the shop schedules the daily backup when it starts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    let shop: TestShop;
    try {
      shop = await startTestShop();
      await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS - 1000);
      expect(readdirSync(backupsDir(shop.deps))).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
    } finally {
      vi.useRealTimers();
    }
    cleanup.push(() => shop.close());
    await vi.waitFor(
      () => expect(readdirSync(backupsDir(shop.deps)).filter((name) => name.endsWith('-auto.tar.gz'))).toHaveLength(1),
      { timeout: 10_000 },
    );
  });

  it('stopping the schedule lets a backup under way finish and starts no more', async () => {
    const { shop } = await newShop();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      const schedule = scheduleDailyBackups(shop.deps);
      await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS);
      await schedule.stop();
      // stop() answered only once the backup it found under way was written.
      expect(readdirSync(backupsDir(shop.deps)).filter((name) => name.endsWith('-auto.tar.gz'))).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(10 * CHECK_EVERY_MS);
      expect(readdirSync(backupsDir(shop.deps))).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
