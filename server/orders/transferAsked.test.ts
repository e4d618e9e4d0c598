import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { transferAsked, type AdminOrder, type Order } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { BANK_READY_POLICY } from '../testing/policies';
import { afterSaleCalls, ok } from './afterSaleCalls';

/*
 * Decision 0129: a bank-transfer order asks what it asks now, by one rule (common/orderFacts.ts
 * transferAsked) that the shopper's order page and the owner's receipt view and message read. When the
 * owner changes the order (Change order) after the shopper sent a receipt, the receipt may be for the
 * earlier amount: the order says so, to the shopper and to the owner, and asks for no transfer again.
 */
const shop = testShopForFile({ rateLimitMax: 5000 });
const api = afterSaleCalls(shop);
type Answer<T> = { success: boolean; data: T; message?: string };
let shirt = '';
beforeAll(async () => {
  ok(await shop.call('PUT', '/api/admin/settings/policy', { body: BANK_READY_POLICY, token: shop.adminToken }));
  shirt = saveShirt(shop, { price: 2000, stock: 100 }).id;
});

/** Two shirts at PKR 2,000 by bank transfer: PKR 4,300 with delivery. */
async function placed(): Promise<Order> {
  const answer = await api.place({
    items: [{ id: shirt, size: 'M', color: 'White', quantity: 2 }],
    paymentMethod: 'bank',
  });
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.data;
}
const shopperOrder = async (order: Order) => {
  const query = new URLSearchParams({ orderRef: order.orderRef, email: order.customer.email });
  return ok(await shop.call<Answer<Order>>('GET', `/api/orders/track?${query.toString()}`)).body.data;
};
const ownerOrder = async (order: Order) =>
  ok(await shop.call<Answer<AdminOrder[]>>('GET', `/api/orders?refs=${order.orderRef}`, { token: shop.adminToken }))
    .body.data[0]!;
/** The owner takes one shirt off (Change order), before the order is paid. */
const takeOneOff = async (order: Order) =>
  ok(
    await shop.call('PUT', `/api/admin/orders/${order.orderRef}`, {
      token: shop.adminToken,
      body: {
        items: [{ id: shirt, size: 'M', color: 'White', quantity: 1 }],
        phone: order.customer.phone,
        address: order.customer.address,
        city: order.customer.city,
      },
    }),
  );
async function sendReceipt(order: Order) {
  const picture = await sharp({ create: { width: 40, height: 80, channels: 3, background: '#eee' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'receipt.jpg');
  const query = new URLSearchParams({ email: order.customer.email }).toString();
  const answer = await fetch(`${shop.url}/api/orders/${order.orderRef}/receipt?${query}`, {
    method: 'POST',
    body: form,
  });
  expect(answer.status).toBe(201);
}
const message = async (order: Order) =>
  ok(
    await shop.call<Answer<{ text: string }>>('GET', `/api/admin/orders/${order.orderRef}/message`, {
      token: shop.adminToken,
    }),
  ).body.data.text;

describe('what a bank-transfer order asks to be transferred', () => {
  it('is its total until the transfer is checked, then nothing', async () => {
    const order = await placed();
    expect(transferAsked(await shopperOrder(order))).toEqual({ amount: 4300, earlierReceipt: false });
    ok(
      await shop.call('PATCH', `/api/admin/orders/${order.orderRef}/payment`, {
        token: shop.adminToken,
        body: { payment: 'paid' },
      }),
    );
    expect(transferAsked(await shopperOrder(order))).toBeNull();
  });

  it('is the changed total after the owner took a piece off, and the owner’s message asks the same', async () => {
    const order = await placed();
    await takeOneOff(order);
    const shopper = await shopperOrder(order);
    expect(transferAsked(shopper)).toEqual({ amount: 2300, earlierReceipt: false });
    expect(transferAsked(await ownerOrder(order))).toEqual(transferAsked(shopper));
    expect(await message(order)).toContain('Bank transfer of PKR 2,300 awaited.');
  });

  it('says a receipt sent before the change may be for the earlier amount, to the shopper and the owner', async () => {
    const order = await placed();
    await sendReceipt(order);
    expect(transferAsked(await shopperOrder(order))).toEqual({ amount: 4300, earlierReceipt: false });
    await takeOneOff(order);
    const shopper = await shopperOrder(order);
    expect(shopper.receipt?.orderChangedSince).toBe(true);
    expect(transferAsked(shopper)).toEqual({ amount: 2300, earlierReceipt: true });
    expect(transferAsked(await ownerOrder(order))).toEqual({ amount: 2300, earlierReceipt: true });
    // A receipt sent again after the change is for the order as it is now.
    await sendReceipt(order);
    expect(transferAsked(await shopperOrder(order))).toEqual({ amount: 2300, earlierReceipt: false });
  });

  it('is nothing for cash on delivery', async () => {
    const cod = await api.place({ items: [{ id: shirt, size: 'M', color: 'White', quantity: 1 }] });
    expect(transferAsked(await shopperOrder(cod.body.data))).toBeNull();
  });
});
