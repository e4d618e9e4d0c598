import { and, eq, inArray, lte, notInArray } from 'drizzle-orm';
import { FINAL_STEPS, type ApiCourier } from '../../common/couriers';
import { repeatInBackground, type BackgroundJob } from '../db/background';
import type { AppDeps } from '../deps';
import type { CourierAdapter } from './adapter';
import { recordCourierEvents } from './parcels';
import { adapterFor } from './registry';
import { consignments } from './schema';

/** A new parcel is asked about after half an hour; each answer with nothing new doubles the wait, up to 12 hours. */
export const FIRST_POLL_MS = 30 * 60 * 1000;
export const LONGEST_POLL_MS = 12 * 60 * 60 * 1000;
/** How often the schedule looks for parcels due (cheap: one indexed query). */
export const CHECK_EVERY_MS = 5 * 60 * 1000;

type PollDeps = Pick<AppDeps, 'db' | 'jwtSecret' | 'config' | 'now' | 'logger'>;

/** The wait after a poll: back to the first when the parcel moved, else twice the last. */
export const nextWait = (moved: boolean, last: number) =>
  moved ? FIRST_POLL_MS : Math.min(LONGEST_POLL_MS, Math.max(FIRST_POLL_MS, last * 2));

/**
 * Asks the couriers about every open parcel that is due (docs/decisions/0059), by the shop's clock:
 * tests move deps.now and call it. A courier that fails is asked again later, with the same backing off.
 */
export async function pollParcels(deps: PollDeps): Promise<number> {
  const now = deps.now();
  const due = deps.db
    .select()
    .from(consignments)
    .where(
      and(
        eq(consignments.state, 'booked'),
        notInArray(consignments.step, [...FINAL_STEPS]),
        lte(consignments.nextPollAt, now),
      ),
    )
    .all();
  const adapters = new Map<ApiCourier, CourierAdapter | null>();
  for (const consignment of due) {
    if (!adapters.has(consignment.courier)) {
      try {
        adapters.set(consignment.courier, adapterFor(deps, consignment.courier));
      } catch {
        adapters.set(consignment.courier, null);
      }
    }
    const adapter = adapters.get(consignment.courier);
    let moved = false;
    if (adapter && consignment.trackingNumber) {
      try {
        moved = recordCourierEvents(deps.db, consignment, await adapter.track(consignment.trackingNumber), deps.now());
      } catch (error) {
        deps.logger.warn({ err: error, orderRef: consignment.orderRef }, 'a courier could not be asked about a parcel');
      }
    }
    const wait = nextWait(moved, consignment.pollEveryMs);
    deps.db
      .update(consignments)
      .set({ pollEveryMs: wait, nextPollAt: new Date(now.getTime() + wait) })
      .where(eq(consignments.id, consignment.id))
      .run();
  }
  return due.length;
}

/** A pushed status (Leopards' callback) is news: the parcel is asked about again at the first pace. */
export function pollSoon(deps: Pick<AppDeps, 'db' | 'now'>, ids: number[]) {
  if (ids.length === 0) return;
  deps.db
    .update(consignments)
    .set({ pollEveryMs: FIRST_POLL_MS, nextPollAt: new Date(deps.now().getTime() + FIRST_POLL_MS) })
    .where(inArray(consignments.id, ids))
    .run();
}

export type ParcelSchedule = BackgroundJob;

/** Started with the shop like the daily backup (server/start.ts); `stop` lets a pass under way finish. */
export function scheduleParcelPolls(deps: PollDeps): ParcelSchedule {
  return repeatInBackground({
    pass: () => pollParcels(deps),
    everyMs: CHECK_EVERY_MS,
    logger: deps.logger,
    failed: 'parcel statuses could not be checked',
  });
}
