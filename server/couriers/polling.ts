import { and, eq, gt, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import { FINAL_STEPS, PARCEL_STEP_WORDS, type ApiCourier } from '../../common/couriers';
import { repeatInBackground, type BackgroundJob } from '../db/background';
import type { AppDeps } from '../deps';
import { AppError, notFound } from '../http/errors';
import { CourierError, type CourierAdapter } from './adapter';
import { liveConsignment, recordCourierEvents, type ConsignmentRow } from './parcels';
import { adapterFor, adapterForOwner } from './registry';
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
    try {
      await askCourier(deps, consignment, adapters.get(consignment.courier) ?? null, now);
    } catch (error) {
      deps.logger.warn({ err: error, orderRef: consignment.orderRef }, 'a courier could not be asked about a parcel');
    }
  }
  return due.length;
}

/**
 * One poll of one parcel: the courier's answer recorded (recordCourierEvents moves the order), then the
 * next poll set by what it said. A pass of the schedule does this for each parcel due, the owner's
 * 'Check with PostEx now' for one (decision 0128). A courier that fails throws, after the wait is set
 * as for an answer with nothing new. Returns whether the parcel moved.
 */
export async function askCourier(
  deps: Pick<AppDeps, 'db' | 'now'>,
  consignment: ConsignmentRow,
  adapter: CourierAdapter | null,
  now: Date = deps.now(),
): Promise<boolean> {
  let moved = false;
  try {
    if (adapter && consignment.trackingNumber) {
      moved = recordCourierEvents(deps.db, consignment, await adapter.track(consignment.trackingNumber), deps.now());
    }
  } finally {
    const wait = nextWait(moved, consignment.pollEveryMs);
    deps.db
      .update(consignments)
      .set({ pollEveryMs: wait, nextPollAt: new Date(now.getTime() + wait), askedAt: now })
      .where(eq(consignments.id, consignment.id))
      .run();
  }
  return moved;
}

/** The owner's 'Check now' is refused this soon after the courier was last asked about the parcel (decision 0128). */
export const CHECK_AGAIN_AFTER_MS = 60 * 1000;

/**
 * The owner asks the courier about one parcel at once (decision 0128), as a poll would (askCourier).
 * The parcel is claimed first, in one statement, when the courier was not asked about it within
 * CHECK_AGAIN_AFTER_MS: a second click, a stuck button or two screens get a 429 instead of a second call.
 */
export async function checkParcelNow(deps: PollDeps, orderRef: string): Promise<{ moved: boolean }> {
  const consignment = liveConsignment(deps.db, orderRef);
  if (!consignment?.trackingNumber || consignment.state !== 'booked') {
    throw notFound(`${orderRef} is not booked with a courier.`);
  }
  const { courier, trackingNumber } = consignment;
  if (FINAL_STEPS.includes(consignment.step)) {
    throw new AppError(
      'CONFLICT',
      `${trackingNumber} is ${PARCEL_STEP_WORDS[consignment.step].toLowerCase()}: ${courier} has nothing more to say about it.`,
    );
  }
  const adapter = adapterForOwner(deps, courier);
  const now = deps.now();
  const claimed = deps.db
    .update(consignments)
    .set({ askedAt: now })
    .where(
      and(
        eq(consignments.id, consignment.id),
        // A last ask stamped ahead of now is a clock that was put back: it holds nobody off.
        or(
          isNull(consignments.askedAt),
          lte(consignments.askedAt, new Date(now.getTime() - CHECK_AGAIN_AFTER_MS)),
          gt(consignments.askedAt, now),
        ),
      ),
    )
    .run();
  if (claimed.changes === 0) {
    const asked = liveConsignment(deps.db, orderRef)?.askedAt ?? now;
    const seconds = Math.max(1, Math.ceil((asked.getTime() + CHECK_AGAIN_AFTER_MS - now.getTime()) / 1000));
    throw new AppError(
      'RATE_LIMITED',
      `${courier} was asked about ${trackingNumber} less than a minute ago. Try again in ${seconds} seconds.`,
    );
  }
  try {
    return { moved: await askCourier(deps, consignment, adapter, now) };
  } catch (error) {
    if (error instanceof CourierError) throw new AppError('UNAVAILABLE', error.message);
    throw error;
  }
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
