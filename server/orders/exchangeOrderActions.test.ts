import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterSaleAsk } from '../../common/orderFacts';
import type { AdminOrder, Order } from '../../common/orders';
import { DEFAULT_SHOP_POLICY } from '../../common/policy';
import { writeShopPolicy } from '../shop/policy';
import { orders } from './schema';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { advanceOrder, placeCodOrder, type Answer } from '../testing/orders';

/**
 * Decision 0141: an exchange order offers only what can be done to it. Its pieces are exchanged again and
 * never returned on it (decision 0136); a free one has nothing to pay, so it is not marked unpaid; it is not
 * changed, deleted, cancelled by the shopper or opened again once cancelled. Each refusal says why. The
 * shopper's page asks for an exchange only, within the window of the order the shopper paid on.
 */
const shop = testShopForFile({ rateLimitMax: 5000 });

const SHIRT = 'EXCHANGE-ACTIONS-SHIRT';
beforeAll(() => {
  saveShirt(shop, { id: SHIRT, sizes: ['M', 'L', 'XL'], colors: ['White'], stock: 500, price: 2200 });
});

const as = <T>(method: string, path: string, body?: unknown) =>
  shop.call<Answer<T>>(method, path, { token: shop.adminToken, ...(body === undefined ? {} : { body }) });
const adminOrder = async (orderRef: string) =>
  (await as<AdminOrder[]>('GET', `/api/orders?q=${orderRef}`)).body.data.find((order) => order.orderRef === orderRef)!;
const shopperOrder = async (order: Pick<Order, 'orderRef' | 'customer'>) => {
  const query = new URLSearchParams({ orderRef: order.orderRef, email: order.customer.email });
  return (await shop.call<Answer<Order>>('GET', `/api/orders/track?${query.toString()}`)).body.data;
};
/** Sets when the order was delivered, as a courier's own delivery time would. */
const deliveredOn = (orderRef: string, day: string) =>
  shop.deps.db
    .update(orders)
    .set({ deliveredAt: new Date(day) })
    .where(eq(orders.orderRef, orderRef))
    .run();

/** A delivered order of one M shirt, exchanged for `size`: the original and its exchange order, as the owner sees them. */
async function exchanged(size = 'L', chargeDelivery = false): Promise<{ original: Order; exchange: AdminOrder }> {
  const placed = await placeCodOrder(shop, [{ id: SHIRT, size: 'M', color: 'White', quantity: 1 }]);
  expect(placed.status).toBe(201);
  const original = placed.body.data;
  await advanceOrder(shop, shop.adminToken, original.orderRef, ['confirmed', 'shipped', 'delivered']);
  const made = await exchangeOf(original, size, chargeDelivery);
  expect(made.status, made.body.message).toBe(200);
  return { original, exchange: made.body.data.exchange };
}
const exchangeOf = (order: Pick<Order, 'orderRef' | 'items'>, size: string, chargeDelivery = false) =>
  as<{ exchange: AdminOrder }>('POST', `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/exchange`, {
    quantity: 1,
    size,
    color: 'White',
    chargeDelivery,
  });
const payment = (orderRef: string, to: 'paid' | 'unpaid') =>
  as<AdminOrder>('PATCH', `/api/admin/orders/${orderRef}/payment`, { payment: to });

describe('a free exchange order has nothing to pay', () => {
  it('is not marked unpaid, before or after it is cancelled: the refusal names the order the customer paid on', async () => {
    const { original, exchange } = await exchanged();
    expect(exchange).toMatchObject({ total: 0, payment: { status: 'paid' } });

    const refused = await payment(exchange.orderRef, 'unpaid');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `${exchange.orderRef} is a free exchange for order ${original.orderRef}: there is nothing to pay on it, so it cannot be marked unpaid. What the customer paid is on ${original.orderRef}.`,
    );
    expect((await adminOrder(exchange.orderRef)).payment.status).toBe('paid');

    await advanceOrder(shop, shop.adminToken, exchange.orderRef, ['cancelled']);
    expect((await payment(exchange.orderRef, 'unpaid')).status).toBe(409);
    expect((await adminOrder(exchange.orderRef)).payment.status).toBe('paid');
  });

  it('an exchange that charges its delivery fee is paid and unpaid as any order', async () => {
    writeShopPolicy(shop.deps.db, { ...DEFAULT_SHOP_POLICY, exchangeDeliveryFee: 250 });
    try {
      const { exchange } = await exchanged('L', true);
      expect(exchange).toMatchObject({ total: 250, payment: { status: 'unpaid' } });
      expect((await payment(exchange.orderRef, 'paid')).status).toBe(200);
      expect((await payment(exchange.orderRef, 'unpaid')).status).toBe(200);
      // Its pieces were paid for on the original all the same: no Return on it either.
      await advanceOrder(shop, shop.adminToken, exchange.orderRef, ['shipped', 'delivered']);
      const returned = await as(
        'POST',
        `/api/admin/orders/${exchange.orderRef}/lines/${exchange.items[0]!.lineId}/return`,
        {
          quantity: 1,
          refund: { amount: 0 },
        },
      );
      expect(returned.status).toBe(409);
    } finally {
      writeShopPolicy(shop.deps.db, DEFAULT_SHOP_POLICY);
    }
  });
});

