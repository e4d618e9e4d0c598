import { describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import { netTotal, type AdminOrder } from '../../common/orders';
import { saveNavyShirt, testShopForFile } from '../testing/fileShop';
import { afterSaleCalls } from './afterSaleCalls';

/** Returns and exchanges of one line hold under concurrent requests: the owner double-clicking, two devices (issue 22). */
const shop = testShopForFile({ rateLimitMax: 5000 });
const api = afterSaleCalls(shop);

type Answer<T> = { success: boolean; data: T; message?: string };
const cells = async (id: string) =>
  Object.fromEntries(
    (await shop.call<Answer<Product>>('GET', `/api/products/${id}`)).body.data.variants.map((cell) => [
      `${cell.size}/${cell.color}`,
      cell.stock,
    ]),
  );

describe('pieces of one line coming back, asked for at once', () => {
  it('exchanges only as many as the new size has and refunds only the pieces left, each piece back in stock once', async () => {
    const shirt = saveNavyShirt(shop, { M: 5, L: 1 }, 2000);
    const placed = await api.place({ items: [{ id: shirt.id, size: 'M', color: 'Navy', quantity: 3 }] });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    await api.status(order.orderRef, 'shipped');
    await api.status(order.orderRef, 'delivered');
    const line = `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}`;

    const exchanges = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop.call('POST', `${line}/exchange`, {
          body: { quantity: 1, size: 'L', color: 'Navy' },
          token: shop.adminToken,
        }),
      ),
    );
    expect(exchanges.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(exchanges.filter((answer) => answer.status === 409)).toHaveLength(9);
    expect(await cells(shirt.id)).toEqual({ 'M/Navy': 3, 'L/Navy': 0 });

    const refunds = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop.call('POST', `${line}/return`, {
          body: { quantity: 1, refund: { amount: 2000, method: 'cash' } },
          token: shop.adminToken,
        }),
      ),
    );
    expect(refunds.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(await cells(shirt.id)).toEqual({ 'M/Navy': 5, 'L/Navy': 0 });

    const listed = await shop.call<Answer<AdminOrder[]>>('GET', `/api/orders?q=${order.orderRef}`, {
      token: shop.adminToken,
    });
    expect(listed.body.data[0]!.lineChanges.map((change) => [change.kind, change.quantity])).toEqual([
      ['exchange', 1],
      ['refund', 1],
      ['refund', 1],
    ]);
  });

  it('refunds, exchanges and a whole parcel coming back at once: never more pieces back than were out, never more money than was paid', async () => {
    const shirt = saveNavyShirt(shop, { M: 10, L: 10 }, 2000);
    await shop.call('POST', '/api/admin/discounts', {
      body: { code: 'RACE10', kind: 'percent', value: 10 },
      token: shop.adminToken,
    });
    const placed = await api.place({
      items: [{ id: shirt.id, size: 'M', color: 'Navy', quantity: 3 }],
      discountCode: 'RACE10',
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    // 3 × PKR 2,000 less 10%: the shopper paid PKR 5,400 for the line, PKR 1,800 a piece.
    expect(order.items[0]!.paid).toBe(5400);
    await api.status(order.orderRef, 'shipped');
    await api.status(order.orderRef, 'delivered');
    const lineId = order.items[0]!.lineId;

    // Each asks for a piece back with its full price (more than was paid for it), then with what it cost.
    const tooMuch = await Promise.all(Array.from({ length: 6 }, () => api.lineReturn(order.orderRef, lineId, 1, 2000)));
    expect(tooMuch.map((answer) => answer.status)).toEqual(Array(6).fill(400));
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => api.lineReturn(order.orderRef, lineId, 1, 1800)),
      ...Array.from({ length: 4 }, () =>
        api.exchange(order.orderRef, lineId, { quantity: 1, size: 'L', color: 'Navy' }),
      ),
      ...Array.from({ length: 2 }, () => api.lineReturn(order.orderRef, lineId, 2, 3600)),
    ]);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const after = await api.order(order.orderRef);
    const back = after.lineChanges.reduce((sum, change) => sum + change.quantity, 0);
    const refunded = after.lineChanges.reduce((sum, change) => sum + change.refund, 0);
    expect(back).toBe(3);
    expect(refunded).toBeLessThanOrEqual(5400);
    const exchanged = after.lineChanges.filter((change) => change.kind === 'exchange').length;
    // The pieces refunded are on the shelf in M; each exchanged piece went back to M and out again in L.
    expect(await cells(shirt.id)).toEqual({ 'M/Navy': 10, 'L/Navy': 10 - exchanged });

    // The whole parcel marked returned now, twice at once: nothing more comes back, the money stays as it was.
    const parcel = await Promise.all([0, 1].map(() => api.parcelBack(order.orderRef, 'returned')));
    expect(parcel.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await cells(shirt.id)).toEqual({ 'M/Navy': 10, 'L/Navy': 10 - exchanged });
    expect(netTotal(await api.order(order.orderRef))).toBe(Math.max(0, order.total - refunded));
  });
});
