import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../common/admin';
import type { Parcel } from '../../common/couriers';
import type { AdminOrder } from '../../common/orders';
import { addStaff, tokenOf } from '../staff/testStaff';
import { pakistanTime } from '../testing/fakeCourier';
import type { Answer } from '../testing/orders';
import { courierEventTime } from './parcels';
import { FIRST_POLL_MS, pollParcels } from './polling';
import { consignments } from './schema';
import { pollAfterMinutes, bothCouriersShopForFile } from './testing';

/**
 * Decision 0128: a failed delivery attempt shows on the order's card and the Dashboard and has its
 * filter; the owner asks the courier now (as a poll would, at most once a minute); a delivered order
 * keeps the courier's time of delivery.
 */
const couriers = bothCouriersShopForFile({ COURIER_TIMEOUT_SECONDS: '0.5' });

/** One pass of the schedule, with the shop's clock moved `minutes` ahead. */
const pollAfter = (minutes: number) => pollAfterMinutes(couriers.shop, minutes);

const consignmentOf = (orderRef: string) =>
  couriers.shop.shop.deps.db.select().from(consignments).where(eq(consignments.orderRef, orderRef)).get()!;
const listed = async (query: string) =>
  (await couriers.shop.as<AdminOrder[]>('GET', `/api/orders?${query}`)).body as Answer<AdminOrder[]> & {
    total: number;
  };
const check = (orderRef: string, token = couriers.shop.token) =>
  couriers.shop.shop.call<Answer<Parcel>>('POST', `/api/admin/orders/${orderRef}/parcel/check`, { token });
