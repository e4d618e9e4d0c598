import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS, type ActivityEntry } from '../../common/activity';
import type { AdminOrder } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { addStaff, tokenOf } from '../staff/testStaff';
import { STALE_ORDER_MESSAGE } from '../orders/activity';
import { BILAL } from '../testing/identities';
import { placeCodOrder } from '../testing/orders';

const shop = testShopForFile({ rateLimitMax: 100_000 });

async function placeOrder(quantity = 1) {
  const shirt = saveShirt(shop, { price: 2000, stock: 20 });
  const placed = await placeCodOrder(shop, [{ id: shirt.id, size: 'M', color: 'White', quantity }]);
  expect(placed.status).toBe(201);
  return { orderRef: placed.body.data.orderRef, shirt };
}

const adminOrder = async (orderRef: string) =>
  (
    await shop.call<{ data: AdminOrder[] }>('GET', `/api/orders?search=${orderRef}`, { token: shop.adminToken })
  ).body.data.find((order) => order.orderRef === orderRef)!;

const historyOf = async (orderRef: string, token = shop.adminToken) =>
  (await shop.call<{ data: ActivityEntry[] }>('GET', `/api/admin/orders/${orderRef}/activity`, { token })).body.data;

describe('the activity log (issue 37)', () => {
  it("records who moved an order, from what to what, on the order's history and in the owner's log", async () => {
    const { orderRef } = await placeOrder();
    const packer = addStaff(shop, 'packer', 'log-packer');
    const desk = addStaff(shop, 'orderDesk', 'log-desk');
    const confirm = await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
      token: tokenOf(shop, desk.id),
      body: { status: 'confirmed' },
    });
    expect(confirm.status).toBe(200);
    const ship = await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
      token: tokenOf(shop, packer.id),
      body: { status: 'shipped', carrier: 'TCS', trackingNumber: 'TCS123456' },
    });
    expect(ship.status).toBe(200);

    const history = await historyOf(orderRef, tokenOf(shop, packer.id));
    expect(history[0]).toMatchObject({
      staffId: packer.id,
      staffName: 'The packer',
      kind: 'order.status',
      orderRef,
      before: { status: 'confirmed', tracking: null },
      after: { status: 'shipped', tracking: 'TCS TCS123456' },
      summary: 'status: confirmed → shipped; tracking: (none) → TCS TCS123456',
      sentence: 'Moved the order from Confirmed to Shipped. Tracking number TCS TCS123456',
    });
    expect(history[1]).toMatchObject({ staffName: 'The orderDesk', before: { status: 'pending' } });

    const log = await shop.call<{ data: ActivityEntry[]; total: number }>(
      'GET',
      `/api/admin/activity?staffId=${packer.id}&kind=order.status`,
      { token: shop.adminToken },
    );
    expect(log.body.data.map((entry) => entry.orderRef)).toEqual([orderRef]);
    const csv = await fetch(`${shop.url}/api/admin/activity/export?orderRef=${orderRef}`, {
      headers: { Authorization: `Bearer ${shop.adminToken}` },
    });
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('When (Pakistan time),Who,Kind,Order,Product,About,What,Before,After');
    expect(text).toContain('The packer,Order status');
  });

  it('names the account or order that was made, rather than repeating the kind of change', async () => {
    const added = await shop.call<{ data: { id: number } }>('POST', '/api/admin/staff', {
      token: shop.adminToken,
      body: { name: 'Sana Iqbal', username: 'sana-summary', role: 'packer', password: 'first-pass-123' },
    });
    expect(added.status).toBe(201);
    const log = await shop.call<{ data: ActivityEntry[] }>('GET', '/api/admin/activity?kind=staff.create', {
      token: shop.adminToken,
    });
    const entry = log.body.data.find((row) => row.subject === 'sana-summary')!;
    expect(entry.summary).not.toBe(ACTIVITY_KINDS['staff.create']);
    expect(entry.summary).toContain('name: Sana Iqbal');
    expect(entry.summary).toContain('role: packer');
    // A plain "no" says nothing about the new account.
    expect(entry.summary).not.toContain('disabled');
  });

  it('filters the log by the Pakistan day a change was made on', async () => {
    const { orderRef } = await placeOrder();
    const moved = await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
      token: shop.adminToken,
      body: { status: 'confirmed' },
    });
    expect(moved.status).toBe(200);
    const [entry] = await historyOf(orderRef);
    // The day in Pakistan (UTC+5) the change was made on, and the days either side of it.
    const dayOf = (shiftDays: number) =>
      new Date(Date.parse(entry!.at) + (5 * 60 + shiftDays * 24 * 60) * 60_000).toISOString().slice(0, 10);
    const refsOn = async (range: string) =>
      (
        await shop.call<{ data: ActivityEntry[] }>('GET', `/api/admin/activity?orderRef=${orderRef}&${range}`, {
          token: shop.adminToken,
        })
      ).body.data.length;
    expect(await refsOn(`from=${dayOf(0)}&to=${dayOf(0)}`)).toBe(1);
    expect(await refsOn(`from=${dayOf(1)}`)).toBe(0);
    expect(await refsOn(`to=${dayOf(-1)}`)).toBe(0);
    const refused = await shop.call('GET', '/api/admin/activity?from=yesterday', { token: shop.adminToken });
    expect(refused.status).toBe(400);
    expect(await shop.call('GET', '/api/admin/activity?limit=500', { token: shop.adminToken })).toMatchObject({
      status: 400,
      body: { message: 'limit must be a whole number from 1 to 200' },
    });
  });

  it('writes nothing when the change is refused, and a Packer may not cancel', async () => {
    const { orderRef } = await placeOrder();
    const packer = addStaff(shop, 'packer', 'refused-packer');
    const refused = await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
      token: tokenOf(shop, packer.id),
      body: { status: 'cancelled' },
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    // A change the order's own rules refuse (a shirt the shop does not have) leaves no record either.
    const invalid = await shop.call('PUT', `/api/admin/orders/${orderRef}`, {
      token: shop.adminToken,
      body: { ...BILAL, items: [{ id: 'NO-SUCH-SHIRT', size: 'M', color: 'White', quantity: 1 }] },
    });
    expect(invalid.status).toBeGreaterThanOrEqual(400);
    expect(await historyOf(orderRef)).toEqual([]);
  });

  it("records a product's price and stock with before and after on its own history", async () => {
    const shirt = saveShirt(shop, { price: 2000, stock: 5 });
    const manager = addStaff(shop, 'manager', 'price-manager');
    const saved = await shop.call('PUT', `/api/products/${shirt.id}`, {
      token: tokenOf(shop, manager.id),
      body: {
        id: shirt.id,
        title: shirt.title,
        description: 'Cotton',
        price: 2400,
        sizes: ['M'],
        colors: ['White'],
        stock: 8,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const history = await shop.call<{ data: ActivityEntry[] }>('GET', `/api/admin/products/${shirt.id}/activity`, {
      token: shop.adminToken,
    });
    expect(history.body.data[0]).toMatchObject({
      staffName: 'The manager',
      kind: 'product.update',
      before: { price: 2000, stock: 5 },
      after: { price: 2400, stock: 8 },
    });
  });

  it('keeps an Order desk refund within the owner’s limit', async () => {
    const { orderRef } = await placeOrder();
    const desk = addStaff(shop, 'orderDesk', 'refund-desk');
    await shop.call('PUT', '/api/admin/staff-rules', { token: shop.adminToken, body: { orderDeskRefundLimit: 500 } });
    // Through the allowed steps (common/orderSteps.ts): a parcel must have shipped before pieces come back.
    for (const body of [
      { status: 'confirmed' },
      { status: 'shipped', carrier: 'TCS', trackingNumber: 'TCS-1' },
      { status: 'delivered' },
    ]) {
      const step = await shop.call('PATCH', `/api/orders/${orderRef}/status`, { token: shop.adminToken, body });
      expect(step.status, JSON.stringify(step.body)).toBe(200);
    }
    const lineId = (await adminOrder(orderRef)).items[0]!.lineId;
    const refund = (amount: number) =>
      shop.call('POST', `/api/admin/orders/${orderRef}/lines/${lineId}/return`, {
        token: tokenOf(shop, desk.id),
        body: { quantity: 1, refund: { amount, method: 'cash' } },
      });
    expect(await refund(501)).toMatchObject({ status: 403, body: { details: { reason: 'refundLimit' } } });
    expect((await refund(500)).status).toBe(200);
  });
});

describe('two staff changing the same order at once (issue 37)', () => {
  it('saves one and refuses the other with "reload", never losing an update silently', async () => {
    const { orderRef, shirt } = await placeOrder(1);
    const [first, second] = [addStaff(shop, 'orderDesk', 'race-a'), addStaff(shop, 'orderDesk', 'race-b')];
    const seen = (await adminOrder(orderRef)).updatedAt;
    const edit = (id: number, quantity: number, city: string) =>
      shop.call<{ data?: AdminOrder; message: string }>('PUT', `/api/admin/orders/${orderRef}`, {
        token: tokenOf(shop, id),
        body: {
          items: [{ id: shirt.id, size: 'M', color: 'White', quantity }],
          phone: BILAL.phone,
          address: BILAL.address,
          city,
        },
        headers: { 'If-Match': seen },
      });
    const answers = await Promise.all([edit(first.id, 2, 'Lahore'), edit(second.id, 3, 'Multan')]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.message).toBe(STALE_ORDER_MESSAGE(orderRef));
    const winner = answers.find((answer) => answer.status === 200)!;
    const now = await adminOrder(orderRef);
    expect(now.customer.city).toBe(winner.body.data!.customer.city);
    expect(now.items[0]!.quantity).toBe(winner.body.data!.items[0]!.quantity);
    expect((await historyOf(orderRef)).filter((entry) => entry.kind === 'order.edit')).toHaveLength(1);
    // With the order as it is now, the one refused saves.
    expect(
      (
        await shop.call('PUT', `/api/admin/orders/${orderRef}`, {
          token: tokenOf(shop, second.id),
          body: {
            items: [{ id: shirt.id, size: 'M', color: 'White', quantity: 3 }],
            phone: BILAL.phone,
            address: BILAL.address,
            city: 'Multan',
          },
          headers: { 'If-Match': now.updatedAt },
        })
      ).status,
    ).toBe(200);
  });
});
