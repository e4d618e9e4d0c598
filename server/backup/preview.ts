import Database from 'better-sqlite3';
import type { BackupPreview } from '../../common/contract/backups';
import type { AppDeps } from '../deps';
import { countsOf } from './contents';
import { withCheckedBackup } from './restore';
import { oneAtATime } from './service';

/*
 * What a restore of a backup would do, before the owner says yes (decision 0131): the backup is
 * unpacked and checked exactly as a restore checks it (restore.ts withCheckedBackup), its database is
 * read, and nothing of the shop's is touched. A file the restore would refuse is refused here, with
 * the same words.
 */

/** Rows of `table` on the shop's connection whose `key` the backup's database does not hold. */
function missingFromBackup(live: Database.Database, backup: Database.Database, table: string, key: string) {
  const kept = new Set(backup.prepare(`select "${key}" from "${table}"`).pluck().all());
  let missing = 0;
  for (const value of live.prepare(`select "${key}" from "${table}"`).pluck().iterate())
    if (!kept.has(value)) missing++;
  return missing;
}

/**
 * The backup in `archive` read, not applied: when it was made, what it holds, what the shop holds
 * now, and what of the shop's now it does not have (today's orders and accounts a restore loses).
 * The counts are the database's own, not the manifest's, which an older backup lacks and a crafted
 * one could misstate.
 */
export function previewBackup(deps: AppDeps, archive: string): Promise<BackupPreview> {
  return oneAtATime(deps, () =>
    withCheckedBackup(deps, archive, async (checked, bytes) => {
      const backup = new Database(checked.database, { readonly: true, fileMustExist: true });
      try {
        const live = deps.db.$client;
        return {
          createdAt: checked.manifest.createdAt,
          bytes,
          counts: countsOf(backup),
          now: countsOf(live),
          lost: {
            orders: missingFromBackup(live, backup, 'orders', 'order_ref'),
            customers: missingFromBackup(live, backup, 'users', 'id'),
          },
        };
      } finally {
        backup.close();
      }
    }),
  );
}
