import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../common/activity';
import type { DashboardData } from '../../common/admin';
import type { AdminOrder, Order } from '../../common/orders';
import { writeShopPolicy } from '../shop/policy';
import { addStaff, tokenOf } from '../staff/testStaff';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { advanceOrder, placeCodOrder, type Answer } from '../testing/orders';
import { BANK_READY_POLICY } from '../testing/policies';

/**
 * Decision 0126: a paid order the shop cancelled owes the customer what they paid until the owner
 * records the refund as sent: the whole amount, by cash or bank transfer, once, within the role's limit.
 */
const shop = testShopForFile();

const SHIRT = 'REFUND-OWED-SHIRT';
beforeAll(() => {
  writeShopPolicy(shop.deps.db, BANK_READY_POLICY);
  saveShirt(shop, { id: SHIRT, sizes: ['M'], colors: ['White'], stock: 200, price: 2450 });
});

const as = <T>(method: string, path: string, body?: unknown, token = shop.adminToken) =>
  shop.call<Answer<T>>(method, path, { token, ...(body === undefined ? {} : { body }) });

async function place(paymentMethod: 'cod' | 'bank' = 'bank'): Promise<Order> {
  const placed = await placeCodOrder(shop, [{ id: SHIRT, size: 'M', color: 'White', quantity: 2 }], {
    paymentMethod,
  });
  expect(placed.status).toBe(201);
  return placed.body.data;
}

/** A bank transfer checked, then the order cancelled by the shop: the customer's money is owed back. */
async function cancelledPaid(): Promise<Order> {
  const order = await place();
  expect((await as('PATCH', `/api/admin/orders/${order.orderRef}/payment`, { payment: 'paid' })).status).toBe(200);
  await advanceOrder(shop, shop.adminToken, order.orderRef, ['cancelled']);
  return order;
}

const refundSent = (orderRef: string, body: unknown, token?: string) =>
  as<AdminOrder>('POST', `/api/admin/orders/${orderRef}/refund-sent`, body, token);
const adminOrder = async (orderRef: string) =>
  (await as<AdminOrder[]>('GET', `/api/orders?q=${orderRef}`)).body.data.find((order) => order.orderRef === orderRef)!;
const entries = async (orderRef: string) =>
  (await as<ActivityEntry[]>('GET', `/api/admin/activity?orderRef=${orderRef}&kind=order.refundSent`)).body.data;
const stats = async () => (await as<DashboardData>('GET', '/admin/dashboard-data')).body.data.stats;
const owedList = async () => (await as<AdminOrder[]>('GET', '/api/orders?refundOwed=yes&limit=200')).body.data;

