import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../common/orders';
import { activityLog } from '../activity/schema';
import { outbox } from '../mail/schema';
import { orders } from './schema';
import { writeShopPolicy } from '../shop/policy';
import { saveShirt, setCellStock, testShopForFile } from '../testing/fileShop';
import { advanceOrder, placeCodOrder, type Answer } from '../testing/orders';
import { BANK_READY_POLICY } from '../testing/policies';

/** Decision 0122: the shopper cancels their own order from its page, before packing and before any money. */
// Many cancels from one address; the limit itself is tested in server/http/rateLimit.test.ts.
const shop = testShopForFile({ rateLimitMax: 10_000 });

const SHIRT = 'CANCEL-SHIRT';
beforeAll(() => {
  writeShopPolicy(shop.deps.db, BANK_READY_POLICY);
  saveShirt(shop, { id: SHIRT, sizes: ['M'], colors: ['White'], stock: 10 });
});

let shoppers = 0;
async function place(paymentMethod: 'cod' | 'bank' = 'cod'): Promise<Order> {
  shoppers += 1;
  const customer = { email: `sana${shoppers}@example.pk`, phone: `0300 77700${String(shoppers).padStart(2, '0')}` };
  const placed = await placeCodOrder(shop, [{ id: SHIRT, size: 'M', color: 'White', quantity: 2 }], {
    customer,
    paymentMethod,
  });
  expect(placed.status).toBe(201);
  return placed.body.data;
}
const cancel = (orderRef: string, proof: { email?: string; phone?: string }) =>
  shop.call<Answer<Order>>('POST', `/api/orders/${orderRef}/cancel?${new URLSearchParams(proof).toString()}`);
const stock = () =>
  shop.deps.db.$client
    .prepare("select stock from product_variants where product_id = ? and size = 'M'")
    .pluck()
    .get(SHIRT) as number;
const statusOf = (orderRef: string) =>
  (shop.deps.db.$client.prepare('select status from orders where order_ref = ?').pluck().get(orderRef) as string) ??
  null;

describe('POST /api/orders/:orderRef/cancel', () => {
  it('cancels a pending order for its shopper: the pieces go back, the cancel mail is queued and the log names the customer', async () => {
    setCellStock(shop, SHIRT, 10);
    const order = await place();
    expect(stock()).toBe(8);
    const answer = await cancel(order.orderRef, { email: order.customer.email });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('cancelled');
    expect(stock()).toBe(10);
    const mails = shop.deps.db.select().from(outbox).where(eq(outbox.to, order.customer.email)).all();
    expect(mails.map((mail) => mail.subject)).toContain(`Karachi Shirt Co.: order ${order.orderRef} cancelled`);
    const logged = shop.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.orderRef, order.orderRef), eq(activityLog.kind, 'order.status')))
      .all();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ staffId: null, staffName: 'The customer' });
  });

  it('takes the order’s phone as proof, written any common way, and answers 404 to a wrong proof with nothing changed', async () => {
    const order = await place();
    expect((await cancel(order.orderRef, { email: 'someone.else@example.pk' })).status).toBe(404);
    expect((await cancel(order.orderRef, { phone: '0300 1111111' })).status).toBe(404);
    expect((await cancel('ORD-NOSUCH123', { email: order.customer.email })).status).toBe(404);
    expect(statusOf(order.orderRef)).toBe('pending');
    const byPhone = await cancel(order.orderRef, { phone: `+92 ${order.customer.phone.slice(1)}` });
    expect(byPhone.status).toBe(200);
    expect(statusOf(order.orderRef)).toBe('cancelled');
  });

  it('allows a confirmed order, and refuses one being packed, on its way, paid or with a receipt sent, or cancelled already, saying why', async () => {
    const confirmed = await place();
    await advanceOrder(shop, shop.adminToken, confirmed.orderRef, ['confirmed']);
    expect((await cancel(confirmed.orderRef, { email: confirmed.customer.email })).status).toBe(200);

    const packing = await place();
    await advanceOrder(shop, shop.adminToken, packing.orderRef, ['processing']);
    const shipped = await place();
    await advanceOrder(shop, shop.adminToken, shipped.orderRef, ['shipped']);
    for (const order of [packing, shipped]) {
      expect((await cancel(order.orderRef, { email: order.customer.email })).body).toMatchObject({
        code: 'CONFLICT',
        message: 'Your order is already being packed or is on its way: please contact us to cancel it.',
      });
    }
    const paid = await place('bank');
    await shop.call('PATCH', `/api/admin/orders/${paid.orderRef}/payment`, {
      token: shop.adminToken,
      body: { payment: 'paid' },
    });
    // A receipt sent is money that may be with the shop, though not yet checked.
    const receiptSent = await place('bank');
    shop.deps.db
      .update(orders)
      .set({ receiptFile: 'a1b2c3d4e5f6a1b2c3d4e5f6.webp', receiptUploadedAt: new Date() })
      .where(eq(orders.orderRef, receiptSent.orderRef))
      .run();
    for (const order of [paid, receiptSent])
      expect((await cancel(order.orderRef, { email: order.customer.email })).body.message).toBe(
        'We have your payment or its receipt for this order: please contact us to cancel it, so we can return your money.',
      );
    expect((await cancel(confirmed.orderRef, { email: confirmed.customer.email })).body.message).toBe(
      'This order is already cancelled.',
    );
    expect([packing, shipped, paid, receiptSent].map((order) => statusOf(order.orderRef))).toEqual([
      'processing',
      'shipped',
      'pending',
      'pending',
    ]);
  });

  it('cancels once when the shopper taps it on two phones at once: the pieces come back once', async () => {
    setCellStock(shop, SHIRT, 10);
    const order = await place();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => cancel(order.orderRef, { email: order.customer.email })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(stock()).toBe(10);
  });
});
