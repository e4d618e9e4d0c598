import { describe, expect, it } from 'vitest';
import type { Order } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { BILAL } from '../testing/identities';
import { placeCodOrder } from '../testing/orders';

/*
 * Issue 35 item 6: an order's lines carry the shirt's Urdu title when the owner wrote one, so the
 * shopper's order and tracking pages in Urdu name it as the shop's pages did. The line keeps the
 * English it was sold under as its title.
 */
const shop = testShopForFile();

type Answer<T> = { success: boolean; data: T };
const shirt = (id: string, titleUrdu?: string) => saveShirt(shop, { id, stock: 5, titleUrdu });

describe('an order’s lines in Urdu', () => {
  it('carry the Urdu title at placing and when tracked; a shirt without one has none', async () => {
    shirt('URDU-LINE', 'سفید شرٹ');
    shirt('PLAIN-LINE');
    const placed = await placeCodOrder(
      shop,
      [
        { id: 'URDU-LINE', size: 'M', color: 'White', quantity: 1 },
        { id: 'PLAIN-LINE', size: 'M', color: 'White', quantity: 1 },
      ],
      { customer: { name: 'بلال احمد', address: 'مکان 12', city: 'کراچی' }, language: 'ur' },
    );
    expect(placed.status).toBe(201);
    const lines = (order: Order) => order.items.map(({ title, titleUrdu }) => ({ title, titleUrdu }));
    const expected = [
      { title: 'Shirt URDU-LINE', titleUrdu: 'سفید شرٹ' },
      { title: 'Shirt PLAIN-LINE', titleUrdu: undefined },
    ];
    expect(lines(placed.body.data)).toEqual(expected);
    const tracked = await shop.call<Answer<Order>>(
      'GET',
      `/api/orders/track?orderRef=${placed.body.data.orderRef}&email=${BILAL.email}`,
    );
    expect(lines(tracked.body.data)).toEqual(expected);
  });
});
