import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CourierAccount, Parcel } from '../../common/couriers';
import { FIRST_POLL_MS } from './polling';
import { consignments } from './schema';
import { pollAfterMinutes, bothCouriersShopForFile } from './testing';

/** Issue 34: parcels' statuses without typing: polling that backs off, Leopards' callback, returns to stock once. */
const couriers = bothCouriersShopForFile();

/** One pass of the schedule, with the shop's clock moved `minutes` ahead. */
const pollAfter = (minutes: number) => pollAfterMinutes(couriers.shop, minutes);

const consignmentOf = (orderRef: string) =>
  couriers.shop.shop.deps.db.select().from(consignments).where(eq(consignments.orderRef, orderRef)).get()!;
const parcel = async (orderRef: string) =>
  (await couriers.shop.as<Parcel | null>('GET', `/api/admin/orders/${orderRef}/parcel`)).body.data;

async function bookedWith(courier: 'PostEx' | 'Leopards', fields: Parameters<typeof couriers.shop.place>[0] = {}) {
  const order = await couriers.shop.place(fields);
  const [outcome] = (await couriers.shop.book(courier, [order.orderRef])).body.data;
  expect(outcome).toMatchObject({ outcome: 'booked' });
  return { order, trackingNumber: outcome!.trackingNumber! };
}

describe('polling PostEx for open parcels', () => {
  it('waits, then marks the order delivered with the courier’s dated events', async () => {
    const { order, trackingNumber } = await bookedWith('PostEx');
    couriers.postex.move(trackingNumber, 'onRoute', new Date('2026-12-01T06:00:00Z'));
    couriers.postex.move(trackingNumber, 'delivered', new Date('2026-12-02T09:30:00Z'));
    // Not due yet: nothing is asked, and the parcel still waits for pickup (decision 0130).
    await pollAfter(1);
    expect((await couriers.shop.stored(order.orderRef)).status).toBe('processing');

    await pollAfter(31);
    expect((await couriers.shop.stored(order.orderRef)).status).toBe('delivered');
    expect((await parcel(order.orderRef))!.events.slice(-2)).toEqual([
      { at: '2026-12-01T06:00:00.000Z', status: 'Package on Route', detail: '', step: 'on the way' },
      { at: '2026-12-02T09:30:00.000Z', status: 'Delivered', detail: '', step: 'delivered' },
    ]);
  });

  it('backs off while nothing changes, and comes back to the first pace when the parcel moves', async () => {
    const { order, trackingNumber } = await bookedWith('PostEx');
    await pollAfter(31);
    expect(consignmentOf(order.orderRef).pollEveryMs).toBe(2 * FIRST_POLL_MS);
    await pollAfter(31 + 61);
    expect(consignmentOf(order.orderRef).pollEveryMs).toBe(4 * FIRST_POLL_MS);
    couriers.postex.move(trackingNumber, 'attempted');
    await pollAfter(31 + 61 + 121);
    expect(consignmentOf(order.orderRef)).toMatchObject({ pollEveryMs: FIRST_POLL_MS, step: 'attempted' });
    // An attempt only shows: the order stays shipped.
    expect((await couriers.shop.stored(order.orderRef)).status).toBe('shipped');
  });

  it('returns a parcel back at the shop to stock once, and leaves the owner’s correction standing', async () => {
    const { order, trackingNumber } = await bookedWith('PostEx', { quantity: 2 });
    const before = couriers.shop.stock();
    couriers.postex.move(trackingNumber, 'returning');
    await pollAfter(31);
    expect(consignmentOf(order.orderRef).step).toBe('returning');
    expect(couriers.shop.stock()).toBe(before);

    couriers.postex.move(trackingNumber, 'returned');
    await pollAfter(31 + 31);
    expect((await couriers.shop.stored(order.orderRef)).parcelReturn).toMatchObject({ kind: 'returned' });
    expect(couriers.shop.stock()).toBe(before + 2);
    // Polled again with nothing new: no second return.
    await couriers.shop.as('PATCH', `/api/admin/orders/${order.orderRef}/return`, { returned: null });
    expect(couriers.shop.stock()).toBe(before);
    couriers.shop.shop.deps.db
      .update(consignments)
      .set({ nextPollAt: new Date(0) })
      .where(eq(consignments.orderRef, order.orderRef))
      .run();
    await pollAfter(31 + 31 + 31);
    expect((await couriers.shop.stored(order.orderRef)).parcelReturn).toBeNull();
    expect(couriers.shop.stock()).toBe(before);
  });

  it('takes PostEx’s two “Returned” at the same moment as two steps: back at the shop', async () => {
    const { order, trackingNumber } = await bookedWith('PostEx', { quantity: 1 });
    const before = couriers.shop.stock();
    const at = new Date('2026-12-03T08:00:00Z');
    couriers.postex.move(trackingNumber, 'returning', at);
    couriers.postex.move(trackingNumber, 'returned', at);
    await pollAfter(31);
    expect(consignmentOf(order.orderRef).step).toBe('returned');
    expect(couriers.shop.stock()).toBe(before + 1);
  });
});

