import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackupList, BackupSummary, UploadPreview } from '../../common/contract/backups';
import { orders } from '../orders/schema';
import { addStaff, tokenOf } from '../staff/testStaff';
import { adminToken, createShopper } from '../testing/identities';
import { fileHashes, stockForBackup } from '../testing/stockedShop';
import { startTestShop, type TestShop } from '../testing/testShop';
import { backupsDir } from './service';

// Decision 0131: before a restore replaces anything, the owner sees when the backup was made, what it
// holds next to what the shop holds now, and what a restore would lose; the preview reads the backup
// as the restore checks it and changes nothing. A saved backup is previewed and restored where it lies.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

type Answer<T> = { status: number; body: { success: boolean; code?: string; message: string; data?: T } };

async function newShop() {
  const shop = await startTestShop({ rateLimitMax: 1000 });
  cleanup.push(() => shop.close());
  return { shop, admin: adminToken(shop) };
}

/** An order placed after the backup, by a shopper who signed up after it. */
function laterOrder(shop: TestShop, orderRef = 'ORD-LATER0001') {
  createShopper(shop, `${orderRef.toLowerCase()}@example.pk`);
  const at = new Date('2025-03-02T10:00:00Z');
  shop.deps.db
    .insert(orders)
    .values({
      orderRef,
      customerName: 'Ayesha',
      customerEmail: 'ayesha@example.pk',
      customerPhone: '03001112223',
      customerAddress: 'House 2',
      customerCity: 'Karachi',
      subtotal: 2500,
      shippingCost: 300,
      total: 2800,
      paymentMethod: 'cod',
      status: 'pending',
      createdAt: at,
      updatedAt: at,
    })
    .run();
}

/** Everything a preview must leave as it was. */
const snapshot = (shop: TestShop) => ({
  products: shop.deps.db.$client.prepare('select id, title, stock from products order by id').all(),
  orders: shop.deps.db.$client.prepare('select order_ref from orders order by order_ref').all(),
  users: shop.deps.db.$client.prepare('select id from users order by id').all(),
  pictures: fileHashes(shop.deps.uploadsDir),
  receipts: fileHashes(shop.deps.receiptsDir),
  // A chosen file the preview keeps for its restore (decision 0138) is checked apart: hiddenFiles.
  backups: readdirSync(backupsDir(shop.deps))
    .filter((name) => !name.startsWith('.upload-'))
    .sort(),
});

/** The hidden files of the backups folder: uploads kept for a restore, unpacked copies left behind. */
const hiddenFiles = (shop: TestShop) =>
  readdirSync(backupsDir(shop.deps))
    .filter((name) => name.startsWith('.'))
    .sort();

async function makeBackup(shop: TestShop, admin: string): Promise<BackupSummary> {
  const made = await shop.call<{ data: BackupSummary }>('POST', '/api/admin/backups', { token: admin });
  expect(made.status).toBe(201);
  return made.body.data;
}

const savedFile = (shop: TestShop, name: string) => readFileSync(path.join(backupsDir(shop.deps), name));

/** The admin app's preview of a chosen file: the file alone, in the restore's form field. */
async function previewUpload(shop: TestShop, token: string | undefined, bytes: Buffer): Promise<Answer<UploadPreview>> {
  const form = new FormData();
  form.set('backup', new Blob([new Uint8Array(bytes)]), 'chosen.tar.gz');
  const response = await fetch(`${shop.url}/api/admin/backups/preview`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Answer<UploadPreview>['body'] };
}

const previewSaved = (shop: TestShop, token: string | undefined, name: string) =>
  shop.call<Answer<UploadPreview>['body']>('GET', `/api/admin/backups/${name}/preview`, { token });

const restoreSaved = (shop: TestShop, token: string | undefined, name: string, confirm?: string) =>
  shop.call<Answer<{ safetyCopy: string; restored: { createdAt: string } }>['body']>(
    'POST',
    `/api/admin/backups/${name}/restore`,
    { token, body: confirm === undefined ? {} : { confirm } },
  );

/** A backup shop.db of a stocked shop, then an order and a shopper more: the shop has one of each the backup lacks. */
async function shopMovedOnSinceItsBackup() {
  const { shop, admin } = await newShop();
  await stockForBackup(shop.deps);
  createShopper(shop);
  const backup = await makeBackup(shop, admin);
  laterOrder(shop);
  return { shop, admin, backup };
}

