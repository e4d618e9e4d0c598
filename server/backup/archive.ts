import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  chmod,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  statfs,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import { sniffImageFormat, STORED_PICTURE_NAME } from '../images/store';
import { RECEIPT_FILE_NAME } from '../orders/receipts';
import { databaseHeaderOf, databaseHeaderProblem, entryStart, unpackAllowance } from './preflight';

/**
 * A backup is one gzipped tar file (docs/architecture.md, Desktop shell): `manifest.json`, `shop.db` (a
 * consistent copy made with SQLite's online backup, never a raw copy of a file in use), the
 * `uploads/` folder and the `receipts/` folder (shoppers' bank receipts, docs/decisions/0051), with the
 * size and SHA-256 of every file in the manifest. Backups made before receipts simply have none.
 */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'shop.db';
export const UPLOADS_FOLDER = 'uploads';
export const RECEIPTS_FOLDER = 'receipts';

/**
 * No shop's backup unpacks to more than this (its database and web-sized pictures); with the
 * manifest's own totals it bounds what a restore may write, whatever the archive claims.
 */
export const MAX_UNPACKED_BYTES = 8 * 1024 ** 3;
/** Room left on the disk after unpacking, so a restore never fills it for the running shop. */
const SPARE_DISK_BYTES = 256 * 1024 ** 2;

/** Tables a shop database has; a file without them is not a backup of this shop. */
const REQUIRED_TABLES = ['products', 'orders', 'order_items', 'users', 'admins', 'reviews', '__drizzle_migrations'];

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  files: z
    .array(
      z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
    )
    .min(1),
  /** What the database held, so a list of backups needs only the manifests; absent in older backups. */
  counts: z
    .object({ products: z.number().int().min(0), orders: z.number().int().min(0), customers: z.number().int().min(0) })
    .optional(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** Why a backup was refused, in words for the owner; nothing has been replaced when this is thrown. */
export class BackupRejected extends Error {}

export type ExportedBackup = { file: string; manifest: BackupManifest; bytes: number };

/** A file name that sorts by date, e.g. shop-backup-2025-01-31-1530.tar.gz. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `shop-backup-${stamp}.tar.gz`;
}

/**
 * Writes a backup of the running shop to `target`. The database stays open and in use meanwhile:
 * `.backup()` copies a consistent snapshot. Pictures are hard-linked into the staging folder (they
 * are never changed in place, only added or removed), copied where links are not possible.
 */
export async function exportBackup(
  source: { sqlite: Database.Database; uploadsDir: string; receiptsDir: string; stagingParent: string },
  target: string,
  now = new Date(),
): Promise<ExportedBackup> {
  await mkdir(source.stagingParent, { recursive: true });
  const staging = await mkdtemp(path.join(source.stagingParent, '.export-'));
  const partial = `${target}.partial`;
  try {
    await source.sqlite.backup(path.join(staging, DATABASE_FILE));
    await linkTree(source.uploadsDir, path.join(staging, UPLOADS_FOLDER));
    await linkTree(source.receiptsDir, path.join(staging, RECEIPTS_FOLDER));
    const files = await describeFiles(staging);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      files,
      counts: countRows(path.join(staging, DATABASE_FILE)),
    };
    await writeFile(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(target), { recursive: true });
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      DATABASE_FILE,
      UPLOADS_FOLDER,
      RECEIPTS_FOLDER,
    ]);
    // Written under another name first, so an interrupted export never looks like a finished backup.
    await chmod(partial, 0o600);
    await rename(partial, target);
    return { file: target, manifest, bytes: (await stat(target)).size };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

export type CheckedBackup = {
  dir: string;
  manifest: BackupManifest;
  database: string;
  uploadsDir: string;
  receiptsDir: string;
};

/**
 * Unpacks a backup into a new folder under `stagingParent` and checks all of it: the archive reads,
 * holds only plain files, the manifest lists exactly the files present with their sizes and
 * checksums, and the database opens, passes `PRAGMA integrity_check` and has the shop's tables.
 * On any doubt the folder is removed and BackupRejected is thrown.
 */
