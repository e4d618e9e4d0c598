import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ActivityEntry } from '../../common/activity';
import { admins } from '../admin/schema';
import type { FakePostEx } from '../testing/fakePostEx';
import { pollAfterMinutes, startPostExShop, stopPostExShop, type CourierShop } from './testing';

/**
 * Issue 37: every change to an order is in the activity log with who made it. A booking moves the
 * order to Shipped for the staff member who booked; the courier's statuses move it for the courier;
 * cancelling a consignment moves it back for whoever cancelled.
 */
let postex: FakePostEx;
let shop: CourierShop;
let ownerId = 0;

beforeAll(async () => {
  ({ postex, shop } = await startPostExShop());
  ownerId = shop.shop.deps.db.select().from(admins).get()!.id;
});
afterAll(() => stopPostExShop({ postex, shop }));

const historyOf = async (orderRef: string) =>
  (await shop.as<ActivityEntry[]>('GET', `/api/admin/orders/${orderRef}/activity`)).body.data.filter(
    (entry) => entry.kind === 'order.status' || entry.kind === 'order.return',
  );
const pollAfter = (minutes: number) => pollAfterMinutes(shop, minutes);

it('names who booked the parcel, and the courier for what its statuses changed', async () => {
  const delivered = await shop.place();
  const returned = await shop.place();
  const booked = (await shop.book('PostEx', [delivered.orderRef, returned.orderRef])).body.data;
  expect(booked.map((outcome) => outcome.outcome)).toEqual(['booked', 'booked']);
  expect(await historyOf(delivered.orderRef)).toEqual([
    expect.objectContaining({
      staffId: ownerId,
      before: expect.objectContaining({ status: 'confirmed' }),
      after: expect.objectContaining({ status: 'processing', tracking: `PostEx ${booked[0]!.trackingNumber}` }),
    }),
  ]);

  postex.move(booked[0]!.trackingNumber!, 'delivered');
  postex.move(booked[1]!.trackingNumber!, 'returned');
  await pollAfter(31);
  // Newest first: the courier's change above the booking, made by PostEx, not by a member of staff.
  const postEx = { staffId: null, staffName: 'PostEx' };
  const [byCourier] = await historyOf(delivered.orderRef);
  expect(byCourier).toMatchObject({
    ...postEx,
    kind: 'order.status',
    before: { status: 'shipped' },
    after: { status: 'delivered' },
  });
  const [back] = await historyOf(returned.orderRef);
  expect(back).toMatchObject({
    ...postEx,
    kind: 'order.return',
    after: { parcelReturn: 'returned' },
  });
});

it('names who cancelled a consignment when the order goes back to Confirmed', async () => {
  const order = await shop.place();
  expect((await shop.book('PostEx', [order.orderRef])).body.data[0]!.outcome).toBe('booked');
  const cancelled = await shop.as('POST', `/api/admin/orders/${order.orderRef}/parcel/cancel`);
  expect(cancelled.status).toBe(200);
  const [back] = await historyOf(order.orderRef);
  expect(back).toMatchObject({
    staffId: ownerId,
    before: { status: 'processing' },
    after: { status: 'confirmed', tracking: null },
  });
  // The number taken off is said to be gone, not printed as a programmer's null.
  expect(back!.summary).toMatch(/^status: processing → confirmed; tracking: PostEx \S+ → \(none\)$/);
});

it('records who changed the courier account, naming a replaced key without holding it', async () => {
  const saved = await shop.saveAccount('PostEx', { apiKey: 'a-new-postex-key', pickupCode: '007' });
  expect(saved.status).toBe(200);
  const log = await shop.as<ActivityEntry[]>('GET', '/api/admin/activity?kind=settings.courier');
  const [entry] = log.body.data;
  expect(entry).toMatchObject({ staffId: ownerId, subject: 'PostEx', before: { pickupCode: '004' } });
  expect(entry!.after).toMatchObject({ pickupCode: '007', apiKey: expect.stringMatching(/^saved #[0-9a-f]{6}$/) });
  expect(entry!.before!.apiKey).not.toBe(entry!.after!.apiKey);
  expect(JSON.stringify(entry)).not.toContain('a-new-postex-key');
  expect(JSON.stringify(entry)).not.toContain(postex.token);
  await shop.saveAccount('PostEx', { apiKey: postex.token, pickupCode: '004' });
});
