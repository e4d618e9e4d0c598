import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSaleAsk } from '../../common/orderFacts';
import type { AdminOrder, Order } from '../../common/orders';
import { DEFAULT_SHOP_POLICY } from '../../common/policy';
import { writeShopPolicy } from '../shop/policy';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { advanceOrder, placeCodOrder, recordParcelBack, type Answer } from '../testing/orders';

/**
 * Decision 0147: an order a 100 % code made free owes nothing, so it is never marked unpaid (as a free
 * exchange order, decision 0141); and a delivered order whose whole parcel came back has nothing with the
 * shopper, so the shopper's page offers no return or exchange and the server records none.
 */
const shop = testShopForFile({ rateLimitMax: 5000 });

const SHIRT = 'NOTHING-OWED-SHIRT';
beforeAll(async () => {
  saveShirt(shop, { id: SHIRT, sizes: ['M', 'L'], colors: ['White'], stock: 100, price: 2200 });
  writeShopPolicy(shop.deps.db, { ...DEFAULT_SHOP_POLICY, shippingFee: 0 });
  const code = await as('POST', '/api/admin/discounts', { code: 'ONTHEHOUSE', kind: 'percent', value: 100 });
  expect(code.status).toBe(201);
});
afterAll(() => writeShopPolicy(shop.deps.db, DEFAULT_SHOP_POLICY));

const as = <T>(method: string, path: string, body?: unknown) =>
  shop.call<Answer<T>>(method, path, { token: shop.adminToken, ...(body === undefined ? {} : { body }) });
const payment = (orderRef: string, to: 'paid' | 'unpaid') =>
  as<AdminOrder>('PATCH', `/api/admin/orders/${orderRef}/payment`, { payment: to });
const shopperOrder = async (order: Pick<Order, 'orderRef' | 'customer'>) => {
  const query = new URLSearchParams({ orderRef: order.orderRef, email: order.customer.email });
  return (await shop.call<Answer<Order>>('GET', `/api/orders/track?${query.toString()}`)).body.data;
};

describe('an order a 100 % code made free', () => {
  it('is not marked unpaid: there is nothing to pay on it', async () => {
    const placed = await placeCodOrder(shop, [{ id: SHIRT, size: 'M', color: 'White', quantity: 1 }], {
      discountCode: 'ONTHEHOUSE',
    });
    expect(placed.status, placed.body.message).toBe(201);
    const order = placed.body.data;
    expect(order.total).toBe(0);

    expect((await payment(order.orderRef, 'paid')).status).toBe(200);
    const refused = await payment(order.orderRef, 'unpaid');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `${order.orderRef} comes to PKR 0: there is nothing to pay on it, so it cannot be marked unpaid.`,
    );
  });

  it('an order that costs something is still marked unpaid', async () => {
    const placed = await placeCodOrder(shop, [{ id: SHIRT, size: 'M', color: 'White', quantity: 1 }]);
    const order = placed.body.data;
    expect((await payment(order.orderRef, 'paid')).status).toBe(200);
    expect((await payment(order.orderRef, 'unpaid')).status).toBe(200);
  });
});

describe('a delivered order whose whole parcel came back', () => {
  it('offers the shopper no return or exchange, and the server records none', async () => {
    const placed = await placeCodOrder(shop, [{ id: SHIRT, size: 'M', color: 'White', quantity: 1 }]);
    const order = placed.body.data;
    await advanceOrder(shop, shop.adminToken, order.orderRef, ['confirmed', 'shipped', 'delivered']);
    const now = Date.now();
    expect(afterSaleAsk(await shopperOrder(order), 30, now)?.asks).toBe('return or exchange');

    await recordParcelBack(shop, shop.adminToken, order.orderRef, 'returned');
    const seen = await shopperOrder(order);
    expect(seen).toMatchObject({ status: 'delivered', parcelReturn: { kind: 'returned' } });
    expect(afterSaleAsk(seen, 30, now)).toBeNull();

    const line = `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}`;
    const returned = await as('POST', `${line}/return`, { quantity: 1, refund: { amount: 0 } });
    expect(returned.status).toBe(409);
    expect(returned.body.message).toContain('whole parcel came back already');
    const exchanged = await as('POST', `${line}/exchange`, { quantity: 1, size: 'L', color: 'White' });
    expect(exchanged.status).toBe(409);
    expect(exchanged.body.message).toContain('whole parcel came back already');
  });
});
