import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Parcel } from '../../common/couriers';
import { leopardsStep } from './leopards';
import { stepFromEvents } from './parcels';
import { consignments } from './schema';
import { pollAfterMinutes, bothCouriersShopForFile } from './testing';

/** Decision 0132: a parcel's step is never guessed. Unknown statuses are kept and shown; steps only go forwards. */
const couriers = bothCouriersShopForFile();

const stepOf = (orderRef: string) =>
  couriers.shop.shop.deps.db.select().from(consignments).where(eq(consignments.orderRef, orderRef)).get()!.step;
const parcel = async (orderRef: string) =>
  (await couriers.shop.as<Parcel | null>('GET', `/api/admin/orders/${orderRef}/parcel`)).body.data!;
const push = (body: unknown) => couriers.shop.shop.call('POST', couriers.callbackPath, { body });

async function bookedWith(courier: 'PostEx' | 'Leopards') {
  const order = await couriers.shop.place();
  const [outcome] = (await couriers.shop.book(courier, [order.orderRef])).body.data;
  expect(outcome).toMatchObject({ outcome: 'booked' });
  return { orderRef: order.orderRef, trackingNumber: outcome!.trackingNumber! };
}

describe('Leopards’ status names', () => {
  it('maps the names Leopards publishes, and no other', () => {
    expect(leopardsStep('Pickup Request not Send')).toBe('booked');
    expect(leopardsStep('Consignment Booked')).toBe('booked');
    expect(leopardsStep('Shipment Picked')).toBe('on the way');
    expect(leopardsStep('Arrived  at station')).toBe('on the way');
    expect(leopardsStep('Assign to Courier')).toBe('on the way');
    expect(leopardsStep('Pending')).toBe('attempted');
    expect(leopardsStep('Being Return')).toBe('returning');
    expect(leopardsStep('Returned to shipper')).toBe('returned');
    expect(leopardsStep('Delivered')).toBe('delivered');
    expect(leopardsStep('Consignment Received at Origin Hub')).toBeNull();
    expect(leopardsStep('Cancelled')).toBeNull();
  });
});

describe('a status the shop does not know', () => {
  it('from Leopards is kept as written, and neither moves the parcel nor ships the order', async () => {
    const { orderRef, trackingNumber } = await bookedWith('Leopards');
    const at = new Date('2026-12-01T07:00:00Z');
    const pushed = couriers.leopards.move(trackingNumber, 'unknown', at);
    expect((await push(pushed)).status).toBe(200);
    // Pushed twice (and polled): kept once.
    await push(pushed);
    expect(stepOf(orderRef)).toBe('booked');
    expect((await couriers.shop.stored(orderRef)).status).toBe('processing');
    const events = (await parcel(orderRef)).events;
    expect(events.filter((event) => event.status === 'Consignment Received at Origin Hub')).toEqual([
      { at: at.toISOString(), status: 'Consignment Received at Origin Hub', detail: '', step: null },
    ]);
    // A status Leopards publishes still moves it.
    await push(couriers.leopards.move(trackingNumber, 'arrived', new Date('2026-12-01T09:00:00Z')));
    expect(stepOf(orderRef)).toBe('on the way');
    expect((await couriers.shop.stored(orderRef)).status).toBe('shipped');
  });

  it('from PostEx (a code its guide does not list) is kept too, where it was dropped before', async () => {
    const { orderRef, trackingNumber } = await bookedWith('PostEx');
    couriers.postex.move(trackingNumber, 'unknown', new Date('2026-12-01T07:00:00Z'));
    await pollAfterMinutes(couriers.shop, 31);
    expect(stepOf(orderRef)).toBe('booked');
    expect((await couriers.shop.stored(orderRef)).status).toBe('processing');
    expect((await parcel(orderRef)).events.at(-1)).toMatchObject({
      status: 'Consignment Received at Origin Hub',
      step: null,
    });
  });

  it('is said as PostEx wrote it when the owner asks PostEx now', async () => {
    const { orderRef, trackingNumber } = await bookedWith('PostEx');
    couriers.postex.move(trackingNumber, 'unknown');
    const checked = await couriers.shop.as<Parcel>('POST', `/api/admin/orders/${orderRef}/parcel/check`);
    expect(checked.body.message).toBe(
      'PostEx says ‘Consignment Received at Origin Hub’, which the shop does not know: the parcel stays booked, waiting for pickup.',
    );
    expect(checked.body.data.step).toBe('booked');
  });
});

describe('a step backwards', () => {
  it('does not take a picked-up PostEx parcel back to booked', async () => {
    const { orderRef, trackingNumber } = await bookedWith('PostEx');
    couriers.postex.move(trackingNumber, 'onRoute', new Date('2026-12-01T06:00:00Z'));
    couriers.postex.move(trackingNumber, 'atMerchant', new Date('2026-12-01T08:00:00Z'));
    await pollAfterMinutes(couriers.shop, 31);
    expect(stepOf(orderRef)).toBe('on the way');
    expect((await couriers.shop.stored(orderRef)).status).toBe('shipped');
    expect((await parcel(orderRef)).events.at(-1)).toMatchObject({ status: "At Merchant's Warehouse", step: 'booked' });
  });

  it('does not take a Leopards parcel on its way back to on the way, nor a booked one back after pickup', async () => {
    const { orderRef, trackingNumber } = await bookedWith('Leopards');
    await push(couriers.leopards.move(trackingNumber, 'arrived', new Date('2026-12-01T06:00:00Z')));
    await push(couriers.leopards.move(trackingNumber, 'booked', new Date('2026-12-01T07:00:00Z')));
    expect(stepOf(orderRef)).toBe('on the way');
    await push(couriers.leopards.move(trackingNumber, 'returning', new Date('2026-12-02T06:00:00Z')));
    // Scanned at a station on its way back: still returning.
    await push(couriers.leopards.move(trackingNumber, 'arrived', new Date('2026-12-02T09:00:00Z')));
    expect(stepOf(orderRef)).toBe('returning');
    await push(couriers.leopards.move(trackingNumber, 'returned', new Date('2026-12-03T09:00:00Z')));
    expect(stepOf(orderRef)).toBe('returned');
    expect((await couriers.shop.stored(orderRef)).parcelReturn).toMatchObject({ kind: 'returned' });
  });

  it('goes between on the way and attempted, never out of delivered', () => {
    const at = (hour: number) => new Date(Date.UTC(2026, 11, 1, hour));
    expect(
      stepFromEvents([
        { step: 'on the way', at: at(1) },
        { step: 'attempted', at: at(2) },
        { step: 'on the way', at: at(3) },
      ]),
    ).toEqual({ step: 'on the way', at: at(3) });
    expect(
      stepFromEvents([
        { step: 'delivered', at: at(1) },
        { step: null, at: at(2) },
        { step: 'returning', at: at(3) },
      ]),
    ).toEqual({ step: 'delivered', at: at(1) });
  });
});
