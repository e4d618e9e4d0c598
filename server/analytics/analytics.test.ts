import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Analytics } from '../../common/analytics';
import {
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PARCEL_RETURNS,
  PAYMENT_STATES,
  type Order,
  type OrderChannel,
} from '../../common/orders';
import { saveProduct } from '../catalog/saveProduct';
import { orderItems, orders } from '../orders/schema';
import { adminToken, createShopper } from '../testing/identities';
import { testShopForFile } from '../testing/fileShop';
import { startTestShop } from '../testing/testShop';
import { isSale } from '../orders/sales';
import { recordParcelBack } from '../testing/orders';

const shop = testShopForFile({ rateLimitMax: 1000 });

const analytics = (query = '') =>
  shop.call<{ success: boolean; data: Analytics }>('GET', `/api/admin/analytics${query}`, { token: shop.adminToken });

/** Karachi wall-clock time (UTC+5) as the instant it is. */
const karachi = (iso: string) => new Date(`${iso}+05:00`);

/** An order placed through the API, then moved to its status by the admin and to its placing time. */
async function order({
  city,
  lines,
  status,
  at,
  paymentMethod = 'cod',
}: {
  city: string;
  lines: [string, number][];
  status: Order['status'];
  at: Date;
  paymentMethod?: 'cod' | 'bank';
}) {
  const placed = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: {
      customer: { name: 'Buyer', email: 'buyer@example.pk', phone: '03001234567', address: 'House 1', city },
      items: lines.map(([id, quantity]) => ({ id, size: 'M', color: 'White', quantity })),
    },
  });
  expect(placed.status).toBe(201);
  const { orderRef, total } = placed.body.data;
  // A parcel is shipped before it is delivered (common/orderSteps.ts).
  const steps = status === 'delivered' ? (['shipped', 'delivered'] as const) : status === 'pending' ? [] : [status];
  for (const status of steps)
    expect(
      (
        await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
          body: { status, carrier: 'TCS', trackingNumber: `KHI-${orderRef}` },
          token: shop.adminToken,
        })
      ).status,
    ).toBe(200);
  // The shop's offer of bank transfer is the settings' business; here only the recorded method matters.
  shop.deps.db.update(orders).set({ createdAt: at, paymentMethod }).where(eq(orders.orderRef, orderRef)).run();
  return total;
}

