import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '../../common/orders';
import { trackingLink } from '../../common/orders';
import { writeShopPolicy } from '../shop/policy';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { BILAL } from '../testing/identities';
import type { Answer } from '../testing/orders';
import { BANK_READY_POLICY } from '../testing/policies';

/** Issue 24: shipping needs a courier and a tracking number; 'Other' couriers; the courier CSV and unpaid transfers. */
const shop = testShopForFile();

const customer = BILAL;
let shirtId = '';

beforeAll(() => {
  writeShopPolicy(shop.deps.db, BANK_READY_POLICY);
  shirtId = saveShirt(shop, { sizes: ['M', 'L'], colors: ['White'], stock: 100 }).id;
});

const place = async (paymentMethod: 'cod' | 'bank' = 'cod') => {
  const { status, body } = await shop.call<Answer<Order>>('POST', '/api/orders', {
    body: { customer, items: [{ id: shirtId, size: 'M', color: 'White', quantity: 1 }], paymentMethod },
  });
  expect(status).toBe(201);
  return body.data;
};
const setStatus = (orderRef: string, body: Record<string, unknown>) =>
  shop.call<Answer<AdminOrder>>('PATCH', `/api/orders/${orderRef}/status`, { body, token: shop.adminToken });
/** The owner marks the order shipped with this courier and tracking number, and an 'Other' courier's tracking address. */
const ship = (orderRef: string, carrier: string, trackingNumber: string, trackingUrl?: string) =>
  setStatus(orderRef, { status: 'shipped', carrier, trackingNumber, trackingUrl });
const stored = async (orderRef: string) =>
  (await shop.call<Answer<AdminOrder[]>>('GET', `/api/orders?q=${orderRef}`, { token: shop.adminToken })).body.data[0]!;
const exportCsv = (query: string) =>
  fetch(`${shop.url}/api/admin/orders/export?${query}`, { headers: { Authorization: `Bearer ${shop.adminToken}` } });

describe('marking an order shipped', () => {
  it('is refused without a courier or a tracking number, saying which is missing, and nothing changes', async () => {
    const order = await place();
    expect(await setStatus(order.orderRef, { status: 'shipped' })).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: `Enter the courier and the tracking number to mark ${order.orderRef} as shipped, so the customer can follow the parcel.`,
      },
    });
    expect((await ship(order.orderRef, 'TCS', '   ')).body.message).toBe(
      `Enter the tracking number to mark ${order.orderRef} as shipped, so the customer can follow the parcel.`,
    );
    expect((await ship(order.orderRef, '', 'KHI-1')).body.message).toBe(
      `Enter the courier to mark ${order.orderRef} as shipped, so the customer can follow the parcel.`,
    );
    expect(await stored(order.orderRef)).toMatchObject({
      status: 'pending',
      tracking: { carrier: null, trackingNumber: null, shippedAt: null },
    });
  });

  it('takes the courier and number, and keeps them when the order is marked shipped again', async () => {
    const order = await place();
    expect((await ship(order.orderRef, 'leopards', 'LP-55')).status).toBe(200);
    await setStatus(order.orderRef, { status: 'processing' });
    const again = await setStatus(order.orderRef, { status: 'shipped' });
    expect(again.status).toBe(200);
    expect(again.body.data.tracking).toMatchObject({ carrier: 'Leopards', trackingNumber: 'LP-55' });
  });
});

describe('a courier the shop does not know ("Other")', () => {
  it('keeps its name and tracking address, and the shopper gets that one link', async () => {
    const order = await place();
    const url = 'https://callcourier.com.pk/tracking/?tc=CC123';
    expect((await ship(order.orderRef, 'Call Courier', 'CC123', url)).status).toBe(200);
    const tracked = await shop.call<Answer<Order>>(
      'GET',
      `/api/orders/track?orderRef=${order.orderRef}&email=${customer.email}`,
    );
    expect(tracked.body.data.tracking).toMatchObject({
      carrier: 'Call Courier',
      trackingNumber: 'CC123',
      trackingUrl: url,
    });
    expect(trackingLink(tracked.body.data.tracking)).toEqual({ name: 'Call Courier', url });
  });

  it('gives no link at all without an address (never a guess among the known couriers)', async () => {
    const order = await place();
    const shipped = await ship(order.orderRef, 'Call Courier', 'CC124');
    expect(shipped.body.data.tracking.trackingUrl).toBeNull();
    expect(trackingLink(shipped.body.data.tracking)).toBeNull();
  });

  it('refuses an address that is not https, and drops the address when the courier becomes a known one', async () => {
    const order = await place();
    expect(await ship(order.orderRef, 'Call Courier', 'CC125', 'javascript:alert(1)')).toMatchObject({
      status: 400,
      body: { message: 'Tracking address must be a web address starting with https://' },
    });
    await ship(order.orderRef, 'Call Courier', 'CC125', 'https://callcourier.com.pk/t/CC125');
    const known = await ship(order.orderRef, 'TCS', '7799');
    expect(known.body.data.tracking.trackingUrl).toBeNull();
    expect(trackingLink(known.body.data.tracking)).toEqual({
      name: 'TCS',
      url: 'https://www.tcsexpress.com/track/7799',
    });
  });
});

describe('the courier CSV and bank transfers not checked yet', () => {
  it('is refused while it holds an unpaid bank transfer, naming it, and written once the transfer is checked', async () => {
    const cod = await place('cod');
    const bank = await place('bank');
    const refused = await shop.call('GET', `/api/admin/orders/export?refs=${cod.orderRef},${bank.orderRef}`, {
      token: shop.adminToken,
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: `Not downloaded: ${bank.orderRef} is a bank transfer not checked yet, and a courier would book it as prepaid with nothing to collect. Record the transfer as checked, or choose Payment method: Cash on delivery or Payment: Paid, then download again.`,
      },
    });
    await shop.call('PATCH', `/api/admin/orders/${bank.orderRef}/payment`, {
      body: { payment: 'paid' },
      token: shop.adminToken,
    });
    const response = await exportCsv(`refs=${cod.orderRef},${bank.orderRef}`);
    expect(response.status).toBe(200);
    const rows = parse(await response.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row['Order Ref'], row['COD Amount']])).toEqual(
      expect.arrayContaining([
        [cod.orderRef, String(cod.total)],
        [bank.orderRef, '0'],
      ]),
    );
  });

  it("names an exchange parcel's pieces going out and coming back", async () => {
    const order = await place('cod');
    await ship(order.orderRef, 'TCS', 'TCS-1');
    await setStatus(order.orderRef, { status: 'delivered' });
    const exchanged = await shop.call<Answer<{ exchange: AdminOrder }>>(
      'POST',
      `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/exchange`,
      {
        body: { quantity: 1, size: 'L', color: 'White' },
        token: shop.adminToken,
      },
    );
    expect(exchanged.status).toBe(200);
    const exchangeRef = exchanged.body.data.exchange.orderRef;
    const rows = parse(await (await exportCsv(`refs=${exchangeRef}`)).text(), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rows).toEqual([
      expect.objectContaining({
        'Order Ref': exchangeRef,
        Pieces: '1',
        'COD Amount': '0',
        'Product Details': `EXCHANGE for ${order.orderRef}: deliver 1 x Shirt ${shirtId} (L, White); collect back 1 x Shirt ${shirtId} (M, White)`,
      }),
    ]);
  });
});
