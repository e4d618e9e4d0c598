import { beforeAll, describe, expect, it } from 'vitest';
import { cashToCollect, type AdminOrder, type Order } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { BANK_READY_POLICY } from '../testing/policies';
import { afterSaleCalls, ok } from './afterSaleCalls';

/*
 * The shopper's order says one amount to pay on delivery, the one the owner's 'To collect' reads
 * (common/orderFacts.ts askedAtTheDoor, decision 0092): the total less what was taken off it, never
 * the total a piece came off, and after delivery still what the order asked.
 */
const shop = testShopForFile({ rateLimitMax: 5000 });
const api = afterSaleCalls(shop);
type Answer<T> = { success: boolean; data: T; message?: string };
beforeAll(async () => {
  ok(await shop.call('PUT', '/api/admin/settings/policy', { body: BANK_READY_POLICY, token: shop.adminToken }));
});

/** An order of 2 shirts at PKR 2,000; the shopper's e-mail proves it. */
async function placed(paymentMethod: 'cod' | 'bank') {
  const shirt = saveShirt(shop, { price: 2000, stock: 10 });
  const answer = await api.place({ items: [{ id: shirt.id, size: 'M', color: 'White', quantity: 2 }], paymentMethod });
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.data as Order;
}
/** The order as the shopper's order page and tracking page read it. */
async function shopperOrder(order: Order): Promise<Order> {
  const query = new URLSearchParams({ orderRef: order.orderRef, email: order.customer.email });
  return ok(await shop.call<Answer<Order>>('GET', `/api/orders/track?${query.toString()}`)).body.data;
}
const setStatus = async (orderRef: string, body: Record<string, unknown>) =>
  ok(await shop.call<Answer<AdminOrder>>('PATCH', `/api/orders/${orderRef}/status`, { body, token: shop.adminToken }))
    .body.data;

describe("the shopper's amount to pay on delivery", () => {
  it("is the owner's 'To collect' once a piece came off the bill before delivery, and stays what the order asked once paid", async () => {
    const order = await placed('cod');
    expect((await shopperOrder(order)).askedOnDelivery).toBe(order.total);
    await setStatus(order.orderRef, { status: 'shipped', carrier: 'PostEx', trackingNumber: 'PX-ASKED-1' });

    // The dialog asks no method before delivery: the refund comes off what the rider collects.
    const owner = ok(
      await shop.call<Answer<AdminOrder>>(
        'POST',
        `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/return`,
        {
          token: shop.adminToken,
          body: { quantity: 1, refund: { amount: 2000 } },
        },
      ),
    ).body.data;
    const shopper = await shopperOrder(order);
    expect(shopper.total).toBe(order.total);
    expect(cashToCollect(owner)).toBe(order.total - 2000);
    expect(shopper.askedOnDelivery).toBe(cashToCollect(owner));
    expect(owner.askedOnDelivery).toBe(cashToCollect(owner));

    // Delivered and paid: nothing is left to collect, and the order still asked the lower amount.
    await setStatus(order.orderRef, { status: 'delivered' });
    ok(
      await shop.call('PATCH', `/api/admin/orders/${order.orderRef}/payment`, {
        body: { payment: 'paid' },
        token: shop.adminToken,
      }),
    );
    const paid = await shopperOrder(order);
    expect(paid.payment.status).toBe('paid');
    expect(paid.askedOnDelivery).toBe(order.total - 2000);
  });

  it('is none for a bank transfer', async () => {
    expect((await shopperOrder(await placed('bank'))).askedOnDelivery).toBeNull();
  });
});