describe('POST /api/admin/orders/:orderRef/refund-sent', () => {
  it('a paid order the shop cancelled owes its total back, to the rupee, until the refund is recorded', async () => {
    const order = await cancelledPaid();
    expect(order.total).toBe(2 * 2450 + order.shippingCost);
    expect(await adminOrder(order.orderRef)).toMatchObject({ refundOwed: order.total, cancelRefund: null });
    expect((await owedList()).map((owed) => owed.orderRef)).toContain(order.orderRef);

    const answer = await refundSent(order.orderRef, { amount: order.total, method: 'bank' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      refundOwed: 0,
      cancelRefund: { amount: order.total, method: 'bank' },
      status: 'cancelled',
      payment: { status: 'paid' },
    });
    expect((await owedList()).map((owed) => owed.orderRef)).not.toContain(order.orderRef);

    // The shopper's page reads the same order: the refund, its amount and day.
    const tracked = await shop.call<Answer<Order>>(
      'GET',
      `/api/orders/track?orderRef=${order.orderRef}&email=${encodeURIComponent(order.customer.email)}`,
    );
    expect(tracked.body.data.cancelRefund).toEqual(answer.body.data.cancelRefund);
  });

  it('two clicks at once record the refund once, and the log keeps one entry under the owner’s name', async () => {
    const order = await cancelledPaid();
    // No If-Match: the rule itself, not the order's version, must stop the second.
    const answers = await Promise.all([
      refundSent(order.orderRef, { amount: order.total, method: 'bank' }),
      refundSent(order.orderRef, { amount: order.total, method: 'cash' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'CONFLICT', details: { reason: 'refunded' } });
    expect(refused.body.message).toContain(`The refund of ${order.orderRef} is already recorded`);
    const logged = await entries(order.orderRef);
    expect(logged).toHaveLength(1);
    const kept = (await adminOrder(order.orderRef)).cancelRefund!;
    expect(logged[0]).toMatchObject({
      staffName: 'owner',
      summary: expect.stringContaining('refundSent: (none) → PKR'),
      after: {
        refundSent: `PKR ${order.total.toLocaleString('en-US')} by ${kept.method === 'bank' ? 'bank transfer' : 'cash'}`,
      },
    });
  });

  it('is refused for an order not cancelled, one never paid, and an amount other than what is owed', async () => {
    const open = await place();
    expect((await as('PATCH', `/api/admin/orders/${open.orderRef}/payment`, { payment: 'paid' })).status).toBe(200);
    const notCancelled = await refundSent(open.orderRef, { amount: open.total, method: 'bank' });
    expect(notCancelled.status).toBe(409);
    expect(notCancelled.body).toMatchObject({ details: { reason: 'notCancelled' } });

    const unpaid = await place();
    await advanceOrder(shop, shop.adminToken, unpaid.orderRef, ['cancelled']);
    const notPaid = await refundSent(unpaid.orderRef, { amount: unpaid.total, method: 'bank' });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body).toMatchObject({ details: { reason: 'notPaid' } });

    const order = await cancelledPaid();
    for (const amount of [order.total - 1, order.total + 1]) {
      const wrong = await refundSent(order.orderRef, { amount, method: 'bank' });
      expect(wrong.status).toBe(409);
      expect(wrong.body).toMatchObject({ details: { reason: 'amount', owed: order.total } });
    }
    expect((await refundSent(order.orderRef, { amount: order.total, method: 'deducted' })).status).toBe(400);
    for (const ref of [open.orderRef, unpaid.orderRef, order.orderRef]) {
      expect(await entries(ref)).toHaveLength(0);
      expect((await adminOrder(ref)).cancelRefund).toBeNull();
    }
    expect((await adminOrder(order.orderRef)).refundOwed).toBe(order.total);
  });

  it('holds the order desk to the owner’s refund limit, as a line’s return does', async () => {
    const order = await cancelledPaid();
    expect((await as('PUT', '/api/admin/staff-rules', { orderDeskRefundLimit: order.total - 1 })).status).toBe(200);
    const desk = tokenOf(shop, addStaff(shop, 'orderDesk', 'refund-desk').id);
    const packer = tokenOf(shop, addStaff(shop, 'packer', 'refund-packer').id);
    const over = await refundSent(order.orderRef, { amount: order.total, method: 'cash' }, desk);
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ details: { reason: 'refundLimit', limit: order.total - 1 } });
    expect((await refundSent(order.orderRef, { amount: order.total, method: 'cash' }, packer)).status).toBe(403);
    expect((await adminOrder(order.orderRef)).cancelRefund).toBeNull();

    expect((await as('PUT', '/api/admin/staff-rules', { orderDeskRefundLimit: order.total })).status).toBe(200);
    expect((await refundSent(order.orderRef, { amount: order.total, method: 'cash' }, desk)).status).toBe(200);
    expect((await entries(order.orderRef))[0]).toMatchObject({ staffName: 'The orderDesk' });
  });

  it('keeps a refunded order cancelled and paid: reopening it or marking it unpaid is refused', async () => {
    const order = await cancelledPaid();
    expect((await refundSent(order.orderRef, { amount: order.total, method: 'bank' })).status).toBe(200);
    const reopened = await as('PATCH', `/api/orders/${order.orderRef}/status`, { status: 'confirmed' });
    expect(reopened.status).toBe(409);
    expect(reopened.body).toMatchObject({
      message: expect.stringContaining('was sent back: it stays cancelled and paid'),
    });
    const unpaid = await as('PATCH', `/api/admin/orders/${order.orderRef}/payment`, { payment: 'unpaid' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toMatchObject({
      message: expect.stringContaining('was sent back: it stays cancelled and paid'),
    });
    expect(await adminOrder(order.orderRef)).toMatchObject({ status: 'cancelled', payment: { status: 'paid' } });
  });

  it('the Dashboard counts what is owed apart: sales, revenue and refunds stay as they were', async () => {
    const before = await stats();
    const order = await cancelledPaid();
    const owing = await stats();
    expect(owing).toMatchObject({
      refundsOwed: before.refundsOwed + 1,
      refundsOwedAmount: before.refundsOwedAmount + order.total,
      totalRevenue: before.totalRevenue,
      cashReceived: before.cashReceived,
      refunds: before.refunds,
    });
    expect((await refundSent(order.orderRef, { amount: order.total, method: 'bank' })).status).toBe(200);
    expect(await stats()).toMatchObject({
      refundsOwed: before.refundsOwed,
      refundsOwedAmount: before.refundsOwedAmount,
      // A cancelled order was never revenue: its refund takes nothing off it, nor counts as a line's refund.
      totalRevenue: before.totalRevenue,
      cashReceived: before.cashReceived,
      refunds: before.refunds,
    });
    const owed = await owedList();
    const sum = owed.reduce((total, listed) => total + listed.refundOwed, 0);
    expect({ orders: owed.length, amount: sum }).toEqual({
      orders: before.refundsOwed,
      amount: before.refundsOwedAmount,
    });
  });
});
