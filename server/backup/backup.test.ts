import Database from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { getProduct } from '../catalog/queries';
import { saveProduct } from '../catalog/saveProduct';
import { loadConfig } from '../config';
import { orders } from '../orders/schema';
import { startShopServer, type RunningShop } from '../start';
import { fileHashes, STOCKED_RECEIPT, stockForBackup } from '../testing/stockedShop';
import { backupFileName, readArchiveManifest, unpackAndCheckBackup } from './archive';
import { BackupRejected } from './manifest';
import { restoreBackup } from './restore';
import { backupRunningShop } from './runningShop';
import { backupsDir } from './service';
import { resealDatabase } from './testing';

// docs/architecture.md, Backups and Desktop shell: one file with a consistent copy of the database, the
// pictures and a manifest with checksums; a restore (restore.ts, the admin app's and the desktop's,
// decision 0138) checks it before replacing anything, keeps a safety copy, and puts the old data back
// if the new data cannot be copied in.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function startShop(dataDir: string): () => Promise<RunningShop> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    SHOP_DATA_DIR: dataDir,
    SHOP_DEMO_DATA: '0',
    SHOP_ADMIN_USER: 'owner',
    SHOP_ADMIN_PASSWORD: 'backup-test-password',
    LOG_LEVEL: 'silent',
  });
  return () => startShopServer(config);
}

async function emptyShop() {
  const dataDir = tempDir('shop-backup-dst-');
  const shop = await startShop(dataDir)();
  cleanup.push(() => shop.close());
  return { dataDir, shop };
}

/** A shop with one product (with a stored picture) and one bank-transfer order with the shopper's receipt, as the owner would have it. */
async function stockedShop() {
  const opened = await emptyShop();
  const { imageUrl } = await stockForBackup(opened.shop.deps);
  return { ...opened, imageUrl };
}

const ordersOf = (shop: RunningShop) =>
  shop.deps.db.select({ orderRef: orders.orderRef, total: orders.total, city: orders.customerCity }).from(orders).all();

/** Everything a restore replaces, and the backups folder, where a refused one must not even leave a safety copy. */
const dataOf = (shop: RunningShop) => ({
  products: shop.deps.db.$client.prepare('select id, title, price, stock from products order by id').all(),
  orders: ordersOf(shop),
  uploads: fileHashes(shop.deps.uploadsDir),
  receipts: fileHashes(shop.deps.receiptsDir),
  backups: existsSync(backupsDir(shop.deps)) ? readdirSync(backupsDir(shop.deps)).sort() : [],
});

/** What a restore may leave in the data folder once it is over: nothing moved aside or half unpacked. */
const leftBehind = (dataDir: string) =>
  readdirSync(dataDir).filter((name) => name.startsWith('.') || name.includes('.previous'));

/** Unpacks an archive to a folder, lets `change` alter it, and packs it again as another archive. */
async function repack(archive: string, change: (dir: string) => void): Promise<string> {
  const dir = tempDir('shop-backup-tamper-');
  await tar.x({ file: archive, cwd: dir });
  change(dir);
  const tampered = path.join(tempDir('shop-backup-out-'), 'tampered.tar.gz');
  await tar.c({ gzip: true, file: tampered, cwd: dir }, readdirSync(dir));
  return tampered;
}

