import { describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import { testShopForFile } from '../testing/fileShop';
import { placeCodOrder, postShirt } from '../testing/orders';

/**
 * The owner's product form is a snapshot: orders keep taking stock while it is open (decision 0111). A
 * save sends each cell's stock as the form showed it, and the server settles it against the stock the
 * cell has now, so an edit of the description on a sale day never puts sold pieces back.
 */
const shop = testShopForFile();
type ProductAnswer = { success: boolean; data: Product; code?: string; message: string; details?: unknown };

let counter = 0;
const shirtWithCells = (stock: { S: number; M: number }) =>
  postShirt(shop, shop.adminToken, `STALE${++counter}`, [
    { size: 'S', color: 'White', stock: stock.S },
    { size: 'M', color: 'White', stock: stock.M },
  ]);

/** The write the admin app's form sends for `product` as it was read, with the owner's changes. */
const formSave = (product: Product, typed: Partial<Record<'S' | 'M', number>>, title = product.title) =>
  shop.call<ProductAnswer>('PUT', `/api/products/${product.id}`, {
    token: shop.adminToken,
    body: {
      id: product.id,
      title,
      description: product.description,
      price: product.price,
      sizes: product.sizes,
      colors: product.colors,
      variants: product.variants.map((cell) => ({
        size: cell.size,
        color: cell.color,
        stock: typed[cell.size as 'S' | 'M'] ?? cell.stock,
        stockSeen: cell.stock,
      })),
    },
  });

const stockOf = async (id: string) =>
  Object.fromEntries(
    (await shop.call<ProductAnswer>('GET', `/api/products/${id}`)).body.data.variants.map((cell) => [
      cell.size,
      cell.stock,
    ]),
  );

const buyOneS = (product: Product, shopper: number) =>
  placeCodOrder(shop, [{ id: product.id, size: 'S', color: 'White', quantity: 1 }], {
    customer: { phone: `0300 12345${String(shopper).padStart(2, '0')}`, email: `eid${shopper}@example.pk` },
  });

describe('a product saved from a form opened before orders took stock', () => {
  it('keeps the pieces orders took from cells the owner left alone, whichever lands first', async () => {
    const opened = await shirtWithCells({ S: 5, M: 5 });
    // A shopper buys S after the owner opened the form; two more buy it while the owner saves a new
    // title and 3 more of M, all at once.
    expect((await buyOneS(opened, 1)).status).toBe(201);
    const [save, ...orders] = await Promise.all([
      formSave(opened, { M: 8 }, 'Eid Lawn Shirt (new cut)'),
      buyOneS(opened, 2),
      buyOneS(opened, 3),
    ]);
    expect(save.status).toBe(200);
    expect(orders.map((order) => order.status)).toEqual([201, 201]);
    expect(await stockOf(opened.id)).toEqual({ S: 2, M: 8 });
    expect(save.body.data.title).toBe('Eid Lawn Shirt (new cut)');
  });

  it('refuses a changed cell whose stock moved, saving nothing, and tells what it has now', async () => {
    const opened = await shirtWithCells({ S: 5, M: 5 });
    expect((await buyOneS(opened, 4)).status).toBe(201);
    const refused = await formSave(opened, { S: 10 }, 'Renamed');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message:
        'Stock changed while you had this form open: S / White has 4 now (5 when you opened the form). Nothing was saved: check the stock and save again.',
      details: { stockNow: [{ size: 'S', color: 'White', stock: 4 }] },
    });
    const kept = (await shop.call<ProductAnswer>('GET', `/api/products/${opened.id}`)).body.data;
    expect(kept.title).toBe(opened.title);
    expect(await stockOf(opened.id)).toEqual({ S: 4, M: 5 });

    // Having read what it has now, the owner's count is saved.
    const again = await formSave(kept, { S: 10 }, 'Renamed');
    expect(again.status).toBe(200);
    expect(await stockOf(opened.id)).toEqual({ S: 10, M: 5 });
  });
});
