import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../common/admin';
import { STALE_ORDER_MESSAGE } from '../orders/activity';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { addStaff, tokenOf } from './testStaff';

const shop = testShopForFile({ rateLimitMax: 100_000 });

async function placeOrder() {
  const shirt = saveShirt(shop, { price: 1800, stock: 10 });
  const placed = await shop.call<{ data: { orderRef: string } }>('POST', '/api/orders', {
    body: {
      customer: {
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        phone: '0300 7654321',
        address: 'House 4, Street 9, Model Town',
        city: 'Lahore',
      },
      items: [{ id: shirt.id, size: 'M', color: 'White', quantity: 1 }],
      paymentMethod: 'cod',
    },
  });
  expect(placed.status).toBe(201);
  return placed.body.data.orderRef;
}

const dashboardRow = async (orderRef: string, token = shop.adminToken) =>
  (await shop.call<{ data: DashboardData }>('GET', '/admin/dashboard-data', { token })).body.data.recentOrders.find(
    (order) => order.orderRef === orderRef,
  )!;

const setStatus = (orderRef: string, token: string, status: string, version?: string) =>
  shop.call<{ data?: { status: string }; message: string; code?: string; details?: unknown }>(
    'PATCH',
    `/api/orders/${orderRef}/status`,
    { token, body: { status }, headers: version ? { 'If-Match': `"${version}"` } : undefined },
  );

// Issue 37: the Dashboard's quick status is an order change like any other, made on the copy the
// Dashboard read; a change someone made since must not be overwritten without a word.
describe("the Dashboard's quick status on an order someone changed since (issue 37)", () => {
  it('answers each recent order with its version, and refuses a status set on an older one', async () => {
    const orderRef = await placeOrder();
    const desk = addStaff(shop, 'orderDesk', 'quick-desk');
    const seen = (await dashboardRow(orderRef)).updatedAt;
    expect(new Date(seen).toISOString()).toBe(seen);

    // The desk cancels the order (the customer said no on the phone) while the owner's Dashboard shows it pending.
    expect((await setStatus(orderRef, tokenOf(shop, desk.id), 'cancelled')).status).toBe(200);

    const stale = await setStatus(orderRef, shop.adminToken, 'confirmed', seen);
    expect(stale).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: STALE_ORDER_MESSAGE(orderRef), details: { reason: 'stale' } },
    });
    const now = await dashboardRow(orderRef);
    expect(now.status).toBe('cancelled');
    expect(now.updatedAt).not.toBe(seen);

    // With the order as it is now, the owner's change goes through.
    expect((await setStatus(orderRef, shop.adminToken, 'pending', now.updatedAt)).status).toBe(200);
    expect((await dashboardRow(orderRef)).status).toBe('pending');
  });

  it('lets one of two quick statuses made on the same copy at once through, and refuses the other', async () => {
    const orderRef = await placeOrder();
    const [first, second] = [addStaff(shop, 'orderDesk', 'quick-a'), addStaff(shop, 'orderDesk', 'quick-b')];
    const seen = (await dashboardRow(orderRef)).updatedAt;
    const answers = await Promise.all([
      setStatus(orderRef, tokenOf(shop, first.id), 'confirmed', seen),
      setStatus(orderRef, tokenOf(shop, second.id), 'cancelled', seen),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await dashboardRow(orderRef)).status).toBe(winner.body.data!.status);
  });
});
