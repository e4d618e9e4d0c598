import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../../common/analytics';
import type { Order } from '../../common/orders';
import { saveProduct } from '../catalog/queries';
import { orders } from '../orders/schema';
import { adminToken, createShopper } from '../testing/identities';
import { startTestShop, type TestShop } from '../testing/testShop';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop({ rateLimitMax: 1000 });
  admin = adminToken(shop);
});
afterAll(() => shop.close());

const analytics = (query = '') => shop.call<{ success: boolean; data: Analytics }>('GET', `/api/admin/analytics${query}`, { token: admin });

/** Karachi wall-clock time (UTC+5) as the instant it is. */
const karachi = (iso: string) => new Date(`${iso}+05:00`);

/** An order placed through the API, then moved to its status by the admin and to its placing time. */
async function order({ city, lines, status, at, paymentMethod = 'cod' }: { city: string; lines: [string, number][]; status: Order['status']; at: Date; paymentMethod?: 'cod' | 'bank' }) {
  const placed = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: {
      customer: { name: 'Buyer', email: 'buyer@example.pk', phone: '03001234567', address: 'House 1', city },
      items: lines.map(([id, quantity]) => ({ id, size: 'M', color: 'White', quantity })),
    },
  });
  expect(placed.status).toBe(201);
  const { orderRef, total } = placed.body.data;
  if (status !== 'pending') expect((await shop.call('PATCH', `/api/orders/${orderRef}/status`, { body: { status }, token: admin })).status).toBe(200);
  // The shop's offer of bank transfer is the settings' business; here only the recorded method matters.
  shop.deps.db.update(orders).set({ createdAt: at, paymentMethod }).where(eq(orders.orderRef, orderRef)).run();
  return total;
}

describe('GET /api/admin/analytics (SPEC.md §2 Admin analytics, §9; ARCHITECTURE.md, Analytics)', () => {
  it('is for the admin only', async () => {
    for (const token of [undefined, 'garbage', createShopper(shop).token]) {
      const { status, body } = await shop.call<{ data?: unknown }>('GET', '/api/admin/analytics', { token });
      expect(status).toBe(401);
      expect(body.data).toBeUndefined();
    }
  });

  it('shows zeros, every status and every payment method for a shop without orders', async () => {
    const { status, body } = await analytics();
    expect(status).toBe(200);
    expect(body.data).toEqual({
      from: null,
      to: null,
      totals: { orders: 0, sales: 0, revenue: 0, itemsSold: 0 },
      monthlySales: [],
      topProducts: [],
      topCities: [],
      statusCounts: ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'].map((status) => ({ status, count: 0 })),
      revenueByPaymentMethod: [
        { method: 'cod', revenue: 0, orders: 0 },
        { method: 'bank', revenue: 0, orders: 0 },
      ],
      cashToCollect: { amount: 0, orders: 0 },
    });
  });

  it('adds up the orders placed in the test: months in Karachi time, top products and cities, statuses, payment methods; a cancelled order is no sale', async () => {
    const base = { description: 'Cotton', sizes: ['M'], colors: ['White'], stock: 100 };
    saveProduct(shop.deps.db, { ...base, id: 'OXFORD', title: 'Oxford', price: 2000 }, new Date());
    saveProduct(shop.deps.db, { ...base, id: 'POLO', title: 'Polo', price: 1500 }, new Date());
    saveProduct(shop.deps.db, { ...base, id: 'LINEN', title: 'Linen', price: 3000 }, new Date());

    const delivered = await order({ city: 'Karachi', lines: [['OXFORD', 2]], status: 'delivered', at: karachi('2026-01-15T10:00:00') });
    const confirmed = await order({ city: 'Karachi', lines: [['POLO', 1]], status: 'confirmed', at: karachi('2026-01-20T12:00:00') });
    // Half past eleven at night on 31 January in Karachi: still January.
    const shipped = await order({ city: ' karachi ', lines: [['POLO', 1]], status: 'shipped', at: karachi('2026-01-31T23:30:00'), paymentMethod: 'bank' });
    // Half past midnight on 1 February in Karachi is still 31 January in UTC: it belongs to February.
    const processing = await order({ city: 'Lahore', lines: [['LINEN', 1], ['OXFORD', 1]], status: 'processing', at: karachi('2026-02-01T00:30:00') });
    const cancelled = await order({ city: 'Islamabad', lines: [['OXFORD', 5]], status: 'cancelled', at: karachi('2026-02-10T09:00:00') });
    expect(cancelled).toBeGreaterThan(0);

    const { body } = await analytics();
    const data = body.data;
    expect(data.totals).toEqual({ orders: 5, sales: 4, revenue: delivered + confirmed + shipped + processing, itemsSold: 2 + 1 + 1 + 2 });
    expect(data.monthlySales).toEqual([
      { month: '2026-01', revenue: delivered + confirmed + shipped, orders: 3 },
      { month: '2026-02', revenue: processing, orders: 1 },
    ]);
    // By quantity: Oxford 3 (the cancelled 5 do not count), then Polo 2, then Linen 1.
    expect(data.topProducts).toEqual([
      { productId: 'OXFORD', title: 'Oxford', quantity: 3, revenue: 3 * 2000 },
      { productId: 'POLO', title: 'Polo', quantity: 2, revenue: 2 * 1500 },
      { productId: 'LINEN', title: 'Linen', quantity: 1, revenue: 3000 },
    ]);
    // ' karachi ' is Karachi, written as most of its orders write it; Islamabad's only order was cancelled.
    expect(data.topCities).toEqual([
      { city: 'Karachi', revenue: delivered + confirmed + shipped, orders: 3 },
      { city: 'Lahore', revenue: processing, orders: 1 },
    ]);
    expect(data.statusCounts).toEqual([
      { status: 'pending', count: 0 },
      { status: 'confirmed', count: 1 },
      { status: 'processing', count: 1 },
      { status: 'shipped', count: 1 },
      { status: 'delivered', count: 1 },
      { status: 'cancelled', count: 1 },
    ]);
    expect(data.revenueByPaymentMethod).toEqual([
      { method: 'cod', revenue: delivered + confirmed + processing, orders: 3 },
      { method: 'bank', revenue: shipped, orders: 1 },
    ]);
    expect(data.cashToCollect).toEqual({ amount: delivered + confirmed + processing, orders: 3 });

    // A period is whole Karachi days, both ends included.
    const january = (await analytics('?from=2026-01-01&to=2026-01-31')).body.data;
    expect(january).toMatchObject({ from: '2026-01-01', to: '2026-01-31', totals: { orders: 3, sales: 3, revenue: delivered + confirmed + shipped } });
    const february = (await analytics('?from=2026-02-01')).body.data;
    expect(february.totals).toEqual({ orders: 2, sales: 1, revenue: processing, itemsSold: 2 });
    expect(february.monthlySales).toEqual([{ month: '2026-02', revenue: processing, orders: 1 }]);
    expect(february.topCities.map((city) => city.city)).toEqual(['Lahore']);
    // What couriers still owe is owed whatever the period.
    expect(february.cashToCollect).toEqual(data.cashToCollect);
    expect((await analytics('?to=2026-01-15')).body.data.totals).toMatchObject({ orders: 1, revenue: delivered });
  });

  it.each([
    ['?from=2026-13-01', 'Dates look like 2026-01-31'],
    ['?to=yesterday', 'Dates look like 2026-01-31'],
    ['?from=2026-03-01&to=2026-02-01', 'The start of the period must not be after its end'],
  ])('refuses %s with a clear message', async (query, message) => {
    expect(await analytics(query)).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION', message } });
  });
});
