import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../common/admin';
import type { ProductWriteInput } from '../../common/catalog';
import { LOW_STOCK_LISTED, LOW_STOCK_THRESHOLD } from '../../common/products';
import { shopSettings } from '../shop/schema';
import { testShopForFile } from '../testing/fileShop';

const shop = testShopForFile();

const dashboard = async () => (await shop.call<{ data: DashboardData }>('GET', '/admin/dashboard-data', { token: shop.adminToken })).body.data;
const create = async (product: ProductWriteInput) => expect((await shop.call('POST', '/api/products', { body: product, token: shop.adminToken })).status).toBe(201);
const shirt = (id: string, title: string, cells: [size: string, color: string, stock: number][]): ProductWriteInput => ({
  id,
  title,
  description: 'Cotton lawn.',
  price: 1800,
  sizes: [...new Set(cells.map(([size]) => size))],
  colors: [...new Set(cells.map(([, color]) => color))],
  variants: cells.map(([size, color, stock]) => ({ size, color, stock })),
  categories: ['Casual'],
});

describe('low-stock alerts per size and colour (issue 22)', () => {
  it('counts and names the cells at or below the threshold, even of a product with plenty in all', async () => {
    await create(shirt('NAVY-1', 'Navy Oxford', [['S', 'Navy', 0], ['M', 'Navy', LOW_STOCK_THRESHOLD], ['L', 'Navy', 40]]));
    await create(shirt('WHITE-1', 'White Lawn', [['M', 'White', LOW_STOCK_THRESHOLD + 1], ['L', 'White', 30]]));
    const { lowStock } = await dashboard();
    expect(lowStock).toEqual({
      threshold: LOW_STOCK_THRESHOLD,
      count: 2,
      cells: [
        { productId: 'NAVY-1', title: 'Navy Oxford', size: 'S', color: 'Navy', stock: 0 },
        { productId: 'NAVY-1', title: 'Navy Oxford', size: 'M', color: 'Navy', stock: LOW_STOCK_THRESHOLD },
      ],
    });
  });

  it(`names the ${LOW_STOCK_LISTED} lowest cells, sold out first, and counts them all`, async () => {
    const before = (await dashboard()).lowStock.count;
    const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
    await create(shirt('MANY-1', 'Many Cells', sizes.flatMap((size, index): [string, string, number][] => [[size, 'Red', index % LOW_STOCK_THRESHOLD], [size, 'Blue', 1]])));
    const { lowStock } = await dashboard();
    expect(lowStock.count).toBe(before + sizes.length * 2);
    expect(lowStock.cells).toHaveLength(LOW_STOCK_LISTED);
    const stocks = lowStock.cells.map((cell) => cell.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks[0]).toBe(0);
  });
});

describe('the one-time "check your grids" notice (issue 22, migration 0008)', () => {
  it('shows while the settings row is there, and a dismiss by the owner clears it on the server for good', async () => {
    expect((await dashboard()).notices).toEqual({ checkVariantGrids: false });
    shop.deps.db.insert(shopSettings).values({ key: 'notice.checkVariantGrids', value: 'true' }).run();
    expect((await dashboard()).notices).toEqual({ checkVariantGrids: true });

    expect(await shop.call('DELETE', '/api/admin/notices/check-variant-grids')).toMatchObject({ status: 401 });
    expect((await dashboard()).notices.checkVariantGrids).toBe(true);

    expect(await shop.call('DELETE', '/api/admin/notices/check-variant-grids', { token: shop.adminToken })).toMatchObject({ status: 200, body: { success: true } });
    expect((await dashboard()).notices.checkVariantGrids).toBe(false);
    // A second tab dismissing it too is no error.
    expect((await shop.call('DELETE', '/api/admin/notices/check-variant-grids', { token: shop.adminToken })).status).toBe(200);
    expect((await dashboard()).notices.checkVariantGrids).toBe(false);
  });
});
