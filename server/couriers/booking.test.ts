import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourierAccount } from '../../common/couriers';
import { startFakePostEx, type FakePostEx } from '../testing/fakePostEx';
import { courierShop } from './testing';
import { courierAccounts } from './schema';

/** Issue 34: courier accounts and booking through PostEx's API, against its local fake. */
let postex: FakePostEx;
let shop: Awaited<ReturnType<typeof courierShop>>;

beforeAll(async () => {
  postex = await startFakePostEx();
  // Half a second: the timeout test holds PostEx's answer longer than that.
  shop = await courierShop({ POSTEX_BASE_URL: postex.url, COURIER_TIMEOUT_SECONDS: '0.5' });
});
afterAll(async () => {
  await shop.shop.close();
  await postex.close();
});

const createdFor = (orderRef: string) => postex.orders.filter((order) => order.orderRefNumber === orderRef);

describe('the PostEx account in Settings', () => {
  it('is not booked with before a key is saved, saying where to enter it', async () => {
    const order = await shop.place();
    const answer = await shop.book('PostEx', [order.orderRef]);
    expect(answer).toMatchObject({ status: 409, body: { message: expect.stringContaining('Settings › Couriers') } });
  });

  it('shows the courier’s own refusal of a wrong key in the owner’s words', async () => {
    await shop.saveAccount('PostEx', { apiKey: 'not-the-token', pickupCode: '004' });
    const test = await shop.as<{ ok: boolean; message: string }>('POST', '/api/admin/couriers/PostEx/test');
    expect(test.body.data).toEqual({
      ok: false,
      message:
        "PostEx did not accept the API key. PostEx said: “Invalid API token”. Copy the key again from PostEx's merchant portal and save it.",
    });
  });

  it('keeps the key sealed and write-only, and the test says PostEx answered', async () => {
    const saved = await shop.saveAccount('PostEx', { apiKey: postex.token, pickupCode: '004', gramsPerPiece: 300 });
    expect(saved.body.data).toMatchObject({ keySaved: true, pickupCode: '004', gramsPerPiece: 300 });
    expect(JSON.stringify(saved.body)).not.toContain(postex.token);
    const row = shop.shop.deps.db.select().from(courierAccounts).all()[0]!;
    expect(row.apiKey).not.toContain(postex.token);
    // Saving again without a key keeps the saved one.
    await shop.saveAccount('PostEx', { pickupCode: '004', gramsPerPiece: 300 });
    const listed = await shop.as<CourierAccount[]>('GET', '/api/admin/couriers');
    expect(listed.body.data.find((account) => account.courier === 'PostEx')).toMatchObject({ keySaved: true });
    const test = await shop.as<{ ok: boolean; message: string }>('POST', '/api/admin/couriers/PostEx/test');
    expect(test.body.data).toEqual({ ok: true, message: 'Connected to PostEx: it delivers to 6 cities.' });
  });
});

