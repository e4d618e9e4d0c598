import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../common/activity';
import type { DashboardData } from '../../common/admin';
import { refundsToDecide } from '../../common/afterSaleState';
import type { AdminOrder, Order } from '../../common/orders';
import { orderSentence } from '../activity/orderSentences';
import { writeShopPolicy } from '../shop/policy';
import { addStaff, tokenOf } from '../staff/testStaff';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { advanceOrder, placeCodOrder, type Answer } from '../testing/orders';
import { BANK_READY_POLICY } from '../testing/policies';

/**
 * Decision 0136: a refund left to decide (decision 0133) is found outside its order's card: the orders
 * list's 'Refund owed' filter and the Dashboard count it beside the cancelled paid orders' refunds owed.
 * A return that gives nothing back needs no refund method; one that gives money back does. A free
 * exchange order's piece is not returned on the exchange order, whose shopper paid on the original.
 */
const shop = testShopForFile({ rateLimitMax: 5000 });

const SHIRT = 'REFUNDS-OPEN-SHIRT';
let desk = '';
beforeAll(() => {
  writeShopPolicy(shop.deps.db, BANK_READY_POLICY);
  saveShirt(shop, { id: SHIRT, sizes: ['M', 'L'], colors: ['White'], stock: 500, price: 2200 });
  // The owner leaves the order desk's refund limit at its default of 0.
  desk = tokenOf(shop, addStaff(shop, 'orderDesk', 'open-desk').id);
});

const as = <T>(method: string, path: string, body?: unknown, token = shop.adminToken) =>
  shop.call<Answer<T>>(method, path, { token, ...(body === undefined ? {} : { body }) });
const adminOrder = async (orderRef: string) =>
  (await as<AdminOrder[]>('GET', `/api/orders?q=${orderRef}`)).body.data.find((order) => order.orderRef === orderRef)!;
const lineReturn = (
  order: Pick<Order, 'orderRef' | 'items'>,
  quantity: number,
  refund: { amount: number; method?: string },
  token = shop.adminToken,
) =>
  as<AdminOrder>(
    'POST',
    `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/return`,
    { quantity, refund },
    token,
  );
const stats = async () => (await as<DashboardData>('GET', '/admin/dashboard-data')).body.data.stats;
const openList = async () =>
  (await as<AdminOrder[]>('GET', '/api/orders?refundOwed=yes&limit=200')).body.data.map((order) => order.orderRef);

/** An order of `quantity` M shirts at PKR 2,200, taken as far as `steps`. */
async function order(
  quantity: number,
  steps: ('confirmed' | 'shipped' | 'delivered' | 'cancelled')[],
  paymentMethod: 'cod' | 'bank' = 'cod',
): Promise<Order> {
  const placed = await placeCodOrder(shop, [{ id: SHIRT, size: 'M', color: 'White', quantity }], { paymentMethod });
  expect(placed.status).toBe(201);
  if (paymentMethod === 'bank')
    expect(
      (await as('PATCH', `/api/admin/orders/${placed.body.data.orderRef}/payment`, { payment: 'paid' })).status,
    ).toBe(200);
  await advanceOrder(shop, shop.adminToken, placed.body.data.orderRef, steps);
  return placed.body.data;
}

describe('refunds to decide on the Dashboard and in the Refund owed filter', () => {
  it('counts each order with a refund left to decide, up to what it can come to, until it is decided', async () => {
    const empty = await stats();
    expect(empty).toMatchObject({ refundsOwed: 0, refundsToDecide: 0, refundsToDecideAmount: 0 });

    // The desk returns a piece it may not refund: PKR 2,200 to decide.
    const shipped = await order(2, ['confirmed', 'shipped']);
    expect((await lineReturn(shipped, 1, { amount: 0 }, desk)).status).toBe(200);
    // With a limit of PKR 1,000 the desk refunds that much of three pieces' PKR 6,600: PKR 5,600 to decide.
    const paid = await order(3, ['confirmed', 'shipped', 'delivered'], 'bank');
    expect((await as('PUT', '/api/admin/staff-rules', { orderDeskRefundLimit: 1000 })).status).toBe(200);
    try {
      expect((await lineReturn(paid, 3, { amount: 1000, method: 'bank' }, desk)).status).toBe(200);
    } finally {
      expect((await as('PUT', '/api/admin/staff-rules', { orderDeskRefundLimit: 0 })).status).toBe(200);
    }
    // A paid order the shop cancelled owes its money back (decision 0126); an order with no refund open is in neither.
    const cancelled = await order(1, ['cancelled'], 'bank');
    const settled = await order(2, ['confirmed', 'shipped']);
    expect((await lineReturn(settled, 1, { amount: 2200 })).status).toBe(200);

    expect(await stats()).toMatchObject({
      refundsOwed: 1,
      refundsOwedAmount: cancelled.total,
      refundsToDecide: 2,
      refundsToDecideAmount: 2200 + 5600,
    });
    // The SQL reads what each order's card reads (common/orderRefunds.ts refundToDecideOn).
    const onCards = (await Promise.all([shipped, paid].map((one) => adminOrder(one.orderRef))))
      .flatMap((card) => refundsToDecide(card))
      .reduce((sum, open) => sum + open.amount, 0);
    expect(onCards).toBe(2200 + 5600);
    expect((await openList()).sort()).toEqual([shipped.orderRef, paid.orderRef, cancelled.orderRef].sort());

    // The owner decides the first: it leaves the filter and the Dashboard's count.
    const decided = await as<AdminOrder>(
      'POST',
      `/api/admin/orders/${shipped.orderRef}/lines/${shipped.items[0]!.lineId}/refund`,
      { amount: 2200 },
    );
    expect(decided.status).toBe(200);
    expect(await stats()).toMatchObject({ refundsToDecide: 1, refundsToDecideAmount: 5600 });
    expect(await openList()).not.toContain(shipped.orderRef);
    expect(await openList()).toContain(paid.orderRef);
  });
});

