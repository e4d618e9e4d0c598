import Database from 'better-sqlite3';
import { mkdir, rm, stat } from 'node:fs/promises';
import type { BackupSummary } from '../../common/contract/backups';
import { closeDatabase, openDatabase } from '../db/client';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { unpackAndCheckBackup, type CheckedBackup } from './archive';
import { checkDatabase } from './contents';
import { BackupRejected } from './manifest';
import { replaceData } from './replaceData';
import { backupsDir, oneAtATime, writeBackup } from './service';

/*
 * A restore replaces the data while the shop keeps serving: the backup is unpacked and checked
 * completely first, then the database's contents are replaced in one transaction on the shop's own
 * connection and the pictures folder is swapped in the same tick (replaceData.ts), so no request ever
 * sees half of each.
 */

export type RestoreResult = { restored: Pick<BackupSummary, 'createdAt' | 'bytes' | 'counts'>; safetyCopy: string };

/**
 * Restores the backup in `archive`. Every check runs before anything changes: the archive
 * (archive.ts), that it is not from a newer version of the app, and its database brought up to this
 * version's schema and checked again. A refusal is an AppError('BACKUP_REJECTED') and the shop's data
 * is as it was. Then a safety copy of today's data is saved, and the data is replaced.
 */
export function restoreBackup(deps: AppDeps, archive: string): Promise<RestoreResult> {
  return oneAtATime(deps, () =>
    withCheckedBackup(deps, archive, async (checked, bytes) => {
      const safety = await writeBackup(deps, 'safety');
      for (const previous of replaceData(deps, checked)) await rm(previous, { recursive: true, force: true });
      deps.logger.info(`restored the backup of ${checked.manifest.createdAt}; the data before it is in ${safety.name}`);
      return {
        restored: { createdAt: checked.manifest.createdAt, bytes, counts: checked.manifest.counts ?? null },
        safetyCopy: safety.name,
      };
    }),
  );
}

/**
 * Unpacks `archive` and runs every check a restore runs, then hands the checked backup (its database
 * brought up to this version) and the file's size to `use`, and removes the unpacked copy whatever
 * happens. A refusal is an AppError('BACKUP_REJECTED'). The restore and its preview (preview.ts) both
 * read a backup through this, so the preview refuses exactly what the restore would. Call it inside
 * oneAtATime.
 */
export async function withCheckedBackup<T>(
  deps: AppDeps,
  archive: string,
  use: (checked: CheckedBackup, bytes: number) => Promise<T>,
): Promise<T> {
  const dir = backupsDir(deps);
  await mkdir(dir, { recursive: true });
  const bytes = (await stat(archive)).size;
  let checked: CheckedBackup;
  try {
    checked = await unpackAndCheckBackup(archive, dir);
  } catch (error) {
    if (error instanceof BackupRejected) throw new AppError('BACKUP_REJECTED', error.message);
    throw error;
  }
  try {
    prepareDatabase(deps, checked.database);
    return await use(checked, bytes);
  } finally {
    await rm(checked.dir, { recursive: true, force: true });
  }
}

/** Refuses a database from a newer app, then migrates the unpacked copy to this version and checks it. */
function prepareDatabase(deps: AppDeps, database: string) {
  const newestMigration = (sqlite: Database.Database) =>
    (sqlite.prepare('select max(created_at) from __drizzle_migrations').pluck().get() as number | null) ?? 0;
  const incoming = new Database(database, { readonly: true, fileMustExist: true });
  let newer: boolean;
  try {
    newer = newestMigration(incoming) > newestMigration(deps.db.$client);
  } finally {
    incoming.close();
  }
  if (newer)
    throw new AppError(
      'BACKUP_REJECTED',
      'This backup was made by a newer version of the app. Update the app, then restore it.',
    );
  try {
    closeDatabase(openDatabase(database, deps.migrationsDir));
    checkDatabase(database);
  } catch (error) {
    throw new AppError(
      'BACKUP_REJECTED',
      `This backup cannot be brought up to this version of the app (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}