describe('booking a confirmed order with PostEx', () => {
  it('sends what to collect, phone, pieces, weight and the reference, and keeps the order’s tracking number while it waits for pickup', async () => {
    const order = await shop.place({ quantity: 3 });
    const answer = await shop.book('PostEx', [order.orderRef]);
    const [outcome] = answer.body.data;
    expect(outcome).toMatchObject({ outcome: 'booked', trackingNumber: expect.stringMatching(/^CX-/) });
    expect(createdFor(order.orderRef)).toEqual([
      expect.objectContaining({
        invoicePayment: order.total,
        customerPhone: '03012345678',
        items: 3,
        cityName: 'Karachi',
      }),
    ]);
    // Packed and booked, not shipped: PostEx's rider has not picked it up yet (decision 0130).
    expect(await shop.stored(order.orderRef)).toMatchObject({
      status: 'processing',
      parcelStep: 'booked',
      tracking: { carrier: 'PostEx', trackingNumber: outcome!.trackingNumber, shippedAt: null },
    });
    // Booking it again finds the booking instead of making another.
    expect((await shop.book('PostEx', [order.orderRef])).body.data[0]).toMatchObject({ outcome: 'already booked' });
    expect(createdFor(order.orderRef)).toHaveLength(1);
  });

  it('collects nothing for a checked bank transfer and refuses one not checked yet', async () => {
    const unchecked = await shop.place({ paymentMethod: 'bank' });
    const refused = (await shop.book('PostEx', [unchecked.orderRef])).body.data[0];
    expect(refused).toMatchObject({ outcome: 'refused', message: expect.stringContaining('not checked yet') });
    expect(createdFor(unchecked.orderRef)).toHaveLength(0);

    await shop.as('PATCH', `/api/admin/orders/${unchecked.orderRef}/payment`, { payment: 'paid' });
    expect((await shop.book('PostEx', [unchecked.orderRef])).body.data[0]).toMatchObject({ outcome: 'booked' });
    expect(createdFor(unchecked.orderRef)[0]).toMatchObject({ invoicePayment: 0 });
  });

  it('refuses an order not confirmed yet', async () => {
    const pending = await shop.place({ confirm: false });
    expect((await shop.book('PostEx', [pending.orderRef])).body.data[0]).toMatchObject({
      outcome: 'refused',
      message: `${pending.orderRef} is pending: only confirmed orders are booked with a courier.`,
    });
    expect(createdFor(pending.orderRef)).toHaveLength(0);
  });

  it('makes one consignment when PostEx answers after the shop stopped waiting, and the retry finds it', async () => {
    const order = await shop.place();
    postex.slow('create-order', 1500);
    const lost = (await shop.book('PostEx', [order.orderRef])).body.data[0];
    expect(lost).toMatchObject({ outcome: 'unknown', message: expect.stringContaining('did not answer in time') });
    postex.slow('create-order', 0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(createdFor(order.orderRef)).toHaveLength(1);
    expect((await shop.stored(order.orderRef)).status).toBe('confirmed');

    const retried = (await shop.book('PostEx', [order.orderRef])).body.data[0];
    expect(retried).toMatchObject({ outcome: 'booked', trackingNumber: createdFor(order.orderRef)[0]!.trackingNumber });
    expect(createdFor(order.orderRef)).toHaveLength(1);
    expect((await shop.stored(order.orderRef)).status).toBe('processing');
  });

  it('makes one consignment for a double click: the second request waits for the first', async () => {
    const order = await shop.place();
    postex.slow('create-order', 200);
    const [first, second] = await Promise.all([
      shop.book('PostEx', [order.orderRef]),
      shop.book('PostEx', [order.orderRef]),
    ]);
    postex.slow('create-order', 0);
    const kinds = [first.body.data[0]!.outcome, second.body.data[0]!.outcome].sort();
    expect(kinds).toEqual(['booked', 'unknown']);
    expect(createdFor(order.orderRef)).toHaveLength(1);
  });

  it('asks which of PostEx’s cities an unknown city is, books nothing, and remembers the owner’s answer', async () => {
    // A slip, not a short form the shop knows (those book by themselves: cities.test.ts).
    const order = await shop.place({ city: 'Rawalpindy' });
    const asked = (await shop.book('PostEx', [order.orderRef])).body.data[0];
    expect(asked).toMatchObject({
      outcome: 'city',
      shopCity: 'Rawalpindy',
      suggestions: expect.arrayContaining(['Rawalpindi']),
    });
    expect(createdFor(order.orderRef)).toHaveLength(0);

    await shop.as('PUT', '/api/admin/couriers/PostEx/cities', { shopCity: 'rawalpindy ', courierCity: 'Rawalpindi' });
    expect((await shop.book('PostEx', [order.orderRef])).body.data[0]).toMatchObject({ outcome: 'booked' });
    expect(createdFor(order.orderRef)[0]).toMatchObject({ cityName: 'Rawalpindi' });
  });

  it('matches a city written another way by itself', async () => {
    const order = await shop.place({ city: 'dera ismail khan' });
    expect((await shop.book('PostEx', [order.orderRef])).body.data[0]).toMatchObject({ outcome: 'booked' });
    expect(createdFor(order.orderRef)[0]).toMatchObject({ cityName: 'Dera Ismail Khan' });
  });

  it('prints PostEx’s airway bill from the order', async () => {
    const order = await shop.place();
    const booked = (await shop.book('PostEx', [order.orderRef])).body.data[0]!;
    const slip = await fetch(`${shop.shop.url}/api/admin/orders/${order.orderRef}/parcel/slip`, {
      headers: { Authorization: `Bearer ${shop.token}` },
    });
    expect(slip.headers.get('content-type')).toBe('application/pdf');
    expect(await slip.text()).toContain(`airway bill ${booked.trackingNumber}`);
  });
});
