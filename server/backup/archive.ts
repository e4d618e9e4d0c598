import type Database from 'better-sqlite3';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { checkDatabase, checkFiles, countRows, isPictureName, isReceiptName } from './contents';
import { describeFiles, linkTree } from './fileTree';
import {
  BACKUP_FORMAT,
  BackupRejected,
  DATABASE_FILE,
  MANIFEST_FILE,
  manifestSchema,
  parseManifest,
  RECEIPTS_FOLDER,
  UPLOADS_FOLDER,
  type BackupManifest,
} from './manifest';
import { databaseHeaderOf, databaseHeaderProblem, entryStart, unpackAllowance } from './preflight';

/**
 * No shop's backup unpacks to more than this (its database and web-sized pictures); with the
 * manifest's own totals it bounds what a restore may write, whatever the archive claims.
 */
export const MAX_UNPACKED_BYTES = 8 * 1024 ** 3;
/** Room left on the disk after unpacking, so a restore never fills it for the running shop. */
const SPARE_DISK_BYTES = 256 * 1024 ** 2;

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