describe('the preview of a backup (decision 0131)', () => {
  it('says when a chosen file was made, what it holds, what the shop holds now and what a restore loses, and changes nothing', async () => {
    const { shop, admin, backup } = await shopMovedOnSinceItsBackup();
    const before = snapshot(shop);

    const answer = await previewUpload(shop, admin, savedFile(shop, backup.name));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      createdAt: backup.createdAt,
      bytes: backup.bytes,
      counts: { products: 1, orders: 1, customers: 1 },
      now: { products: 1, orders: 2, customers: 2 },
      lost: { orders: 1, customers: 1 },
      upload: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(snapshot(shop)).toEqual(before);
    // The upload is kept for its restore (decision 0138), hidden; the unpacked copy is not left.
    expect(hiddenFiles(shop)).toEqual([`.upload-${answer.body.data!.upload}`]);
  });

  it('counts what is in the database, not what the manifest says', async () => {
    const { shop, admin, backup } = await shopMovedOnSinceItsBackup();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-preview-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const unpacked = path.join(dir, 'unpacked');
    mkdirSync(unpacked);
    await tar.x({ file: path.join(backupsDir(shop.deps), backup.name), cwd: unpacked });
    const manifestFile = path.join(unpacked, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      manifestFile,
      JSON.stringify({ ...manifest, counts: { products: 900, orders: 900, customers: 900 } }),
    );
    await tar.c({ gzip: true, file: path.join(dir, 'lying.tar.gz'), cwd: unpacked }, [
      'manifest.json',
      ...readdirSync(unpacked).filter((name) => name !== 'manifest.json'),
    ]);

    const answer = await previewUpload(shop, admin, readFileSync(path.join(dir, 'lying.tar.gz')));
    expect(answer.status).toBe(200);
    expect(answer.body.data?.counts).toEqual({ products: 1, orders: 1, customers: 1 });
  });

  it('previews a saved backup by its name, as for a chosen file', async () => {
    const { shop, admin, backup } = await shopMovedOnSinceItsBackup();
    const before = snapshot(shop);
    const answer = await previewSaved(shop, admin, backup.name);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      createdAt: backup.createdAt,
      counts: { orders: 1 },
      now: { orders: 2 },
      lost: { orders: 1, customers: 1 },
    });
    expect(snapshot(shop)).toEqual(before);
    expect((await previewSaved(shop, admin, 'shop-backup-1999-01-01-0000.tar.gz')).status).toBe(404);
  });

  it('refuses a file that is not a shop backup with words for the owner, and leaves everything as it was', async () => {
    const { shop, admin } = await shopMovedOnSinceItsBackup();
    const before = snapshot(shop);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-preview-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(path.join(dir, 'notes.txt'), 'my notes');
    await tar.c({ gzip: true, file: path.join(dir, 'notes.tar.gz'), cwd: dir }, ['notes.txt']);

    for (const [what, bytes] of [
      ['a text file', Buffer.from('these are my notes, not a backup')],
      ['a tar.gz of something else', readFileSync(path.join(dir, 'notes.tar.gz'))],
    ] as const) {
      const answer = await previewUpload(shop, admin, bytes);
      expect(answer.status, what).toBe(422);
      expect(answer.body, what).toMatchObject({
        success: false,
        code: 'BACKUP_REJECTED',
        message: expect.stringMatching(/not a shop backup|has no manifest: it was not made by the shop/),
      });
    }
    expect(snapshot(shop)).toEqual(before);
    // A file the restore would refuse is not kept.
    expect(hiddenFiles(shop)).toEqual([]);
  });
});

const restoreUpload = (shop: TestShop, token: string | undefined, upload: string, confirm?: string) =>
  shop.call<Answer<{ safetyCopy: string; restored: { createdAt: string } }>['body']>(
    'POST',
    `/api/admin/backups/uploads/${upload}/restore`,
    { token, body: confirm === undefined ? {} : { confirm } },
  );
const dropUpload = (shop: TestShop, token: string | undefined, upload: string) =>
  shop.call<Answer<never>['body']>('DELETE', `/api/admin/backups/uploads/${upload}`, { token });

