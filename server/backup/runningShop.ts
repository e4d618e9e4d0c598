import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client';
import type { RunningShop } from '../deps';
import { backupsDir } from './service';
import { backupFileName, exportBackup, unpackAndCheckBackup, type CheckedBackup, type ExportedBackup } from './archive';
import { checkDatabase } from './contents';
import { BackupRejected, DATABASE_FILE } from './manifest';

/** Where the shop keeps the database, the pictures and the receipts inside its data folder (server/start.ts, server/deps.ts). */
const shopFiles = (shop: RunningShop) => ({
  dataDir: shop.deps.config.dataDir,
  database: path.join(shop.deps.config.dataDir, DATABASE_FILE),
  uploadsDir: shop.deps.uploadsDir,
  receiptsDir: shop.deps.receiptsDir,
});

/** The backups folder of the data folder, where exports default to and staging happens. */
export const backupsFolder = (shop: RunningShop) => backupsDir(shop.deps);

/** A backup of the shop while it keeps serving; the database snapshot is consistent (SQLite online backup). */
export function backupRunningShop(shop: RunningShop, target: string, now = shop.deps.now()): Promise<ExportedBackup> {
  return exportBackup(
    {
      sqlite: shop.deps.db.$client,
      uploadsDir: shop.deps.uploadsDir,
      receiptsDir: shop.deps.receiptsDir,
      stagingParent: backupsFolder(shop),
    },
    target,
    now,
  );
}

export type RestoreOutcome =
  { restored: true; shop: RunningShop; safetyCopy: string } | { restored: false; shop: RunningShop; reason: string };

/**
 * Replaces the shop's data with a backup's. The archive is checked while the shop still serves; a
 * refused backup changes nothing. Then a safety copy of today's data goes to the backups folder, the
 * shop closes (nothing may serve or write while files are swapped), the data is swapped with
 * rollback, and the shop starts again through `start`, on the restored data or, when the swap
 * failed, on the data it had. The caller gets the shop that is running now either way.
 */
export async function restoreRunningShop(
  shop: RunningShop,
  archive: string,
  start: () => Promise<RunningShop>,
): Promise<RestoreOutcome> {
  const files = shopFiles(shop);
  let checked: CheckedBackup;
  try {
    checked = await unpackAndCheckBackup(archive, files.dataDir);
  } catch (error) {
    if (error instanceof BackupRejected) return { restored: false, shop, reason: error.message };
    throw error;
  }
  let safetyCopy: string;
  try {
    const now = shop.deps.now();
    safetyCopy = (
      await backupRunningShop(
        shop,
        path.join(backupsFolder(shop), backupFileName(now).replace('.tar.gz', '-before-restore.tar.gz')),
        now,
      )
    ).file;
  } catch (error) {
    await rm(checked.dir, { recursive: true, force: true });
    throw error;
  }
  await shop.close();
  let failure: unknown;
  try {
    await swapInBackup(files, checked, (database) => verifyInPlace(database, shop.deps.migrationsDir));
  } catch (error) {
    failure = error;
  }
  const restarted = await start();
  if (failure)
    return {
      restored: false,
      shop: restarted,
      reason: `The backup could not be put in place, so the shop kept its data (${failure instanceof Error ? failure.message : String(failure)}).`,
    };
  return { restored: true, shop: restarted, safetyCopy };
}

const DATABASE_COMPANIONS = ['', '-wal', '-shm'];

/**
 * Moves the current database, pictures and receipts aside, moves the checked backup in, and verifies it in
 * place (migrations brought up to date, integrity checked). The old data is deleted only after
 * that; on any failure the new files are removed and the old ones moved back. Run only while no
 * server has the database open.
 */
export async function swapInBackup(
  files: { dataDir: string; database: string; uploadsDir: string; receiptsDir: string },
  checked: Pick<CheckedBackup, 'dir' | 'database' | 'uploadsDir' | 'receiptsDir'>,
  verify: (database: string) => void = verifyInPlace,
): Promise<void> {
  const aside = await mkdtemp(path.join(files.dataDir, '.previous-'));
  const current = [
    ...DATABASE_COMPANIONS.map((suffix) => files.database + suffix),
    files.uploadsDir,
    files.receiptsDir,
  ];
  const moved: string[] = [];
  try {
    for (const file of current) {
      if (!existsSync(file)) continue;
      await rename(file, path.join(aside, path.basename(file)));
      moved.push(file);
    }
    await rename(checked.database, files.database);
    await rename(checked.uploadsDir, files.uploadsDir);
    await rename(checked.receiptsDir, files.receiptsDir);
    verify(files.database);
  } catch (error) {
    for (const file of current) await rm(file, { recursive: true, force: true });
    for (const file of moved) await rename(path.join(aside, path.basename(file)), file);
    await rm(aside, { recursive: true, force: true });
    await rm(checked.dir, { recursive: true, force: true });
    throw error;
  }
  await rm(aside, { recursive: true, force: true });
  await rm(checked.dir, { recursive: true, force: true });
}

/** The restored database as the shop will open it: migrated to this version's schema, then checked. */
function verifyInPlace(database: string, migrationsDir?: string) {
  openDatabase(database, migrationsDir).$client.close();
  checkDatabase(database);
}
