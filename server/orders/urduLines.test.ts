import { describe, expect, it } from 'vitest';
import type { Order } from '../../common/orders';
import { testShopForFile } from '../testing/fileShop';

/*
 * Issue 35 item 6: an order's lines carry the shirt's Urdu title when the owner wrote one, so the
 * shopper's order and tracking pages in Urdu name it as the shop's pages did. The line keeps the
 * English it was sold under as its title.
 */
const shop = testShopForFile();

type Answer<T> = { success: boolean; data: T };
const shirt = (id: string, titleUrdu?: string) =>
  shop.call('POST', '/api/products', {
    token: shop.adminToken,
    body: {
      id,
      title: `Shirt ${id}`,
      description: 'Cotton',
      price: 2000,
      sizes: ['M'],
      colors: ['White'],
      stock: 5,
      titleUrdu,
    },
  });

describe('an order’s lines in Urdu', () => {
  it('carry the Urdu title at placing and when tracked; a shirt without one has none', async () => {
    expect((await shirt('URDU-LINE', 'سفید شرٹ')).status).toBe(201);
    expect((await shirt('PLAIN-LINE')).status).toBe(201);
    const placed = await shop.call<Answer<Order>>('POST', '/api/orders', {
      body: {
        customer: {
          name: 'بلال احمد',
          email: 'bilal@example.pk',
          phone: '0300 1234567',
          address: 'مکان 12',
          city: 'کراچی',
        },
        items: [
          { id: 'URDU-LINE', size: 'M', color: 'White', quantity: 1 },
          { id: 'PLAIN-LINE', size: 'M', color: 'White', quantity: 1 },
        ],
        paymentMethod: 'cod',
        language: 'ur',
      },
    });
    expect(placed.status).toBe(201);
    const lines = (order: Order) => order.items.map(({ title, titleUrdu }) => ({ title, titleUrdu }));
    const expected = [
      { title: 'Shirt URDU-LINE', titleUrdu: 'سفید شرٹ' },
      { title: 'Shirt PLAIN-LINE', titleUrdu: undefined },
    ];
    expect(lines(placed.body.data)).toEqual(expected);
    const tracked = await shop.call<Answer<Order>>(
      'GET',
      `/api/orders/track?orderRef=${placed.body.data.orderRef}&email=bilal@example.pk`,
    );
    expect(lines(tracked.body.data)).toEqual(expected);
  });
});
