import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../common/activity';
import type { AdminOrder, Order } from '../../common/orders';
import { writeShopPolicy } from '../shop/policy';
import { addStaff, tokenOf } from '../staff/testStaff';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { advanceOrder, placeCodOrder, type Answer } from '../testing/orders';
import { BANK_READY_POLICY } from '../testing/policies';

/**
 * Decision 0133: a return recorded by someone whose refund limit is below what the pieces cost leaves
 * the refund to decide; someone allowed records it later on the returned line, once, within their limit,
 * and what is to collect (or was paid out) follows by the rules of decisions 0090 and 0092.
 */
const shop = testShopForFile({ rateLimitMax: 5000 });

const SHIRT = 'LATER-REFUND-SHIRT';
let desk = '';
beforeAll(async () => {
  writeShopPolicy(shop.deps.db, BANK_READY_POLICY);
  saveShirt(shop, { id: SHIRT, sizes: ['M', 'L'], colors: ['White'], stock: 500, price: 2200 });
  // The owner leaves the order desk's refund limit at its default of 0.
  desk = tokenOf(shop, addStaff(shop, 'orderDesk', 'later-desk').id);
});

const as = <T>(method: string, path: string, body?: unknown, token = shop.adminToken) =>
  shop.call<Answer<T>>(method, path, { token, ...(body === undefined ? {} : { body }) });
const adminOrder = async (orderRef: string) =>
  (await as<AdminOrder[]>('GET', `/api/orders?q=${orderRef}`)).body.data.find((order) => order.orderRef === orderRef)!;
const lineReturn = (order: Order, refund: { amount: number; method?: string }, token = shop.adminToken) =>
  as<AdminOrder>(
    'POST',
    `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/return`,
    { quantity: 1, refund },
    token,
  );
const laterRefund = (order: Order, body: { amount: number; method?: string }, token = shop.adminToken) =>
  as<AdminOrder>('POST', `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/refund`, body, token);

/** Ayesha's order: one M and one L at PKR 2,200, shipped, cash on delivery (PKR 4,700 with delivery). */
async function shippedCod(paymentMethod: 'cod' | 'bank' = 'cod'): Promise<Order> {
  const placed = await placeCodOrder(
    shop,
    [
      { id: SHIRT, size: 'M', color: 'White', quantity: 1 },
      { id: SHIRT, size: 'L', color: 'White', quantity: 1 },
    ],
    { paymentMethod },
  );
  expect(placed.status).toBe(201);
  await advanceOrder(shop, shop.adminToken, placed.body.data.orderRef, ['confirmed', 'shipped']);
  return placed.body.data;
}

