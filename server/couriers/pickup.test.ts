import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '../../common/orders';
import { outbox } from '../mail/schema';
import { orders } from '../orders/schema';
import { liveConsignment } from './parcels';
import { askCourier } from './polling';
import { adapterFor } from './registry';
import { bothCouriersShopForFile } from './testing';

/**
 * Decision 0130: booking a parcel is not shipping it. The order waits for pickup, Processing with its
 * courier and number; it is Shipped, at the courier's time and with the 'on its way' mail once, when
 * the courier first says it has the parcel; a parcel back at the shop takes the courier's time too.
 */
const couriers = bothCouriersShopForFile();

/** The shop's clock when it asks the couriers: two days after the bookings, so the couriers' times fall between. */
const clock = new Date(Math.floor(Date.now() / 1000) * 1000 + 48 * 60 * 60 * 1000);
const hoursAgo = (hours: number) => new Date(clock.getTime() - hours * 60 * 60 * 1000);
/** The shop asks the courier about the order's parcel at `clock`, as a poll would. */
const ask = async (orderRef: string) => {
  const deps = { ...couriers.shop.shop.deps, now: () => clock };
  const consignment = liveConsignment(deps.db, orderRef)!;
  await askCourier(deps, consignment, adapterFor(deps, consignment.courier));
};
/** The 'has left us' mails queued for the order (DEFAULT_MESSAGE_TEMPLATES' shipped subject). */
const shippedMails = (orderRef: string) =>
  couriers.shop.shop.deps.db
    .select()
    .from(outbox)
    .where(like(outbox.subject, `%${orderRef} is on its way%`))
    .all();
const row = (orderRef: string) =>
  couriers.shop.shop.deps.db.select().from(orders).where(eq(orders.orderRef, orderRef)).get()!;

async function bookedWithPostEx(quantity = 2): Promise<{ order: Order; trackingNumber: string }> {
  const order = await couriers.shop.place({ quantity });
  const [outcome] = (await couriers.shop.book('PostEx', [order.orderRef])).body.data;
  expect(outcome).toMatchObject({ outcome: 'booked' });
  return { order, trackingNumber: outcome!.trackingNumber! };
}

