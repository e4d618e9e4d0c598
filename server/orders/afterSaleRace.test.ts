import { describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import type { AdminOrder, Order } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';

/** Returns and exchanges of one line hold under concurrent requests: the owner double-clicking, two devices (issue 22). */
const shop = testShopForFile();

type Answer<T> = { success: boolean; data: T; message?: string };
const customer = {
  name: 'Kamran Akhtar',
  email: 'kamran@example.pk',
  phone: '0301 2223334',
  address: 'House 1, Street 2, DHA',
  city: 'Karachi',
};
const cells = async (id: string) =>
  Object.fromEntries(
    (await shop.call<Answer<Product>>('GET', `/api/products/${id}`)).body.data.variants.map((cell) => [
      `${cell.size}/${cell.color}`,
      cell.stock,
    ]),
  );

describe('pieces of one line coming back, asked for at once', () => {
  it('exchanges only as many as the new size has and refunds only the pieces left, each piece back in stock once', async () => {
    const shirt = saveShirt(shop, {
      sizes: ['M', 'L'],
      colors: ['Navy'],
      stock: 6,
      variants: [
        { size: 'M', color: 'Navy', stock: 5, sku: '' },
        { size: 'L', color: 'Navy', stock: 1, sku: '' },
      ],
    });
    const placed = await shop.call<Answer<Order>>('POST', '/api/orders', {
      body: { customer, items: [{ id: shirt.id, size: 'M', color: 'Navy', quantity: 3 }], paymentMethod: 'cod' },
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    for (const status of ['shipped', 'delivered'])
      await shop.call('PATCH', `/api/orders/${order.orderRef}/status`, {
        body: { status, carrier: 'TCS', trackingNumber: 'KHI-9' },
        token: shop.adminToken,
      });
    const line = `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}`;

    const exchanges = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop.call('POST', `${line}/exchange`, {
          body: { quantity: 1, size: 'L', color: 'Navy' },
          token: shop.adminToken,
        }),
      ),
    );
    expect(exchanges.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(exchanges.filter((answer) => answer.status === 409)).toHaveLength(9);
    expect(await cells(shirt.id)).toEqual({ 'M/Navy': 3, 'L/Navy': 0 });

    const refunds = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop.call('POST', `${line}/return`, {
          body: { quantity: 1, refund: { amount: 2000, method: 'cash' } },
          token: shop.adminToken,
        }),
      ),
    );
    expect(refunds.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(await cells(shirt.id)).toEqual({ 'M/Navy': 5, 'L/Navy': 0 });

    const listed = await shop.call<Answer<AdminOrder[]>>('GET', `/api/orders?q=${order.orderRef}`, {
      token: shop.adminToken,
    });
    expect(listed.body.data[0]!.lineChanges.map((change) => [change.kind, change.quantity])).toEqual([
      ['exchange', 1],
      ['refund', 1],
      ['refund', 1],
    ]);
  });
});
