import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEFT_OUT_HEADER } from '../../common/courierFacts';
import type { AdminOrder, Order } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { BILAL } from '../testing/identities';
import type { Answer } from '../testing/orders';
import { notReadyToBook } from './courierCsv';

/**
 * Decision 0143: a booking file (the courier CSV, a courier's booking sheet) holds only the orders ready
 * to hand to a courier. A cancelled order read 'COD Amount 0', which a courier books as a prepaid parcel.
 */
const shop = testShopForFile();
let shirtId = '';

beforeAll(() => {
  shirtId = saveShirt(shop, { sizes: ['M'], colors: ['White'], stock: 100 }).id;
});

const place = async () => {
  const { status, body } = await shop.call<Answer<Order>>('POST', '/api/orders', {
    body: { customer: BILAL, items: [{ id: shirtId, size: 'M', color: 'White', quantity: 1 }], paymentMethod: 'cod' },
  });
  expect(status).toBe(201);
  return body.data.orderRef;
};
const setStatus = async (orderRef: string, body: Record<string, unknown>) =>
  expect(
    (await shop.call<Answer<AdminOrder>>('PATCH', `/api/orders/${orderRef}/status`, { body, token: shop.adminToken }))
      .status,
  ).toBe(200);
const download = async (path: string) => {
  const response = await fetch(`${shop.url}${path}`, { headers: { Authorization: `Bearer ${shop.adminToken}` } });
  const text = await response.text();
  const leftOut = response.headers.get(LEFT_OUT_HEADER);
  return {
    status: response.status,
    leftOut: leftOut === null ? null : decodeURIComponent(leftOut),
    rows: response.ok ? (parse(text, { bom: true, columns: true }) as Record<string, string>[]) : [],
    message: response.ok ? '' : (JSON.parse(text) as { message: string }).message,
  };
};

describe('booking files hold only orders ready to hand to a courier', () => {
  let [ready, confirmed, cancelled, shipped, delivered, returned] = ['', '', '', '', '', ''];
  beforeAll(async () => {
    ready = await place();
    confirmed = await place();
    cancelled = await place();
    shipped = await place();
    delivered = await place();
    returned = await place();
    await setStatus(confirmed, { status: 'confirmed' });
    await setStatus(cancelled, { status: 'cancelled' });
    for (const [index, ref] of [shipped, delivered, returned].entries()) {
      await setStatus(ref, { status: 'shipped', carrier: 'TCS', trackingNumber: `7788000${index}` });
    }
    await setStatus(delivered, { status: 'delivered' });
    const back = await shop.call('PATCH', `/api/admin/orders/${returned}/return`, {
      body: { returned: 'returned' },
      token: shop.adminToken,
    });
    expect(back.status).toBe(200);
  });
  const all = () => [ready, confirmed, cancelled, shipped, delivered, returned].join(',');
  const said = () =>
    `4 orders left out, not ready to book: 1 cancelled (${cancelled}); 1 came back (refused or returned) (${returned}); 1 shipped already (${shipped}); 1 delivered already (${delivered}).`;

  it('the courier CSV leaves out cancelled, shipped, delivered and returned orders, and says which and why', async () => {
    const file = await download(`/api/admin/orders/export?refs=${all()}`);
    expect(file.status).toBe(200);
    expect(file.rows.map((row) => row['Order Ref']).sort()).toEqual([ready, confirmed].sort());
    expect(file.rows.every((row) => Number(row['COD Amount']) > 0)).toBe(true);
    expect(file.leftOut).toBe(said());
  });

  it("a courier's booking sheet follows the same rule and says the same", async () => {
    const sheet = await download(`/api/admin/couriers/Leopards/booking.csv?refs=${all()}`);
    expect(sheet.status).toBe(200);
    expect(sheet.rows.map((row) => row.booked_packet_order_id).sort()).toEqual([ready, confirmed].sort());
    expect(sheet.leftOut).toBe(said());
  });

  it('says nothing when every order is ready, and refuses a file with none ready', async () => {
    expect((await download(`/api/admin/orders/export?refs=${ready}`)).leftOut).toBeNull();
    for (const path of [
      `/api/admin/orders/export?refs=${cancelled}`,
      `/api/admin/couriers/PostEx/booking.csv?refs=${cancelled}`,
    ]) {
      expect(await download(path)).toMatchObject({
        status: 409,
        message: `Not downloaded: no order here is ready to book. 1 order left out, not ready to book: 1 cancelled (${cancelled}).`,
      });
    }
  });
});

describe('notReadyToBook', () => {
  it('reads an order Processing with a tracking number as booked already, and one without as ready', () => {
    const order = { status: 'processing' as const, parcelReturn: null };
    const tracking = (trackingNumber: string | null) => ({ trackingNumber }) as AdminOrder['tracking'];
    expect(notReadyToBook({ ...order, tracking: tracking('CX-1') })).toBe('booked');
    expect(notReadyToBook({ ...order, tracking: tracking(null) })).toBeNull();
  });
});
