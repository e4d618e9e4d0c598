import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Router } from 'express';
import { API_COURIERS, PARCEL_STEP_WORDS } from '../../common/couriers';
import { formatPrice } from '../../common/money';
import { actorOf, recorded } from '../activity/record';
import { requireAdmin } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { AppError, notFound } from '../http/errors';
import { shopOrigin } from '../http/origin';
import { limitRequests } from '../http/rateLimit';
import { ANSWERED, route } from '../http/route';
import { courierBookingCsv, sendBookingFile } from '../orders/courierCsv';
import { listFilteredOrders, trackOrder } from '../orders/search';
import { accountForLog, accountForOwner, readAccount, writeAccount } from './accounts';
import { CourierError } from './adapter';
import { bookOrders } from './booking';
import { cancelConsignment } from './cancel';
import { collectAmountChanged } from './collectAmount';
import { rememberCity, shopCities } from './cities';
import { leopardsPushedEvents } from './leopards';
import { liveConsignment, parcelOf, recordCourierEvents, trackedParcel } from './parcels';
import { checkParcelNow, pollSoon } from './polling';
import { adapterFor } from './registry';
import { consignments } from './schema';

/** Courier accounts, booking and parcels (docs/architecture.md, Couriers). */
export function courierRoutes(deps: AppDeps): Router {
  const { db, now } = deps;
  const router = Router();
  const admin = [requireAdmin(deps)];

  route(router, 'GET /api/admin/couriers', admin, ({ req }) => ({
    success: true,
    data: API_COURIERS.map((courier) => accountForOwner(db, deps.jwtSecret, courier, shopOrigin(deps, req))),
  }));

  route(router, 'PUT /api/admin/couriers/:courier', admin, ({ params, body, req }) => {
    const change = {
      kind: 'settings.courier' as const,
      subject: params.courier,
      read: () => accountForLog(db, deps.jwtSecret, params.courier),
    };
    recorded(deps, actorOf(req), change, () => writeAccount(db, deps.jwtSecret, params.courier, body, now()));
    return {
      success: true,
      data: accountForOwner(db, deps.jwtSecret, params.courier, shopOrigin(deps, req)),
      message: `${params.courier} account saved. Test the connection to check it.`,
    };
  });

  // The courier's answer is the point of the test: a refusal is a result to show, not an error of the shop's.
  route(router, 'POST /api/admin/couriers/:courier/test', admin, async ({ params }) => {
    try {
      return { success: true, data: { ok: true, message: await adapterFor(deps, params.courier).testConnection() } };
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      return { success: true, data: { ok: false, message: error.message } };
    }
  });

  route(router, 'GET /api/admin/couriers/:courier/cities', admin, async ({ params }) => {
    try {
      const cities = await adapterFor(deps, params.courier).cities();
      return { success: true, data: cities.map((city) => city.name).sort((a, b) => a.localeCompare(b)) };
    } catch (error) {
      if (error instanceof CourierError) throw new AppError('UNAVAILABLE', error.message);
      throw error;
    }
  });

  route(router, 'PUT /api/admin/couriers/:courier/cities', admin, ({ params, body }) => {
    rememberCity(db, params.courier, body.shopCity, body.courierCity);
    return {
      success: true,
      data: body,
      message: `${body.shopCity} is booked as ${body.courierCity} with ${params.courier} from now on.`,
    };
  });

  route(router, 'POST /api/admin/couriers/book', admin, async ({ body, req }) => {
    const outcomes = await bookOrders(deps, body.courier, body.orderRefs, actorOf(req));
    const booked = outcomes.filter((outcome) => outcome.outcome === 'booked').length;
    return { success: true, data: outcomes, message: `${booked} of ${outcomes.length} booked with ${body.courier}` };
  });

  route(router, 'GET /api/admin/orders/:orderRef/parcel', admin, ({ params }) => ({
    success: true,
    data: parcelOf(db, params.orderRef),
  }));

  route(router, 'POST /api/admin/orders/:orderRef/parcel/check', admin, async ({ params }) => {
    const { moved } = await checkParcelNow(deps, params.orderRef);
    const parcel = parcelOf(db, params.orderRef)!;
    const where = PARCEL_STEP_WORDS[parcel.step].toLowerCase();
    // The courier's last word may be a status the shop does not know (decision 0132): said as it wrote it.
    const last = parcel.events.at(-1);
    const unknown = last && last.step === null ? last.status : null;
    return {
      success: true,
      data: parcel,
      message: moved
        ? `${parcel.courier} says: ${where}.`
        : unknown
          ? `${parcel.courier} says ‘${unknown}’, which the shop does not know: the parcel stays ${where}.`
          : `${parcel.courier} has nothing new: ${where}.`,
    };
  });

  route(router, 'GET /api/admin/orders/:orderRef/parcel/slip', admin, async ({ params, res }) => {
    const consignment = liveConsignment(db, params.orderRef);
    if (!consignment?.trackingNumber) throw notFound(`${params.orderRef} is not booked with a courier.`);
    try {
      const bytes = await adapterFor(deps, consignment.courier).slip({
        trackingNumber: consignment.trackingNumber,
        slipUrl: consignment.slipUrl,
      });
      res
        .type('application/pdf')
        .set('Cache-Control', 'no-store')
        .attachment(`${consignment.courier}-${consignment.trackingNumber}.pdf`)
        .send(Buffer.from(bytes));
      return ANSWERED;
    } catch (error) {
      if (error instanceof CourierError) throw new AppError('UNAVAILABLE', error.message);
      throw error;
    }
  });

  route(router, 'POST /api/admin/orders/:orderRef/parcel/cancel', admin, async ({ params, req }) => ({
    success: true,
    ...(await cancelConsignment(deps, params.orderRef, actorOf(req))),
  }));

  route(router, 'PUT /api/admin/orders/:orderRef/parcel/collect', admin, ({ params, body, req }) => {
    const parcel = collectAmountChanged(deps, params.orderRef, body.amount, actorOf(req));
    const amount = parcel.toCollect > 0 ? formatPrice(parcel.toCollect) : 'nothing';
    return { success: true, data: parcel, message: `Noted: ${parcel.courier}’s rider collects ${amount}.` };
  });

  route(
    router,
    'GET /api/orders/track/parcel',
    [limitRequests(deps.config, 'Too many tracking attempts. Please try again later.')],
    ({ query }) => {
      // The same proof and the same answer for a wrong pair as the tracking page's own (Order tracking).
      if (!trackOrder(db, query.orderRef, query)) throw notFound('Order not found');
      return { success: true, data: trackedParcel(db, query.orderRef) };
    },
  );

  route(router, 'POST /api/couriers/leopards/callback/:secret', [], ({ params, body, res }) => {
    const account = readAccount(db, deps.jwtSecret, 'Leopards');
    const expected = Buffer.from(account?.callbackSecret ?? '');
    const given = Buffer.from(params.secret);
    if (!account || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      res.status(403);
      throw new AppError('FORBIDDEN', 'This callback address is not the shop’s.');
    }
    const byParcel = new Map<string, ReturnType<typeof leopardsPushedEvents>>();
    for (const pushed of leopardsPushedEvents(body)) {
      byParcel.set(pushed.trackingNumber, [...(byParcel.get(pushed.trackingNumber) ?? []), pushed]);
    }
    const touched: number[] = [];
    for (const [trackingNumber, pushed] of byParcel) {
      const consignment = db
        .select()
        .from(consignments)
        .where(and(eq(consignments.courier, 'Leopards'), eq(consignments.trackingNumber, trackingNumber)))
        .get();
      if (!consignment) continue;
      recordCourierEvents(
        db,
        consignment,
        pushed.map((entry) => entry.event),
        now(),
      );
      touched.push(consignment.id);
    }
    pollSoon(deps, touched);
    return { success: true, data: { accepted: touched.length } };
  });

  route(router, 'GET /api/admin/couriers/:courier/booking.csv', admin, ({ params, query, res }) => {
    const refs = query.refs
      .split(',')
      .map((ref) => ref.trim())
      .filter(Boolean);
    const listed = listFilteredOrders(db, { refs });
    const grams = readAccount(db, deps.jwtSecret, params.courier)?.gramsPerPiece ?? 400;
    const file = courierBookingCsv(params.courier, listed, grams);
    sendBookingFile(res, `${params.courier}-booking-${now().toISOString().slice(0, 10)}.csv`, file);
    return ANSWERED;
  });

  // The known cities as the order desk asks for them (decision 0137).
  route(router, 'GET /api/admin/cities', [requireAdmin(deps)], async () => ({
    success: true,
    data: await shopCities(deps),
  }));

  return router;
}