describe('backup export and restore', () => {
  it('names backups by date and time so they sort', () => {
    expect(backupFileName(new Date('2025-01-31T15:30:45Z'))).toBe('shop-backup-2025-01-31-1530.tar.gz');
  });

  it('restores into a fresh shop the same products, orders and pictures, and the restored shop serves them', async () => {
    const source = await stockedShop();
    const archive = path.join(tempDir('shop-backup-file-'), 'backup.tar.gz');
    const exported = await backupRunningShop(source.shop, archive);
    expect(exported.bytes).toBeGreaterThan(0);
    expect(exported.manifest.files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['shop.db', expect.stringMatching(/^uploads\/.+\.webp$/), `receipts/${STOCKED_RECEIPT}`]),
    );
    // The export leaves no staging folder or half-written file behind.
    expect(readdirSync(path.dirname(archive))).toEqual(['backup.tar.gz']);
    expect(readdirSync(path.join(source.dataDir, 'backups'))).toEqual([]);

    const target = await emptyShop();
    expect(getProduct(target.shop.deps.db, 'OXFORD')).toBeUndefined();
    const outcome = await restoreBackup(target.shop.deps, archive);
    expect(outcome).toMatchObject({
      restored: { createdAt: exported.manifest.createdAt, counts: { products: 1, orders: 1 } },
      safetyCopy: expect.stringMatching(/before-restore\.tar\.gz$/),
    });

    // Restored in place: the shop that was running serves the backup's data, never closed.
    const restored = target.shop;
    expect(getProduct(restored.deps.db, 'OXFORD')).toEqual(getProduct(source.shop.deps.db, 'OXFORD'));
    expect(ordersOf(restored)).toEqual([{ orderRef: 'ORD-ABC123XYZ', total: 2800, city: 'Lahore' }]);
    expect(fileHashes(restored.deps.uploadsDir)).toEqual(fileHashes(source.shop.deps.uploadsDir));
    // Shoppers' bank receipts are the shop's data too (docs/decisions/0051), in their own private folder.
    expect(fileHashes(restored.deps.receiptsDir)).toEqual({
      [STOCKED_RECEIPT]: fileHashes(source.shop.deps.receiptsDir)[STOCKED_RECEIPT],
    });
    expect(restored.deps.db.select({ receiptFile: orders.receiptFile }).from(orders).all()).toEqual([
      { receiptFile: STOCKED_RECEIPT },
    ]);
    const served = await fetch(`${restored.url}${source.imageUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      readFileSync(path.join(source.shop.deps.uploadsDir, path.basename(source.imageUrl))),
    );
    // The old data was moved aside only until the new data was in, then removed; the safety copy stays
    // in the backups folder and holds the data the restore replaced (this shop's, empty).
    expect(leftBehind(target.dataDir)).toEqual([]);
    expect(readdirSync(backupsDir(restored.deps))).toEqual([outcome.safetyCopy]);
    expect((await readArchiveManifest(path.join(backupsDir(restored.deps), outcome.safetyCopy)))?.counts).toMatchObject(
      { products: 0, orders: 0 },
    );
  });

  it('takes a consistent copy while the shop keeps writing', async () => {
    const source = await stockedShop();
    const archive = path.join(tempDir('shop-backup-file-'), 'busy.tar.gz');
    const writes = (async () => {
      for (let index = 0; index < 200; index++) {
        saveProduct(
          source.shop.deps.db,
          {
            id: `P${index}`,
            title: `Shirt ${index}`,
            description: 'x',
            price: 1000 + index,
            sizes: ['M'],
            colors: ['Blue'],
            stock: 1,
          },
          new Date(),
        );
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all([backupRunningShop(source.shop, archive), writes]);
    const checked = await unpackAndCheckBackup(archive, tempDir('shop-backup-check-'));
    const copy = new Database(checked.database, { readonly: true });
    cleanup.push(() => void copy.close());
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.prepare('select count(*) from products').pluck().get()).toBeGreaterThanOrEqual(1);
  });

  describe('refuses a damaged or foreign file and leaves the current data untouched', () => {
    const cases: [string, (archive: string) => Promise<string>, RegExp][] = [
      [
        'a changed byte in the archive',
        async (archive) => {
          const bytes = readFileSync(archive);
          bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
          writeFileSync(archive, bytes);
          return archive;
        },
        /not a (readable )?shop backup|damaged/,
      ],
      [
        'a changed byte in a picture',
        (archive) =>
          repack(archive, (dir) => {
            const picture = path.join(dir, 'uploads', readdirSync(path.join(dir, 'uploads'))[0]!);
            const bytes = readFileSync(picture);
            bytes[bytes.length - 1]! ^= 0x01;
            writeFileSync(picture, bytes);
          }),
        /damaged: uploads\/.+ is not the file that was saved/,
      ],
      [
        'a changed database',
        (archive) =>
          repack(archive, (dir) => {
            const copy = new Database(path.join(dir, 'shop.db'));
            copy.prepare("update orders set total = 1 where order_ref = 'ORD-ABC123XYZ'").run();
            copy.close();
          }),
        /damaged: shop\.db is not the file that was saved/,
      ],
      [
        'a missing picture',
        (archive) =>
          repack(archive, (dir) => rmSync(path.join(dir, 'uploads', readdirSync(path.join(dir, 'uploads'))[0]!))),
        /incomplete: uploads\/.+ is missing/,
      ],
      [
        'a missing receipt',
        (archive) => repack(archive, (dir) => rmSync(path.join(dir, 'receipts', STOCKED_RECEIPT))),
        /incomplete: receipts\/fedcba9876543210fedcba98\.webp is missing/,
      ],
      [
        'a page planted among the receipts',
        (archive) =>
          repack(archive, (dir) =>
            writeFileSync(path.join(dir, 'receipts', 'receipt.html'), '<script>alert(1)</script>'),
          ),
        /something a shop backup never does: receipts\/receipt\.html/,
      ],
      [
        'a missing manifest',
        (archive) => repack(archive, (dir) => rmSync(path.join(dir, 'manifest.json'))),
        /no manifest/,
      ],
      [
        'a file the manifest does not list',
        (archive) => repack(archive, (dir) => writeFileSync(path.join(dir, 'uploads', 'extra-640.webp'), 'x')),
        /does not list: uploads\/extra-640\.webp/,
      ],
      [
        'an unexpected path',
        (archive) =>
          repack(archive, (dir) => {
            mkdirSync(path.join(dir, 'elsewhere'));
            writeFileSync(path.join(dir, 'elsewhere', 'x.txt'), 'x');
          }),
        /something a shop backup never does: elsewhere/,
      ],
      [
        'a database that is not the shop’s, with a matching manifest',
        (archive) =>
          repack(archive, (dir) => {
            const file = path.join(dir, 'shop.db');
            rmSync(file);
            const other = new Database(file);
            other.exec('create table notes (text text)');
            other.close();
            resealDatabase(dir);
          }),
        /not a shop database \(no products/,
      ],
      [
        'a file that is not an archive at all',
        async () => {
          const file = path.join(tempDir('shop-backup-junk-'), 'notes.tar.gz');
          writeFileSync(file, 'these are my notes, not a backup');
          return file;
        },
        // Said whole: the owner is told what the file is not, in the owner's words.
        /^This file is not a shop backup, or it is damaged: it cannot be read as one\.$/,
      ],
    ];

    it.each(cases)('%s', async (_name, tamper, reason) => {
      const source = await stockedShop();
      const archive = path.join(tempDir('shop-backup-file-'), 'backup.tar.gz');
      await backupRunningShop(source.shop, archive);
      const tampered = await tamper(archive);

      const target = await stockedShop();
      const before = dataOf(target.shop);
      await expect(restoreBackup(target.shop.deps, tampered)).rejects.toMatchObject({
        code: 'BACKUP_REJECTED',
        message: expect.stringMatching(reason),
      });
      // Refused before anything was touched: the shop keeps serving the data it had, no safety copy made,
      // nothing unpacked left behind.
      expect((await fetch(`${target.shop.url}/api/products/OXFORD`)).status).toBe(200);
      expect(dataOf(target.shop)).toEqual(before);
      expect(leftBehind(target.dataDir)).toEqual([]);
    });

    it('throws BackupRejected from the check itself, leaving no unpacked folder', async () => {
      const staging = tempDir('shop-backup-staging-');
      const junk = path.join(staging, 'junk.tar.gz');
      writeFileSync(junk, 'junk');
      await expect(unpackAndCheckBackup(junk, staging)).rejects.toBeInstanceOf(BackupRejected);
      expect(readdirSync(staging)).toEqual(['junk.tar.gz']);
    });
  });

  it('puts the data, pictures and receipts back when the backup fails as it is copied in', async () => {
    const source = await stockedShop();
    const archive = path.join(tempDir('shop-backup-file-'), 'backup.tar.gz');
    await backupRunningShop(source.shop, archive);
    // A line of an order the backup does not hold: every check passes, and the copy fails on its foreign
    // key when the transaction commits, after the pictures and receipts folders were swapped in.
    const orphaned = await repack(archive, (dir) => {
      const copy = new Database(path.join(dir, 'shop.db'));
      copy.pragma('foreign_keys = OFF');
      copy
        .prepare(
          "insert into order_items (order_ref, product_id, title, size, color, quantity, unit_price, paid) values ('ORD-NOT-THERE', 'OXFORD', 'Oxford Shirt', 'M', 'White', 1, 2500, 2500)",
        )
        .run();
      copy.close();
      resealDatabase(dir);
    });

    const target = await stockedShop();
    saveProduct(
      target.shop.deps.db,
      { id: 'LATER', title: 'Added later', description: 'x', price: 1000, sizes: ['M'], colors: ['Red'], stock: 1 },
      new Date(),
    );
    const { backups: _none, ...before } = dataOf(target.shop);
    await expect(restoreBackup(target.shop.deps, orphaned)).rejects.toThrow(/FOREIGN KEY/);
    const { backups, ...after } = dataOf(target.shop);
    expect(after).toEqual(before);
    expect((await fetch(`${target.shop.url}/api/products/LATER`)).status).toBe(200);
    expect((await fetch(`${target.shop.url}${target.imageUrl}`)).status).toBe(200);
    expect(leftBehind(target.dataDir)).toEqual([]);
    // The safety copy made before the copy began stays, and nothing unpacked is left beside it.
    expect(backups).toEqual([expect.stringMatching(/-before-restore\.tar\.gz$/)]);
  });
});
