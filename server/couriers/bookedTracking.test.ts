import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../common/orders';
import { orders } from '../orders/schema';
import type { FakePostEx } from '../testing/fakePostEx';
import { postexPicksUp, startPostExShop, stopPostExShop, type CourierShop } from './testing';

/**
 * Decision 0132: a parcel booked through a courier's API has the booking's courier and tracking number.
 * Typing others over them would leave the shop polling one number and showing another: the server
 * refuses, and says to cancel the booking first.
 */
let postex: FakePostEx;
let shop: CourierShop;

beforeAll(async () => ({ postex, shop } = await startPostExShop()));
afterAll(() => stopPostExShop({ postex, shop }));

const ship = (orderRef: string, carrier: string, trackingNumber: string) =>
  shop.as<AdminOrder>('PATCH', `/api/orders/${orderRef}/status`, { status: 'shipped', carrier, trackingNumber });

async function bookedWithPostEx() {
  const order = await shop.place();
  const [outcome] = (await shop.book('PostEx', [order.orderRef])).body.data;
  expect(outcome).toMatchObject({ outcome: 'booked' });
  return { orderRef: order.orderRef, trackingNumber: outcome!.trackingNumber! };
}

describe('the courier and tracking number of a booked parcel', () => {
  it('are not typed over while it waits for pickup: cancel the booking first', async () => {
    const { orderRef, trackingNumber } = await bookedWithPostEx();
    const message = `This parcel is booked with PostEx (tracking ${trackingNumber}). Cancel the booking first to change the courier or tracking number.`;
    for (const [carrier, number] of [
      ['TCS', 'KHI-12345'],
      ['PostEx', 'CX-99999999'],
      ['Leopards', trackingNumber],
    ] as const) {
      const refused = await ship(orderRef, carrier, number);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(message);
    }
    expect((await shop.stored(orderRef)).tracking).toMatchObject({ carrier: 'PostEx', trackingNumber });

    // Marked shipped by hand with the booking's own: the rider has it and PostEx has not said so yet.
    const shipped = await ship(orderRef, 'PostEx', trackingNumber);
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({ status: 'shipped', tracking: { carrier: 'PostEx', trackingNumber } });
  });

  it('are not corrected after PostEx picked the parcel up', async () => {
    const { orderRef, trackingNumber } = await bookedWithPostEx();
    await postexPicksUp(postex, shop, orderRef);
    const refused = await ship(orderRef, 'TCS', 'KHI-12345');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `This parcel is with PostEx (tracking ${trackingNumber}), which has picked it up: its courier and tracking number are the booking's and cannot be changed.`,
    );
    expect((await shop.stored(orderRef)).tracking).toMatchObject({ carrier: 'PostEx', trackingNumber });
  });

  it('are the owner’s to type once the booking is cancelled', async () => {
    const { orderRef } = await bookedWithPostEx();
    expect((await shop.as('POST', `/api/admin/orders/${orderRef}/parcel/cancel`)).status).toBe(200);
    const shipped = await ship(orderRef, 'TCS', 'KHI-12345');
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.tracking).toMatchObject({ carrier: 'TCS', trackingNumber: 'KHI-12345' });
  });

  it('are the booking’s once booked, whatever the order held before', async () => {
    const order = await shop.place();
    // A courier and number written before the booking (an older shop, a form typed by hand).
    shop.shop.deps.db
      .update(orders)
      .set({ carrier: 'TCS', trackingNumber: 'KHI-1' })
      .where(eq(orders.orderRef, order.orderRef))
      .run();
    const [outcome] = (await shop.book('PostEx', [order.orderRef])).body.data;
    expect(outcome!.message).toContain('It is marked shipped when PostEx picks it up.');
    expect(await shop.stored(order.orderRef)).toMatchObject({
      status: 'processing',
      parcelStep: 'booked',
      tracking: { carrier: 'PostEx', trackingNumber: outcome!.trackingNumber },
    });
  });

  it('are not typed onto another order, and a booking given a number another order has says so (decision 0143)', async () => {
    const { orderRef, trackingNumber } = await bookedWithPostEx();
    const other = await shop.place();
    expect(await ship(other.orderRef, 'PostEx', trackingNumber)).toMatchObject({
      status: 409,
      body: {
        message: `PostEx tracking number ${trackingNumber} is already on order ${orderRef}. One tracking number is one parcel: check the number on this parcel’s slip.`,
      },
    });
    // PostEx's next number typed by hand on an order first: the booking that is given it books, and says
    // the order could not take it, naming the order that has it.
    const next = `CX-${10_000_000 + postex.orders.length + 1}`;
    expect((await ship(other.orderRef, 'PostEx', next)).status).toBe(200);
    const third = await shop.place();
    const [outcome] = (await shop.book('PostEx', [third.orderRef])).body.data;
    expect(outcome).toMatchObject({ outcome: 'booked', trackingNumber: next });
    expect(outcome!.message).toContain(`is already on order ${other.orderRef}`);
    expect((await shop.stored(third.orderRef)).tracking.trackingNumber).toBeNull();
  });
});