describe('a return whose refund is left to decide (decision 0133)', () => {
  it('the desk returns a piece it may not refund; the owner records the refund later and to collect follows', async () => {
    const order = await shippedCod();
    expect(order.total).toBe(4400 + order.shippingCost);
    const returned = await lineReturn(order, { amount: 0 }, desk);
    expect(returned.status).toBe(200);
    expect(returned.body.message).toMatch(/owner or a manager records its refund/);
    const [change] = returned.body.data.lineChanges;
    expect(change).toMatchObject({ kind: 'refund', quantity: 1, refund: 0, refundToDecide: true });
    // Nothing is taken off until the refund is recorded.
    expect(returned.body.data.askedOnDelivery).toBe(order.total);

    // The desk cannot record it (its limit is 0); the owner can, once.
    const byDesk = await laterRefund(order, { amount: 2200 }, desk);
    expect(byDesk.status).toBe(403);
    expect(byDesk.body).toMatchObject({ details: { reason: 'refundLimit', limit: 0 } });
    const tooMuch = await laterRefund(order, { amount: 2201 });
    expect(tooMuch.status).toBe(400);

    const recorded = await laterRefund(order, { amount: 2200 });
    expect(recorded.status).toBe(200);
    const after = await adminOrder(order.orderRef);
    expect(after.lineChanges).toMatchObject([
      { kind: 'refund', quantity: 1, refund: 0, refundToDecide: false },
      // Not delivered, not collected: it comes off what the rider collects.
      { kind: 'refund', quantity: 0, refund: 2200, refundMethod: 'deducted', refundToDecide: false },
    ]);
    expect(after.askedOnDelivery).toBe(order.total - 2200);

    const again = await laterRefund(order, { amount: 2200 });
    expect(again.status).toBe(409);
    expect((await adminOrder(order.orderRef)).askedOnDelivery).toBe(order.total - 2200);

    const log = (await as<ActivityEntry[]>('GET', `/api/admin/activity?orderRef=${order.orderRef}&kind=order.refund`))
      .body.data;
    expect(log.map((entry) => entry.staffName)).toEqual(['owner', 'The orderDesk']);
    // The owner's entry names the refund recorded afterwards, in the log's words (decision 0134).
    expect(log[0]!.sentence).toMatch(
      /^Took PKR 2,200 off what the courier collects for 1 × .+ \(M \/ White\) returned earlier$/,
    );
  });

  it('two clicks at once record the refund once', async () => {
    const order = await shippedCod();
    expect((await lineReturn(order, { amount: 0 }, desk)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 8 }, () => laterRefund(order, { amount: 2200 })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
    const after = await adminOrder(order.orderRef);
    expect(after.lineChanges.reduce((sum, change) => sum + change.refund, 0)).toBe(2200);
    expect(after.askedOnDelivery).toBe(order.total - 2200);
  });

  it('on a paid order the refund is paid out by cash or bank, and a desk within its limit leaves the rest', async () => {
    const order = await shippedCod('bank');
    expect((await as('PATCH', `/api/admin/orders/${order.orderRef}/payment`, { payment: 'paid' })).status).toBe(200);
    expect((await as('PUT', '/api/admin/staff-rules', { orderDeskRefundLimit: 1000 })).status).toBe(200);
    try {
      const returned = await lineReturn(order, { amount: 1000, method: 'bank' }, desk);
      expect(returned.body.data.lineChanges[0]).toMatchObject({ refund: 1000, refundToDecide: true });
      // What is left to decide is what the piece cost less what was refunded: PKR 1,200.
      expect((await laterRefund(order, { amount: 1201, method: 'bank' })).status).toBe(400);
      expect((await laterRefund(order, { amount: 1200 })).status).toBe(400);
      expect((await laterRefund(order, { amount: 1200, method: 'bank' })).status).toBe(200);
      const after = await adminOrder(order.orderRef);
      expect(after.lineChanges.map((change) => [change.refund, change.refundMethod, change.refundToDecide])).toEqual([
        [1000, 'bank', false],
        [1200, 'bank', false],
      ]);
    } finally {
      expect((await as('PUT', '/api/admin/staff-rules', { orderDeskRefundLimit: 0 })).status).toBe(200);
    }
  });

  it('0 decides that nothing is given back; a return the owner recorded is decided already', async () => {
    const order = await shippedCod();
    expect((await lineReturn(order, { amount: 0 }, desk)).status).toBe(200);
    // The desk cannot close with nothing a refund it could not have given in full.
    expect((await laterRefund(order, { amount: 0 }, desk)).status).toBe(403);
    expect((await laterRefund(order, { amount: 0 })).status).toBe(200);
    const after = await adminOrder(order.orderRef);
    expect(after.lineChanges).toMatchObject([{ quantity: 1, refund: 0, refundToDecide: false }]);
    expect(after.askedOnDelivery).toBe(order.total);
    expect((await laterRefund(order, { amount: 2200 })).status).toBe(409);

    const owners = await shippedCod();
    const returned = await lineReturn(owners, { amount: 0 });
    expect(returned.body.data.lineChanges[0]).toMatchObject({ refund: 0, refundToDecide: false });
    expect((await laterRefund(owners, { amount: 2200 })).status).toBe(409);
  });
});
