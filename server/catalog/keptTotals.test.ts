import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productQuerySchema } from '../../common/catalog';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { listStatements } from './lists';

/*
 * A list's total is kept for the next page or sort of the same filter until the catalog listing
 * changes (lists.ts totalOf, decision 0018). Counting visits every match, so a shopper paging
 * through a category should not pay for it on every page; and whatever changes what the list finds,
 * the next page must say so.
 */
const shop = testShopForFile({ rateLimitMax: 1000 });
afterEach(() => vi.restoreAllMocks());

const totalOf = async (address: string) => {
  const answer = await shop.call<{ total: number }>('GET', address);
  expect(answer.status, address).toBe(200);
  return answer.body.total;
};

/** How often SQLite is asked for this filter's total while `during` runs. */
async function countsAskedFor(filter: Record<string, string>, during: () => Promise<unknown>): Promise<number> {
  const { count } = listStatements(productQuerySchema.parse(filter))!;
  const get = vi.spyOn(Object.getPrototypeOf(shop.deps.db.$client.prepare('select 1')) as Database.Statement, 'get');
  await during();
  return get.mock.contexts.filter((statement) => (statement as Database.Statement).source === count).length;
}

describe("a list's total", () => {
  it('is counted once for all the pages and sorts of one filter', async () => {
    for (let index = 0; index < 30; index++)
      saveShirt(shop, { id: `PAGED-${index}`, price: 1000 + index * 10, categories: ['Paged'] });
    const counts = await countsAskedFor({ category: 'Paged', minPrice: '1000' }, async () => {
      for (const [page, sortBy] of [
        [1, 'newest'],
        [2, 'newest'],
        [1, 'price-asc'],
        [2, 'name'],
        [1, 'rating'],
      ] as const) {
        expect(await totalOf(`/api/products?category=Paged&minPrice=1000&page=${page}&limit=12&sortBy=${sortBy}`)).toBe(
          30,
        );
      }
    });
    expect(counts).toBe(1);
  });

  it('follows every change to what the list finds, on a page not asked for before', async () => {
    for (let index = 0; index < 6; index++)
      saveShirt(shop, { id: `FOLLOW-${index}`, price: 2000, sizes: ['M', 'L'], categories: ['Follow'] });
    const sqlite = shop.deps.db.$client;
    let asked = 0;
    /** The total of a category's M shirts up to 2,500 rupees, each time in a sort or page not asked for yet. */
    const total = () => totalOf(`/api/products?category=Follow&size=M&maxPrice=2500&limit=1&page=${++asked}`);
    expect(await total()).toBe(6);

    saveShirt(shop, { id: 'FOLLOW-NEW', price: 2000, sizes: ['M'], categories: ['Follow'] });
    expect(await total(), 'a shirt added').toBe(7);
    sqlite.exec("update products set price = 3000 where id = 'FOLLOW-NEW'");
    expect(await total(), 'a price moved out of the range').toBe(6);
    sqlite.exec("update product_variants set stock = 0 where product_id = 'FOLLOW-0' and size = 'M'");
    expect(await total(), 'a size sold out').toBe(5);
    sqlite.exec("delete from product_categories where product_id = 'FOLLOW-1'");
    expect(await total(), 'a category taken off').toBe(4);

    const other = new Database(sqlite.name);
    try {
      // A restored database may hold the same listing version with other content.
      other.exec(
        "delete from product_categories where product_id = 'FOLLOW-2'; update catalog_listing set version = version - 1",
      );
    } finally {
      other.close();
    }
    expect(await total(), "another connection's commit (a restore)").toBe(3);
  });

  it('is counted anew for a list filtered on stock, which any order changes', async () => {
    saveShirt(shop, { id: 'LOW-STOCK', title: 'Lowstock Shirt', stock: 3 });
    const address = (page: number) => `/api/products?search=${encodeURIComponent('lowstock stock:3-3')}&page=${page}`;
    expect(await totalOf(address(1))).toBe(1);
    shop.deps.db.$client.exec(
      "update product_variants set stock = stock - 1 where product_id = 'LOW-STOCK' and stock > 0",
    );
    expect(await totalOf(address(2))).toBe(0);
  });
});
