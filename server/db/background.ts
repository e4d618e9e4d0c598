import type { Logger } from 'pino';

export type BackgroundJob = { stop: () => Promise<void> };

/**
 * A pass the shop repeats in the background while it runs (the daily backup, the couriers' parcel
 * polls): every `everyMs`, the first after `firstAfterMs`. Never two passes at once: one still under
 * way when the next is due skips that turn. A failed pass is logged as `failed` and tried again next
 * turn. The timers never keep the process alive, and `stop` waits for a pass under way, so the shop
 * closes its database only after it.
 */
export function repeatInBackground(job: {
  pass: () => Promise<unknown>;
  everyMs: number;
  firstAfterMs?: number;
  logger: Logger;
  failed: string;
}): BackgroundJob {
  let stopped = false;
  let running: Promise<unknown> | undefined;
  const check = () => {
    if (stopped || running) return;
    running = job
      .pass()
      .catch((error: unknown) => job.logger.error({ err: error }, job.failed))
      .finally(() => (running = undefined));
  };
  let repeat: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    check();
    repeat = setInterval(check, job.everyMs).unref();
  }, job.firstAfterMs ?? job.everyMs).unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(repeat);
      await running;
    },
  };
}