describe('a chosen file is sent once: the preview keeps it for the restore (decision 0138)', () => {
  it('restores the file the preview kept, by its name, after RESTORE is typed, and then removes it', async () => {
    const { shop, admin, backup } = await shopMovedOnSinceItsBackup();
    const preview = await previewUpload(shop, admin, savedFile(shop, backup.name));
    const upload = preview.body.data!.upload;
    const before = snapshot(shop);

    expect(await restoreUpload(shop, admin, upload, 'restore')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    });
    expect(snapshot(shop)).toEqual(before);
    expect(hiddenFiles(shop)).toEqual([`.upload-${upload}`]);

    const answer = await restoreUpload(shop, admin, upload, 'RESTORE');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.restored.createdAt).toBe(backup.createdAt);
    expect(shop.deps.db.$client.prepare('select order_ref from orders').pluck().all()).toEqual(['ORD-ABC123XYZ']);
    expect(answer.body.data?.safetyCopy).toMatch(/-before-restore\.tar\.gz$/);
    expect(hiddenFiles(shop)).toEqual([]);
    // Once restored it is gone: a second restore of it is refused with words for the owner.
    expect(await restoreUpload(shop, admin, upload, 'RESTORE')).toMatchObject({
      status: 404,
      body: { message: 'The chosen file is no longer on the shop’s computer: choose it again.' },
    });
  });

  it('removes a kept file when the dialog closes, and one nobody restored or closed a day later', async () => {
    const { shop, admin, backup } = await shopMovedOnSinceItsBackup();
    const bytes = savedFile(shop, backup.name);
    const closed = (await previewUpload(shop, admin, bytes)).body.data!.upload;
    expect((await dropUpload(shop, admin, closed)).status).toBe(200);
    expect(hiddenFiles(shop)).toEqual([]);
    expect((await restoreUpload(shop, admin, closed, 'RESTORE')).status).toBe(404);
    // Names that are not a kept upload's reach no file.
    for (const name of ['..', 'shop.db', backup.name]) {
      const answer = await restoreUpload(shop, admin, encodeURIComponent(name), 'RESTORE');
      expect([400, 404], name).toContain(answer.status);
    }

    const forgotten = (await previewUpload(shop, admin, bytes)).body.data!.upload;
    const dayAndMore = (Date.now() - 25 * 60 * 60 * 1000) / 1000;
    utimesSync(path.join(backupsDir(shop.deps), `.upload-${forgotten}`), dayAndMore, dayAndMore);
    const fresh = (await previewUpload(shop, admin, bytes)).body.data!.upload;
    expect(hiddenFiles(shop)).toEqual([`.upload-${fresh}`]);
  });
});

describe('restoring a saved backup where it lies', () => {
  it('brings the backup back after RESTORE is typed, keeps a safety copy first, and keeps the backup listed', async () => {
    const { shop, admin, backup } = await shopMovedOnSinceItsBackup();
    const before = snapshot(shop);
    const unconfirmed = await restoreSaved(shop, admin, backup.name, 'restore');
    expect(unconfirmed).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(snapshot(shop)).toEqual(before);

    const answer = await restoreSaved(shop, admin, backup.name, 'RESTORE');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.restored.createdAt).toBe(backup.createdAt);
    expect(shop.deps.db.$client.prepare('select order_ref from orders').pluck().all()).toEqual(['ORD-ABC123XYZ']);
    const listed = await shop.call<{ data: BackupList }>('GET', '/api/admin/backups', { token: admin });
    const names = listed.body.data.backups.map((saved) => saved.name);
    expect(names).toContain(backup.name);
    const safety = listed.body.data.backups.find((saved) => saved.name === answer.body.data?.safetyCopy);
    // The safety copy holds what the restore replaced: restoring it undoes the restore.
    expect(safety).toMatchObject({ kind: 'safety', counts: { orders: 2, customers: 2 } });
  });
});

describe('who may preview and restore (the backups permission, checked by the server)', () => {
  it('refuses a manager and a signed-out caller on every preview and restore, and changes nothing', async () => {
    const { shop, admin, backup } = await shopMovedOnSinceItsBackup();
    const bytes = savedFile(shop, backup.name);
    const manager = tokenOf(shop, addStaff(shop, 'manager').id);
    const before = snapshot(shop);
    for (const [token, status] of [
      [undefined, 401],
      [manager, 403],
    ] as const) {
      expect((await previewUpload(shop, token, bytes)).status).toBe(status);
      expect((await previewSaved(shop, token, backup.name)).status).toBe(status);
      expect((await restoreSaved(shop, token, backup.name, 'RESTORE')).status).toBe(status);
    }
    expect(snapshot(shop)).toEqual(before);
    const kept = await previewUpload(shop, admin, bytes);
    expect(kept.status).toBe(200);
    for (const [token, status] of [
      [undefined, 401],
      [manager, 403],
    ] as const) {
      expect((await restoreUpload(shop, token, kept.body.data!.upload, 'RESTORE')).status).toBe(status);
      expect((await dropUpload(shop, token, kept.body.data!.upload)).status).toBe(status);
    }
    expect(snapshot(shop)).toEqual(before);
    expect(hiddenFiles(shop)).toEqual([`.upload-${kept.body.data!.upload}`]);
  });
});
