import { eq } from 'drizzle-orm';
import type { ApiCourier, BookingOutcome } from '../../common/couriers';
import { doorPayment, cashToCollect, phoneKey, piecesOf, type AdminOrder } from '../../common/orders';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import type { Actor } from '../activity/record';
import { changeOrderAs } from '../orders/activity';
import { updateOrderStatus } from '../orders/changes';
import { notReadyToBook, notReadyWords, productDetails } from '../orders/courierCsv';
import { orders } from '../orders/schema';
import { listFilteredOrders } from '../orders/search';
import { readAccount } from './accounts';
import { CourierError, type Booked, type CourierAdapter, type CourierCity } from './adapter';
import { matchCity, suggestCities } from './cities';
import { liveConsignment, type ConsignmentRow } from './parcels';
import { FIRST_POLL_MS } from './polling';
import { adapterForOwner } from './registry';
import { consignments } from './schema';

/** Orders whose booking call is under way in this process: a second click waits for the first's answer. */
const inFlight = new Set<string>();

type BookingDeps = Pick<AppDeps, 'db' | 'jwtSecret' | 'config' | 'now' | 'logger'>;

/**
 * Books confirmed orders with a courier, one after another (docs/decisions/0058). Idempotent: the
 * attempt is written before the courier is called; a later attempt that finds it unfinished (the
 * courier's answer was lost to a timeout) looks the order reference up at the courier first and
 * books again only when the courier has nothing under it. A booked order is packed and waits for the
 * rider (decision 0130): it moves to Processing with its courier and tracking number through
 * updateOrderStatus, and to Shipped only when the courier says it has the parcel (parcels.ts).
 */
export async function bookOrders(
  deps: BookingDeps,
  courier: ApiCourier,
  orderRefs: string[],
  actor: Actor,
): Promise<BookingOutcome[]> {
  const adapter = adapterForOwner(deps, courier);
  const found = new Map(listFilteredOrders(deps.db, { refs: orderRefs }).map((order) => [order.orderRef, order]));
  let cities: Promise<CourierCity[]> | undefined;
  const outcomes: BookingOutcome[] = [];
  for (const orderRef of new Set(orderRefs)) {
    const order = found.get(orderRef);
    try {
      outcomes.push(
        order
          ? await bookOne(deps, actor, adapter, order, () => (cities ??= adapter.cities()))
          : outcome(orderRef, 'refused', `${orderRef} was not found.`),
      );
    } catch (error) {
      if (!(error instanceof CourierError || error instanceof AppError)) throw error;
      const lost = error instanceof CourierError && error.problem === 'timeout';
      outcomes.push(outcome(orderRef, lost ? 'unknown' : 'refused', error.message));
      // Wrong keys or no connection fail every order the same way: the owner is told once per order, not asked again.
      if (error instanceof CourierError && (error.problem === 'credentials' || error.problem === 'unreachable')) {
        for (const rest of orderRefs.slice(orderRefs.indexOf(orderRef) + 1)) {
          outcomes.push(outcome(rest, 'refused', error.message));
        }
        break;
      }
    }
  }
  return outcomes;
}

const outcome = (
  orderRef: string,
  kind: BookingOutcome['outcome'],
  message: string,
  extra: Partial<BookingOutcome> = {},
): BookingOutcome => ({ orderRef, outcome: kind, trackingNumber: null, message, ...extra });

async function bookOne(
  deps: BookingDeps,
  actor: Actor,
  adapter: CourierAdapter,
  order: AdminOrder,
  cities: () => Promise<CourierCity[]>,
): Promise<BookingOutcome> {
  const { db } = deps;
  const { orderRef } = order;
  const existing = liveConsignment(db, orderRef);
  if (existing?.state === 'booked') {
    return outcome(orderRef, 'already booked', `${orderRef} is already booked with ${existing.courier}.`, {
      trackingNumber: existing.trackingNumber,
    });
  }
  if (inFlight.has(orderRef)) {
    return outcome(orderRef, 'unknown', `${orderRef} is being booked right now; its answer will show in a moment.`);
  }
  if (existing && existing.courier !== adapter.courier) {
    return outcome(
      orderRef,
      'unknown',
      `${orderRef} was being booked with ${existing.courier} when it stopped answering. Book it with ${existing.courier} again, so it is looked up there first.`,
    );
  }
  const refusal = whyNot(order);
  if (refusal) return outcome(orderRef, 'refused', refusal);

  inFlight.add(orderRef);
  try {
    if (existing) {
      // An earlier attempt's answer never came: the courier may have booked it. Look before booking again.
      const booked = await adapter.findByOrderRef(orderRef);
      if (booked) return finish(deps, actor, existing, order, booked);
    }
    const account = readAccount(db, deps.jwtSecret, adapter.courier)!;
    const city = matchCity(db, adapter.courier, order.customer.city, await cities());
    if (!city) {
      return outcome(orderRef, 'city', `Which of ${adapter.courier}’s cities is “${order.customer.city}”?`, {
        shopCity: order.customer.city,
        suggestions: suggestCities(order.customer.city, await cities()),
      });
    }
    // What the rider is told to collect is kept on the attempt before the courier is called: an answer
    // lost to a timeout and found later by findByOrderRef was asked for this amount (decision 0117).
    const toCollect = cashToCollect(order);
    const attempt = existing
      ? askAgain(deps, existing, toCollect)
      : startAttempt(deps, adapter.courier, orderRef, toCollect);
    if (!attempt)
      return outcome(orderRef, 'unknown', `${orderRef} is being booked right now; its answer will show in a moment.`);
    let booked: Booked;
    try {
      booked = await adapter.book({
        orderRef,
        name: order.customer.name,
        phone: phoneKey(order.customer.phone),
        address: order.customer.address,
        city,
        pieces: piecesOf(order),
        weightGrams: piecesOf(order) * account.gramsPerPiece,
        cashToCollect: toCollect,
        details: productDetails(order, new Map()),
        pickupCode: account.pickupCode,
      });
    } catch (error) {
      // A clear refusal made nothing at the courier: the attempt is forgotten. Silence or a lost line keeps it.
      if (error instanceof CourierError && error.problem !== 'timeout' && error.problem !== 'unreachable') {
        db.delete(consignments).where(eq(consignments.id, attempt.id)).run();
      }
      if (error instanceof CourierError && error.problem === 'timeout')
        return outcome(orderRef, 'unknown', error.message);
      throw error;
    }
    return finish(deps, actor, attempt, order, booked);
  } finally {
    inFlight.delete(orderRef);
  }
}

