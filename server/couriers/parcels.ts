import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { FINAL_STEPS, type Parcel, type ParcelStep, type TrackedParcel } from '../../common/couriers';
import { cashToCollect } from '../../common/orders';
import type { Db, Queryable } from '../db/client';
import { changeOrderAs } from '../orders/activity';
import { recordReturn, updateOrderStatus } from '../orders/changes';
import { orders } from '../orders/schema';
import { listFilteredOrders } from '../orders/search';
import type { CourierEvent } from './adapter';
import { consignments, parcelEvents } from './schema';

export type ConsignmentRow = typeof consignments.$inferSelect;

/** The order's live consignment (booking or booked), if any. */
export const liveConsignment = (db: Queryable, orderRef: string) =>
  db
    .select()
    .from(consignments)
    .where(and(eq(consignments.orderRef, orderRef), ne(consignments.state, 'cancelled')))
    .get();

/**
 * How far along a parcel is (decision 0132): the courier's words move its step only forwards. 'On the
 * way' and 'attempted' are one stretch (after an attempt the rider goes out again); delivered and
 * returned end it. A status that would move the step back (Leopards' 'Consignment Booked' written after
 * its 'Arrived at Station', scans at stations while the parcel is on its way back) is kept and shown only.
 */
const STEP_RANK: Record<ParcelStep, number> = {
  booked: 0,
  'on the way': 1,
  attempted: 1,
  returning: 2,
  returned: 3,
  delivered: 3,
};

/** Whether the courier's step `next` moves a parcel at `current` (forwards only, never out of an end). */
export const stepMoves = (current: ParcelStep, next: ParcelStep) =>
  next !== current && !FINAL_STEPS.includes(current) && STEP_RANK[next] >= STEP_RANK[current];

/**
 * The parcel's step from what the courier said, oldest first: each known step that moves it forward
 * (stepMoves), from 'booked'; with the courier's time of the step it reached. Statuses the shop does
 * not know (step null) move nothing.
 */
export function stepFromEvents(events: { step: ParcelStep | null; at: Date }[]): { step: ParcelStep; at: Date | null } {
  let reached: { step: ParcelStep; at: Date | null } = { step: 'booked', at: null };
  for (const event of events) {
    if (event.step && stepMoves(reached.step, event.step)) reached = { step: event.step, at: event.at };
  }
  return reached;
}

/**
 * Keeps what the courier said (each status and time once, as it wrote it, known or not) and, when the
 * parcel's step changed (stepFromEvents: forwards only, never by a status the shop does not know,
 * decision 0132), moves the order as the owner would by hand: shipped when the courier first says it
 * has the parcel (booking alone does not ship it, decision 0130), delivered through updateOrderStatus,
 * back at the shop through recordReturn (its pieces return to stock once, in the order-change core),
 * each at the courier's own time of the step (decisions 0128, 0130). Attempts and returns on the way
 * are only shown. Acting on a change of step only means an owner's correction by hand afterwards stands
 * until the courier says something new. The order keeps the step too (its parcelStep, for the list and
 * the Dashboard). Returns whether the step changed.
 */
export function recordCourierEvents(db: Db, consignment: ConsignmentRow, events: CourierEvent[], now: Date): boolean {
  return db.transaction((tx) => {
    for (const event of events) {
      // The unique index does not hold a status without a step (null is never equal): looked for first.
      if (event.step === null && hasUnknownEvent(tx, consignment.id, event)) continue;
      tx.insert(parcelEvents)
        .values({
          consignmentId: consignment.id,
          at: event.at,
          status: event.status,
          detail: event.detail,
          step: event.step,
        })
        .onConflictDoNothing()
        .run();
    }
    const said = tx
      .select({ step: parcelEvents.step, at: parcelEvents.at })
      .from(parcelEvents)
      .where(and(eq(parcelEvents.consignmentId, consignment.id), isNotNull(parcelEvents.step)))
      .orderBy(asc(parcelEvents.at), asc(parcelEvents.id))
      .all();
    const reached = stepFromEvents(said);
    const current = tx
      .select({ step: consignments.step })
      .from(consignments)
      .where(eq(consignments.id, consignment.id))
      .get();
    if (!current || !reached.at || reached.step === current.step) return false;
    tx.update(consignments).set({ step: reached.step }).where(eq(consignments.id, consignment.id)).run();
    tx.update(orders).set({ parcelStep: reached.step }).where(eq(orders.orderRef, consignment.orderRef)).run();
    // The courier's first word that it has the parcel is when it left the shop.
    const pickedUp = said.find((event) => event.step !== 'booked');
    moveOrder(db, consignment, reached.step, { pickedUp: pickedUp?.at ?? null, latest: reached.at }, now);
    return true;
  });
}

const hasUnknownEvent = (db: Queryable, consignmentId: number, event: CourierEvent) =>
  db
    .select({ id: parcelEvents.id })
    .from(parcelEvents)
    .where(
      and(
        eq(parcelEvents.consignmentId, consignmentId),
        eq(parcelEvents.at, event.at),
        eq(parcelEvents.status, event.status),
        isNull(parcelEvents.step),
      ),
    )
    .get() !== undefined;

