import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../common/activity';
import type { AdminOrder, Order } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { addStaff, tokenOf } from '../staff/testStaff';
import { BILAL } from '../testing/identities';
import { placeCodOrder, type Answer } from '../testing/orders';

/** What the log finds and what it leaves out (decision 0134). */
const shop = testShopForFile({ rateLimitMax: 100_000 });

async function placed(): Promise<{ order: Order; shirtId: string }> {
  const shirt = saveShirt(shop, { price: 2000, stock: 50 });
  const answer = await placeCodOrder(shop, [{ id: shirt.id, size: 'M', color: 'White', quantity: 2 }]);
  expect(answer.status).toBe(201);
  return { order: answer.body.data, shirtId: shirt.id };
}
const adminOrder = async (orderRef: string) =>
  (
    await shop.call<{ data: AdminOrder[] }>('GET', `/api/orders?search=${orderRef}`, { token: shop.adminToken })
  ).body.data.find((order) => order.orderRef === orderRef)!;
const cancelledRefs = async () =>
  (
    await shop.call<{ data: ActivityEntry[] }>('GET', '/api/admin/activity?kind=order.cancel&limit=200', {
      token: shop.adminToken,
    })
  ).body.data.map((entry) => entry.orderRef);

describe('the filter "Orders cancelled"', () => {
  it('finds every cancellation: Cancel Order, a bulk cancel and the shopper’s own', async () => {
    const desk = addStaff(shop, 'orderDesk', 'cancel-desk');
    const [byDesk, inBulk, byShopper, confirmedOnly] = [await placed(), await placed(), await placed(), await placed()];
    const cancelOne = await shop.call('PATCH', `/api/orders/${byDesk.order.orderRef}/status`, {
      token: tokenOf(shop, desk.id),
      body: { status: 'cancelled' },
    });
    expect(cancelOne.status).toBe(200);
    const bulk = await shop.call('POST', '/api/admin/orders/cancel', {
      token: shop.adminToken,
      body: { orderRefs: [inBulk.order.orderRef] },
    });
    expect(bulk.status).toBe(200);
    const own = await shop.call<Answer<Order>>(
      'POST',
      `/api/orders/${byShopper.order.orderRef}/cancel?${new URLSearchParams({ email: BILAL.email }).toString()}`,
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const confirmed = await shop.call('PATCH', `/api/orders/${confirmedOnly.order.orderRef}/status`, {
      token: shop.adminToken,
      body: { status: 'confirmed' },
    });
    expect(confirmed.status).toBe(200);

    const found = await cancelledRefs();
    expect(found).toEqual(
      expect.arrayContaining([byDesk.order.orderRef, inBulk.order.orderRef, byShopper.order.orderRef]),
    );
    expect(found).not.toContain(confirmedOnly.order.orderRef);
  });
});

describe('a save that changes nothing', () => {
  it('writes no entry and keeps the version, so a colleague’s change made at the same moment saves', async () => {
    const { order, shirtId } = await placed();
    const seen = await adminOrder(order.orderRef);
    const save = (token: string, address: string) =>
      shop.call('PUT', `/api/admin/orders/${order.orderRef}`, {
        token,
        body: {
          items: [{ id: shirtId, size: 'M', color: 'White', quantity: 2 }],
          phone: BILAL.phone,
          address,
          city: BILAL.city,
        },
        headers: { 'If-Match': seen.updatedAt },
      });
    const empty = await save(shop.adminToken, BILAL.address);
    expect(empty.status).toBe(200);
    expect(empty.body.message).toBe('Nothing was changed');
    expect((await adminOrder(order.orderRef)).updatedAt).toBe(seen.updatedAt);
    const history = await shop.call<{ data: ActivityEntry[] }>('GET', `/api/admin/orders/${order.orderRef}/activity`, {
      token: shop.adminToken,
    });
    expect(history.body.data).toEqual([]);

    const desk = addStaff(shop, 'orderDesk', 'address-desk');
    const colleague = await save(tokenOf(shop, desk.id), 'House 12, near Hafeez Centre');
    expect(colleague.status, JSON.stringify(colleague.body)).toBe(200);
  });
});
