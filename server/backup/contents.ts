import Database from 'better-sqlite3';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { sniffImageFormat, STORED_PICTURE_NAME } from '../images/store';
import { RECEIPT_FILE_NAME } from '../orders/receipts';
import { describeFiles } from './fileTree';
import {
  BackupRejected,
  DATABASE_FILE,
  MANIFEST_FILE,
  RECEIPTS_FOLDER,
  UPLOADS_FOLDER,
  type BackupManifest,
} from './manifest';

/** What a shop backup may hold and whether an unpacked one holds only that (server/backup/archive.ts). */

/** Tables a shop database has; a file without them is not a backup of this shop. */
const REQUIRED_TABLES = ['products', 'orders', 'order_items', 'users', 'admins', 'reviews', '__drizzle_migrations'];

export const isPictureName = (name: string) =>
  name.startsWith(`${UPLOADS_FOLDER}/`) && STORED_PICTURE_NAME.test(name.slice(UPLOADS_FOLDER.length + 1));
export const isReceiptName = (name: string) =>
  name.startsWith(`${RECEIPTS_FOLDER}/`) && RECEIPT_FILE_NAME.test(name.slice(RECEIPTS_FOLDER.length + 1));

/** A picture's (or receipt's) first bytes must be WebP's, as every picture the shop writes is. */
async function isWebp(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    return sniffImageFormat(buffer.subarray(0, bytesRead)) === 'webp';
  } finally {
    await handle.close();
  }
}

export async function checkFiles(dir: string, manifest: BackupManifest) {
  const present = new Map(
    (await describeFiles(dir)).filter((file) => file.path !== MANIFEST_FILE).map((file) => [file.path, file]),
  );
  if (!manifest.files.some((file) => file.path === DATABASE_FILE))
    throw new BackupRejected('This backup holds no database.');
  for (const expected of manifest.files) {
    const found = present.get(expected.path);
    if (!found) throw new BackupRejected(`This backup is incomplete: ${expected.path} is missing.`);
    if (found.size !== expected.size || found.sha256 !== expected.sha256)
      throw new BackupRejected(`This backup is damaged: ${expected.path} is not the file that was saved.`);
    if (expected.path !== DATABASE_FILE && !(await isWebp(path.join(dir, expected.path))))
      throw new BackupRejected(
        `This backup holds something a shop backup never does: ${expected.path} is not a picture.`,
      );
    present.delete(expected.path);
  }
  const extra = present.keys().next();
  if (!extra.done) throw new BackupRejected(`This backup holds a file its manifest does not list: ${extra.value}.`);
}

/** Opens the database and checks it; throws BackupRejected when it is not a sound shop database. */
export function checkDatabase(file: string) {
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(file, { fileMustExist: true });
    const result = sqlite.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupRejected(`The database in this backup is damaged (${String(result)}).`);
    const tables = new Set(
      sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[],
    );
    const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0)
      throw new BackupRejected(`The database in this backup is not a shop database (no ${missing.join(', ')} table).`);
  } catch (error) {
    if (error instanceof BackupRejected) throw error;
    throw new BackupRejected(
      `The database in this backup cannot be opened (${error instanceof Error ? error.message : String(error)}).`,
    );
  } finally {
    sqlite?.close();
  }
}

/** Products, orders and shopper accounts on an open connection: the shop's own, or a backup's database. */
export function countsOf(sqlite: Database.Database): NonNullable<BackupManifest['counts']> {
  const count = (table: string) => sqlite.prepare(`select count(*) from "${table}"`).pluck().get() as number;
  return { products: count('products'), orders: count('orders'), customers: count('users') };
}

/** Products, orders and shopper accounts in a database file (read only). */
export function countRows(file: string): NonNullable<BackupManifest['counts']> {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return countsOf(sqlite);
  } finally {
    sqlite.close();
  }
}
