import { describe, expect, it } from 'vitest';
import type { Analytics } from '../../common/analytics';
import type { ResponseOf } from '../../common/contract';
import type { Order } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { BILAL } from '../testing/identities';
import type { Answer } from '../testing/orders';

/**
 * Decision 0143: the owner's figures count a city as booking reads it (decision 0137): 'Khi' and
 * 'KHI' are Karachi's orders in Sales Analytics' Top Cities and in Reconciliation's cities, and each
 * order keeps the city as it was typed.
 */
const shop = testShopForFile();

const place = async (shirtId: string, city: string) => {
  const { status, body } = await shop.call<Answer<Order>>('POST', '/api/orders', {
    body: {
      customer: { ...BILAL, city },
      items: [{ id: shirtId, size: 'M', color: 'White', quantity: 1 }],
      paymentMethod: 'cod',
    },
  });
  expect(status).toBe(201);
  return body.data;
};
const deliver = async (orderRef: string) => {
  for (const status of ['shipped', 'delivered']) {
    const answer = await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
      body: { status, carrier: 'TCS', trackingNumber: `T-${orderRef}` },
      token: shop.adminToken,
    });
    expect(answer.status).toBe(200);
  }
};

describe("a city's short form in the owner's figures", () => {
  it('is counted as its city, named in full, while the order keeps what was typed', async () => {
    const shirtId = saveShirt(shop, { sizes: ['M'], colors: ['White'], stock: 50 }).id;
    const orders = [
      await place(shirtId, 'Karachi'),
      await place(shirtId, 'Khi'),
      await place(shirtId, 'KHI '),
      await place(shirtId, 'Lahore'),
      await place(shirtId, 'Pindi'),
    ];
    for (const order of orders) await deliver(order.orderRef);
    const total = (from: Order[]) => from.reduce((sum, order) => sum + order.total, 0);

    const analytics = await shop.call<{ data: Analytics }>('GET', '/api/admin/analytics', { token: shop.adminToken });
    expect(analytics.body.data.topCities).toEqual([
      { city: 'Karachi', revenue: total(orders.slice(0, 3)), orders: 3 },
      { city: 'Lahore', revenue: total(orders.slice(3, 4)), orders: 1 },
      { city: 'Rawalpindi', revenue: total(orders.slice(4)), orders: 1 },
    ]);

    const report = await shop.call<{ data: ResponseOf<'GET /api/admin/courier-cash/delivery-report'>['data'] }>(
      'GET',
      '/api/admin/courier-cash/delivery-report',
      { token: shop.adminToken },
    );
    expect(report.body.data.cities.map(({ name, shipped, delivered }) => [name, shipped, delivered])).toEqual([
      ['Karachi', 3, 3],
      ['Lahore', 1, 1],
      ['Rawalpindi', 1, 1],
    ]);

    const listed = await shop.call<Answer<{ customer: { city: string } }[]>>(
      'GET',
      `/api/orders?q=${orders[1]!.orderRef}`,
      {
        token: shop.adminToken,
      },
    );
    expect(listed.body.data[0]!.customer.city).toBe('Khi');
  });
});
