import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeShopPolicy } from '../shop/policy';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { BANK_READY_POLICY } from '../testing/policies';
import { courierPayments } from './schema';
import {
  csvReport,
  placeOneShirt,
  reconciliationOf,
  sendReport,
  setStatus,
  ship,
  storedOrder,
  xlsxReport,
} from './testReports';

/** Issue 34: a courier's payment report pays each delivered parcel once, whatever is sent twice or at once. */
const shop = testShopForFile();
let shirtId = '';
beforeAll(() => {
  shirtId = saveShirt(shop, { stock: 500 }).id;
});

/** Two delivered PostEx parcels of a courier of this test's own name, so tests do not see each other's. */
async function deliveredParcels(courier: string, count = 2) {
  const parcels = [];
  for (let i = 0; i < count; i += 1) {
    const order = await placeOneShirt(shop, shirtId);
    const trackingNumber = await ship(shop, order.orderRef, courier);
    await setStatus(shop, order.orderRef, { status: 'delivered' });
    parcels.push({ orderRef: order.orderRef, trackingNumber, total: order.total });
  }
  return parcels;
}

const HEADINGS = ['Tracking Number', 'COD Amount', 'Delivery Charges', 'Payment Date', 'Payment Ref'];
const paymentsCount = () => shop.deps.db.select({ rows: count() }).from(courierPayments).get()!.rows;

describe('a payment report in CSV', () => {
  it('marks the delivered parcels paid with their charges; an unknown and a short row are shown and change nothing', async () => {
    const courier = 'Courier CSV';
    const [first, second] = await deliveredParcels(courier);
    const bystander = (await deliveredParcels(courier, 1))[0]!;
    const file = csvReport([
      HEADINGS,
      [first!.trackingNumber, `Rs. ${first!.total.toLocaleString('en')}`, '180', '20/11/2026', 'PX-PAY-1'],
      [second!.trackingNumber, second!.total, '(150)', '2026-11-20', 'PX-PAY-1'],
      ['9999999999999', 4000, 150, '20/11/2026', 'PX-PAY-1'],
      [bystander.trackingNumber],
    ]);
    const before = paymentsCount();
    const { status, body } = await sendReport(shop, {
      courier,
      kind: 'payment',
      file,
      name: 'payout.csv',
      apply: true,
    });
    expect(status).toBe(201);
    expect(body.data.source).toBe('guessed');
    expect(body.data.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'paid'],
      [3, 'paid'],
      [4, 'unknown'],
      [5, 'problem'],
    ]);
    expect(body.data.rows[3]!.message).toBe('No amount collected in this row: it is left out.');
    expect(body.message).toBe('Imported: 2 orders marked paid; 1 unknown tracking number, 1 row left out.');
    expect((await storedOrder(shop, first!.orderRef)).payment.status).toBe('paid');
    expect((await storedOrder(shop, second!.orderRef)).payment.status).toBe('paid');
    // The short row named a real parcel: it stays unpaid.
    expect((await storedOrder(shop, bystander.orderRef)).payment.status).toBe('unpaid');
    expect(paymentsCount()).toBe(before + 3);

    const seen = await reconciliationOf(shop, courier);
    expect(seen.totals.paid).toEqual({
      parcels: 3,
      collected: first!.total + second!.total + 4000,
      charges: 480,
      net: first!.total + second!.total + 4000 - 480,
    });
    expect(seen.payouts).toEqual([
      expect.objectContaining({ reference: 'PX-PAY-1', date: '2026-11-20', parcels: 3, charges: 480 }),
    ]);
    expect(seen.awaiting.map((parcel) => parcel.orderRef)).toEqual([bystander.orderRef]);
    expect(seen.differences).toEqual([expect.objectContaining({ kind: 'unknown', trackingNumber: '9999999999999' })]);

    // Sales Analytics' card: cash received in the payout's period, net of the courier's charges.
    const received = await shop.call<{ data: { couriers: { courier: string; net: number }[] } }>(
      'GET',
      '/api/admin/courier-cash/received?from=2026-11-20&to=2026-11-20',
      { token: shop.adminToken },
    );
    expect(received.body.data.couriers).toContainEqual(
      expect.objectContaining({ courier, net: first!.total + second!.total + 4000 - 480 }),
    );
    const before20th = await shop.call<{ data: { couriers: { courier: string }[] } }>(
      'GET',
      '/api/admin/courier-cash/received?to=2026-11-19',
      { token: shop.adminToken },
    );
    expect(before20th.body.data.couriers.map((row) => row.courier)).not.toContain(courier);
  });

  it('leaves out a totals row: its sum is no parcel’s payment', async () => {
    const courier = 'Courier Totals';
    const [parcel] = await deliveredParcels(courier, 1);
    const file = csvReport([
      HEADINGS,
      [parcel!.trackingNumber, parcel!.total, 180, '21/11/2026', 'PX-PAY-2'],
      ['Grand Total', parcel!.total, 180, '', ''],
    ]);
    const { body } = await sendReport(shop, { courier, kind: 'payment', file, name: 'totals.csv', apply: true });
    expect(body.data.rows.map((row) => [row.line, row.outcome, row.message])).toEqual([
      [2, 'paid', `${parcel!.orderRef} is paid.`],
      [3, 'problem', '"Grand Total" is not a tracking number: this row is left out.'],
    ]);
    const seen = await reconciliationOf(shop, courier);
    expect(seen.totals.paid).toMatchObject({ parcels: 1, collected: parcel!.total, charges: 180 });
    expect(seen.differences).toEqual([]);
  });

  it('pays nothing twice when the same report is imported again', async () => {
    const courier = 'Courier Twice';
    const parcels = await deliveredParcels(courier);
    const file = csvReport([HEADINGS, ...parcels.map((p) => [p.trackingNumber, p.total, 150, '21/11/2026', 'TW-1'])]);
    const report = { courier, kind: 'payment' as const, file, name: 'week.csv', apply: true };
    expect((await sendReport(shop, report)).body.data.counts.paid).toBe(2);
    const paidAt = (await storedOrder(shop, parcels[0]!.orderRef)).payment.paidAt;
    const before = paymentsCount();

    const again = await sendReport(shop, report);
    expect(again.status).toBe(201);
    expect(again.body.data.counts).toMatchObject({ paid: 0, 'imported before': 2 });
    expect(again.body.data.rows[0]!.message).toBe('Already imported with payout TW-1 of 21 Nov 2026: nothing changes.');
    expect(paymentsCount()).toBe(before);
    expect((await storedOrder(shop, parcels[0]!.orderRef)).payment.paidAt).toBe(paidAt);
    expect((await reconciliationOf(shop, courier)).totals.paid).toMatchObject({ parcels: 2, charges: 300 });
  });

  it('pays once when the same report is imported twice at the same moment', async () => {
    const courier = 'Courier Race';
    const parcels = await deliveredParcels(courier, 3);
    const file = csvReport([HEADINGS, ...parcels.map((p) => [p.trackingNumber, p.total, 100, '22/11/2026', 'RC-1'])]);
    const report = { courier, kind: 'payment' as const, file, name: 'race.csv', apply: true };
    const answers = await Promise.all([sendReport(shop, report), sendReport(shop, report)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.body.data.counts.paid).sort()).toEqual([0, 3]);
    expect(answers.map((answer) => answer.body.data.counts['imported before']).sort()).toEqual([0, 3]);
    expect((await reconciliationOf(shop, courier)).totals.paid).toEqual({
      parcels: 3,
      collected: parcels.reduce((sum, p) => sum + p.total, 0),
      charges: 300,
      net: parcels.reduce((sum, p) => sum + p.total, 0) - 300,
    });
  });

  it('previews without changing anything', async () => {
    const courier = 'Courier Preview';
    const [parcel] = await deliveredParcels(courier, 1);
    const file = csvReport([HEADINGS, [parcel!.trackingNumber, parcel!.total, 100, '', '']]);
    const before = paymentsCount();
    const { status, body } = await sendReport(shop, { courier, kind: 'payment', file, name: 'p.csv', apply: false });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ importId: null, counts: { paid: 1 } });
    expect(paymentsCount()).toBe(before);
    expect((await storedOrder(shop, parcel!.orderRef)).payment.status).toBe('unpaid');
  });
});

