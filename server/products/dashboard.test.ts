import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../common/admin';
import type { ProductWriteInput } from '../../common/catalog';
import { LOW_STOCK_LISTED, LOW_STOCK_THRESHOLD } from '../../common/products';
import { shopSettings } from '../shop/schema';
import { testShopForFile } from '../testing/fileShop';

const shop = testShopForFile();

const dashboard = async () =>
  (await shop.call<{ data: DashboardData }>('GET', '/admin/dashboard-data', { token: shop.adminToken })).body.data;
const create = async (product: ProductWriteInput) =>
  expect((await shop.call('POST', '/api/products', { body: product, token: shop.adminToken })).status).toBe(201);
const shirt = (
  id: string,
  title: string,
  cells: [size: string, color: string, stock: number][],
): ProductWriteInput => ({
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
  it('counts the cells at or below the threshold, even of a product with plenty in all, and names them by product', async () => {
    await create(
      shirt('NAVY-1', 'Navy Oxford', [
        ['S', 'Navy', 0],
        ['M', 'Navy', LOW_STOCK_THRESHOLD],
        ['L', 'Navy', 40],
      ]),
    );
    await create(
      shirt('WHITE-1', 'White Lawn', [
        ['M', 'White', LOW_STOCK_THRESHOLD + 1],
        ['L', 'White', 30],
      ]),
    );
    const { lowStock } = await dashboard();
    expect(lowStock).toEqual({
      threshold: LOW_STOCK_THRESHOLD,
      count: 2,
      products: 1,
      listed: [
        {
          productId: 'NAVY-1',
          title: 'Navy Oxford',
          cells: [
            { size: 'S', color: 'Navy', stock: 0 },
            { size: 'M', color: 'Navy', stock: LOW_STOCK_THRESHOLD },
          ],
        },
      ],
    });
  });

  it(`names the ${LOW_STOCK_LISTED} products worst off, the larger share of low cells first when none is sold out, and counts them all`, async () => {
    const before = (await dashboard()).lowStock;
    // Each has one cell with 1 left; products 0..7 have that many more cells with 2 left.
    for (let index = 0; index < LOW_STOCK_LISTED + 2; index += 1) {
      await create(
        shirt(`FEW-${index}`, `Few ${index}`, [
          ['S', 'Red', 1],
          ...Array.from({ length: index }, (_, more): [string, string, number] => [`${40 + more}`, 'Red', 2]),
          ['XL', 'Red', 50],
        ]),
      );
    }
    const { lowStock } = await dashboard();
    expect(lowStock.products).toBe(before.products + LOW_STOCK_LISTED + 2);
    expect(lowStock.count).toBe(
      before.count + Array.from({ length: LOW_STOCK_LISTED + 2 }, (_, index) => 1 + index).reduce((a, b) => a + b),
    );
    expect(lowStock.listed.map((product) => product.productId)).toEqual([
      'NAVY-1',
      ...Array.from({ length: LOW_STOCK_LISTED - 1 }, (_, index) => `FEW-${LOW_STOCK_LISTED + 1 - index}`),
    ]);
    expect(lowStock.listed[1]!.cells).toHaveLength(LOW_STOCK_LISTED + 2);
  });

  it('ranks a shirt by the share of its grid gone: sold out in every cell first, never crowded out by shirts with more cells (decision 0145)', async () => {
    // Busy shirts: 8 cells each, one sold out and 7 with 2 left (14 pieces). Each has more low cells than the two below.
    for (let index = 0; index < LOW_STOCK_LISTED; index += 1) {
      await create(
        shirt(`BUSY-${index}`, `Busy ${index}`, [
          ['S', 'Grey', 0],
          ...Array.from({ length: 7 }, (_, more): [string, string, number] => [`${30 + more}`, 'Grey', 2]),
        ]),
      );
    }
    await create(
      shirt('GONE-1', 'Gone Shirt', [
        ['S', 'Black', 0],
        ['M', 'Black', 0],
        ['S', 'Blue', 0],
        ['M', 'Blue', 0],
      ]),
    );
    await create(
      shirt('LAST-1', 'Last Piece Shirt', [
        ['S', 'Green', 0],
        ['M', 'Green', 0],
        ['L', 'Green', 0],
        ['S', 'Olive', 0],
        ['M', 'Olive', 0],
        ['L', 'Olive', 1],
      ]),
    );
    const { lowStock } = await dashboard();
    expect(lowStock.listed.map((product) => product.productId)).toEqual([
      'GONE-1',
      'LAST-1',
      'NAVY-1', // 1 of 3 cells sold out
      'BUSY-0', // 1 of 8; the busy shirts tie, so they go by name
      'BUSY-1',
      'BUSY-2',
    ]);
    expect(lowStock.listed[0]!.cells).toHaveLength(4);
  });

  it('puts the shirt with fewer pieces left first when the same share of its grid is gone', async () => {
    const before = (await dashboard()).lowStock.listed;
    await create(
      shirt('ZERO-A', 'Zz Plenty Left', [
        ['S', 'Pink', 0],
        ['M', 'Pink', 0],
        ['L', 'Pink', 0],
        ['XL', 'Pink', 0],
        ['XXL', 'Pink', 0],
        ['3XL', 'Pink', 3],
      ]),
    );
    await create(
      shirt('ZERO-B', 'Zz Two Left', [
        ['S', 'Teal', 0],
        ['M', 'Teal', 0],
        ['L', 'Teal', 0],
        ['XL', 'Teal', 0],
        ['XXL', 'Teal', 0],
        ['3XL', 'Teal', 2],
      ]),
    );
    const ids = (await dashboard()).lowStock.listed.map((product) => product.productId);
    // LAST-1 (1 left), then the one with 2 left, then 3: same five of six cells sold out.
    expect(ids.slice(0, 4)).toEqual([before[0]!.productId, 'LAST-1', 'ZERO-B', 'ZERO-A']);
  });
});