export async function unpackAndCheckBackup(archive: string, stagingParent: string): Promise<CheckedBackup> {
  await mkdir(stagingParent, { recursive: true });
  const start = await manifestTextOf(archive);
  if (!start.readable) throw new BackupRejected(NOT_AN_ARCHIVE);
  const declared = parseManifest(start.text);
  const total = declared.files.reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_UNPACKED_BYTES)
    throw new BackupRejected(
      `This backup says it holds ${formatGiB(total)}, more than a shop backup can (${formatGiB(MAX_UNPACKED_BYTES)}).`,
    );
  // Checked before unpacking (issue 33): what the archive's size can hold, and the database's own header.
  const archiveBytes = (await stat(archive)).size;
  if (total > unpackAllowance(archiveBytes))
    throw new BackupRejected(
      `This backup file is ${formatMiB(archiveBytes)} but says it holds ${formatMiB(total)}, more than a shop backup of that size can: it is damaged or was not made by the shop.`,
    );
  const database = declared.files.find((file) => file.path === DATABASE_FILE);
  if (!database) throw new BackupRejected('This backup holds no database.');
  const headerProblem = databaseHeaderProblem(await databaseHeaderOf(archive, DATABASE_FILE), database.size);
  if (headerProblem) throw new BackupRejected(headerProblem);
  const disk = await statfs(stagingParent);
  if (disk.bavail * disk.bsize < total + SPARE_DISK_BYTES)
    throw new BackupRejected(
      `There is not enough free disk space to restore this backup: it needs ${formatGiB(total + SPARE_DISK_BYTES)}.`,
    );
  const dir = await mkdtemp(path.join(stagingParent, '.restore-'));
  try {
    await unpack(archive, dir, declared);
    const manifest = await readManifest(dir);
    await checkFiles(dir, manifest);
    const databaseFile = path.join(dir, DATABASE_FILE);
    checkDatabase(databaseFile);
    const uploadsDir = path.join(dir, UPLOADS_FOLDER);
    const receiptsDir = path.join(dir, RECEIPTS_FOLDER);
    await mkdir(uploadsDir, { recursive: true });
    await mkdir(receiptsDir, { recursive: true });
    return { dir, manifest, database: databaseFile, uploadsDir, receiptsDir };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (error instanceof BackupRejected) throw error;
    throw new BackupRejected(
      `This file is not a readable shop backup (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

const formatGiB = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;
const formatMiB = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * Unpacks only what a backup holds and the manifest lists: each file with the size the manifest
 * gives it, so nothing past the manifest's totals is ever written; a picture or receipt only under a
 * name the shop writes (images/store.ts, orders/receipts.ts), never an .html file that /uploads would
 * otherwise hand out.
 */
async function unpack(archive: string, dir: string, manifest: BackupManifest) {
  const sizes = new Map(manifest.files.map((file) => [file.path, file.size]));
  let refused: string | undefined;
  await tar
    .x({
      file: archive,
      cwd: dir,
      strict: true,
      // Only plain files and folders, and only where a backup puts them: no links, devices or other paths.
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : entry.isDirectory() ? 'Directory' : 'File';
        const name = entryPath.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
        const size = 'size' in entry ? entry.size : 0;
        const ours =
          type === 'Directory'
            ? name === '' || name === UPLOADS_FOLDER || name === RECEIPTS_FOLDER
            : type === 'File' &&
              (name === MANIFEST_FILE || name === DATABASE_FILE || isPictureName(name) || isReceiptName(name));
        if (!ours) refused ??= `This backup holds something a shop backup never does: ${entryPath}.`;
        else if (type === 'File' && name !== MANIFEST_FILE && !sizes.has(name))
          refused ??= `This backup holds a file its manifest does not list: ${name}.`;
        else if (type === 'File' && name !== MANIFEST_FILE && sizes.get(name) !== size)
          refused ??= `This backup is damaged: ${name} is not the file that was saved.`;
        return refused === undefined;
      },
    })
    // The owner reads this; tar's own wording (TAR_BAD_ARCHIVE…) would tell them nothing more.
    .catch(() => {
      throw new BackupRejected(NOT_AN_ARCHIVE);
    });
  if (refused) throw new BackupRejected(refused);
}

/**
 * The manifest of a backup file without unpacking it: the shop writes it as the first entry, so
 * only the start of the archive is read. Undefined when the file holds no readable manifest.
 */
export async function readArchiveManifest(archive: string): Promise<BackupManifest | undefined> {
  const { text } = await manifestTextOf(archive);
  if (text === undefined) return undefined;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const NOT_AN_ARCHIVE = 'This file is not a shop backup, or it is damaged: it cannot be read as one.';

/** The manifest's text, read from the start of the archive; `readable` is false when the file is no tar.gz at all. */
async function manifestTextOf(archive: string): Promise<{ readable: boolean; text?: string }> {
  const { readable, bytes } = await entryStart(archive, MANIFEST_FILE);
  return { readable, text: bytes?.toString('utf8') };
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let raw: string;
  try {
    raw = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    raw = '';
  }
  return parseManifest(raw || undefined);
}

function parseManifest(raw: string | undefined): BackupManifest {
  if (raw === undefined)
    throw new BackupRejected('This backup has no manifest: it was not made by the shop, or it is incomplete.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BackupRejected('The manifest of this backup is damaged.');
  }
  const format = (parsed as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > BACKUP_FORMAT)
    throw new BackupRejected('This backup was made by a newer version of the app. Update the app, then restore it.');
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success)
    throw new BackupRejected('The manifest of this backup is damaged or from an unknown version of the app.');
  return manifest.data;
}

const isPictureName = (name: string) =>
  name.startsWith(`${UPLOADS_FOLDER}/`) && STORED_PICTURE_NAME.test(name.slice(UPLOADS_FOLDER.length + 1));
const isReceiptName = (name: string) =>
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

async function checkFiles(dir: string, manifest: BackupManifest) {
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

/** Products, orders and shopper accounts in a database file (read only). */
function countRows(file: string): NonNullable<BackupManifest['counts']> {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const count = (table: string) => sqlite.prepare(`select count(*) from "${table}"`).pluck().get() as number;
    return { products: count('products'), orders: count('orders'), customers: count('users') };
  } finally {
    sqlite.close();
  }
}

/** Every regular file under `root`, with forward-slash paths relative to it, its size and SHA-256. */
async function describeFiles(root: string): Promise<BackupManifest['files']> {
  const files: BackupManifest['files'] = [];
  for (const relative of await listFiles(root)) {
    const full = path.join(root, relative);
    files.push({
      path: relative.split(path.sep).join('/'),
      size: (await stat(full)).size,
      sha256: await sha256Of(full),
    });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

async function listFiles(root: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(root, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Mirrors the regular files of `from` into `to` as hard links, or copies where linking is refused. */
async function linkTree(from: string, to: string) {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile()) await link(source, target).catch(() => copyFile(source, target));
  }
}