describe('rows of a payout that collected nothing', () => {
  it('records the charges of a parcel that came back or was paid by bank, and pays no parcel for nothing or a minus amount', async () => {
    writeShopPolicy(shop.deps.db, BANK_READY_POLICY);
    const courier = 'Courier Nothing Collected';
    const [refused, owing, reversed] = await deliveredParcels(courier, 3);
    await shop.call('PATCH', `/api/admin/orders/${refused!.orderRef}/return`, {
      body: { returned: 'refused' },
      token: shop.adminToken,
    });
    // A bank-transfer parcel whose transfer the owner has not checked yet: the courier collects nothing for it.
    const bank = await placeOneShirt(shop, shirtId, 'Lahore', 'bank');
    const bankTracking = await ship(shop, bank.orderRef, courier);
    await setStatus(shop, bank.orderRef, { status: 'delivered' });
    const file = csvReport([
      HEADINGS,
      [refused!.trackingNumber, 0, 180, '24/11/2026', 'PX-PAY-9'],
      // Excel's Accounting format saves a zero to CSV as a dash.
      [bankTracking, ' -   ', 200, '24/11/2026', 'PX-PAY-9'],
      [owing!.trackingNumber, 0, 200, '24/11/2026', 'PX-PAY-9'],
      [reversed!.trackingNumber, -reversed!.total, 0, '24/11/2026', 'PX-PAY-9'],
    ]);
    const { body } = await sendReport(shop, { courier, kind: 'payment', file, name: 'week.csv', apply: true });
    expect(body.data.rows.map((row) => [row.trackingNumber, row.outcome])).toEqual([
      [refused!.trackingNumber, 'charges only'],
      [bankTracking, 'charges only'],
      [owing!.trackingNumber, 'problem'],
      [reversed!.trackingNumber, 'problem'],
    ]);
    expect(body.data.rows[0]!.message).toBe(
      `The shop has ${refused!.orderRef} as refused, so nothing was to collect: the courier's charges of PKR 180 are recorded.`,
    );
    expect(body.data.rows[2]!.message).toBe(
      `Nothing was collected for ${owing!.orderRef}, which the shop has as delivered: if it came back, record it as refused or returned, then import this report again.`,
    );
    expect(body.data.rows[3]!.message).toBe(
      `"-${reversed!.total}" is a minus amount, not cash collected: this row is left out.`,
    );
    expect(body.message).toBe(
      'Imported: 0 orders marked paid; charges only for 2 parcels that owed nothing, 2 rows left out.',
    );
    // Nothing collected marks nothing paid: the bank transfer waits for the owner's check, the COD parcel for its cash.
    expect((await storedOrder(shop, bank.orderRef)).payment.status).toBe('unpaid');
    expect((await storedOrder(shop, owing!.orderRef)).payment.status).toBe('unpaid');
    expect((await storedOrder(shop, refused!.orderRef)).payment.status).toBe('unpaid');
    expect((await storedOrder(shop, reversed!.orderRef)).payment.status).toBe('unpaid');

    const seen = await reconciliationOf(shop, courier);
    // The courier kept its charges: they come off the payout, and neither row is a difference.
    expect(seen.totals.paid).toEqual({ parcels: 2, collected: 0, charges: 380, net: -380 });
    expect(seen.differences).toEqual([]);
    expect(seen.awaiting.map((parcel) => parcel.orderRef).sort()).toEqual([owing!.orderRef, reversed!.orderRef].sort());
    expect(seen.cameBack).toEqual([
      expect.objectContaining({ orderRef: refused!.orderRef, paidByCourier: false, courierCharges: 180 }),
    ]);
  });
});

