import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../common/activity';
import type { Parcel } from '../../common/couriers';
import type { AdminOrder, Order } from '../../common/orders';
import type { FakePostEx } from '../testing/fakePostEx';
import { pollParcels } from './polling';
import { postexPicksUp, startPostExShop, stopPostExShop, type CourierShop } from './testing';

/**
 * Decision 0125: the owner who changed the amount with the courier says so, the parcel's warning
 * (decision 0117) ends, and the activity log keeps who said it.
 */
let postex: FakePostEx;
let shop: CourierShop;

beforeAll(async () => ({ postex, shop } = await startPostExShop({ COURIER_TIMEOUT_SECONDS: '0.5' })));
afterAll(() => stopPostExShop({ postex, shop }));

const parcel = async (orderRef: string) =>
  (await shop.as<Parcel>('GET', `/api/admin/orders/${orderRef}/parcel`)).body.data;
const changedWithCourier = (orderRef: string, amount: number) =>
  shop.as<Parcel>('PUT', `/api/admin/orders/${orderRef}/parcel/collect`, { amount });
const collectEntries = async (orderRef: string) =>
  (await shop.as<ActivityEntry[]>('GET', `/api/admin/activity?orderRef=${orderRef}&kind=order.collect`)).body.data;

/** A booked order of two pieces with one taken off the bill since: the rider would ask for the old total. */
async function changedSinceBooking(): Promise<Order> {
  const order = await shop.place({ quantity: 2 });
  expect((await shop.book('PostEx', [order.orderRef])).body.data[0]).toMatchObject({ outcome: 'booked' });
  // Only a parcel that left the shop has pieces come back off its bill (decision 0130: at PostEx's pickup).
  await postexPicksUp(postex, shop, order.orderRef);
  const taken = await shop.as<AdminOrder>(
    'POST',
    `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/return`,
    {
      quantity: 1,
      refund: { amount: 2000 },
    },
  );
  expect(taken.status).toBe(200);
  expect(await parcel(order.orderRef)).toMatchObject({ collectDiffers: true });
  return order;
}

describe('the amount changed with the courier', () => {
  it('ends the warning and is kept in the activity log, once however often it is said', async () => {
    const order = await changedSinceBooking();
    const toCollect = order.total - 2000;
    const answers = await Promise.all([
      changedWithCourier(order.orderRef, toCollect),
      changedWithCourier(order.orderRef, toCollect),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.body.data).toMatchObject({ bookedToCollect: toCollect, toCollect, collectDiffers: false });
    expect(await parcel(order.orderRef)).toMatchObject({ bookedToCollect: toCollect, collectDiffers: false });

    const entries = await collectEntries(order.orderRef);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { 'PostEx collects': order.total },
      after: { 'PostEx collects': toCollect },
    });
  });

  it('is refused for an amount the order no longer has, and nothing changes', async () => {
    const order = await changedSinceBooking();
    // The owner read PKR …; another piece came off meanwhile, or they typed the booked amount.
    const answer = await changedWithCourier(order.orderRef, order.total);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain(`now has PKR ${(order.total - 2000).toLocaleString('en-US')} to collect`);
    expect(await parcel(order.orderRef)).toMatchObject({ bookedToCollect: order.total, collectDiffers: true });
    expect(await collectEntries(order.orderRef)).toHaveLength(0);
  });

  it('is refused once the rider has reached the customer, and for an order not booked', async () => {
    const order = await changedSinceBooking();
    postex.move(postex.orders.find((made) => made.orderRefNumber === order.orderRef)!.trackingNumber, 'delivered');
    await pollParcels({ ...shop.shop.deps, now: () => new Date(Date.now() + 60 * 60 * 1000) });
    const late = await changedWithCourier(order.orderRef, order.total - 2000);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('has already reached the customer');
    expect(await parcel(order.orderRef)).toMatchObject({ bookedToCollect: order.total });

    // Marked delivered by hand while PostEx still says on the way: the rider has asked already too.
    const byHand = await changedSinceBooking();
    const delivered = await shop.as('PATCH', `/api/orders/${byHand.orderRef}/status`, { status: 'delivered' });
    expect(delivered.status).toBe(200);
    expect(await parcel(byHand.orderRef)).toMatchObject({ step: 'on the way', collectDiffers: false });
    const handLate = await changedWithCourier(byHand.orderRef, byHand.total - 2000);
    expect(handLate.status).toBe(409);
    expect(handLate.body.message).toContain('has already reached the customer');

    const notBooked = await shop.place({ quantity: 1 });
    expect((await changedWithCourier(notBooked.orderRef, notBooked.total)).status).toBe(404);
  });
});
