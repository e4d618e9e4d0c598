import { describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import type { AdminOrder, Order } from '../../common/orders';
import { DEFAULT_SHOP_POLICY } from '../../common/policy';
import { outbox } from '../mail/schema';
import { writeShopPolicy } from '../shop/policy';
import { testShopForFile } from '../testing/fileShop';
import { BILAL } from '../testing/identities';
import { advanceOrder, placeCodOrder, postShirt, type Answer } from '../testing/orders';

/** Single lines after delivery: refunds and size exchanges (issue 22). */
const shop = testShopForFile();

const customer = BILAL;

let next = 0;
/** A shirt with 3 of M / Navy, 1 of L / Navy and none of L / White. */
async function shirt(): Promise<string> {
  const id = `AFTER${++next}`;
  const variants = [
    { size: 'M', color: 'Navy', stock: 3 },
    { size: 'M', color: 'White', stock: 2 },
    { size: 'L', color: 'Navy', stock: 1 },
    { size: 'L', color: 'White', stock: 0 },
  ];
  await postShirt(shop, shop.adminToken, id, variants);
  return id;
}
const cells = async (id: string) => {
  const { body } = await shop.call<Answer<Product>>('GET', `/api/products/${id}`);
  return Object.fromEntries(body.data.variants.map((cell) => [`${cell.size}/${cell.color}`, cell.stock]));
};
/** An order of `quantity` M / Navy, shipped and delivered. */
async function delivered(id: string, quantity = 2): Promise<Order> {
  const placed = await placeCodOrder(shop, [{ id, size: 'M', color: 'Navy', quantity }], { customer });
  expect(placed.status).toBe(201);
  await advanceOrder(shop, shop.adminToken, placed.body.data.orderRef, ['shipped', 'delivered']);
  return placed.body.data;
}
const lineOf = (order: Order) => order.items[0]!.lineId;
const exchange = (order: Order, body: Record<string, unknown>) =>
  shop.call<Answer<{ order: AdminOrder; exchange: AdminOrder }>>(
    'POST',
    `/api/admin/orders/${order.orderRef}/lines/${lineOf(order)}/exchange`,
    { body, token: shop.adminToken },
  );
const refund = (order: Order, body: Record<string, unknown>) =>
  shop.call<Answer<AdminOrder>>('POST', `/api/admin/orders/${order.orderRef}/lines/${lineOf(order)}/return`, {
    body,
    token: shop.adminToken,
  });

describe('exchanging pieces of a line for another size or colour', () => {
  it('gives the piece back to M / Navy, takes it from L / Navy, and makes a confirmed exchange order with no fee', async () => {
    const id = await shirt();
    const order = await delivered(id);
    expect(await cells(id)).toMatchObject({ 'M/Navy': 1, 'L/Navy': 1 });
    const { status, body } = await exchange(order, { quantity: 1, size: 'L', color: 'Navy' });
    expect(status).toBe(200);
    expect(await cells(id)).toMatchObject({ 'M/Navy': 2, 'L/Navy': 0 });
    const { exchange: made, order: original } = body.data;
    expect(made).toMatchObject({
      exchangeOf: order.orderRef,
      status: 'confirmed',
      items: [{ productId: id, size: 'L', color: 'Navy', quantity: 1, price: 0 }],
      subtotal: 0,
      shippingCost: 0,
      total: 0,
      payment: { status: 'paid' },
      customer: { name: customer.name, phone: '03001234567', city: customer.city },
    });
    expect(original.lineChanges).toEqual([
      expect.objectContaining({
        kind: 'exchange',
        size: 'M',
        color: 'Navy',
        quantity: 1,
        newSize: 'L',
        newColor: 'Navy',
        exchangeOrderRef: made.orderRef,
        refund: 0,
      }),
    ]);
    // The original sale is untouched: the shopper still paid for one shirt each.
    expect(original.total).toBe(order.total);
    // The shopper's tracking shows the exchange on the original order and the exchange order's link back.
    const tracked = await shop.call<Answer<Order>>(
      'GET',
      `/api/orders/track?orderRef=${order.orderRef}&email=${customer.email}`,
    );
    expect(tracked.body.data.lineChanges[0]).toMatchObject({ kind: 'exchange', exchangeOrderRef: made.orderRef });
    const trackedExchange = await shop.call<Answer<Order>>(
      'GET',
      `/api/orders/track?orderRef=${made.orderRef}&email=${customer.email}`,
    );
    expect(trackedExchange.body.data.exchangeOf).toBe(order.orderRef);
  });

  it("charges the shop's exchange delivery fee only when the owner asks, collected at the door", async () => {
    writeShopPolicy(shop.deps.db, { ...DEFAULT_SHOP_POLICY, exchangeDeliveryFee: 250 });
    try {
      const id = await shirt();
      const order = await delivered(id);
      // The box not ticked (issue 33 item 7): the shop has a fee, but this exchange costs the customer nothing.
      const free = await exchange(order, { quantity: 1, size: 'M', color: 'White' });
      expect(free.body.data.exchange).toMatchObject({ shippingCost: 0, total: 0, payment: { status: 'paid' } });
      const unticked = await exchange(order, { quantity: 1, size: 'M', color: 'White', chargeDelivery: false });
      expect(unticked.body.data.exchange).toMatchObject({ shippingCost: 0, total: 0, payment: { status: 'paid' } });
      const again = await delivered(id);
      const { body } = await exchange(again, { quantity: 1, size: 'L', color: 'Navy', chargeDelivery: true });
      expect(body.data.exchange).toMatchObject({
        shippingCost: 250,
        total: 250,
        payment: { status: 'unpaid' },
        paymentMethod: 'cod',
      });
    } finally {
      writeShopPolicy(shop.deps.db, DEFAULT_SHOP_POLICY);
    }
  });

  it('is refused when the new size and colour is sold out, and nothing moves', async () => {
    const id = await shirt();
    const order = await delivered(id);
    const before = await cells(id);
    const { status, body } = await exchange(order, { quantity: 1, size: 'L', color: 'White' });
    expect(status).toBe(409);
    expect(body.message).toBe(
      `Oxford ${id} in L / White is sold out. Please remove it from your cart or choose another size or colour.`,
    );
    expect(await cells(id)).toEqual(before);
    const listed = await shop.call<Answer<AdminOrder[]>>('GET', `/api/orders?q=${order.orderRef}`, {
      token: shop.adminToken,
    });
    expect(listed.body.data[0]!.lineChanges).toEqual([]);
  });

  it('refuses more pieces than the line has left, a size the shirt is not made in, and an order that never left the shop', async () => {
    const id = await shirt();
    const order = await delivered(id, 2);
    expect((await exchange(order, { quantity: 1, size: 'L', color: 'Navy' })).status).toBe(200);
    const tooMany = await exchange(order, { quantity: 2, size: 'M', color: 'White' });
    expect(tooMany).toMatchObject({
      status: 409,
      body: { message: `Only 1 of Oxford ${id} (M / Navy) can still come back.` },
    });
    expect((await exchange(order, { quantity: 1, size: 'XL', color: 'Navy' })).body.message).toBe(
      `Oxford ${id} is not made in XL / Navy.`,
    );
    const waiting = await placeCodOrder(shop, [{ id, size: 'M', color: 'White', quantity: 1 }], { customer });
    const notShipped = await exchange(waiting.body.data, { quantity: 1, size: 'L', color: 'Navy' });
    expect(notShipped.status).toBe(409);
  });
});

describe('an exchange order cancelled (issue 33 item 3)', () => {
  it('gives its new piece back, counts the old one as with the customer again, and lets it be exchanged or refunded afresh', async () => {
    const id = await shirt();
    const order = await delivered(id, 1);
    const first = await exchange(order, { quantity: 1, size: 'M', color: 'White' });
    expect(first.status).toBe(200);
    expect(await cells(id)).toMatchObject({ 'M/Navy': 3, 'M/White': 1 });
    const cancelled = await shop.call<Answer<AdminOrder>>(
      'PATCH',
      `/api/orders/${first.body.data.exchange.orderRef}/status`,
      { body: { status: 'cancelled' }, token: shop.adminToken },
    );
    expect(cancelled.status).toBe(200);
    // The customer is talking to the shop about this exchange: its cancel is not mailed (decision 0120).
    const subjects = shop.deps.db.select({ subject: outbox.subject }).from(outbox).all();
    expect(
      subjects.filter(({ subject }) => subject.endsWith(`order ${first.body.data.exchange.orderRef} cancelled`)),
    ).toEqual([]);
    // The new piece is back on its shelf; the old one is the customer's again, off the shelf it was put on.
    expect(await cells(id)).toMatchObject({ 'M/Navy': 2, 'M/White': 2 });
    const listed = await shop.call<Answer<AdminOrder[]>>('GET', `/api/orders?q=${order.orderRef}`, {
      token: shop.adminToken,
    });
    const original = listed.body.data.find((candidate) => candidate.orderRef === order.orderRef)!;
    // Kept as history, marked cancelled, so the order card offers the piece again.
    expect(original.lineChanges).toEqual([
      expect.objectContaining({ kind: 'exchange', quantity: 1, cancelledAt: expect.any(String) }),
    ]);
    const again = await exchange(order, { quantity: 1, size: 'L', color: 'Navy' });
    expect(again.status, again.body.message).toBe(200);
    expect(await cells(id)).toMatchObject({ 'M/Navy': 3, 'L/Navy': 0 });
    // That piece is now exchanged: nothing more of the line can come back.
    expect((await refund(order, { quantity: 1, refund: { amount: 0, method: 'cash' } })).status).toBe(409);
  });
});

describe('returning pieces of a line with a refund', () => {
  it('gives the pieces back to their size and colour once, records the refund and its method, and then only the rest can come back', async () => {
    const id = await shirt();
    const order = await delivered(id, 3);
    expect(await cells(id)).toMatchObject({ 'M/Navy': 0 });
    // The cash came in: the refund is paid out, by the method the owner chose (unpaid, it is taken off: decision 0090).
    await shop.call('PATCH', `/api/admin/orders/${order.orderRef}/payment`, {
      body: { payment: 'paid' },
      token: shop.adminToken,
    });
    const { status, body } = await refund(order, { quantity: 2, refund: { amount: 5000, method: 'bank' } });
    expect(status).toBe(200);
    expect(body.data.lineChanges).toEqual([
      expect.objectContaining({
        kind: 'refund',
        quantity: 2,
        refund: 5000,
        refundMethod: 'bank',
        size: 'M',
        color: 'Navy',
      }),
    ]);
    expect(await cells(id)).toMatchObject({ 'M/Navy': 2 });
    expect((await refund(order, { quantity: 2, refund: { amount: 0, method: 'cash' } })).status).toBe(409);
    expect(await cells(id)).toMatchObject({ 'M/Navy': 2 });
  });

  it('refuses a refund above what the pieces cost', async () => {
    const id = await shirt();
    const order = await delivered(id, 1);
    const { status, body } = await refund(order, { quantity: 1, refund: { amount: 2501, method: 'cash' } });
    expect(status).toBe(400);
    expect(body.message).toMatch(
      /^The refund cannot be more than the shopper paid for 1 piece\(s\) of .+: PKR 2,500\.$/,
    );
  });

  it('leaves the returned pieces out when the rest of the parcel later comes back whole', async () => {
    const id = await shirt();
    const order = await delivered(id, 3);
    await refund(order, { quantity: 1, refund: { amount: 2500, method: 'cash' } });
    expect(await cells(id)).toMatchObject({ 'M/Navy': 1 });
    await shop.call('PATCH', `/api/admin/orders/${order.orderRef}/return`, {
      body: { returned: 'returned' },
      token: shop.adminToken,
    });
    expect(await cells(id)).toMatchObject({ 'M/Navy': 3 });
  });
});
