import type { AppDeps } from '../deps';
import { runDailyBackup } from './retention';

/** Late enough that a shop which is only opened briefly (a test, a restart) does no backup work; then hourly. */
export const FIRST_CHECK_MS = 5 * 60 * 1000;
export const CHECK_EVERY_MS = 60 * 60 * 1000;

export type BackupSchedule = { stop: () => Promise<void> };

/**
 * The daily backup (docs/architecture.md, Backups), started with the shop (server/start.ts). It checks
 * now and then whether a day has passed by the shop's clock (AppDeps.now) since the last automatic
 * backup, so a computer that sleeps or is switched off at night still gets one a day. `stop` lets a
 * backup under way finish, so the shop closes its database only after it.
 */
export function scheduleDailyBackups(deps: AppDeps): BackupSchedule {
  let stopped = false;
  let running: Promise<unknown> | undefined;
  const check = () => {
    if (stopped || running) return;
    running = runDailyBackup(deps)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'the daily backup failed'))
      .finally(() => (running = undefined));
  };
  let repeat: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    check();
    repeat = setInterval(check, CHECK_EVERY_MS).unref();
  }, FIRST_CHECK_MS).unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(repeat);
      await running;
    },
  };
}
