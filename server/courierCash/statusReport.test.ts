import { beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../common/contract';
import type { Product } from '../../common/catalog';
import { addStaff, tokenOf } from '../staff/testStaff';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { csvReport, placeOneShirt, sendReport, ship, storedOrder } from './testReports';

/** Issue 34: a courier without an API account sends a status report; the shop reads it like a payment report. */
const shop = testShopForFile();
let shirtId = '';
beforeAll(() => {
  shirtId = saveShirt(shop, { stock: 50 }).id;
});

const stockNow = async () => (await shop.call<{ data: Product }>('GET', `/api/products/${shirtId}`)).body.data.stock;

describe('a status report', () => {
  it('marks parcels delivered and back at the shop (pieces back once), and leaves the rest', async () => {
    const courier = 'Status Courier';
    const refs = [];
    for (let i = 0; i < 3; i += 1) {
      const order = await placeOneShirt(shop, shirtId, i === 2 ? 'Multan' : 'Lahore');
      refs.push({ orderRef: order.orderRef, trackingNumber: await ship(shop, order.orderRef, courier) });
    }
    const [delivered, back, onTheWay] = refs;
    const file = csvReport([
      ['CN Number', 'Current Status', 'Status Date'],
      [delivered!.trackingNumber, 'DELIVERED', '25-11-2026'],
      [back!.trackingNumber, 'Returned to Shipper', '26 Nov 2026'],
      [onTheWay!.trackingNumber, 'Out for delivery', ''],
      ['1234', 'Delivered', ''],
      ['', 'Delivered', ''],
    ]);
    const stockBefore = await stockNow();
    const report = { courier, kind: 'status' as const, file, name: 'status.csv', apply: true };
    const { status, body } = await sendReport(shop, report);
    expect(status).toBe(201);
    expect(body.data.rows.map((row) => row.outcome)).toEqual([
      'delivered',
      'returned',
      'no change',
      'unknown',
      'problem',
    ]);
    expect(body.data.statusWords).toEqual(
      [
        { word: 'DELIVERED', step: 'delivered', guessed: true },
        { word: 'Returned to Shipper', step: 'returned', guessed: true },
        { word: 'Out for delivery', step: 'no change', guessed: true },
        { word: 'Delivered', step: 'delivered', guessed: true },
      ].slice(0, 3),
    );
    const deliveredOrder = await storedOrder(shop, delivered!.orderRef);
    expect(deliveredOrder.status).toBe('delivered');
    expect(deliveredOrder.tracking.deliveredAt).toBe('2026-11-25T07:00:00.000Z');
    expect((await storedOrder(shop, back!.orderRef)).parcelReturn).toMatchObject({ kind: 'returned' });
    expect((await storedOrder(shop, onTheWay!.orderRef)).status).toBe('shipped');
    expect(await stockNow()).toBe(stockBefore + 1);

    // The same report again changes nothing, and the parcel's pieces come back only once.
    const again = await sendReport(shop, report);
    expect(again.body.data.counts).toMatchObject({ delivered: 0, returned: 0, 'no change': 3 });
    expect(await stockNow()).toBe(stockBefore + 1);

    // The courier and city report counts the settled parcels.
    const { body: rates } = await shop.call<{
      data: ResponseOf<'GET /api/admin/courier-cash/delivery-report'>['data'];
    }>('GET', '/api/admin/courier-cash/delivery-report', { token: shop.adminToken });
    expect(rates.data.couriers.find((row) => row.name === courier)).toMatchObject({
      shipped: 3,
      delivered: 1,
      cameBack: 1,
      settled: 2,
      deliveryRate: 0.5,
      returnRate: 0.5,
    });
    expect(rates.data.cities.find((row) => row.name === 'Multan')).toMatchObject({
      shipped: 1,
      settled: 0,
      returnRate: null,
    });
    // Whoever confirms orders by phone reads it too: the order card shows the city's refusal rate.
    const desk = tokenOf(shop, addStaff(shop, 'orderDesk', 'report-desk').id);
    const asDesk = await shop.call('GET', '/api/admin/courier-cash/delivery-report', { token: desk });
    expect(asDesk.status).toBe(200);
    expect(asDesk.body).toEqual(rates);
  });

  it('follows the owner’s reading of a status word over the guess, and remembers it', async () => {
    const courier = 'Words Courier';
    const order = await placeOneShirt(shop, shirtId);
    const trackingNumber = await ship(shop, order.orderRef, courier);
    const file = csvReport([
      ['Tracking', 'Status'],
      [trackingNumber, 'RTO Complete'],
    ]);
    const report = { courier, kind: 'status' as const, file, name: 's.csv' };
    expect((await sendReport(shop, { ...report, apply: false })).body.data.rows[0]!.outcome).toBe('no change');
    const { body } = await sendReport(
      shop,
      { ...report, apply: true },
      { statusWords: { 'rto complete': 'returned' } },
    );
    expect(body.data.rows[0]!.outcome).toBe('returned');
    expect((await storedOrder(shop, order.orderRef)).parcelReturn).toMatchObject({ kind: 'returned' });
    const next = await sendReport(shop, { ...report, apply: false });
    expect(next.body.data.statusWords).toEqual([{ word: 'RTO Complete', step: 'returned', guessed: false }]);
  });
});
