import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../common/admin';
import type { Analytics } from '../../common/analytics';
import { cashToCollect, type AdminOrder, type Order } from '../../common/orders';
import { saveProduct } from '../catalog/saveProduct';
import { orders } from '../orders/schema';
import { testShopForFile } from '../testing/fileShop';
import { recordParcelBack } from '../testing/orders';

const shop = testShopForFile({ rateLimitMax: 1000 });
const admin = () => ({ token: shop.adminToken });
/** The owner's call from the admin app, answered with its HTTP status. */
const ownerCall = async (method: 'PATCH' | 'POST', path: string, body: unknown) =>
  (await shop.call(method, path, { body, ...admin() })).status;

async function place(quantity: number, paymentMethod: 'cod' | 'bank' = 'cod') {
  const placed = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: {
      customer: { name: 'Buyer', email: 'buyer@example.pk', phone: '03001234567', address: 'House 1', city: 'Lahore' },
      items: [{ id: 'LAWN', size: 'M', color: 'White', quantity }],
    },
  });
  expect(placed.status).toBe(201);
  // The shop's offer of bank transfer is the settings' business; here only the recorded method matters.
  shop.deps.db.update(orders).set({ paymentMethod }).where(eq(orders.orderRef, placed.body.data.orderRef)).run();
  return placed.body.data;
}
const setStatus = async (orderRef: string, status: Order['status']): Promise<void> => {
  // A parcel is shipped before it is delivered (common/orderSteps.ts).
  if (status === 'delivered') await setStatus(orderRef, 'shipped');
  const body = { status, carrier: 'TCS', trackingNumber: `TCS-${orderRef}` };
  return expect(await ownerCall('PATCH', `/api/orders/${orderRef}/status`, body)).toBe(200);
};
const figures = async () => ({
  dashboard: (await shop.call<{ data: DashboardData }>('GET', '/admin/dashboard-data', admin())).body.data.stats,
  analytics: (await shop.call<{ data: Analytics }>('GET', '/api/admin/analytics', admin())).body.data,
  cards: (await shop.call<{ data: AdminOrder[] }>('GET', '/api/orders?limit=100', admin())).body.data,
});

describe('money figures agree across screens (issue 22 refunds, issue 24 item 7 "To collect")', () => {
  it('"To collect" is one sum on the Dashboard, in Sales Analytics and over the order cards, pending orders included', async () => {
    saveProduct(
      shop.deps.db,
      { id: 'LAWN', title: 'Lawn', description: 'Cotton', price: 1000, sizes: ['M'], colors: ['White'], stock: 500 },
      new Date(),
    );
    const pending = await place(1);
    const shipped = await place(2);
    await setStatus(shipped.orderRef, 'shipped');
    const cancelled = await place(3);
    await setStatus(cancelled.orderRef, 'cancelled');
    const bank = await place(4, 'bank');
    await setStatus(bank.orderRef, 'confirmed');
    const paid = await place(5);
    await setStatus(paid.orderRef, 'delivered');
    expect(await ownerCall('PATCH', `/api/admin/orders/${paid.orderRef}/payment`, { payment: 'paid' })).toBe(200);

    const refused = await place(6);
    await setStatus(refused.orderRef, 'shipped');
    await recordParcelBack(shop, shop.adminToken, refused.orderRef, 'refused');

    const { dashboard, analytics, cards } = await figures();
    const onCards = cards.reduce((total, order) => total + cashToCollect(order), 0);
    expect(onCards).toBe(pending.total + shipped.total);
    expect(dashboard.cashToCollect).toBe(onCards);
    expect(analytics.cashToCollect).toEqual({ amount: onCards, orders: 2 });
  });

  it('counts money given back for single lines off revenue, on the Dashboard and in Sales Analytics, in the month it was given', async () => {
    const before = await figures();
    const order = await place(3);
    await setStatus(order.orderRef, 'delivered');
    const lineId = (await figures()).cards.find((card) => card.orderRef === order.orderRef)!.items[0]!.lineId;
    const back = await ownerCall('POST', `/api/admin/orders/${order.orderRef}/lines/${lineId}/return`, {
      // Delivered, not paid out: the owner says the rider collected less (decision 0092).
      quantity: 1,
      refund: { amount: 900, method: 'deducted' },
    });
    expect(back).toBe(200);

    const after = await figures();
    const sold = 3 * 1000;
    expect(after.dashboard.refunds).toBe(before.dashboard.refunds + 900);
    expect(after.dashboard.totalRevenue).toBe(before.dashboard.totalRevenue + sold - 900);
    expect(after.analytics.totals.revenue).toBe(before.analytics.totals.revenue + sold - 900);
    expect(after.analytics.totals.refunds).toEqual({
      amount: before.analytics.totals.refunds.amount + 900,
      pieces: before.analytics.totals.refunds.pieces + 1,
      // Taken off what the courier pays, not paid out (decisions 0090, 0092).
      takenOff: before.analytics.totals.refunds.takenOff + 900,
    });
    expect(after.analytics.totals.itemsSold).toBe(before.analytics.totals.itemsSold + 3 - 1);
    const cod = (data: Analytics) => data.revenueByPaymentMethod.find((method) => method.method === 'cod')!.revenue;
    expect(cod(after.analytics)).toBe(cod(before.analytics) + sold - 900);
    const monthly = (data: Analytics) => data.monthlySales.reduce((total, month) => total + month.revenue, 0);
    expect(monthly(after.analytics)).toBe(after.analytics.totals.revenue);

    // A period that ends before the refund was given does not count it.
    const yesterday = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const earlier = (await shop.call<{ data: Analytics }>('GET', `/api/admin/analytics?to=${yesterday}`, admin())).body
      .data;
    expect(earlier.totals.refunds).toEqual({ amount: 0, pieces: 0, takenOff: 0 });
  });
});