describe('a parcel booked and not picked up yet', () => {
  it('is packed and booked, not shipped: no ‘has left us’ mail, and the owner is told it waits for pickup', async () => {
    const order = await couriers.shop.place();
    const [outcome] = (await couriers.shop.book('PostEx', [order.orderRef])).body.data;
    expect(outcome!.message).toBe(
      `${order.orderRef} booked with PostEx: ${outcome!.trackingNumber}. It is marked shipped when PostEx picks it up.`,
    );
    expect(await couriers.shop.stored(order.orderRef)).toMatchObject({
      status: 'processing',
      parcelStep: 'booked',
      tracking: { carrier: 'PostEx', trackingNumber: outcome!.trackingNumber, shippedAt: null },
    });
    expect(shippedMails(order.orderRef)).toHaveLength(0);
    // The shopper's order page has the courier and number to show 'booked, waiting for pickup'.
    const page = await couriers.shop.shop.call<{ data: Order }>(
      'GET',
      `/api/orders/track?orderRef=${order.orderRef}&email=sana.courier@example.pk`,
    );
    expect(page.body.data).toMatchObject({
      status: 'processing',
      tracking: { carrier: 'PostEx', trackingNumber: outcome!.trackingNumber, shippedAt: null },
    });
  });

  it('is not stepped back, cancelled, deleted, changed or returned while booked: the booking is cancelled first', async () => {
    const { order } = await bookedWithPostEx();
    const ref = order.orderRef;
    for (const status of ['confirmed', 'pending', 'cancelled']) {
      const moved = await couriers.shop.as('PATCH', `/api/orders/${ref}/status`, { status });
      expect(moved.status).toBe(409);
      expect(moved.body.message).toContain('cancel the booking first');
    }
    const bulk = await couriers.shop.as<{ cancelled: string[]; skipped: { reason: string }[] }>(
      'POST',
      '/api/admin/orders/cancel',
      { orderRefs: [ref] },
    );
    expect(bulk.body.data).toMatchObject({
      cancelled: [],
      skipped: [{ orderRef: ref, reason: 'Booked with a courier: cancel the booking first' }],
    });
    expect((await couriers.shop.as('DELETE', `/api/orders/${ref}`)).status).toBe(409);
    const changed = await couriers.shop.as('PUT', `/api/admin/orders/${ref}`, {
      items: [{ id: couriers.shop.shirtId, size: 'M', color: 'White', quantity: 1 }],
      phone: '0301 2345678',
      address: 'House 12, Street 4, Gulshan',
      city: 'Karachi',
    });
    expect(changed.status).toBe(409);
    // It never left: there is nothing to come back.
    expect((await couriers.shop.as('PATCH', `/api/admin/orders/${ref}/return`, { returned: 'returned' })).status).toBe(
      409,
    );
    expect(await couriers.shop.stored(ref)).toMatchObject({
      status: 'processing',
      parcelStep: 'booked',
      parcelReturn: null,
    });

    // Cancelled with PostEx, it is confirmed again and can be changed.
    expect((await couriers.shop.as('POST', `/api/admin/orders/${ref}/parcel/cancel`)).status).toBe(200);
    const edited = await couriers.shop.as<AdminOrder>('PUT', `/api/admin/orders/${ref}`, {
      items: [{ id: couriers.shop.shirtId, size: 'M', color: 'White', quantity: 1 }],
      phone: '0301 2345678',
      address: 'House 12, Street 4, Gulshan',
      city: 'Karachi',
    });
    expect(edited.status).toBe(200);
  });

  it('may be marked shipped by hand when the rider took it first, and the courier’s word then mails nobody again', async () => {
    const { order, trackingNumber } = await bookedWithPostEx();
    const marked = await couriers.shop.as('PATCH', `/api/orders/${order.orderRef}/status`, { status: 'shipped' });
    expect(marked.status).toBe(200);
    expect(shippedMails(order.orderRef)).toHaveLength(1);
    const shippedAt = row(order.orderRef).shippedAt;
    couriers.postex.move(trackingNumber, 'onRoute', hoursAgo(1));
    await ask(order.orderRef);
    expect(row(order.orderRef)).toMatchObject({ status: 'shipped', shippedAt, parcelStep: 'on the way' });
    expect(shippedMails(order.orderRef)).toHaveLength(1);
  });
});

describe('the orders list’s Parcel filter ‘Booked, waiting for pickup’', () => {
  it('lists a booked parcel until the courier picks it up', async () => {
    const { order, trackingNumber } = await bookedWithPostEx();
    const listed = async () =>
      (await couriers.shop.as<AdminOrder[]>('GET', '/api/orders?parcel=booked&limit=100')).body.data.map(
        (found) => found.orderRef,
      );
    expect(await listed()).toContain(order.orderRef);
    couriers.postex.move(trackingNumber, 'onRoute', hoursAgo(1));
    await ask(order.orderRef);
    expect(await listed()).not.toContain(order.orderRef);
  });
});