describe('what else an exchange order refuses, in words that say what to do', () => {
  it('is not changed, deleted, or cancelled by the shopper; once cancelled it is not opened again', async () => {
    const { original, exchange } = await exchanged();

    const edited = await as('PUT', `/api/admin/orders/${exchange.orderRef}`, {
      phone: exchange.customer.phone,
      address: exchange.customer.address,
      city: exchange.customer.city,
      items: [{ id: SHIRT, size: 'XL', color: 'White', quantity: 1 }],
    });
    expect(edited.status).toBe(409);
    expect(edited.body.message).toContain('cancelling it and recording the exchange again');

    const deleted = await as('DELETE', `/api/orders/${exchange.orderRef}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toContain(`it carries an exchange for ${original.orderRef}`);

    const query = new URLSearchParams({ email: original.customer.email });
    const byShopper = await shop.call<Answer<Order>>(
      'POST',
      `/api/orders/${exchange.orderRef}/cancel?${query.toString()}`,
    );
    expect(byShopper.status).toBe(409);
    expect(byShopper.body.message).toBe('This is an exchange: please contact us to change it.');

    await advanceOrder(shop, shop.adminToken, exchange.orderRef, ['cancelled']);
    const reopened = await as('PATCH', `/api/orders/${exchange.orderRef}/status`, { status: 'confirmed' });
    expect(reopened.status).toBe(409);
    expect(reopened.body.message).toContain(`record the exchange again on order ${original.orderRef}`);
  });
});

describe("the shopper's page asks for an exchange only, in the window of the order paid on", () => {
  it('counts an exchange order’s window, and an exchange of an exchange’s, from the first order’s delivery', async () => {
    const { original, exchange } = await exchanged();
    expect((await shopperOrder(exchange)).returnWindowFrom).toBeNull();
    deliveredOn(original.orderRef, '2026-11-01T10:00:00.000Z');
    await advanceOrder(shop, shop.adminToken, exchange.orderRef, ['shipped', 'delivered']);

    const seen = await shopperOrder(exchange);
    expect(seen.returnWindowFrom).toBe('2026-11-01T10:00:00.000Z');
    expect((await shopperOrder(original)).returnWindowFrom).toBe('2026-11-01T10:00:00.000Z');
    // 30 days from the first delivery, not from the exchange's.
    expect(afterSaleAsk(seen, 30, Date.parse('2026-11-20T00:00:00.000Z'))).toEqual({
      asks: 'exchange',
      until: new Date('2026-12-01T10:00:00.000Z'),
    });
    expect(afterSaleAsk(seen, 30, Date.parse('2026-12-02T00:00:00.000Z'))).toBeNull();
    expect(afterSaleAsk(await shopperOrder(original), 30, Date.parse('2026-11-20T00:00:00.000Z'))?.asks).toBe(
      'return or exchange',
    );

    const again = await exchangeOf(exchange, 'XL');
    expect(again.status).toBe(200);
    const second = again.body.data.exchange;
    await advanceOrder(shop, shop.adminToken, second.orderRef, ['shipped', 'delivered']);
    expect((await shopperOrder(second)).returnWindowFrom).toBe('2026-11-01T10:00:00.000Z');
  });

  it('an exchange whose first order was never marked delivered counts from its own delivery', async () => {
    const placed = await placeCodOrder(shop, [{ id: SHIRT, size: 'M', color: 'White', quantity: 1 }]);
    const original = placed.body.data;
    await advanceOrder(shop, shop.adminToken, original.orderRef, ['confirmed', 'shipped']);
    const made = await exchangeOf(original, 'L');
    expect(made.status).toBe(200);
    const exchange = made.body.data.exchange;
    await advanceOrder(shop, shop.adminToken, exchange.orderRef, ['shipped', 'delivered']);
    const seen = await shopperOrder(exchange);
    expect(seen.returnWindowFrom).toBe(seen.tracking.deliveredAt);
    expect(seen.returnWindowFrom).not.toBeNull();
  });
});