/** The courier was last asked about the parcel `seconds` ago. */
const askedAgo = (orderRef: string, seconds: number) =>
  couriers.shop.shop.deps.db
    .update(consignments)
    .set({ askedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(consignments.orderRef, orderRef))
    .run();

async function bookedWith(courier: 'PostEx' | 'Leopards') {
  const order = await couriers.shop.place();
  const [outcome] = (await couriers.shop.book(courier, [order.orderRef])).body.data;
  expect(outcome).toMatchObject({ outcome: 'booked' });
  return { orderRef: order.orderRef, trackingNumber: outcome!.trackingNumber! };
}

describe('a delivery attempted, where the owner looks', () => {
  it('is on the order in the list, under its filter, and counted on the Dashboard, until it is delivered', async () => {
    const attempted = await bookedWith('PostEx');
    const quiet = await bookedWith('PostEx');
    expect((await couriers.shop.stored(attempted.orderRef)).parcelStep).toBe('booked');
    couriers.postex.move(attempted.trackingNumber, 'attempted');
    await pollAfter(31);

    expect((await couriers.shop.stored(attempted.orderRef)).parcelStep).toBe('attempted');
    expect((await couriers.shop.stored(quiet.orderRef)).parcelStep).toBe('booked');
    const filtered = await listed('parcel=attempted');
    expect(filtered.data.map((order) => order.orderRef)).toEqual([attempted.orderRef]);
    expect(filtered.total).toBe(1);
    const dashboard = (await couriers.shop.as<DashboardData>('GET', '/admin/dashboard-data')).body.data;
    expect(dashboard.stats.parcelsAttempted).toBe(1);
    expect(dashboard.recentOrders.find((order) => order.orderRef === attempted.orderRef)?.parcelStep).toBe('attempted');

    couriers.postex.move(attempted.trackingNumber, 'delivered');
    await pollAfter(31 + 31);
    expect(await couriers.shop.stored(attempted.orderRef)).toMatchObject({
      status: 'delivered',
      parcelStep: 'delivered',
    });
    expect((await listed('parcel=attempted')).total).toBe(0);
    expect(
      (await couriers.shop.as<DashboardData>('GET', '/admin/dashboard-data')).body.data.stats.parcelsAttempted,
    ).toBe(0);
  });

  it('leaves the filter once the owner records the parcel as come back, and a cancelled booking leaves no step', async () => {
    const { orderRef, trackingNumber } = await bookedWith('PostEx');
    couriers.postex.move(trackingNumber, 'attempted');
    await pollAfter(31);
    expect((await listed('parcel=attempted')).data.map((order) => order.orderRef)).toContain(orderRef);
    expect(
      (await couriers.shop.as('PATCH', `/api/admin/orders/${orderRef}/return`, { returned: 'refused' })).status,
    ).toBe(200);
    expect((await listed('parcel=attempted')).data.map((order) => order.orderRef)).not.toContain(orderRef);

    // The customer came to the shop for it: the owner marks it delivered by hand, and the call is done.
    const fetched = await bookedWith('PostEx');
    couriers.postex.move(fetched.trackingNumber, 'attempted');
    await pollAfter(31);
    expect(
      (await couriers.shop.as('PATCH', `/api/orders/${fetched.orderRef}/status`, { status: 'delivered' })).status,
    ).toBe(200);
    expect((await listed('parcel=attempted')).data.map((order) => order.orderRef)).not.toContain(fetched.orderRef);

    const cancelled = await bookedWith('PostEx');
    expect((await couriers.shop.as('POST', `/api/admin/orders/${cancelled.orderRef}/parcel/cancel`)).status).toBe(200);
    expect((await couriers.shop.stored(cancelled.orderRef)).parcelStep).toBeNull();
  });

  it('has its own filter for a parcel on its way back', async () => {
    const { orderRef, trackingNumber } = await bookedWith('PostEx');
    couriers.postex.move(trackingNumber, 'returning');
    await pollAfter(31);
    expect((await listed('parcel=returning')).data.map((order) => order.orderRef)).toContain(orderRef);
    expect((await listed('parcel=attempted')).data.map((order) => order.orderRef)).not.toContain(orderRef);
    expect((await couriers.shop.as('GET', '/api/orders?parcel=delivered')).status).toBe(400);
  });
});

describe('Check with PostEx now', () => {
  it('asks PostEx at once and moves the order as a poll would, with the poll’s pace', async () => {
    const { orderRef, trackingNumber } = await bookedWith('PostEx');
    couriers.postex.move(trackingNumber, 'attempted');
    // Booked a moment ago: the schedule would wait half an hour.
    const answer = await check(orderRef);
    expect(answer.status).toBe(200);
    expect(answer.body.data.step).toBe('attempted');
    expect(answer.body.message).toBe('PostEx says: delivery attempted.');
    expect((await couriers.shop.stored(orderRef)).parcelStep).toBe('attempted');
    expect(consignmentOf(orderRef).pollEveryMs).toBe(FIRST_POLL_MS);

    askedAgo(orderRef, 61);
    couriers.postex.move(trackingNumber, 'delivered');
    expect((await check(orderRef)).status).toBe(200);
    expect((await couriers.shop.stored(orderRef)).status).toBe('delivered');
    // Delivered: nothing more to ask.
    askedAgo(orderRef, 61);
    expect((await check(orderRef)).status).toBe(409);
  });

  it('asks at most once a minute, however often or at once it is pressed', async () => {
    const { orderRef, trackingNumber } = await bookedWith('PostEx');
    const [first, second] = await Promise.all([check(orderRef), check(orderRef)]);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    couriers.postex.move(trackingNumber, 'attempted');
    const soon = await check(orderRef);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(
      /^PostEx was asked about CX-\d+ less than a minute ago\. Try again in \d+ seconds\.$/,
    );
    // PostEx was not asked: the attempt is not known yet.
    expect((await couriers.shop.stored(orderRef)).parcelStep).toBe('booked');
    askedAgo(orderRef, 61);
    expect((await check(orderRef)).body.data.step).toBe('attempted');
  });

  it('counts the schedule’s poll as an ask: PostEx answered a moment ago', async () => {
    const { orderRef } = await bookedWith('PostEx');
    couriers.shop.shop.deps.db
      .update(consignments)
      .set({ nextPollAt: new Date(0) })
      .where(eq(consignments.orderRef, orderRef))
      .run();
    await pollParcels(couriers.shop.shop.deps);
    expect((await check(orderRef)).status).toBe(429);
  });

  it('is not held off by a last ask stamped ahead of the clock (a clock put back)', async () => {
    const { orderRef } = await bookedWith('PostEx');
    askedAgo(orderRef, -30 * 60);
    expect((await check(orderRef)).status).toBe(200);
  });

  it('is open to the order desk, who calls the customers, and says when PostEx cannot be reached', async () => {
    const { orderRef } = await bookedWith('PostEx');
    const desk = tokenOf(couriers.shop.shop, addStaff(couriers.shop.shop, 'orderDesk', 'check-desk').id);
    expect((await check(orderRef, desk)).status).toBe(200);
    const unknown = await check('ORD-NOTBOOKED1');
    expect(unknown.status).toBe(404);
    askedAgo(orderRef, 61);
    couriers.postex.slow('track-order', 1500);
    try {
      const answer = await check(orderRef);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/^PostEx did not answer in time/);
    } finally {
      couriers.postex.slow('track-order', 0);
    }
  });
});