describe('a payment report in XLSX with the owner’s own column mapping', () => {
  it('reads numbers and dates as typed, saves the mapping for the courier, and shows what differs', async () => {
    const courier = 'Courier Excel';
    const [ok, short, refused] = await deliveredParcels(courier, 3);
    await shop.call('PATCH', `/api/admin/orders/${refused!.orderRef}/return`, {
      body: { returned: 'refused' },
      token: shop.adminToken,
    });
    const headings = ['CN #', 'Invoice Amt', 'Fee', 'Settled', 'Cheque'];
    const file = await xlsxReport([
      headings,
      [Number(ok!.trackingNumber), ok!.total, 200, new Date(Date.UTC(2026, 10, 23)), 'CHQ-77'],
      [Number(short!.trackingNumber), short!.total - 500, 200, new Date(Date.UTC(2026, 10, 23)), 'CHQ-77'],
      [Number(refused!.trackingNumber), refused!.total, 200, new Date(Date.UTC(2026, 10, 23)), 'CHQ-77'],
    ]);
    const columns = {
      trackingNumber: 'CN #',
      amount: 'Invoice Amt',
      charges: 'Fee',
      payoutDate: 'Settled',
      payoutReference: 'Cheque',
    };
    const preview = await sendReport(
      shop,
      { courier, kind: 'payment', file, name: 'w.xlsx', apply: false },
      { columns },
    );
    expect(preview.body.data.headers).toEqual(headings);
    const { body } = await sendReport(
      shop,
      { courier, kind: 'payment', file, name: 'w.xlsx', apply: true },
      { columns },
    );
    expect(body.data.rows.map((row) => [row.trackingNumber, row.outcome, row.payoutDate])).toEqual([
      [ok!.trackingNumber, 'paid', '2026-11-23'],
      [short!.trackingNumber, 'paid', '2026-11-23'],
      [refused!.trackingNumber, 'came back', '2026-11-23'],
    ]);
    expect((await storedOrder(shop, refused!.orderRef)).payment.status).toBe('unpaid');

    const seen = await reconciliationOf(shop, courier);
    expect(seen.differences.map((d) => [d.kind, d.orderRef])).toEqual([
      ['amount', short!.orderRef],
      ['came back', refused!.orderRef],
    ]);
    expect(seen.cameBack).toEqual([
      expect.objectContaining({ orderRef: refused!.orderRef, kind: 'refused', backInStock: true, paidByCourier: true }),
    ]);
    expect(seen.totals.paid.charges).toBe(600);

    // The next report of this courier is read by the saved mapping.
    const next = await sendReport(shop, { courier, kind: 'payment', file, name: 'w2.xlsx', apply: false });
    expect(next.body.data).toMatchObject({ source: 'saved', columns });
  });

  it('asks for the columns it cannot guess and imports nothing until they are chosen', async () => {
    const file = csvReport([
      ['Ref', 'Something'],
      ['A1', '10'],
    ]);
    const report = { courier: 'Courier Odd', kind: 'payment' as const, file, name: 'odd.csv' };
    const preview = await sendReport(shop, { ...report, apply: false });
    expect(preview.body.data).toMatchObject({ missing: ['Tracking number', 'Amount collected'], rows: [] });
    const applied = await sendReport(shop, { ...report, apply: true });
    expect(applied.status).toBe(400);
    expect(applied.body.message).toBe('Choose the column that holds the tracking number and the amount collected.');
  });
});
