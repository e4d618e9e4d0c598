import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../common/activity';
import { API_COURIERS, PAYMENT_STATUS_COURIERS } from '../../common/courierFacts';
import type { Order } from '../../common/orders';
import { adapterFor } from '../couriers/registry';
import { startPostExShop, stopPostExShop, type CourierShop } from '../couriers/testing';
import type { FakePostEx } from '../testing/fakePostEx';
import { formatPrice } from '../../common/money';
import type { PaymentCheck } from './paymentStatus';
import type { reconciliation } from './reconciliation';
import { courierPayments } from './schema';
import { csvReport, sendReport } from './testReports';

/** Issue 34: PostEx's own payment status marks delivered parcels paid through the payment report's match-once path. */
type ReconciliationView = ReturnType<typeof reconciliation>;
let postex: FakePostEx;
let shop: CourierShop;
let orders: Order[];

const numberOf = (order: Order) =>
  postex.orders.find((parcel) => parcel.orderRefNumber === order.orderRef)!.trackingNumber;
const check = (courier = 'PostEx') =>
  shop.as<PaymentCheck>('POST', `/api/admin/courier-cash/payment-status?courier=${courier}`);
const linesOf = (order: Order) =>
  shop.shop.deps.db.select().from(courierPayments).where(eq(courierPayments.orderRef, order.orderRef)).all();

beforeAll(async () => {
  ({ postex, shop } = await startPostExShop());
  orders = [await shop.place(), await shop.place(), await shop.place()];
  const booked = await shop.book(
    'PostEx',
    orders.map((order) => order.orderRef),
  );
  expect(booked.body.data.map((outcome) => outcome.outcome)).toEqual(['booked', 'booked', 'booked']);
  for (const order of orders) {
    // Picked up (decision 0130: booking alone does not ship it), then delivered.
    expect((await shop.as('PATCH', `/api/orders/${order.orderRef}/status`, { status: 'shipped' })).status).toBe(200);
    expect((await shop.as('PATCH', `/api/orders/${order.orderRef}/status`, { status: 'delivered' })).status).toBe(200);
  }
});
afterAll(() => stopPostExShop({ postex, shop }));

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

  it('takes the week’s payout report’s charges for the parcels it paid, once, however many imports run at once', async () => {
    const [first, second] = orders as [Order, Order];
    const before = { first: linesOf(first)[0]!, paidAt: (await shop.stored(first.orderRef)).payment.paidAt };
    // PostEx paid the second parcel 100 rupees short: the report says so, and the difference must show.
    const report = {
      courier: 'PostEx',
      kind: 'payment' as const,
      name: 'week.csv',
      apply: true,
      file: csvReport([
        ['CN', 'COD Amount', 'Delivery Charges', 'Payment Date', 'Payment Ref'],
        [numberOf(first), first.total, 150, '26/11/2026', 'PX-W48'],
        [numberOf(second), second.total - 100, 120, '26/11/2026', 'PX-W48'],
      ]),
    };
    const fileShop = { ...shop.shop, adminToken: shop.token };
    const answers = await Promise.all([sendReport(fileShop, report), sendReport(fileShop, report)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.body.data.counts['charges added']).sort()).toEqual([0, 2]);
    expect(answers.map((answer) => answer.body.data.counts['imported before']).sort()).toEqual([0, 2]);
    const applied = answers.find((answer) => answer.body.data.counts['charges added'] === 2)!.body;
    expect(applied.message).toBe('Imported: 0 orders marked paid; charges added to 2 orders paid before without them.');
    expect(applied.data.rows[1]!.message).toBe(
      `${second.orderRef} was paid with payout CPR-4411 of 25 Nov 2026 without the courier's charges: PKR 120 added. ` +
        `${formatPrice(second.total)} was recorded before; this report's amount is kept. ` +
        `Paid ${formatPrice(second.total - 100)}, but ${formatPrice(second.total)} was to collect.`,
    );

    // One line each, completed: PostEx's own receipt and day stay, the report's charges and amount are taken.
    expect(linesOf(first)).toEqual([{ ...before.first, charges: 150, notGiven: [] }]);
    expect(linesOf(second)).toEqual([
      expect.objectContaining({
        amount: second.total - 100,
        charges: 120,
        payoutReference: 'CPR-4411',
        payoutDate: '2026-11-25',
        notGiven: [],
      }),
    ]);
    expect((await shop.stored(first.orderRef)).payment.paidAt).toBe(before.paidAt);
    const seen = (await shop.as<ReconciliationView>('GET', '/api/admin/courier-cash/reconciliation?courier=PostEx'))
      .body.data;
    expect(seen.totals.paid).toMatchObject({ parcels: 2, charges: 270 });
    expect(seen.differences).toEqual([
      expect.objectContaining({ kind: 'amount', orderRef: second.orderRef, note: 'PKR 100 less than to collect' }),
    ]);

    // The same report again changes nothing.
    const again = await sendReport(fileShop, report);
    expect(again.body.data.counts).toMatchObject({ 'charges added': 0, 'imported before': 2, paid: 0 });
    expect(linesOf(first)).toEqual([{ ...before.first, charges: 150, notGiven: [] }]);
    expect(linesOf(second)[0]).toMatchObject({ amount: second.total - 100, charges: 120 });

    // Decision 0140: the first parcel's History names PostEx's payment, then the report's charges, once each.
    const history = await shop.as<ActivityEntry[]>('GET', `/api/admin/orders/${first.orderRef}/activity`);
    const total = formatPrice(first.total);
    expect(history.body.data.filter((entry) => entry.kind === 'order.payment').map((entry) => entry.sentence)).toEqual([
      `PostEx payout CPR-4411 of 25 Nov 2026: ${total} collected, PKR 150 charges, ${formatPrice(first.total - 150)} received. ` +
        'Its charges complete the payment recorded before without them',
      `PostEx payout CPR-4411 of 25 Nov 2026: ${total} collected, charges not given yet. Marked as paid`,
    ]);
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

  it('takes the report’s payout reference for a parcel PostEx paid without a receipt, and keeps PostEx’s day', async () => {
    const late = await shop.place();
    expect((await shop.book('PostEx', [late.orderRef])).body.data[0]!.outcome).toBe('booked');
    expect((await shop.as('PATCH', `/api/orders/${late.orderRef}/status`, { status: 'shipped' })).status).toBe(200);
    expect((await shop.as('PATCH', `/api/orders/${late.orderRef}/status`, { status: 'delivered' })).status).toBe(200);
    postex.settle(numberOf(late), '', new Date('2026-11-27T09:00:00Z'));
    expect((await check()).body.data.counts.paid).toBe(2);
    expect(linesOf(late)[0]).toMatchObject({
      payoutReference: 'PostEx payment status',
      payoutDate: '2026-11-27',
      notGiven: ['charges', 'payoutReference'],
    });

    const answer = await sendReport(
      { ...shop.shop, adminToken: shop.token },
      {
        courier: 'PostEx',
        kind: 'payment',
        name: 'week-49.csv',
        apply: true,
        file: csvReport([
          ['CN', 'COD Amount', 'Delivery Charges', 'Payment Ref'],
          [numberOf(late), late.total, 200, 'PX-W49'],
        ]),
      },
    );
    expect(answer.body.data.counts['charges added']).toBe(1);
    expect(linesOf(late)).toEqual([
      expect.objectContaining({
        amount: late.total,
        charges: 200,
        payoutReference: 'PX-W49',
        payoutDate: '2026-11-27',
        notGiven: [],
      }),
    ]);
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
