import { describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import { changePolicy, saveShirt, testShopForFile } from '../testing/fileShop';
import { placeCodOrder } from '../testing/orders';

/** An order is placed at the price the shopper was shown, or not at all (PRICE_CHANGED). */
const shop = testShopForFile();
const stockOf = async (id: string) =>
  (await shop.call<{ data: Product }>('GET', `/api/products/${id}`)).body.data.stock;

describe('a line sent with the price the shopper saw', () => {
  it('is placed at that price, refused with the price now once the owner changed it, and priced by the shop without one', async () => {
    const shirt = saveShirt(shop, { price: 2000, stock: 10 });
    const line = { id: shirt.id, size: 'M', color: 'White', quantity: 1 };
    const seen = await placeCodOrder(shop, [{ ...line, priceSeen: 2000 }]);
    expect(seen.status).toBe(201);
    expect(seen.body.data.subtotal).toBe(2000);

    saveShirt(shop, { id: shirt.id, price: 2400, stock: 9 });
    const stale = await placeCodOrder(shop, [{ ...line, priceSeen: 2000 }]);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'PRICE_CHANGED',
      message: `The price of ${shirt.title} is now PKR 2,400, not PKR 2,000. Please check your order and place it again.`,
    });
    expect(await stockOf(shirt.id)).toBe(9);

    const plain = await placeCodOrder(shop, [line]);
    expect(plain.status).toBe(201);
    expect(plain.body.data.subtotal).toBe(2400);
  });

  it('and the delivery charge it saw: refused once the owner changed it, placed at the charge seen now (decision 0116)', async () => {
    const shirt = saveShirt(shop, { price: 2000, stock: 10 });
    const line = { id: shirt.id, size: 'M', color: 'White', quantity: 1 };
    await changePolicy(shop, { shippingFee: 250 });
    const seen = await placeCodOrder(shop, [line], { shippingSeen: 250 });
    expect(seen.status).toBe(201);
    expect(seen.body.data.shippingCost).toBe(250);

    await changePolicy(shop, { shippingFee: 350 });
    const stale = await placeCodOrder(shop, [line], { shippingSeen: 250 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'PRICE_CHANGED',
      message: 'Delivery is now PKR 350, not PKR 250. Please check your order and place it again.',
    });
    expect(await stockOf(shirt.id)).toBe(9);
    expect((await placeCodOrder(shop, [line], { shippingSeen: 350 })).status).toBe(201);
  });
});
