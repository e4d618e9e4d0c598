import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { placeCodOrder } from '../testing/orders';
import { productsByIds } from './queries';

/*
 * Each product's answer is kept until its version moves (queries.ts productJson, migration 0019).
 * Whatever writes a product, its variants, pictures or categories, the next list and product page
 * must show exactly what a fresh read of the database shows.
 */
const shop = testShopForFile({ rateLimitMax: 1000 });

const listed = async () =>
  (await shop.call<{ data: Product[] }>('GET', '/api/products?limit=50&sortBy=name')).body.data;
const page = async (id: string) => (await shop.call<{ data: Product }>('GET', `/api/products/${id}`)).body.data;
/** The list and one product's page, as shoppers get them, agree with a fresh read. */
async function expectFresh(id: string) {
  const answered = await listed();
  expect(answered.map((product) => product.id)).toContain(id);
  expect(answered).toEqual(
    productsByIds(
      shop.deps.db,
      answered.map((product) => product.id),
    ),
  );
  expect(await page(id)).toEqual(productsByIds(shop.deps.db, [id])[0]);
}

describe("a product's kept answer follows every change to it", () => {
  it('an order, a stock edit, a picture, a category, a review and a SKU written by any code show at once', async () => {
    const shirt = saveShirt(shop, {
      id: 'KEPT',
      title: 'Kept Shirt',
      sizes: ['M', 'L'],
      colors: ['White'],
      stock: 10,
      imageUrl: '/uploads/kept-0-640.webp',
    });
    saveShirt(shop, { id: 'OTHER', title: 'Other Shirt' });
    await expectFresh(shirt.id);
    const sqlite = shop.deps.db.$client;
    const cell = (size: string) =>
      sqlite
        .prepare("select stock from product_variants where product_id = 'KEPT' and size = ?")
        .pluck()
        .get(size) as number;

    // A shopper's order takes one M / White.
    const before = cell('M');
    const order = await placeCodOrder(shop, [{ id: 'KEPT', size: 'M', color: 'White', quantity: 1 }]);
    expect(order.status).toBe(201);
    expect(cell('M')).toBe(before - 1);
    await expectFresh(shirt.id);

    // Each table written straight, as any code of the shop might.
    const writes = [
      "update product_variants set stock = stock + 3 where product_id = 'KEPT' and size = 'L'",
      "update product_variants set sku = 'KEPT-L-W' where product_id = 'KEPT' and size = 'L'",
      "update product_images set color = 'White' where product_id = 'KEPT'",
      "insert into product_images (product_id, position, url) values ('KEPT', 1, '/uploads/kept-1-640.webp')",
      "insert into product_categories (product_id, category) values ('KEPT', 'Eastern')",
      "delete from product_categories where product_id = 'KEPT' and category = 'Eastern'",
      "delete from product_images where product_id = 'KEPT' and position = 1",
      "update products set average_rating = 4.5, review_count = 2 where id = 'KEPT'",
    ];
    for (const write of writes) {
      const was = await page(shirt.id);
      sqlite.exec(write);
      const now = await page(shirt.id);
      expect(now, write).not.toEqual(was);
      await expectFresh(shirt.id);
    }
  });

  it("another connection's commit (a restore) shows at once", async () => {
    const shirt = saveShirt(shop, { id: 'ELSEWHERE', title: 'Elsewhere Shirt' });
    await expectFresh(shirt.id);
    const other = new Database(shop.deps.db.$client.name);
    try {
      // A restored database may hold the same version number with other content: set back, then forward by one.
      other.exec("update products set title = 'Restored Shirt', version = version - 1 where id = 'ELSEWHERE'");
      other.exec("update products set version = version + 1 where id = 'ELSEWHERE'");
    } finally {
      other.close();
    }
    expect((await page(shirt.id)).title).toBe('Restored Shirt');
    await expectFresh(shirt.id);
  });
});
