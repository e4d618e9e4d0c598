import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Parcel } from '../../common/couriers';
import type { AdminOrder, Order } from '../../common/orders';
import { startFakeLeopards } from '../testing/fakeLeopards';
import type { FakePostEx } from '../testing/fakePostEx';
import { rupees } from './adapter';
import { leopardsAdapter } from './leopards';
import { pollParcels } from './polling';
import { consignments } from './schema';
import { postexPicksUp, startPostExShop, stopPostExShop, type CourierShop } from './testing';

/**
 * Decision 0117: what the courier was booked to collect is kept on the consignment, and the admin's
 * parcel says when the order has another amount to collect now, while the rider has still to ask.
 */
let postex: FakePostEx;
let shop: CourierShop;

beforeAll(async () => ({ postex, shop } = await startPostExShop({ COURIER_TIMEOUT_SECONDS: '0.5' })));
afterAll(() => stopPostExShop({ postex, shop }));

const parcel = async (orderRef: string) => {
  const answer = await shop.as<Parcel>('GET', `/api/admin/orders/${orderRef}/parcel`);
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const createdFor = (orderRef: string) => postex.orders.filter((order) => order.orderRefNumber === orderRef);
/** One piece of the order's only line comes back before delivery: its price comes off what is to collect. */
const takeOnePieceOff = (order: Order, refund: number) =>
  shop.as<AdminOrder>('POST', `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/return`, {
    quantity: 1,
    refund: { amount: refund },
  });

describe('the amount a cash-on-delivery parcel was booked to collect', () => {
  it('is kept, and after a piece is taken off the bill the parcel says the rider will ask for the old amount', async () => {
    const order = await shop.place({ quantity: 2 });
    expect((await shop.book('PostEx', [order.orderRef])).body.data[0]).toMatchObject({ outcome: 'booked' });
    expect(createdFor(order.orderRef)[0]!.invoicePayment).toBe(order.total);
    expect(await parcel(order.orderRef)).toMatchObject({
      bookedToCollect: order.total,
      toCollect: order.total,
      collectDiffers: false,
    });

    // A piece comes off the bill of a parcel that left the shop: PostEx's rider has it (decision 0130).
    await postexPicksUp(postex, shop, order.orderRef);
    const taken = await takeOnePieceOff(order, 2000);
    expect(taken.status).toBe(200);
    expect(await parcel(order.orderRef)).toMatchObject({
      bookedToCollect: order.total,
      toCollect: order.total - 2000,
      collectDiffers: true,
    });

    // Once delivered the rider has asked already: the courier's payout tells the rest.
    const trackingNumber = createdFor(order.orderRef)[0]!.trackingNumber;
    postex.move(trackingNumber, 'delivered');
    await pollParcels({ ...shop.shop.deps, now: () => new Date(Date.now() + 60 * 60 * 1000) });
    expect((await shop.stored(order.orderRef)).status).toBe('delivered');
    expect(await parcel(order.orderRef)).toMatchObject({ bookedToCollect: order.total, collectDiffers: false });
  });

  it('says so when the order is marked paid before the rider reaches the customer', async () => {
    const order = await shop.place({ quantity: 1 });
    await shop.book('PostEx', [order.orderRef]);
    const paid = await shop.as<AdminOrder>('PATCH', `/api/admin/orders/${order.orderRef}/payment`, { payment: 'paid' });
    expect(paid.status).toBe(200);
    expect(await parcel(order.orderRef)).toMatchObject({
      bookedToCollect: order.total,
      toCollect: 0,
      collectDiffers: true,
    });
  });

  it('is the amount the lost booking asked for, not the order’s amount after an edit, when PostEx’s list does not say', async () => {
    const order = await shop.place({ quantity: 2 });
    postex.slow('create-order', 1500);
    expect((await shop.book('PostEx', [order.orderRef])).body.data[0]).toMatchObject({ outcome: 'unknown' });
    postex.slow('create-order', 0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // Not booked as far as the shop knows: the amount it asked for is not said to be PostEx's yet.
    expect(await parcel(order.orderRef)).toMatchObject({ trackingNumber: null, bookedToCollect: null });
    // Still confirmed: the owner takes a piece off the order before booking again.
    const edited = await shop.as<AdminOrder>('PUT', `/api/admin/orders/${order.orderRef}`, {
      items: [{ id: shop.shirtId, size: 'M', color: 'White', quantity: 1 }],
      phone: '0301 2345678',
      address: 'House 12, Street 4, Gulshan',
      city: 'Karachi',
    });
    expect(edited.status).toBe(200);
    const made = createdFor(order.orderRef)[0]!;
    // PostEx's order list without the amount: the shop keeps what it asked for.
    const saidAmount = made.invoicePayment;
    (made as { invoicePayment?: number }).invoicePayment = undefined;

    expect((await shop.book('PostEx', [order.orderRef])).body.data[0]).toMatchObject({ outcome: 'booked' });
    expect(createdFor(order.orderRef)).toHaveLength(1);
    expect(await parcel(order.orderRef)).toMatchObject({
      bookedToCollect: saidAmount,
      toCollect: edited.body.data.total,
      collectDiffers: true,
    });
  });

  it('is PostEx’s own figure when its list of orders gives one', async () => {
    const order = await shop.place({ quantity: 2 });
    postex.slow('create-order', 1500);
    await shop.book('PostEx', [order.orderRef]);
    postex.slow('create-order', 0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // Changed in PostEx's portal meanwhile: the rider asks for PostEx's amount.
    createdFor(order.orderRef)[0]!.invoicePayment = 1500;

    expect((await shop.book('PostEx', [order.orderRef])).body.data[0]).toMatchObject({ outcome: 'booked' });
    expect(await parcel(order.orderRef)).toMatchObject({
      bookedToCollect: 1500,
      toCollect: order.total,
      collectDiffers: true,
    });
  });

  it('warns about nothing once the rider will not ask: delivered or come back by hand, or on its way back', async () => {
    const changedAfterBooking = async () => {
      const order = await shop.place({ quantity: 2 });
      await shop.book('PostEx', [order.orderRef]);
      // The owner saw the rider take it before PostEx said so (decision 0130): shipped by hand.
      expect((await shop.as('PATCH', `/api/orders/${order.orderRef}/status`, { status: 'shipped' })).status).toBe(200);
      expect((await takeOnePieceOff(order, 2000)).status).toBe(200);
      expect(await parcel(order.orderRef)).toMatchObject({ collectDiffers: true });
      return order;
    };
    // PostEx has not said so yet: the owner marks it by hand.
    const delivered = await changedAfterBooking();
    const marked = await shop.as('PATCH', `/api/orders/${delivered.orderRef}/status`, { status: 'delivered' });
    expect(marked.status).toBe(200);
    expect(await parcel(delivered.orderRef)).toMatchObject({ step: 'booked', collectDiffers: false });

    const refused = await changedAfterBooking();
    const back = await shop.as('PATCH', `/api/admin/orders/${refused.orderRef}/return`, { returned: 'refused' });
    expect(back.status).toBe(200);
    expect(await parcel(refused.orderRef)).toMatchObject({ step: 'booked', collectDiffers: false });

    const returning = await changedAfterBooking();
    postex.move(createdFor(returning.orderRef)[0]!.trackingNumber, 'returning');
    await pollParcels({ ...shop.shop.deps, now: () => new Date(Date.now() + 60 * 60 * 1000) });
    expect(await parcel(returning.orderRef)).toMatchObject({ step: 'returning', collectDiffers: false });
  });

  it('warns about nothing for a parcel booked before the shop kept the amount', async () => {
    const order = await shop.place({ quantity: 2 });
    await shop.book('PostEx', [order.orderRef]);
    shop.shop.deps.db
      .update(consignments)
      .set({ bookedToCollect: null })
      .where(eq(consignments.orderRef, order.orderRef))
      .run();
    await postexPicksUp(postex, shop, order.orderRef);
    expect((await takeOnePieceOff(order, 2000)).status).toBe(200);
    expect(await parcel(order.orderRef)).toMatchObject({
      bookedToCollect: null,
      toCollect: order.total - 2000,
      collectDiffers: false,
    });
  });

  it('is not shown to the shopper tracking the parcel', async () => {
    const order = await shop.place({ quantity: 1 });
    await shop.book('PostEx', [order.orderRef]);
    const tracked = await shop.shop.call<{ data: Record<string, unknown> }>(
      'GET',
      `/api/orders/track/parcel?orderRef=${order.orderRef}&email=sana.courier@example.pk`,
    );
    expect(tracked.status).toBe(200);
    expect(Object.keys(tracked.body.data).sort()).toEqual(['courier', 'events', 'step', 'trackingNumber']);
  });
});

describe('the amount a courier reports for a booking found by its order reference', () => {
  it('is read from Leopards’ shipment details', async () => {
    const leopards = await startFakeLeopards();
    try {
      const adapter = leopardsAdapter(
        leopards.url,
        { apiKey: leopards.apiKey, apiPassword: leopards.apiPassword, shipperId: '1' },
        5000,
      );
      const [karachi] = await adapter.cities();
      await adapter.book({
        orderRef: 'ORD-LEOAMOUNT',
        name: 'Sana Courier',
        phone: '03012345678',
        address: 'House 12, Street 4, Gulshan',
        city: karachi!,
        pieces: 2,
        weightGrams: 800,
        cashToCollect: 4300,
        details: '2 x Shirt',
        pickupCode: '1',
      });
      expect(await adapter.findByOrderRef('ORD-LEOAMOUNT')).toMatchObject({ cashToCollect: 4300 });
    } finally {
      await leopards.close();
    }
  });

  it('is whole rupees from a number or its digits, and unknown otherwise', () => {
    expect([4300, '4300', '4300.00', ' 2800 ', 0].map(rupees)).toEqual([4300, 4300, 4300, 2800, 0]);
    expect([undefined, null, '', 'PKR 4,300', -5, {}].map(rupees)).toEqual([null, null, null, null, null, null]);
  });
});