describe('GET /api/admin/analytics (docs/product.md §2 Admin analytics, §9; docs/architecture.md, Analytics)', () => {
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
      totals: { orders: 0, sales: 0, revenue: 0, itemsSold: 0, refunds: { amount: 0, pieces: 0, takenOff: 0 } },
      monthlySales: [],
      topProducts: [],
      topCities: [],
      statusCounts: ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'].map((status) => ({
        status,
        count: 0,
      })),
      revenueByPaymentMethod: [
        { method: 'cod', revenue: 0, orders: 0 },
        { method: 'bank', revenue: 0, orders: 0 },
      ],
      salesByChannel: ORDER_CHANNELS.map((channel) => ({ channel, revenue: 0, orders: 0 })),
      cashToCollect: { amount: 0, orders: 0 },
    });
  });

  it('adds up the orders placed in the test: months in Karachi time, top products and cities, statuses, payment methods; a cancelled order and a returned parcel are no sale', async () => {
    const base = { description: 'Cotton', sizes: ['M'], colors: ['White'], stock: 100 };
    saveProduct(shop.deps.db, { ...base, id: 'OXFORD', title: 'Oxford', price: 2000 }, new Date());
    saveProduct(shop.deps.db, { ...base, id: 'POLO', title: 'Polo', price: 1500 }, new Date());
    saveProduct(shop.deps.db, { ...base, id: 'LINEN', title: 'Linen', price: 3000 }, new Date());

    const delivered = await order({
      city: 'Karachi',
      lines: [['OXFORD', 2]],
      status: 'delivered',
      at: karachi('2026-01-15T10:00:00'),
    });
    const confirmed = await order({
      city: 'Karachi',
      lines: [['POLO', 1]],
      status: 'confirmed',
      at: karachi('2026-01-20T12:00:00'),
    });
    // Half past eleven at night on 31 January in Karachi: still January.
    const shipped = await order({
      city: ' karachi ',
      lines: [['POLO', 1]],
      status: 'shipped',
      at: karachi('2026-01-31T23:30:00'),
      paymentMethod: 'bank',
    });
    // Half past midnight on 1 February in Karachi is still 31 January in UTC: it belongs to February.
    const processing = await order({
      city: 'Lahore',
      lines: [
        ['LINEN', 1],
        ['OXFORD', 1],
      ],
      status: 'processing',
      at: karachi('2026-02-01T00:30:00'),
    });
    const cancelled = await order({
      city: 'Islamabad',
      lines: [['OXFORD', 5]],
      status: 'cancelled',
      at: karachi('2026-02-10T09:00:00'),
    });
    expect(cancelled).toBeGreaterThan(0);
    // Delivered, then sent back by the customer: it counts as an order and a delivery, never as a sale.
    const returned = await order({
      city: 'Multan',
      lines: [['LINEN', 4]],
      status: 'delivered',
      at: karachi('2026-02-12T15:00:00'),
    });
    const returnedRef = shop.deps.db
      .select({ ref: orders.orderRef })
      .from(orders)
      .where(eq(orders.customerCity, 'Multan'))
      .get()!.ref;
    await recordParcelBack(shop, shop.adminToken, returnedRef, 'returned');
    expect(returned).toBeGreaterThan(0);

    const { body } = await analytics();
    const data = body.data;
    expect(data.totals).toEqual({
      orders: 6,
      sales: 4,
      revenue: delivered + confirmed + shipped + processing,
      itemsSold: 2 + 1 + 1 + 2,
      refunds: { amount: 0, pieces: 0, takenOff: 0 },
    });
    expect(data.monthlySales).toEqual([
      { month: '2026-01', revenue: delivered + confirmed + shipped, orders: 3 },
      { month: '2026-02', revenue: processing, orders: 1 },
    ]);
    // By quantity: Oxford 3 (the cancelled 5 do not count), then Polo 2, then Linen 1 (the returned 4 do not count).
    expect(data.topProducts).toEqual([
      { productId: 'OXFORD', title: 'Oxford', quantity: 3, revenue: 3 * 2000 },
      { productId: 'POLO', title: 'Polo', quantity: 2, revenue: 2 * 1500 },
      { productId: 'LINEN', title: 'Linen', quantity: 1, revenue: 3000 },
    ]);
    // ' karachi ' is Karachi, written as most of its orders write it; Islamabad's only order was cancelled, Multan's came back.
    expect(data.topCities).toEqual([
      { city: 'Karachi', revenue: delivered + confirmed + shipped, orders: 3 },
      { city: 'Lahore', revenue: processing, orders: 1 },
    ]);
    expect(data.statusCounts).toEqual([
      { status: 'pending', count: 0 },
      { status: 'confirmed', count: 1 },
      { status: 'processing', count: 1 },
      { status: 'shipped', count: 1 },
      { status: 'delivered', count: 2 },
      { status: 'cancelled', count: 1 },
    ]);
    expect(data.revenueByPaymentMethod).toEqual([
      { method: 'cod', revenue: delivered + confirmed + processing, orders: 3 },
      { method: 'bank', revenue: shipped, orders: 1 },
    ]);
    expect(data.cashToCollect).toEqual({ amount: delivered + confirmed + processing, orders: 3 });

    // A period is whole Karachi days, both ends included.
    const january = (await analytics('?from=2026-01-01&to=2026-01-31')).body.data;
    expect(january).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
      totals: { orders: 3, sales: 3, revenue: delivered + confirmed + shipped },
    });
    const february = (await analytics('?from=2026-02-01')).body.data;
    expect(february.totals).toEqual({
      orders: 3,
      sales: 1,
      revenue: processing,
      itemsSold: 2,
      refunds: { amount: 0, pieces: 0, takenOff: 0 },
    });
    expect(february.monthlySales).toEqual([{ month: '2026-02', revenue: processing, orders: 1 }]);
    expect(february.topCities.map((city) => city.city)).toEqual(['Lahore']);
    // What couriers still owe is owed whatever the period.
    expect(february.cashToCollect).toEqual(data.cashToCollect);
    expect((await analytics('?to=2026-01-15')).body.data.totals).toMatchObject({ orders: 1, revenue: delivered });
    // A period across a month's end: the last days of one month and the first of the next.
    const acrossMonths = (await analytics('?from=2026-01-20&to=2026-02-01')).body.data;
    expect(acrossMonths.totals).toEqual({
      orders: 3,
      sales: 3,
      revenue: confirmed + shipped + processing,
      itemsSold: 1 + 1 + 2,
      refunds: { amount: 0, pieces: 0, takenOff: 0 },
    });
    expect(acrossMonths.monthlySales).toEqual([
      { month: '2026-01', revenue: confirmed + shipped, orders: 2 },
      { month: '2026-02', revenue: processing, orders: 1 },
    ]);
  });

  it('stays right as orders change: status changes, a cancel and its undoing, cash received, a return and its undoing, a refusal, a delete and an order moved to another day', async () => {
    const fresh = await startTestShop({ rateLimitMax: 1000 });
    try {
      const token = adminToken(fresh);
      const base = { description: 'Cotton', sizes: ['M'], colors: ['White'], stock: 100 };
      saveProduct(fresh.deps.db, { ...base, id: 'OXFORD', title: 'Oxford', price: 2000 }, new Date());
      saveProduct(fresh.deps.db, { ...base, id: 'POLO', title: 'Polo', price: 1500 }, new Date());
      const place = async (city: string, lines: [string, number][]) => {
        const placed = await fresh.call<{ data: Order }>('POST', '/api/orders', {
          body: {
            customer: { name: 'Buyer', email: 'buyer@example.pk', phone: '03001234567', address: 'House 1', city },
            items: lines.map(([id, quantity]) => ({ id, size: 'M', color: 'White', quantity })),
          },
        });
        expect(placed.status).toBe(201);
        return placed.body.data;
      };
      const patch = async (path: string, body: object) =>
        expect((await fresh.call('PATCH', path, { body, token })).status).toBe(200);
      const status = (ref: string, to: Order['status']) =>
        patch(`/api/orders/${ref}/status`, { status: to, carrier: 'TCS', trackingNumber: `KHI-${ref}` });
      const figures = async (query = '') =>
        (await fresh.call<{ data: Analytics }>('GET', `/api/admin/analytics${query}`, { token })).body.data;

      const a = await place('Karachi', [['OXFORD', 2]]);
      const b = await place('Lahore', [['POLO', 1]]);
      const c = await place('Karachi', [
        ['POLO', 3],
        ['OXFORD', 1],
      ]);
      // Pending and unpaid, nothing is a sale yet (sales.ts).
      expect((await figures()).totals).toEqual({
        orders: 3,
        sales: 0,
        revenue: 0,
        itemsSold: 0,
        refunds: { amount: 0, pieces: 0, takenOff: 0 },
      });

      await status(a.orderRef, 'confirmed');
      // A pending order whose money is in is a sale; its cash is no longer to collect.
      await patch(`/api/admin/orders/${b.orderRef}/payment`, { payment: 'paid' });
      await status(c.orderRef, 'shipped');
      let now = await figures();
      expect(now.totals).toEqual({
        orders: 3,
        sales: 3,
        revenue: a.total + b.total + c.total,
        itemsSold: 2 + 1 + 4,
        refunds: { amount: 0, pieces: 0, takenOff: 0 },
      });
      expect(now.topProducts.map(({ productId, quantity }) => [productId, quantity])).toEqual([
        ['POLO', 4],
        ['OXFORD', 3],
      ]);
      expect(now.topCities).toEqual([
        { city: 'Karachi', revenue: a.total + c.total, orders: 2 },
        { city: 'Lahore', revenue: b.total, orders: 1 },
      ]);
      expect(now.cashToCollect).toEqual({ amount: a.total + c.total, orders: 2 });

      // Cancelled and back: out of every sales figure, then in again.
      await status(a.orderRef, 'cancelled');
      now = await figures();
      expect(now.totals).toEqual({
        orders: 3,
        sales: 2,
        revenue: b.total + c.total,
        itemsSold: 1 + 4,
        refunds: { amount: 0, pieces: 0, takenOff: 0 },
      });
      expect(now.statusCounts.find((entry) => entry.status === 'cancelled')!.count).toBe(1);
      await status(a.orderRef, 'processing');
      expect((await figures()).totals).toEqual({
        orders: 3,
        sales: 3,
        revenue: a.total + b.total + c.total,
        itemsSold: 2 + 1 + 4,
        refunds: { amount: 0, pieces: 0, takenOff: 0 },
      });

      // A returned parcel leaves the sales; undoing the record by mistake brings it back; a refusal leaves them again.
      await patch(`/api/admin/orders/${c.orderRef}/return`, { returned: 'returned' });
      now = await figures();
      expect(now.totals).toEqual({
        orders: 3,
        sales: 2,
        revenue: a.total + b.total,
        itemsSold: 2 + 1,
        refunds: { amount: 0, pieces: 0, takenOff: 0 },
      });
      expect(now.topProducts.map(({ productId, quantity }) => [productId, quantity])).toEqual([
        ['OXFORD', 2],
        ['POLO', 1],
      ]);
      expect(now.topCities).toEqual([
        { city: 'Karachi', revenue: a.total, orders: 1 },
        { city: 'Lahore', revenue: b.total, orders: 1 },
      ]);
      expect(now.cashToCollect).toEqual({ amount: a.total, orders: 1 });
      await patch(`/api/admin/orders/${c.orderRef}/return`, { returned: null });
      expect((await figures()).totals.revenue).toBe(a.total + b.total + c.total);
      await patch(`/api/admin/orders/${c.orderRef}/return`, { returned: 'refused' });
      expect((await figures()).totals).toEqual({
        orders: 3,
        sales: 2,
        revenue: a.total + b.total,
        itemsSold: 2 + 1,
        refunds: { amount: 0, pieces: 0, takenOff: 0 },
      });

      // A deleted order leaves no trace in any figure (a paid order is kept, decision 0118: its payment goes first).
      await patch(`/api/admin/orders/${b.orderRef}/payment`, { payment: 'unpaid' });
      expect((await fresh.call('DELETE', `/api/orders/${b.orderRef}`, { token })).status).toBe(200);
      now = await figures();
      expect(now.totals).toEqual({
        orders: 2,
        sales: 1,
        revenue: a.total,
        itemsSold: 2,
        refunds: { amount: 0, pieces: 0, takenOff: 0 },
      });
      expect(now.topProducts.map(({ productId, quantity }) => [productId, quantity])).toEqual([['OXFORD', 2]]);
      expect(now.topCities).toEqual([{ city: 'Karachi', revenue: a.total, orders: 1 }]);
      expect(now.revenueByPaymentMethod).toEqual([
        { method: 'cod', revenue: a.total, orders: 1 },
        { method: 'bank', revenue: 0, orders: 0 },
      ]);
      expect(now.statusCounts.filter((entry) => entry.count > 0)).toEqual([
        { status: 'processing', count: 1 },
        { status: 'shipped', count: 1 },
      ]);

      // An order whose placing time moves to another month (a correction) moves with all its figures.
      fresh.deps.db
        .update(orders)
        .set({ createdAt: karachi('2025-12-31T23:59:00') })
        .where(eq(orders.orderRef, a.orderRef))
        .run();
      now = await figures('?from=2025-12-31&to=2025-12-31');
      expect(now.totals).toEqual({
        orders: 1,
        sales: 1,
        revenue: a.total,
        itemsSold: 2,
        refunds: { amount: 0, pieces: 0, takenOff: 0 },
      });
      expect(now.monthlySales).toEqual([{ month: '2025-12', revenue: a.total, orders: 1 }]);
      expect((await figures('?from=2026-01-01')).totals).toEqual({
        orders: 1,
        sales: 0,
        revenue: 0,
        itemsSold: 0,
        refunds: { amount: 0, pieces: 0, takenOff: 0 },
      });
    } finally {
      await fresh.close();
    }
  });

  it('counts as a sale exactly the orders the sale rule calls sales, for every status, payment state and return, as orders are written, changed and deleted', async () => {
    const fresh = await startTestShop();
    try {
      const db = fresh.deps.db;
      saveProduct(
        db,
        {
          id: 'OXFORD',
          title: 'Oxford',
          description: 'Cotton',
          sizes: ['M'],
          colors: ['White'],
          stock: 0,
          price: 2000,
        },
        new Date(),
      );
      type Kind = {
        status: (typeof ORDER_STATUSES)[number];
        paymentStatus: (typeof PAYMENT_STATES)[number];
        returnKind: (typeof PARCEL_RETURNS)[number] | null;
      };
      const kinds: Kind[] = ORDER_STATUSES.flatMap((status) =>
        PAYMENT_STATES.flatMap((paymentStatus) =>
          [null, ...PARCEL_RETURNS].map((returnKind) => ({ status, paymentStatus, returnKind })),
        ),
      );
      // docs/product.md: not cancelled, the parcel did not come back, and moved on from pending or paid.
      const aSale = (kind: Kind) =>
        kind.status !== 'cancelled' &&
        kind.returnKind === null &&
        (kind.status !== 'pending' || kind.paymentStatus === 'paid');
      const written = new Map<string, { kind: Kind; total: number; channel: OrderChannel }>();

      /** The figures as the summary gives them, the same added up from the orders (sales.ts), and as the rule says. */
      const expectAgreement = async () => {
        const rule = [...written.values()].filter(({ kind }) => aSale(kind));
        const byRule = { orders: rule.length, revenue: rule.reduce((sum, { total }) => sum + total, 0) };
        expect(byRule.orders).toBeGreaterThan(0);
        const direct = db
          .select({ orders: count(), revenue: sql<number>`coalesce(sum(${orders.total}), 0)` })
          .from(orders)
          .where(isSale)
          .get()!;
        expect(direct).toEqual(byRule);
        const { body } = await fresh.call<{ data: Analytics }>('GET', '/api/admin/analytics', {
          token: adminToken(fresh),
        });
        expect(body.data.totals).toEqual({
          orders: written.size,
          sales: byRule.orders,
          revenue: byRule.revenue,
          itemsSold: byRule.orders,
          refunds: { amount: 0, pieces: 0, takenOff: 0 },
        });
        expect(body.data.topProducts).toEqual([
          { productId: 'OXFORD', title: 'Oxford', quantity: byRule.orders, revenue: byRule.revenue },
        ]);
        expect(body.data.topCities).toEqual([{ city: 'Quetta', revenue: byRule.revenue, orders: byRule.orders }]);
        const byChannel = ORDER_CHANNELS.map((channel) => {
          const sales = rule.filter((order) => order.channel === channel);
          return { channel, revenue: sales.reduce((sum, { total }) => sum + total, 0), orders: sales.length };
        });
        expect(byChannel.filter((entry) => entry.orders > 0).length).toBeGreaterThan(1);
        expect(body.data.salesByChannel).toEqual(byChannel);
      };

      // Written straight into the tables, as any code of the shop might: the summary follows whatever writes.
      kinds.forEach((kind, index) => {
        const orderRef = `ORD-SALE${String(index).padStart(5, '0')}`;
        const total = 1000 + index;
        const channel = ORDER_CHANNELS[index % ORDER_CHANNELS.length]!;
        db.insert(orders)
          .values({
            orderRef,
            customerName: 'Buyer',
            customerEmail: 'b@example.pk',
            customerPhone: '03001234567',
            customerAddress: 'House 1',
            customerCity: 'Quetta',
            subtotal: total,
            shippingCost: 0,
            total,
            paymentMethod: 'cod',
            channel,
            ...kind,
            createdAt: new Date(),
            updatedAt: new Date(),
          })
          .run();
        db.insert(orderItems)
          .values({
            orderRef,
            productId: 'OXFORD',
            title: 'Oxford',
            size: 'M',
            color: 'White',
            quantity: 1,
            unitPrice: total,
            paid: total,
          })
          .run();
        written.set(orderRef, { kind, total, channel });
      });
      await expectAgreement();

      // Every order moved to another kind: into and out of the sales.
      [...written].forEach(([orderRef, order], index) => {
        const kind = kinds[(index + 5) % kinds.length]!;
        db.update(orders).set(kind).where(eq(orders.orderRef, orderRef)).run();
        written.set(orderRef, { ...order, kind });
      });
      await expectAgreement();

      // Every other order put down to another channel, nothing else changed (a correction).
      [...written].forEach(([orderRef, order], index) => {
        if (index % 2 === 0) return;
        const channel = ORDER_CHANNELS[(index + 2) % ORDER_CHANNELS.length]!;
        db.update(orders).set({ channel }).where(eq(orders.orderRef, orderRef)).run();
        written.set(orderRef, { ...order, channel });
      });
      await expectAgreement();

      // Every third order deleted, its lines with it.
      [...written.keys()].forEach((orderRef, index) => {
        if (index % 3 !== 0) return;
        db.delete(orders).where(eq(orders.orderRef, orderRef)).run();
        written.delete(orderRef);
      });
      await expectAgreement();
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['?from=2026-13-01', 'Dates look like 2026-01-31'],
    ['?to=yesterday', 'Dates look like 2026-01-31'],
    ['?from=2026-03-01&to=2026-02-01', 'The start of the period must not be after its end'],
  ])('refuses %s with a clear message', async (query, message) => {
    expect(await analytics(query)).toMatchObject({
      status: 400,
      body: { success: false, code: 'VALIDATION', message },
    });
  });
});
