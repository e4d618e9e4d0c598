import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../common/money';
import { addStaff, tokenOf } from '../staff/testStaff';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { csvReport, historyOf, placeOneShirt, sendReport, setStatus, ship, storedOrder } from './testReports';

/**
 * Decision 0140: whatever a courier's report changes on an order is in its History and the Activity log,
 * under the name of whoever imported it, naming the payout or the report, once however often it is sent.
 */
const shop = testShopForFile();
let shirtId = '';
beforeAll(() => {
  shirtId = saveShirt(shop, { stock: 100 }).id;
});

async function shippedParcel(courier: string, delivered = true) {
  const order = await placeOneShirt(shop, shirtId);
  const trackingNumber = await ship(shop, order.orderRef, courier);
  if (delivered) await setStatus(shop, order.orderRef, { status: 'delivered' });
  return { orderRef: order.orderRef, trackingNumber, total: order.total };
}

const PAYOUT_HEADINGS = ['Payment Date', 'Payment Ref', 'CN Number', 'COD Amount', 'Delivery Charges'];

describe('a payment report leaves a trace on each order it pays', () => {
  it('writes one entry by whoever imported it, naming the payout, and none when the same file comes again', async () => {
    const courier = 'TCS';
    const parcel = await shippedParcel(courier);
    const manager = addStaff(shop, 'manager', 'payout-manager');
    const report = {
      courier,
      kind: 'payment' as const,
      name: 'tcs-payout.csv',
      apply: true,
      token: tokenOf(shop, manager.id),
      file: csvReport([PAYOUT_HEADINGS, ['30-11-2026', 'TCS-PAY-0091', parcel.trackingNumber, parcel.total, 150]]),
    };
    const imported = await sendReport(shop, report);
    expect(imported.status).toBe(201);
    expect((await storedOrder(shop, parcel.orderRef)).payment.status).toBe('paid');

    const [entry] = await historyOf(shop, parcel.orderRef);
    expect(entry).toMatchObject({
      staffId: manager.id,
      staffName: 'The manager',
      kind: 'order.payment',
      orderRef: parcel.orderRef,
      before: { payment: 'unpaid', payout: null },
      after: {
        payment: 'paid',
        payout: {
          courier: 'TCS',
          reference: 'TCS-PAY-0091',
          day: '2026-11-30',
          collected: parcel.total,
          charges: 150,
          outcome: 'paid',
        },
      },
      sentence:
        `TCS payout TCS-PAY-0091 of 30 Nov 2026: ${formatPrice(parcel.total)} collected, PKR 150 charges, ` +
        `${formatPrice(parcel.total - 150)} received. Marked as paid`,
    });
    const log = await shop.call<{ data: { orderRef: string; kind: string }[] }>(
      'GET',
      `/api/admin/activity?staffId=${manager.id}&kind=order.payment`,
      { token: shop.adminToken },
    );
    expect(log.body.data).toEqual([expect.objectContaining({ orderRef: parcel.orderRef, kind: 'order.payment' })]);

    // The same file again is 'imported before': it changes nothing, so it writes nothing.
    const again = await sendReport(shop, report);
    expect(again.body.data.counts['imported before']).toBe(1);
    const history = await historyOf(shop, parcel.orderRef);
    expect(history.filter((said) => said.kind === 'order.payment')).toHaveLength(1);
  });

  it('names the payout on a parcel it pays but does not mark paid: come back, or already marked paid', async () => {
    const courier = 'Payout Trace Courier';
    const back = await shippedParcel(courier, false);
    const returned = await shop.call('PATCH', `/api/admin/orders/${back.orderRef}/return`, {
      token: shop.adminToken,
      body: { returned: 'returned' },
    });
    expect(returned.status).toBe(200);
    const paidByHand = await shippedParcel(courier);
    await shop.call('PATCH', `/api/admin/orders/${paidByHand.orderRef}/payment`, {
      token: shop.adminToken,
      body: { payment: 'paid' },
    });
    expect((await storedOrder(shop, paidByHand.orderRef)).payment.status).toBe('paid');
    const file = csvReport([
      PAYOUT_HEADINGS,
      ['28/11/2026', 'PAY-7', back.trackingNumber, 0, 200],
      ['28/11/2026', 'PAY-7', paidByHand.trackingNumber, paidByHand.total, 0],
    ]);
    const { body } = await sendReport(shop, { courier, kind: 'payment', file, name: 'pay7.csv', apply: true });
    expect(body.data.rows.map((row) => row.outcome)).toEqual(['charges only', 'paid']);

    expect((await historyOf(shop, back.orderRef))[0]).toMatchObject({
      staffName: 'owner',
      kind: 'order.payment',
      sentence:
        'Payout Trace Courier payout PAY-7 of 28 Nov 2026: nothing collected, PKR 200 charges. ' +
        'Nothing was to collect for this order, so only the charges are recorded',
    });
    expect((await historyOf(shop, paidByHand.orderRef))[0]).toMatchObject({
      kind: 'order.payment',
      sentence:
        `Payout Trace Courier payout PAY-7 of 28 Nov 2026: ${formatPrice(paidByHand.total)} collected, no charges. ` +
        'The order was already marked paid',
    });
  });
});

describe('a status report leaves a trace on each order it moves', () => {
  it('says whose report said what, beside the order’s move, by whoever imported it', async () => {
    const courier = 'Status Trace Courier';
    const delivered = await shippedParcel(courier, false);
    const back = await shippedParcel(courier, false);
    const onTheWay = await shippedParcel(courier, false);
    const file = csvReport([
      ['CN Number', 'Current Status', 'Status Date'],
      [delivered.trackingNumber, 'DELIVERED', '25-11-2026'],
      [back.trackingNumber, 'Returned to Shipper', ''],
      [onTheWay.trackingNumber, 'Out for delivery', ''],
    ]);
    const report = { courier, kind: 'status' as const, file, name: 'status.csv', apply: true };
    expect((await sendReport(shop, report)).status).toBe(201);

    expect((await historyOf(shop, delivered.orderRef))[0]).toMatchObject({
      staffName: 'owner',
      kind: 'order.status',
      sentence:
        'Status Trace Courier status report status.csv says “DELIVERED” on 25 Nov 2026. ' +
        'Moved the order from Shipped to Delivered',
    });
    expect((await historyOf(shop, back.orderRef))[0]).toMatchObject({
      kind: 'order.return',
      sentence:
        'Status Trace Courier status report status.csv says “Returned to Shipper”. ' +
        'Parcel came back (returned); its pieces are back in stock',
    });
    const entries = async () =>
      Promise.all([delivered, back, onTheWay].map(async (parcel) => (await historyOf(shop, parcel.orderRef)).length));
    const written = await entries();

    // Sent again, nothing changes and nothing more is written; the parcel still on its way never had an entry from it.
    await sendReport(shop, report);
    expect(await entries()).toEqual(written);
    expect((await historyOf(shop, onTheWay.orderRef)).map((said) => said.sentence)).not.toContainEqual(
      expect.stringContaining('status report'),
    );
  });
});
