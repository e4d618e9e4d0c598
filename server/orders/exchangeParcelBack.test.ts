import { describe, expect, it } from 'vitest';
import { afterSaleBadges } from '../../common/afterSaleState';
import type { Product } from '../../common/catalog';
import type { AdminOrder, Order } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { advanceOrder, placeCodOrder, type Answer } from '../testing/orders';

/**
 * Decision 0147: an exchange parcel that comes back before it was delivered (refused at the door, or
 * returned undelivered) undoes the exchange as a cancel does. Its new piece is back on the shelf, and the
 * piece it replaced, which the rider never collected, is still with the customer: it comes off the shelf
 * it was put back on when the exchange was made, once, and the original order no longer waits to collect it.
 */
const shop = testShopForFile({ rateLimitMax: 5000 });

let shirt = 0;
const newShirt = () => {
  shirt += 1;
  const id = `EXCHANGE-BACK-${shirt}`;
  saveShirt(shop, { id, sizes: ['M', 'L', 'XL'], colors: ['White'], stock: 30, price: 2200 });
  shop.deps.db.$client.prepare('update product_variants set stock = 10 where product_id = ?').run(id);
  return id;
};

const as = <T>(method: string, path: string, body?: unknown) =>
  shop.call<Answer<T>>(method, path, { token: shop.adminToken, ...(body === undefined ? {} : { body }) });
const adminOrder = async (orderRef: string) =>
  (await as<AdminOrder[]>('GET', `/api/orders?q=${orderRef}`)).body.data.find((order) => order.orderRef === orderRef)!;
const stock = async (id: string) =>
  Object.fromEntries(
    (await shop.call<Answer<Product>>('GET', `/api/products/${id}`)).body.data.variants.map((cell) => [
      cell.size,
      cell.stock,
    ]),
  );
const parcelBack = (orderRef: string, returned: 'refused' | 'returned' | null) =>
  as<AdminOrder>('PATCH', `/api/admin/orders/${orderRef}/return`, { returned });
const exchangeOf = (order: Pick<Order, 'orderRef' | 'items'>, size: string) =>
  as<{ exchange: AdminOrder }>('POST', `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/exchange`, {
    quantity: 1,
    size,
    color: 'White',
    chargeDelivery: false,
  });

/** A delivered order of one M shirt exchanged for L, the exchange parcel shipped: M 10, L 9 on the shelf. */
async function exchangeOnItsWay(id: string): Promise<{ original: Order; exchange: AdminOrder }> {
  const placed = await placeCodOrder(shop, [{ id, size: 'M', color: 'White', quantity: 1 }]);
  expect(placed.status).toBe(201);
  const original = placed.body.data;
  await advanceOrder(shop, shop.adminToken, original.orderRef, ['confirmed', 'shipped', 'delivered']);
  const made = await exchangeOf(original, 'L');
  expect(made.status, made.body.message).toBe(200);
  const exchange = made.body.data.exchange;
  await advanceOrder(shop, shop.adminToken, exchange.orderRef, ['shipped']);
  expect(await stock(id)).toEqual({ M: 10, L: 9, XL: 10 });
  expect(afterSaleBadges(await adminOrder(original.orderRef))).toEqual(['Exchange: M → L, piece to collect']);
  return { original, exchange };
}

describe('an exchange parcel that comes back before it was delivered', () => {
  it.each(['refused', 'returned'] as const)(
    'recorded %s: the new piece is back and the old one is off the shelf again, with the customer',
    async (kind) => {
      const id = newShirt();
      const { original, exchange } = await exchangeOnItsWay(id);

      expect((await parcelBack(exchange.orderRef, kind)).status).toBe(200);
      // L back on the shelf; the customer still has the M, so the shop has 9 of them, as before the exchange.
      expect(await stock(id)).toEqual({ M: 9, L: 10, XL: 10 });
      const seen = await adminOrder(original.orderRef);
      expect(seen.lineChanges[0]!.cancelledAt).not.toBeNull();
      expect(afterSaleBadges(seen)).toEqual([]);
      // The M is the customer's again: it can be exchanged afresh.
      expect((await exchangeOf(original, 'XL')).status).toBe(200);
      expect(await stock(id)).toEqual({ M: 10, L: 10, XL: 9 });
    },
  );

  it('recorded twice at once moves the stock once', async () => {
    const id = newShirt();
    const { exchange } = await exchangeOnItsWay(id);
    const answers = await Promise.all([
      parcelBack(exchange.orderRef, 'refused'),
      parcelBack(exchange.orderRef, 'refused'),
      parcelBack(exchange.orderRef, 'returned'),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await stock(id)).toEqual({ M: 9, L: 10, XL: 10 });
  });

  it('undone (a mistake) counts the exchange again; refused when the old piece was exchanged again since', async () => {
    const id = newShirt();
    const { original, exchange } = await exchangeOnItsWay(id);
    await parcelBack(exchange.orderRef, 'refused');

    const undone = await parcelBack(exchange.orderRef, null);
    expect(undone.status, undone.body.message).toBe(200);
    expect(await stock(id)).toEqual({ M: 10, L: 9, XL: 10 });
    expect((await adminOrder(original.orderRef)).lineChanges[0]!.cancelledAt).toBeNull();
    // Undone twice at once, refused again twice at once: the stock follows once each way.
    await Promise.all([parcelBack(exchange.orderRef, null), parcelBack(exchange.orderRef, null)]);
    expect(await stock(id)).toEqual({ M: 10, L: 9, XL: 10 });
    await Promise.all([parcelBack(exchange.orderRef, 'refused'), parcelBack(exchange.orderRef, 'refused')]);
    expect(await stock(id)).toEqual({ M: 9, L: 10, XL: 10 });

    expect((await exchangeOf(original, 'XL')).status).toBe(200);
    const late = await parcelBack(exchange.orderRef, null);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain(`is no longer with the customer on order ${original.orderRef}`);
    expect(await stock(id)).toEqual({ M: 10, L: 10, XL: 9 });
  });
});

describe('an exchange parcel returned after it was delivered', () => {
  it('keeps the exchange: the rider collected the old piece at the door, and the new one is back too', async () => {
    const id = newShirt();
    const { original, exchange } = await exchangeOnItsWay(id);
    await advanceOrder(shop, shop.adminToken, exchange.orderRef, ['delivered']);

    expect((await parcelBack(exchange.orderRef, 'returned')).status).toBe(200);
    expect(await stock(id)).toEqual({ M: 10, L: 10, XL: 10 });
    expect((await adminOrder(original.orderRef)).lineChanges[0]!.cancelledAt).toBeNull();
    expect((await parcelBack(exchange.orderRef, null)).status).toBe(200);
    expect(await stock(id)).toEqual({ M: 10, L: 9, XL: 10 });
  });
});
