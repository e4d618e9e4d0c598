import type { RunningShop } from '../deps';
import { backupsDir } from './service';
import { exportBackup, type ExportedBackup } from './archive';

/*
 * The desktop app's export (server/desktop/desktopShop.ts) to a file the owner chose. A restore, the
 * desktop's too, is the admin app's (restore.ts, decision 0138): it replaces the data while the shop
 * keeps serving.
 */

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
