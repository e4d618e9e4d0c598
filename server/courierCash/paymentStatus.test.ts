import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_COURIERS, PAYMENT_STATUS_COURIERS } from '../../common/courierFacts';
import type { Order } from '../../common/orders';
import { adapterFor } from '../couriers/registry';
import { courierShop } from '../couriers/testing';
import { startFakePostEx, type FakePostEx } from '../testing/fakePostEx';
import { importReport } from './imports';
import type { PaymentCheck } from './paymentStatus';
import { courierPayments } from './schema';

/** Issue 34: PostEx's own payment status marks delivered parcels paid through the payment report's match-once path. */
let postex: FakePostEx;
let shop: Awaited<ReturnType<typeof courierShop>>;
let orders: Order[];

const numberOf = (order: Order) =>
  postex.orders.find((parcel) => parcel.orderRefNumber === order.orderRef)!.trackingNumber;
const check = (courier = 'PostEx') =>
  shop.as<PaymentCheck>('POST', `/api/admin/courier-cash/payment-status?courier=${courier}`);
const linesOf = (order: Order) =>
  shop.shop.deps.db.select().from(courierPayments).where(eq(courierPayments.orderRef, order.orderRef)).all();

beforeAll(async () => {
  postex = await startFakePostEx();
  shop = await courierShop({ POSTEX_BASE_URL: postex.url });
  await shop.saveAccount('PostEx', { apiKey: postex.token, pickupCode: '004' });
  orders = [await shop.place(), await shop.place(), await shop.place()];
  const booked = await shop.book(
    'PostEx',
    orders.map((order) => order.orderRef),
  );
  expect(booked.body.data.map((outcome) => outcome.outcome)).toEqual(['booked', 'booked', 'booked']);
  for (const order of orders) {
    expect((await shop.as('PATCH', `/api/orders/${order.orderRef}/status`, { status: 'delivered' })).status).toBe(200);
  }
});
afterAll(async () => {
  await shop.shop.close();
  await postex.close();
});

describe('checking payments with PostEx', () => {
  it('says so when nothing is paid yet, and changes nothing', async () => {
    const answer = await check();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ asked: 3, notPaidYet: 3, rows: [] });
    expect(answer.body.message).toBe('Asked PostEx about 3 parcels: 0 orders marked paid, 3 not paid yet.');
    expect(shop.shop.deps.db.select().from(courierPayments).all()).toEqual([]);
  });

  it('pays each settled parcel once with its receipt, however many checks run at once', async () => {
    const [first, second, unpaid] = orders as [Order, Order, Order];
    postex.settle(numberOf(first), 'CPR-4411', new Date('2026-11-25T09:00:00Z'));
    postex.settle(numberOf(second), 'CPR-4411', new Date('2026-11-25T09:00:00Z'));

    const answers = await Promise.all([check(), check(), check(), check()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // Two parcels paid across all four checks: the ones that came second found them recorded.
    expect(answers.reduce((sum, answer) => sum + answer.body.data.counts.paid, 0)).toBe(2);
    for (const order of [first, second]) {
      expect(linesOf(order)).toHaveLength(1);
      expect(linesOf(order)[0]).toMatchObject({
        amount: order.total,
        charges: 0,
        payoutReference: 'CPR-4411',
        payoutDate: '2026-11-25',
        outcome: 'paid',
      });
      expect((await shop.stored(order.orderRef)).payment.status).toBe('paid');
    }
    expect(linesOf(unpaid)).toEqual([]);
    expect((await shop.stored(unpaid.orderRef)).payment.status).toBe('unpaid');

    // Asked again, only the unpaid parcel is asked about.
    const again = await check();
    expect(again.body.data).toMatchObject({ asked: 1, notPaidYet: 1, rows: [] });
  });

  it('leaves the parcels it paid as "imported before" when the week’s payout report comes', async () => {
    const [first, second] = orders as [Order, Order];
    const report = [
      'CN,COD Amount,Payment Date',
      `${numberOf(first)},${first.total},26/11/2026`,
      `${numberOf(second)},${second.total},26/11/2026`,
    ].join('\n');
    const answer = await importReport(
      shop.shop.deps.db,
      { courier: 'PostEx', kind: 'payment', fileName: 'week.csv', bytes: Buffer.from(report) },
      new Date(),
    );
    expect(answer.counts).toMatchObject({ paid: 0, 'imported before': 2 });
    expect(linesOf(first)).toHaveLength(1);
  });

  it('stops with PostEx’s refusal of a wrong key in the owner’s words, and records nothing', async () => {
    await shop.saveAccount('PostEx', { apiKey: 'not-the-token', pickupCode: '004' });
    const before = shop.shop.deps.db.select().from(courierPayments).all().length;
    postex.settle(numberOf(orders[2]!), 'CPR-4500');
    const answer = await check();
    expect(answer.status).toBe(503);
    expect(answer.body.message).toContain('PostEx did not accept the API key.');
    expect(shop.shop.deps.db.select().from(courierPayments).all()).toHaveLength(before);
    await shop.saveAccount('PostEx', { apiKey: postex.token, pickupCode: '004' });
  });

  it('is refused for a courier that publishes no payment status', async () => {
    await shop.saveAccount('Leopards', { apiKey: 'key', apiPassword: 'password', pickupCode: '1' });
    const answer = await check('Leopards');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Leopards does not publish payment status: import its payment report instead.');
    // The screen offers the check for exactly the couriers whose adapter can answer it.
    for (const courier of API_COURIERS) {
      expect(Boolean(adapterFor(shop.shop.deps, courier).paymentStatus)).toBe(
        PAYMENT_STATUS_COURIERS.includes(courier),
      );
    }
  });
});
