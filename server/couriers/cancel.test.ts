import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../common/orders';
import { orderStatusHistory } from '../orders/schema';
import type { FakePostEx } from '../testing/fakePostEx';
import { pollParcels } from './polling';
import { consignments } from './schema';
import { startPostExShop, stopPostExShop, type CourierShop } from './testing';

/** Issue 34: a PostEx consignment cancelled from the order before pickup, against the fake. */
let postex: FakePostEx;
let shop: CourierShop;

beforeAll(async () => ({ postex, shop } = await startPostExShop()));
afterAll(() => stopPostExShop({ postex, shop }));

async function booked(): Promise<{ order: Order; trackingNumber: string }> {
  const order = await shop.place();
  const [outcome] = (await shop.book('PostEx', [order.orderRef])).body.data;
  expect(outcome).toMatchObject({ outcome: 'booked' });
  return { order, trackingNumber: outcome!.trackingNumber! };
}
const cancel = (orderRef: string) => shop.as<{ status: string }>('POST', `/api/admin/orders/${orderRef}/parcel/cancel`);
const consignmentsOf = (orderRef: string) =>
  shop.shop.deps.db.select().from(consignments).where(eq(consignments.orderRef, orderRef)).all();

describe('cancelling a consignment', () => {
  it('cancels it at PostEx and takes the order back to confirmed without its number, keeping the history', async () => {
    const { order, trackingNumber } = await booked();
    const stock = shop.stock();
    const answer = await cancel(order.orderRef);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      `PostEx cancelled ${trackingNumber}. ${order.orderRef} is confirmed again: book it when it is ready.`,
    );
    expect(postex.orders.find((parcel) => parcel.trackingNumber === trackingNumber)?.cancelled).toBe(true);
    const stored = await shop.stored(order.orderRef);
    expect(stored.status).toBe('confirmed');
    expect(stored.tracking).toMatchObject({ carrier: null, trackingNumber: null });
    expect(consignmentsOf(order.orderRef)).toMatchObject([{ state: 'cancelled', trackingNumber }]);
    const history = shop.shop.deps.db
      .select({ status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderRef, order.orderRef))
      .orderBy(asc(orderStatusHistory.id))
      .all()
      .map((row) => row.status);
    expect(history.slice(-2)).toEqual(['processing', 'confirmed']);
    // The pieces stay with the confirmed order.
    expect(shop.stock()).toBe(stock);

    // Booked again, it is a new consignment and waits for its pickup again.
    const [again] = (await shop.book('PostEx', [order.orderRef])).body.data;
    expect(again).toMatchObject({ outcome: 'booked' });
    expect(again!.trackingNumber).not.toBe(trackingNumber);
    expect((await shop.stored(order.orderRef)).status).toBe('processing');
  });

  it('is refused by the shop once PostEx has picked the parcel up, and nothing changes', async () => {
    const { order, trackingNumber } = await booked();
    postex.move(trackingNumber, 'onRoute');
    await pollParcels({ ...shop.shop.deps, now: () => new Date(Date.now() + 31 * 60 * 1000) });
    const answer = await cancel(order.orderRef);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      `PostEx has already picked up ${trackingNumber} (on the way): it can no longer be cancelled. If it comes back, record it as refused or returned.`,
    );
    expect((await shop.stored(order.orderRef)).tracking.trackingNumber).toBe(trackingNumber);
  });

  it('shows PostEx’s own refusal in the owner’s words when the shop has not heard of the pickup yet', async () => {
    const { order, trackingNumber } = await booked();
    postex.move(trackingNumber, 'onRoute');
    const answer = await cancel(order.orderRef);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      `PostEx did not cancel ${trackingNumber}. PostEx said: “ORDER CANNOT BE CANCELLED, IT HAS BEEN PICKED UP”. The parcel stays booked.`,
    );
    expect(await shop.stored(order.orderRef)).toMatchObject({ status: 'processing', tracking: { trackingNumber } });
    expect(consignmentsOf(order.orderRef)).toMatchObject([{ state: 'booked' }]);
  });

  it('cancels once when asked twice at the same moment', async () => {
    const { order } = await booked();
    const answers = await Promise.all([cancel(order.orderRef), cancel(order.orderRef)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await shop.stored(order.orderRef)).status).toBe('confirmed');
  });

  it('never lets a booked order step back to confirmed by hand: the booking is cancelled first', async () => {
    const { order } = await booked();
    const answer = await shop.as('PATCH', `/api/orders/${order.orderRef}/status`, { status: 'confirmed' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('cancel the booking first');
    expect((await shop.stored(order.orderRef)).status).toBe('processing');
  });

  it('still takes back an order booked before pickup waited, Shipped with its parcel booked (decision 0130)', async () => {
    const { order, trackingNumber } = await booked();
    // Before 0130 booking shipped the order at once; marking it shipped by hand leaves the same state.
    expect((await shop.as('PATCH', `/api/orders/${order.orderRef}/status`, { status: 'shipped' })).status).toBe(200);
    expect(await shop.stored(order.orderRef)).toMatchObject({ status: 'shipped', parcelStep: 'booked' });
    const answer = await cancel(order.orderRef);
    expect(answer.status).toBe(200);
    expect(await shop.stored(order.orderRef)).toMatchObject({
      status: 'confirmed',
      parcelStep: null,
      tracking: { trackingNumber: null, shippedAt: null },
    });
    expect(postex.orders.find((parcel) => parcel.trackingNumber === trackingNumber)?.cancelled).toBe(true);
  });
});
