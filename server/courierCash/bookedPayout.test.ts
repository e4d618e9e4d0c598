import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../common/money';
import type { AdminOrder, Order } from '../../common/orders';
import { consignments } from '../couriers/schema';
import { postexPicksUp, startPostExShop, stopPostExShop, type CourierShop } from '../couriers/testing';
import type { FakePostEx } from '../testing/fakePostEx';
import { csvReport, reconciliationOf, sendReport, setStatus, ship } from './testReports';

/**
 * Decision 0124: a payout that took what the courier was booked to collect (decision 0117), after
 * the order changed, says so on the Reconciliation screen; any other amount keeps the plain note.
 */
let postex: FakePostEx;
let shop: CourierShop;
const fileShop = () => ({ ...shop.shop, adminToken: shop.token });

beforeAll(async () => ({ postex, shop } = await startPostExShop()));
afterAll(() => stopPostExShop({ postex, shop }));

/** An order of two shirts booked with PostEx; its tracking number. */
async function bookedOrder(pickedUp = true): Promise<{ order: Order; trackingNumber: string }> {
  const order = await shop.place({ quantity: 2 });
  const [outcome] = (await shop.book('PostEx', [order.orderRef])).body.data;
  expect(outcome).toMatchObject({ outcome: 'booked' });
  // PostEx's rider has it: the order is shipped (decision 0130), and a piece may come off its bill.
  if (pickedUp) await postexPicksUp(postex, shop, order.orderRef);
  return { order, trackingNumber: outcome!.trackingNumber! };
}

/** One shirt comes back before the rider reaches the customer: PKR 2,000 comes off what is to collect. */
async function onePieceOffThenDelivered(order: Order) {
  const taken = await shop.as<AdminOrder>(
    'POST',
    `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/return`,
    { quantity: 1, refund: { amount: 2000 } },
  );
  expect(taken.status).toBe(200);
  await setStatus(fileShop(), order.orderRef, { status: 'delivered' });
}

/** PostEx's payout of one parcel, imported; the Reconciliation screen's differences for PostEx after it. */
async function paidOut(trackingNumber: string, amount: number, reference: string) {
  const file = csvReport([
    ['Tracking Number', 'COD Amount', 'Delivery Charges', 'Payment Date', 'Payment Ref'],
    [trackingNumber, amount, 180, '28/11/2026', reference],
  ]);
  const { status } = await sendReport(fileShop(), {
    courier: 'PostEx',
    kind: 'payment',
    file,
    name: `${reference}.csv`,
    apply: true,
  });
  expect(status).toBe(201);
  return (await reconciliationOf(fileShop(), 'PostEx')).differences;
}
const noteOf = (differences: { orderRef: string | null; note: string }[], order: Order) =>
  differences.find((difference) => difference.orderRef === order.orderRef)?.note;

describe('a payout that differs from what its order has to collect now', () => {
  it('says the rider took the booked amount when it is that amount, and what to give back', async () => {
    const { order, trackingNumber } = await bookedOrder();
    await onePieceOffThenDelivered(order);
    const differences = await paidOut(trackingNumber, order.total, 'PX-BOOKED-1');
    expect(noteOf(differences, order)).toBe(
      `PKR 2,000 more than to collect: PostEx was booked to collect ${formatPrice(order.total)} and the rider took that. ` +
        'The customer paid PKR 2,000 more than the order now asks: give it back.',
    );
  });

  it('says the courier was booked to collect less when the payout is that smaller amount', async () => {
    const { order, trackingNumber } = await bookedOrder();
    // PostEx holds a smaller amount than the order's (changed in its portal, or the order grew after booking).
    const db = shop.shop.deps.db;
    db.update(consignments)
      .set({ bookedToCollect: order.total - 300 })
      .where(eq(consignments.orderRef, order.orderRef))
      .run();
    await setStatus(fileShop(), order.orderRef, { status: 'delivered' });
    const differences = await paidOut(trackingNumber, order.total - 300, 'PX-BOOKED-2');
    expect(noteOf(differences, order)).toBe(
      `PKR 300 less than to collect: PostEx was booked to collect ${formatPrice(order.total - 300)} and the rider took that. ` +
        'The customer paid PKR 300 less than the order now asks: ask for the rest, or change the order.',
    );
  });

  it('keeps the plain note when the payout is neither the booked amount nor what is to collect', async () => {
    const { order, trackingNumber } = await bookedOrder();
    await onePieceOffThenDelivered(order);
    const differences = await paidOut(trackingNumber, order.total - 500, 'PX-BOOKED-3');
    expect(noteOf(differences, order)).toBe('PKR 1,500 more than to collect');
  });

  it('keeps the plain note when the booked amount is unknown (booked before the shop kept it)', async () => {
    const { order, trackingNumber } = await bookedOrder();
    shop.shop.deps.db
      .update(consignments)
      .set({ bookedToCollect: null })
      .where(eq(consignments.orderRef, order.orderRef))
      .run();
    await onePieceOffThenDelivered(order);
    const differences = await paidOut(trackingNumber, order.total, 'PX-BOOKED-4');
    expect(noteOf(differences, order)).toBe('PKR 2,000 more than to collect');
  });

  it('does not read a cancelled booking: the parcel then went out by hand', async () => {
    const { order } = await bookedOrder(false);
    expect((await shop.as('POST', `/api/admin/orders/${order.orderRef}/parcel/cancel`)).status).toBe(200);
    const trackingNumber = await ship(fileShop(), order.orderRef, 'PostEx');
    await onePieceOffThenDelivered(order);
    const differences = await paidOut(trackingNumber, order.total, 'PX-BOOKED-5');
    expect(noteOf(differences, order)).toBe('PKR 2,000 more than to collect');
  });

  it('shows at once when checking payments with PostEx, which says only that the parcel was paid', async () => {
    const { order, trackingNumber } = await bookedOrder();
    await onePieceOffThenDelivered(order);
    postex.settle(trackingNumber, 'CPR-BOOKED-6', new Date('2026-11-28T09:00:00Z'));
    const checked = await shop.as('POST', '/api/admin/courier-cash/payment-status?courier=PostEx');
    expect(checked.status).toBe(200);
    const differences = (await reconciliationOf(fileShop(), 'PostEx')).differences;
    expect(noteOf(differences, order)).toBe(
      `PKR 2,000 more than to collect: PostEx was booked to collect ${formatPrice(order.total)} and the rider took that. ` +
        'The customer paid PKR 2,000 more than the order now asks: give it back.',
    );
  });
});
