import { eq } from 'drizzle-orm';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  backupRetentionSchema,
  DEFAULT_BACKUPS_KEPT,
  type BackupRetention,
  type BackupSummary,
} from '../../common/contract/backups';
import type { AppDeps } from '../deps';
import { shopSettings } from '../shop/schema';
import { backupsDir, createBackup, listBackups } from './service';

const RETENTION_KEY = 'backups';

/** How many automatic backups to keep; the default until the owner changes it. Stored beside the shop policy. */
export function readRetention(deps: Pick<AppDeps, 'db'>): BackupRetention {
  const row = deps.db.select().from(shopSettings).where(eq(shopSettings.key, RETENTION_KEY)).get();
  const stored = backupRetentionSchema.safeParse(row?.value);
  return stored.success ? stored.data : { keep: DEFAULT_BACKUPS_KEPT };
}

export function writeRetention(deps: Pick<AppDeps, 'db'>, retention: BackupRetention): BackupRetention {
  const value = backupRetentionSchema.parse(retention);
  deps.db
    .insert(shopSettings)
    .values({ key: RETENTION_KEY, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value } })
    .run();
  return value;
}

/**
 * Deletes the oldest automatic backups beyond the number kept. The owner's own backups and the
 * safety copies made before restores are never deleted here: they were made on purpose.
 */
export async function pruneAutomaticBackups(deps: AppDeps): Promise<string[]> {
  const { keep } = readRetention(deps);
  const surplus = (await listBackups(deps)).filter((backup) => backup.kind === 'automatic').slice(keep);
  for (const backup of surplus) await unlink(path.join(backupsDir(deps), backup.name));
  return surplus.map((backup) => backup.name);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The schedule's work: a backup when the newest automatic one is a day old (by the shop's clock,
 * AppDeps.now) or there is none, then pruning. Answers the backup made, if any.
 */
export async function runDailyBackup(deps: AppDeps): Promise<BackupSummary | undefined> {
  const newest = (await listBackups(deps)).find((backup) => backup.kind === 'automatic');
  if (newest && deps.now().getTime() - Date.parse(newest.createdAt) < DAY_MS) return undefined;
  const made = await createBackup(deps, 'automatic');
  await pruneAutomaticBackups(deps);
  return made;
}