/** Why an order cannot be booked, in the owner's words; undefined when it can. */
function whyNot(order: AdminOrder): string | undefined {
  const notReady = notReadyToBook(order);
  if (notReady)
    return `${notReadyWords(order.orderRef, notReady)}: only an order ready to hand over is booked with a courier.`;
  if (order.status === 'pending') {
    return `${order.orderRef} is pending: only confirmed orders are booked with a courier.`;
  }
  const door = doorPayment(order);
  if (door === 'transfer awaited') {
    return `${order.orderRef} is a bank transfer not checked yet, and the courier would deliver it with nothing to collect. Record the transfer as checked first.`;
  }
  return undefined;
}

/** The attempt's row, or undefined when another request wrote one first (the unique index). */
function startAttempt(
  deps: BookingDeps,
  courier: ApiCourier,
  orderRef: string,
  bookedToCollect: number,
): ConsignmentRow | undefined {
  try {
    return deps.db
      .insert(consignments)
      .values({ orderRef, courier, state: 'booking', attemptAt: deps.now(), bookedToCollect })
      .returning()
      .get();
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
    throw error;
  }
}

/** An unfinished attempt the courier had nothing under is made again, with what the order has to collect now. */
function askAgain(deps: BookingDeps, attempt: ConsignmentRow, bookedToCollect: number): ConsignmentRow {
  return deps.db
    .update(consignments)
    .set({ bookedToCollect })
    .where(eq(consignments.id, attempt.id))
    .returning()
    .get()!;
}

/**
 * The consignment is booked. What the rider collects is the courier's own figure when its answer gives
 * one (a booking found after a lost answer), else what the shop asked for: the attempt's amount.
 */
function finish(
  deps: BookingDeps,
  actor: Actor,
  attempt: ConsignmentRow,
  order: AdminOrder,
  booked: Booked,
): BookingOutcome {
  const now = deps.now();
  deps.db
    .update(consignments)
    .set({
      state: 'booked',
      trackingNumber: booked.trackingNumber,
      slipUrl: booked.slipUrl,
      bookedAt: now,
      bookedToCollect: booked.cashToCollect ?? attempt.bookedToCollect,
      nextPollAt: new Date(now.getTime() + FIRST_POLL_MS),
      pollEveryMs: FIRST_POLL_MS,
    })
    .where(eq(consignments.id, attempt.id))
    .run();
  const courier = attempt.courier;
  // The order keeps its parcel's step for the list (decision 0128), once it has the booking's courier and
  // tracking number: from then on they are the booking's and are not typed over (decision 0132).
  const keepStep = () =>
    deps.db.update(orders).set({ parcelStep: attempt.step }).where(eq(orders.orderRef, order.orderRef)).run();
  try {
    // Packed and booked by whoever booked it: the activity log and the order's history name them.
    changeOrderAs(deps, actor, order.orderRef, 'order.status', () =>
      updateOrderStatus(
        deps.db,
        order.orderRef,
        { status: 'processing', carrier: courier, trackingNumber: booked.trackingNumber },
        now,
      ),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    keepStep();
    return outcome(
      order.orderRef,
      'booked',
      `Booked with ${courier} as ${booked.trackingNumber}, but the order was not updated: ${error.message}`,
      {
        trackingNumber: booked.trackingNumber,
      },
    );
  }
  keepStep();
  return outcome(
    order.orderRef,
    'booked',
    `${order.orderRef} booked with ${courier}: ${booked.trackingNumber}. It is marked shipped when ${courier} picks it up.`,
    { trackingNumber: booked.trackingNumber },
  );
}