describe('the one-time "check your grids" notice (issue 22, migration 0008)', () => {
  it('shows while the settings row is there, and a dismiss by the owner clears it on the server for good', async () => {
    expect((await dashboard()).notices).toEqual({ checkVariantGrids: false });
    shop.deps.db.insert(shopSettings).values({ key: 'notice.checkVariantGrids', value: 'true' }).run();
    expect((await dashboard()).notices).toEqual({ checkVariantGrids: true });

    expect(await shop.call('DELETE', '/api/admin/notices/check-variant-grids')).toMatchObject({ status: 401 });
    expect((await dashboard()).notices.checkVariantGrids).toBe(true);

    expect(
      await shop.call('DELETE', '/api/admin/notices/check-variant-grids', { token: shop.adminToken }),
    ).toMatchObject({ status: 200, body: { success: true } });
    expect((await dashboard()).notices.checkVariantGrids).toBe(false);
    // A second tab dismissing it too is no error.
    expect(
      (await shop.call('DELETE', '/api/admin/notices/check-variant-grids', { token: shop.adminToken })).status,
    ).toBe(200);
    expect((await dashboard()).notices.checkVariantGrids).toBe(false);
  });
});

describe('a parcel that came back reads so in the Dashboard’s recent orders (issue 24 item 3)', () => {
  it('gives each recent order its parcel return beside its status', async () => {
    await create(shirt('BACK-1', 'Came Back Shirt', [['M', 'White', 10]]));
    const placed = await shop.call<{ data: { orderRef: string } }>('POST', '/api/orders', {
      body: {
        customer: {
          name: 'Refuser',
          email: 'refuser@example.pk',
          phone: '03001234567',
          address: 'House 1',
          city: 'Lahore',
        },
        items: [{ id: 'BACK-1', size: 'M', color: 'White', quantity: 1 }],
      },
    });
    const ref = placed.body.data.orderRef;
    const token = { token: shop.adminToken };
    expect(
      (
        await shop.call('PATCH', `/api/orders/${ref}/status`, {
          body: { status: 'shipped', carrier: 'TCS', trackingNumber: 'T1' },
          ...token,
        })
      ).status,
    ).toBe(200);
    expect((await dashboard()).recentOrders.find((order) => order.orderRef === ref)).toMatchObject({
      status: 'shipped',
      parcelReturn: null,
    });
    expect(
      (await shop.call('PATCH', `/api/admin/orders/${ref}/return`, { body: { returned: 'refused' }, ...token })).status,
    ).toBe(200);
    expect((await dashboard()).recentOrders.find((order) => order.orderRef === ref)).toMatchObject({
      status: 'shipped',
      parcelReturn: 'refused',
    });
  });
});