describe("a refund to decide in the order's History (decision 0136)", () => {
  it('says whose pieces were left to decide and up to how much, in a sentence', async () => {
    const shipped = await order(2, ['confirmed', 'shipped']);
    expect((await lineReturn(shipped, 2, { amount: 0 }, desk)).status).toBe(200);
    const [entry] = (
      await as<ActivityEntry[]>('GET', `/api/admin/activity?orderRef=${shipped.orderRef}&kind=order.refund`)
    ).body.data;
    expect(entry!.sentence).toBe(
      `Returned 2 × Shirt ${SHIRT} (M / White), nothing refunded. Left the refund of 2 × Shirt ${SHIRT} (M / White) to decide, up to PKR 4,400`,
    );
    expect(entry!.sentence).not.toMatch(/set to yes/);
    // An entry written before said only 'yes': it reads as a sentence too.
    expect(orderSentence({}, { refundToDecide: 'yes' })).toBe('Left the refund of the returned pieces to decide');
  });
});

describe('a return that gives nothing back asks no refund method (decision 0136)', () => {
  it('is accepted without a method on a delivered cash-on-delivery order and a paid one; money back still needs one', async () => {
    const delivered = await order(2, ['confirmed', 'shipped', 'delivered']);
    // The rider collected: money given back must say how, as before (decision 0092).
    const unsaid = await lineReturn(delivered, 1, { amount: 2200 });
    expect(unsaid.status).toBe(409);
    const nothing = await lineReturn(delivered, 1, { amount: 0 });
    expect(nothing.status).toBe(200);
    expect(nothing.body.data.lineChanges).toMatchObject([{ quantity: 1, refund: 0, refundMethod: null }]);
    expect(nothing.body.data.askedOnDelivery).toBe(delivered.total);

    const paid = await order(1, ['confirmed', 'shipped', 'delivered'], 'bank');
    expect((await lineReturn(paid, 1, { amount: 2200 })).status).toBe(400);
    const kept = await lineReturn(paid, 1, { amount: 0 });
    expect(kept.status).toBe(200);
    expect(kept.body.data.lineChanges).toMatchObject([{ quantity: 1, refund: 0, refundMethod: null }]);
  });
});

describe("an exchange order's piece (decision 0136)", () => {
  it('is not returned on the free exchange order: the refusal names the order it was paid on; an exchange again is allowed', async () => {
    const delivered = await order(1, ['confirmed', 'shipped', 'delivered']);
    const exchanged = await as<{ exchange: AdminOrder }>(
      'POST',
      `/api/admin/orders/${delivered.orderRef}/lines/${delivered.items[0]!.lineId}/exchange`,
      { quantity: 1, size: 'L', color: 'White' },
    );
    expect(exchanged.status).toBe(200);
    const exchange = exchanged.body.data.exchange;
    await advanceOrder(shop, shop.adminToken, exchange.orderRef, ['shipped', 'delivered']);
    const stockBefore = (await as<{ variants: { size: string; stock: number }[] }>('GET', `/api/products/${SHIRT}`))
      .body.data.variants;

    const refused = await lineReturn(exchange, 1, { amount: 0 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(delivered.orderRef);
    const stockAfter = (await as<{ variants: { size: string; stock: number }[] }>('GET', `/api/products/${SHIRT}`)).body
      .data.variants;
    expect(stockAfter).toEqual(stockBefore);

    const again = await as<{ exchange: AdminOrder }>(
      'POST',
      `/api/admin/orders/${exchange.orderRef}/lines/${exchange.items[0]!.lineId}/exchange`,
      { quantity: 1, size: 'M', color: 'White' },
    );
    expect(again.status).toBe(200);
    expect(again.body.data.exchange.exchangeOf).toBe(exchange.orderRef);
  });
});
