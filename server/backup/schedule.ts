import { repeatInBackground, type BackgroundJob } from '../db/background';
import type { AppDeps } from '../deps';
import { runDailyBackup } from './retention';

/** Late enough that a shop which is only opened briefly (a test, a restart) does no backup work; then hourly. */
export const FIRST_CHECK_MS = 5 * 60 * 1000;
export const CHECK_EVERY_MS = 60 * 60 * 1000;

export type BackupSchedule = BackgroundJob;

/**
 * The daily backup (docs/architecture.md, Backups), started with the shop (server/start.ts). It checks
 * now and then whether a day has passed by the shop's clock (AppDeps.now) since the last automatic
 * backup, so a computer that sleeps or is switched off at night still gets one a day. `stop` lets a
 * backup under way finish, so the shop closes its database only after it.
 */
export function scheduleDailyBackups(deps: AppDeps): BackupSchedule {
  return repeatInBackground({
    pass: () => runDailyBackup(deps),
    everyMs: CHECK_EVERY_MS,
    firstAfterMs: FIRST_CHECK_MS,
    logger: deps.logger,
    failed: 'the daily backup failed',
  });
}