describe('Leopards', () => {
  it('books with the city’s Leopards id and gives a slip link', async () => {
    const { order, trackingNumber } = await bookedWith('Leopards', { city: 'DI Khan' });
    expect(couriers.leopards.packets.find((packet) => packet.track_number === trackingNumber)).toMatchObject({
      booked_packet_order_id: order.orderRef,
      booked_packet_collect_amount: order.total,
      booked_packet_no_piece: 2,
      booked_packet_weight: 800,
      destination_city: 784,
    });
    expect((await parcel(order.orderRef))!.slipUrl).toMatch(/\/slip\/LE\d+\.pdf$/);
  });

  it('asks about a city Leopards does not serve and books nothing', async () => {
    const order = await couriers.shop.place({ city: 'Gwadar' });
    const before = couriers.leopards.created();
    expect((await couriers.shop.book('Leopards', [order.orderRef])).body.data[0]).toMatchObject({ outcome: 'city' });
    expect(couriers.leopards.created()).toBe(before);
  });

  it('refuses a callback with a wrong secret and changes nothing', async () => {
    const { order, trackingNumber } = await bookedWith('Leopards');
    const pushed = couriers.leopards.move(trackingNumber, 'delivered');
    const wrong = await couriers.shop.shop.call('POST', '/api/couriers/leopards/callback/not-the-secret', {
      body: pushed,
    });
    expect(wrong.status).toBe(403);
    expect((await couriers.shop.stored(order.orderRef)).status).toBe('processing');
    expect((await parcel(order.orderRef))!.events.map((event) => event.status)).not.toContain('Delivered');
  });

  it('takes a pushed status at the secret address: delivered, with its date', async () => {
    const { order, trackingNumber } = await bookedWith('Leopards');
    const pushed = couriers.leopards.move(trackingNumber, 'delivered', new Date('2026-11-29T10:15:00Z'));
    const answer = await couriers.shop.shop.call('POST', couriers.callbackPath, { body: pushed });
    expect(answer).toMatchObject({ status: 200, body: { data: { accepted: 1 } } });
    expect((await couriers.shop.stored(order.orderRef)).status).toBe('delivered');
    expect((await parcel(order.orderRef))!.events.at(-1)).toEqual({
      at: '2026-11-29T10:15:00.000Z',
      status: 'Delivered',
      detail: '',
      step: 'delivered',
    });
  });

  it('shows the shopper the courier’s events only with the order’s e-mail or phone', async () => {
    const { order, trackingNumber } = await bookedWith('Leopards');
    await couriers.shop.shop.call('POST', couriers.callbackPath, {
      body: couriers.leopards.move(trackingNumber, 'attempted'),
    });
    const wrong = await couriers.shop.shop.call(
      'GET',
      `/api/orders/track/parcel?orderRef=${order.orderRef}&email=x@example.pk`,
    );
    expect(wrong.status).toBe(404);
    const right = await couriers.shop.shop.call<{ data: Parcel }>(
      'GET',
      `/api/orders/track/parcel?orderRef=${order.orderRef}&email=sana.courier@example.pk`,
    );
    expect(right.body.data).toMatchObject({ courier: 'Leopards', trackingNumber, step: 'attempted' });
    expect(right.body.data.events.at(-1)).toMatchObject({ status: 'Pending', detail: 'Consignee not available' });
    expect(right.body.data).not.toHaveProperty('slipUrl');
    // An order placed without an e-mail is proven by its phone number, however it is written (decision 0114).
    const byPhone = await couriers.shop.shop.call<{ data: Parcel }>(
      'GET',
      `/api/orders/track/parcel?orderRef=${order.orderRef}&phone=${encodeURIComponent('+92 301 2345678')}`,
    );
    expect(byPhone.body.data).toMatchObject({ courier: 'Leopards', trackingNumber, step: 'attempted' });
    const wrongPhone = await couriers.shop.shop.call(
      'GET',
      `/api/orders/track/parcel?orderRef=${order.orderRef}&phone=03019999999`,
    );
    expect(wrongPhone.status).toBe(404);
  });

  it('lists its account with the callback address the owner gives Leopards', async () => {
    const listed = await couriers.shop.as<CourierAccount[]>('GET', '/api/admin/couriers');
    expect(listed.body.data.find((account) => account.courier === 'Leopards')).toMatchObject({
      keySaved: true,
      passwordSaved: true,
      callbackUrl: expect.stringContaining('/api/couriers/leopards/callback/'),
    });
  });
});

describe('the booking sheet in each courier’s columns', () => {
  it('writes Leopards’ fields with what to collect, and refuses an unchecked transfer', async () => {
    const order = await couriers.shop.place({ city: 'Lahore' });
    const sheet = await fetch(
      `${couriers.shop.shop.url}/api/admin/couriers/Leopards/booking.csv?refs=${order.orderRef}`,
      {
        headers: { Authorization: `Bearer ${couriers.shop.token}` },
      },
    );
    const [header, row] = (await sheet.text()).replace('\uFEFF', '').trim().split('\n');
    expect(header).toBe(
      'booked_packet_order_id,consignment_name_eng,consignment_phone,consignment_address,destination_city,booked_packet_collect_amount,booked_packet_no_piece,booked_packet_weight,special_instructions',
    );
    expect(row).toContain(
      `${order.orderRef},Sana Courier,03012345678,"House 12, Street 4, Gulshan",Lahore,${order.total},2,800,`,
    );
    const transfer = await couriers.shop.place({ paymentMethod: 'bank' });
    const refused = await fetch(
      `${couriers.shop.shop.url}/api/admin/couriers/PostEx/booking.csv?refs=${transfer.orderRef}`,
      {
        headers: { Authorization: `Bearer ${couriers.shop.token}` },
      },
    );
    expect(refused.status).toBe(409);
  });
});