describe('the order’s delivered time is the courier’s', () => {
  it('keeps the time PostEx delivered it, not when the shop asked', async () => {
    const { orderRef, trackingNumber } = await bookedWith('PostEx');
    const delivered = new Date(Date.now() + 10 * 60 * 1000);
    couriers.postex.move(trackingNumber, 'delivered', delivered);
    // Asked four hours after the rider handed it over.
    await pollAfter(4 * 60 + 10);
    const order = await couriers.shop.stored(orderRef);
    expect(order.tracking.deliveredAt).toBe(delivered.toISOString());
    expect(order.statusHistory.at(-1)).toEqual({ status: 'delivered', timestamp: delivered.toISOString() });
  });

  it('reads a PostEx time without a zone as Pakistan’s', async () => {
    const { orderRef, trackingNumber } = await bookedWith('PostEx');
    const delivered = new Date(Math.floor(Date.now() / 1000) * 1000 + 10 * 60 * 1000);
    couriers.postex.orders
      .find((parcel) => parcel.trackingNumber === trackingNumber)!
      .history.push({
        transactionStatusMessage: 'Delivered',
        transactionStatusMessageCode: '0005',
        updatedAt: pakistanTime(delivered),
      });
    await pollAfter(4 * 60);
    expect((await couriers.shop.stored(orderRef)).tracking.deliveredAt).toBe(delivered.toISOString());
  });

  it('never keeps a time in the future: the shop’s clock then', async () => {
    const { orderRef, trackingNumber } = await bookedWith('PostEx');
    couriers.postex.move(trackingNumber, 'delivered', new Date(Date.now() + 5 * 60 * 60 * 1000));
    const before = Date.now();
    expect((await check(orderRef)).status).toBe(200);
    const at = Date.parse((await couriers.shop.stored(orderRef)).tracking.deliveredAt!);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('keeps the time Leopards pushed', async () => {
    const { orderRef, trackingNumber } = await bookedWith('Leopards');
    // Leopards writes whole seconds: a second after the booking's, so the parcel had left by then.
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    const delivered = new Date(Math.floor(Date.now() / 1000) * 1000);
    const answer = await couriers.shop.shop.call('POST', couriers.callbackPath, {
      body: couriers.leopards.move(trackingNumber, 'delivered', delivered),
    });
    expect(answer.status).toBe(200);
    expect((await couriers.shop.stored(orderRef)).tracking.deliveredAt).toBe(delivered.toISOString());
  });

  it('takes the courier’s time only between the parcel leaving and now', () => {
    const now = new Date('2026-12-02T12:14:00Z');
    const shipped = new Date('2026-12-01T09:00:00Z');
    expect(courierEventTime(new Date('2026-12-02T12:10:00Z'), now, shipped)).toEqual(new Date('2026-12-02T12:10:00Z'));
    expect(courierEventTime(new Date('2026-12-02T17:10:00Z'), now, shipped)).toEqual(now);
    expect(courierEventTime(new Date('2026-11-30T12:10:00Z'), now, shipped)).toEqual(shipped);
    expect(courierEventTime(null, now, shipped)).toEqual(now);
  });
});