describe('the courier picking the parcel up', () => {
  it('ships the order at PostEx’s time of pickup and mails the shopper once', async () => {
    const { order, trackingNumber } = await bookedWithPostEx();
    const pickedUp = hoursAgo(3);
    couriers.postex.move(trackingNumber, 'onRoute', pickedUp);
    await ask(order.orderRef);
    expect(row(order.orderRef)).toMatchObject({ status: 'shipped', shippedAt: pickedUp, parcelStep: 'on the way' });
    expect(shippedMails(order.orderRef)).toHaveLength(1);
    // A failed attempt later: still shipped, no second mail.
    couriers.postex.move(trackingNumber, 'attempted', hoursAgo(1));
    await ask(order.orderRef);
    expect(row(order.orderRef)).toMatchObject({ status: 'shipped', shippedAt: pickedUp, parcelStep: 'attempted' });
    expect(shippedMails(order.orderRef)).toHaveLength(1);
  });

  it('ships then delivers, each at its own time, when the first answer already says delivered', async () => {
    const { order, trackingNumber } = await bookedWithPostEx();
    couriers.postex.move(trackingNumber, 'onRoute', hoursAgo(20));
    couriers.postex.move(trackingNumber, 'delivered', hoursAgo(2));
    await ask(order.orderRef);
    expect(row(order.orderRef)).toMatchObject({
      status: 'delivered',
      shippedAt: hoursAgo(20),
      deliveredAt: hoursAgo(2),
    });
    expect(shippedMails(order.orderRef)).toHaveLength(1);
  });

  it('takes the shop’s clock for a pickup time ahead of it', async () => {
    const { order, trackingNumber } = await bookedWithPostEx();
    couriers.postex.move(trackingNumber, 'onRoute', new Date(clock.getTime() + 5 * 60 * 60 * 1000));
    await ask(order.orderRef);
    expect(row(order.orderRef)).toMatchObject({ status: 'shipped', shippedAt: clock });
  });

  it('ships a Leopards parcel at the time Leopards pushed', async () => {
    const order = await couriers.shop.place();
    const [outcome] = (await couriers.shop.book('Leopards', [order.orderRef])).body.data;
    expect(await couriers.shop.stored(order.orderRef)).toMatchObject({ status: 'processing', parcelStep: 'booked' });
    const pushed = couriers.leopards.move(outcome!.trackingNumber!, 'arrived', new Date(Date.now() - 60 * 1000));
    expect((await couriers.shop.shop.call('POST', couriers.callbackPath, { body: pushed })).status).toBe(200);
    const { shippedAt } = row(order.orderRef);
    expect(row(order.orderRef).status).toBe('shipped');
    // Leopards' times are to the minute or second, in Pakistan's zone: a minute ago, not now.
    expect(Date.now() - shippedAt!.getTime()).toBeGreaterThanOrEqual(55 * 1000);
  });
});

describe('a parcel back at the shop', () => {
  it('is returned at the courier’s time, not the poll’s, with its pieces back once', async () => {
    const { order, trackingNumber } = await bookedWithPostEx(2);
    const stock = couriers.shop.stock();
    couriers.postex.move(trackingNumber, 'onRoute', hoursAgo(50));
    couriers.postex.move(trackingNumber, 'returning', hoursAgo(30));
    couriers.postex.move(trackingNumber, 'returned', hoursAgo(4));
    await ask(order.orderRef);
    expect(row(order.orderRef)).toMatchObject({
      status: 'shipped',
      shippedAt: hoursAgo(50),
      returnKind: 'returned',
      returnedAt: hoursAgo(4),
    });
    expect(couriers.shop.stock()).toBe(stock + 2);
  });
});

describe('an order booked before decision 0130 (Shipped with its parcel booked)', () => {
  it('stays shipped as it was when the courier picks it up: no second mail, its shipped time kept', async () => {
    const { order, trackingNumber } = await bookedWithPostEx();
    // What booking did before: shipped at once.
    const then = hoursAgo(6);
    couriers.shop.shop.deps.db
      .update(orders)
      .set({ status: 'shipped', shippedAt: then })
      .where(eq(orders.orderRef, order.orderRef))
      .run();
    couriers.postex.move(trackingNumber, 'onRoute', hoursAgo(2));
    await ask(order.orderRef);
    expect(row(order.orderRef)).toMatchObject({ status: 'shipped', shippedAt: then, parcelStep: 'on the way' });
    expect(shippedMails(order.orderRef)).toHaveLength(0);
  });
});
