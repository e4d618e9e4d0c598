import type { Order } from '../common/orders';
import type { FakePostEx } from '../server/testing/fakePostEx';
import type { TestShop } from '../server/testing/testShop';
import { expect } from './fixtures';
import { placedOrder, type Shipping } from './shopper';

/*
 * The courier specs' shop: its PostEx account, and cash-on-delivery orders of a shirt in M / Black
 * (made with postShirt) confirmed and booked through the API, for specs about what follows.
 */

/** The owner saves the shop's PostEx account with the fake's key and pickup address code 004. */
export async function savePostExAccount(shop: TestShop, token: string, postex: FakePostEx) {
  const saved = await shop.call('PUT', '/api/admin/couriers/PostEx', {
    token,
    body: { apiKey: postex.token, pickupCode: '004' },
  });
  expect(saved.status, 'PostEx account saved').toBe(200);
}

/** `quantity` pieces of the shirt in M / Black ordered cash on delivery as checkout does, confirmed by the owner. */
export async function confirmedCashOrder(
  shop: TestShop,
  token: string,
  shirtId: string,
  customer: Shipping,
  quantity = 1,
): Promise<Order> {
  const order = await placedOrder(shop, [{ id: shirtId, size: 'M', color: 'Black', quantity }], { customer });
  const { orderRef } = order;
  const confirmed = await shop.call('PATCH', `/api/admin/orders/${orderRef}/confirmation`, {
    token,
    body: { confirmed: true },
  });
  expect(confirmed.status, `${orderRef} confirmed`).toBe(200);
  return order;
}

/** The order booked with PostEx through the API, as the Orders screen books it: its tracking number. */
export async function bookedWithPostExApi(shop: TestShop, token: string, orderRef: string): Promise<string> {
  const booked = await shop.call<{ data: { outcome: string; trackingNumber: string }[] }>(
    'POST',
    '/api/admin/couriers/book',
    { token, body: { courier: 'PostEx', orderRefs: [orderRef] } },
  );
  expect(booked.body.data[0]?.outcome, `${orderRef} booked with PostEx`).toBe('booked');
  return booked.body.data[0]!.trackingNumber;
}
