import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Buyer, BuyerDetails } from '../../common/customers';
import type { AdminOrder } from '../../common/orders';
import { saveShirt } from '../testing/fileShop';
import { adminToken } from '../testing/identities';
import { startTestShop, UNLIMITED_ORDERS_ENV, type TestShop } from '../testing/testShop';
import { recordParcelBack } from '../testing/orders';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop({ env: UNLIMITED_ORDERS_ENV });
  admin = adminToken(shop);
  saveShirt(shop, { id: 'PEOPLE', price: 1500, stock: 100 });
});
afterAll(() => shop.close());

const order = async (name: string, email: string, phone: string) => {
  const placed = await shop.call<{ data: { orderRef: string; total: number } }>('POST', '/api/orders', {
    body: {
      customer: { name, email, phone, address: 'House 7, Street 3', city: 'Multan' },
      items: [{ id: 'PEOPLE', size: 'M', color: 'White', quantity: 1 }],
    },
  });
  expect(placed.status).toBe(201);
  return placed.body.data;
};
const setStatus = (orderRef: string, status: string) =>
  shop.call('PATCH', `/api/orders/${orderRef}/status`, {
    body: { status, ...(status === 'shipped' && { carrier: 'TCS', trackingNumber: `TCS-${orderRef}` }) },
    token: admin,
  });
const buyers = async (search = '') =>
  (
    await shop.call<{ data: Buyer[]; total: number }>('GET', `/api/admin/buyers?search=${encodeURIComponent(search)}`, {
      token: admin,
    })
  ).body;

describe('customers are people, not accounts (docs/product.md, Customers)', () => {
  it('groups guest orders by phone however it was typed, with orders, spend, refused parcels and every e-mail', async () => {
    const first = await order('Rabia Noor', 'rabia@example.pk', '0345-1112223');
    const second = await order('Rabia N.', 'rabia.noor@example.pk', '+92 345 1112223');
    const refused = await order('Rabia Noor', 'rabia@example.pk', '923451112223');
    await order('Kamran Ali', 'kamran@example.pk', '0312 9998887');
    await setStatus(first.orderRef, 'shipped');
    await setStatus(first.orderRef, 'delivered');
    await setStatus(refused.orderRef, 'shipped');
    await recordParcelBack(shop, admin, refused.orderRef, 'refused');

    const rabia = (await buyers('rabia')).data;
    expect(rabia).toHaveLength(1);
    expect(rabia[0]).toMatchObject({
      phone: '03451112223',
      name: 'Rabia Noor',
      orderCount: 3,
      spent: first.total,
      refused: 1,
      note: '',
      confirmByCall: false,
    });
    expect(new Set(rabia[0]!.emails)).toEqual(new Set(['rabia@example.pk', 'rabia.noor@example.pk']));
    // Found by the number in any form, and by a name on only one of the orders: the whole person comes back.
    expect((await buyers('0345 111 2223')).data.map((buyer) => buyer.orderCount)).toEqual([3]);
    expect((await buyers('Rabia N.')).data.map((buyer) => buyer.orderCount)).toEqual([3]);
    const details = await shop.call<{ data: BuyerDetails }>('GET', '/api/admin/buyers/0345-1112223', { token: admin });
    expect(details.body.data.orders.map((placed) => placed.orderRef)).toEqual([
      refused.orderRef,
      second.orderRef,
      first.orderRef,
    ]);
    const everyone = await buyers();
    expect(everyone.data.map((buyer) => buyer.phone)).toEqual(['03129998887', '03451112223']);
  });

  it("keeps the owner's note and 'confirm by call first', which flags the next order from that number", async () => {
    const saved = await shop.call<{ data: BuyerDetails }>('PUT', '/api/admin/buyers/03129998887', {
      body: { note: 'Prefers evening delivery', confirmByCall: true },
      token: admin,
    });
    expect(saved.body.data).toMatchObject({ note: 'Prefers evening delivery', confirmByCall: true, orderCount: 1 });
    const next = await order('Kamran Ali', 'kamran@example.pk', '+92 312 9998887');
    const listed = await shop.call<{ data: AdminOrder[] }>('GET', '/api/orders?limit=200', { token: admin });
    const flags = Object.fromEntries(listed.body.data.map((placed) => [placed.orderRef, placed.confirmByCall]));
    expect(flags[next.orderRef]).toBe(true);
    expect(
      listed.body.data
        .filter((placed) => placed.customer.name.startsWith('Rabia'))
        .every((placed) => !placed.confirmByCall),
    ).toBe(true);
  });

  it('refuses a note too long, an unknown number and text that is no number', async () => {
    expect(
      (
        await shop.call('PUT', '/api/admin/buyers/03129998887', {
          body: { note: 'x'.repeat(2001), confirmByCall: false },
          token: admin,
        })
      ).body,
    ).toMatchObject({ code: 'VALIDATION', message: 'A note must be at most 2000 characters' });
    expect((await shop.call('GET', '/api/admin/buyers/03001231231', { token: admin })).body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No orders from this number yet.',
    });
    expect((await shop.call('GET', '/api/admin/buyers/hello', { token: admin })).status).toBe(400);
  });
});