/**
 * When the courier says the step happened (decision 0128): its own time, never later than the shop's
 * clock (a courier's clock or zone ahead of ours) nor before the parcel left (the days to deliver are
 * never below zero); the shop's clock when there is nothing better.
 */
export function courierEventTime(said: Date | null, now: Date, shippedAt: Date | null): Date {
  if (!said || Number.isNaN(said.getTime()) || said.getTime() > now.getTime()) return now;
  return shippedAt && said.getTime() < shippedAt.getTime() ? shippedAt : said;
}

/** Statuses of an order booked with a courier and not yet picked up (decision 0130). */
const WAITING_FOR_PICKUP: readonly string[] = ['confirmed', 'processing'];

/** The courier moved it, so the activity log names the courier (issue 37: who changed what). */
function moveOrder(
  db: Db,
  consignment: Pick<ConsignmentRow, 'courier' | 'orderRef' | 'trackingNumber'>,
  step: ParcelStep,
  said: { pickedUp: Date | null; latest: Date },
  now: Date,
) {
  const { courier, orderRef } = consignment;
  const read = () => db.select().from(orders).where(eq(orders.orderRef, orderRef)).get();
  let order = read();
  if (!order) return;
  const asCourier = { db, now: () => now };
  const actor = { id: null, name: courier };
  if (step !== 'booked' && WAITING_FOR_PICKUP.includes(order.status) && order.returnKind === null) {
    const shippedAt = courierEventTime(said.pickedUp, now, null);
    changeOrderAs(asCourier, actor, orderRef, 'order.status', () =>
      updateOrderStatus(
        db,
        orderRef,
        { status: 'shipped', carrier: courier, trackingNumber: consignment.trackingNumber ?? undefined },
        now,
        'by hand',
        shippedAt,
      ),
    );
    order = read()!;
  }
  if (step === 'delivered' && order.status === 'shipped' && order.returnKind === null) {
    const deliveredAt = courierEventTime(said.latest, now, order.shippedAt);
    changeOrderAs(asCourier, actor, orderRef, 'order.status', () =>
      updateOrderStatus(db, orderRef, { status: 'delivered' }, now, 'by hand', deliveredAt),
    );
  }
  if (step === 'returned' && order.returnKind === null && order.shippedAt !== null) {
    const returnedAt = courierEventTime(said.latest, now, order.shippedAt);
    changeOrderAs(asCourier, actor, orderRef, 'order.return', () =>
      recordReturn(db, orderRef, 'returned', now, returnedAt),
    );
  }
}

/** Steps at which the rider has still to reach the customer and ask for the booked amount. */
const RIDER_STILL_ASKS: readonly ParcelStep[] = ['booked', 'on the way', 'attempted'];

/**
 * The order's parcel for the admin app: where it is, and what the courier was booked to collect beside
 * what the order has to collect now (decision 0117). They differ after the order changed since booking
 * (a line off the bill, paid another way); while the rider has still to reach the customer, the owner
 * is warned. Not once the order is delivered or its parcel came back: the courier's payout tells then.
 */
export function parcelOf(db: Db, orderRef: string): Parcel | null {
  const consignment = liveConsignment(db, orderRef);
  if (!consignment) return null;
  const [order] = listFilteredOrders(db, { refs: [orderRef] });
  const toCollect = order ? cashToCollect(order) : 0;
  // While 'booking' the row holds what the shop asked for, which the courier may not have taken yet.
  const bookedToCollect = consignment.state === 'booked' ? consignment.bookedToCollect : null;
  return {
    ...trackedParcelOf(db, consignment),
    slipUrl: consignment.slipUrl,
    bookedToCollect,
    toCollect,
    collectDiffers:
      bookedToCollect !== null &&
      bookedToCollect !== toCollect &&
      RIDER_STILL_ASKS.includes(consignment.step) &&
      order !== undefined &&
      order.status !== 'delivered' &&
      order.parcelReturn === null,
  };
}

/** The order's parcel for the shopper's tracking page: where it is, without the slip or the cash. */
export function trackedParcel(db: Queryable, orderRef: string): TrackedParcel | null {
  const consignment = liveConsignment(db, orderRef);
  return consignment ? trackedParcelOf(db, consignment) : null;
}

function trackedParcelOf(db: Queryable, consignment: ConsignmentRow): TrackedParcel {
  const events = db
    .select()
    .from(parcelEvents)
    .where(eq(parcelEvents.consignmentId, consignment.id))
    .orderBy(asc(parcelEvents.at), asc(parcelEvents.id))
    .all();
  return {
    courier: consignment.courier,
    trackingNumber: consignment.trackingNumber,
    step: consignment.step,
    events: events.map((event) => ({
      at: event.at.toISOString(),
      status: event.status,
      detail: event.detail,
      step: event.step,
    })),
  };
}
