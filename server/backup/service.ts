import { existsSync } from 'node:fs';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { BackupSummary } from '../../common/contract/backups';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { backupFileName, exportBackup, readArchiveManifest } from './archive';
import type { BackupManifest } from './manifest';

/**
 * The admin app's backups (docs/architecture.md, Backups) in the data folder's `backups/` folder:
 * made on request, daily by the schedule (schedule.ts, retention.ts), and before every restore
 * (restore.ts, which replaces the data with replaceData.ts). This module is the folder: names, the
 * list, one file, making and deleting one; the others import it, never the other way.
 */

type BackupKind = BackupSummary['kind'];

export const backupsDir = (deps: Pick<AppDeps, 'config'>) => path.join(deps.config.dataDir, 'backups');

/** What the shop names its files; the kind is in the name, so the schedule prunes only its own. */
const KIND_SUFFIX: Record<BackupKind, string> = { manual: '', automatic: '-auto', safety: '-before-restore' };
const kindOf = (name: string): BackupKind =>
  name.includes(KIND_SUFFIX.safety) ? 'safety' : /-auto(-\d+)?\.tar\.gz$/.test(name) ? 'automatic' : 'manual';

/**
 * A name a backup may be asked for by: letters, digits, dot, dash and underscore ending in .tar.gz,
 * not starting with a dot (staging and half-written files do). No separators, so never a path.
 */
const BACKUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.tar\.gz$/;

/**
 * One backup or restore at a time per shop: an export links pictures a restore would be moving.
 * restore.ts queues its work here too.
 */
const queues = new WeakMap<object, Promise<unknown>>();
export function oneAtATime<T>(deps: AppDeps, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(deps.db) ?? Promise.resolve();
  const next = previous.then(work, work);
  queues.set(
    deps.db,
    next.catch(() => undefined),
  );
  return next;
}

/** A new file name in the backups folder: by date (backupFileName), a number added if the minute is taken. */
function freshTarget(dir: string, at: Date, kind: BackupKind): string {
  const stem = backupFileName(at).replace(/\.tar\.gz$/, '');
  for (let attempt = 1; ; attempt++) {
    const name = `${stem}${KIND_SUFFIX[kind]}${attempt === 1 ? '' : `-${attempt}`}.tar.gz`;
    if (!existsSync(path.join(dir, name))) return path.join(dir, name);
  }
}

const summaryOf = (
  name: string,
  bytes: number,
  manifest: BackupManifest | undefined,
  modified: Date,
): BackupSummary => ({
  name,
  kind: kindOf(name),
  createdAt: manifest?.createdAt ?? modified.toISOString(),
  bytes,
  counts: manifest?.counts ?? null,
});

export async function writeBackup(deps: AppDeps, kind: BackupKind): Promise<BackupSummary> {
  const dir = backupsDir(deps);
  await mkdir(dir, { recursive: true });
  const now = deps.now();
  const exported = await exportBackup(
    { sqlite: deps.db.$client, uploadsDir: deps.uploadsDir, receiptsDir: deps.receiptsDir, stagingParent: dir },
    freshTarget(dir, now, kind),
    now,
  );
  return summaryOf(path.basename(exported.file), exported.bytes, exported.manifest, now);
}

/** A backup of the shop as it is now, while it keeps serving (SQLite online backup). */
export const createBackup = (deps: AppDeps, kind: Exclude<BackupKind, 'safety'> = 'manual') =>
  oneAtATime(deps, () => writeBackup(deps, kind));

/** The backups in the folder, newest first, with what their manifests say. */
export async function listBackups(deps: AppDeps): Promise<BackupSummary[]> {
  const dir = backupsDir(deps);
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && BACKUP_NAME.test(entry.name))
      .map(async (entry) => {
        const file = path.join(dir, entry.name);
        const [info, manifest] = await Promise.all([stat(file), readArchiveManifest(file)]);
        return summaryOf(entry.name, info.size, manifest, info.mtime);
      }),
  );
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** The file of a listed backup; a name that is not one (or tries to leave the folder) is refused. */
export async function backupFile(deps: AppDeps, name: string): Promise<string> {
  if (!BACKUP_NAME.test(name)) throw new AppError('VALIDATION', 'That is not the name of a backup.');
  const file = path.join(backupsDir(deps), name);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new AppError('NOT_FOUND', 'There is no backup with that name.');
  return file;
}

/**
 * Deletes one backup the owner chose (any kind: they are the owner's files, and the admin app asks
 * first). Waits for a backup or restore under way, so a file being written or read is never removed.
 */
export const deleteBackup = (deps: AppDeps, name: string) =>
  oneAtATime(deps, async () => unlink(await backupFile(deps, name)));
