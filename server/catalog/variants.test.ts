import { describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import type { AdminOrder, Order } from '../../common/orders';
import { testShopForFile } from '../testing/fileShop';

/** Stock per size and colour (issue 22, docs/decisions/0017-stock-per-variant.md). */
const shop = testShopForFile();

type Answer<T> = {
  success: boolean;
  data: T;
  message?: string;
  code?: string;
  errors?: { field: string; message: string }[];
};
const customer = {
  name: 'Sana Malik',
  email: 'sana@example.pk',
  phone: '0300 1234567',
  address: 'House 4, Street 9, F-7',
  city: 'Islamabad',
};

/** Navy shirts: 4 left in M, 30 in L, none in S; White has 5 of each size. */
const grid = [
  { size: 'S', color: 'Navy', stock: 0 },
  { size: 'S', color: 'White', stock: 5 },
  { size: 'M', color: 'Navy', stock: 4, sku: 'OX-M-NVY' },
  { size: 'M', color: 'White', stock: 5 },
  { size: 'L', color: 'Navy', stock: 30 },
  { size: 'L', color: 'White', stock: 5 },
];
const shirt = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  title: `Oxford ${id}`,
  description: 'Cotton oxford',
  price: 2500,
  sizes: ['S', 'M', 'L'],
  colors: ['Navy', 'White'],
  variants: grid,
  ...fields,
});
const create = (body: unknown) => shop.call<Answer<Product>>('POST', '/api/products', { body, token: shop.adminToken });
const product = async (id: string) => (await shop.call<Answer<Product>>('GET', `/api/products/${id}`)).body.data;
const cell = (found: Product, size: string, color: string) =>
  found.variants.find((each) => each.size === size && each.color === color)!.stock;
const buy = (id: string, size: string, color: string, quantity = 1, email = customer.email) =>
  shop.call<Answer<Order>>('POST', '/api/orders', {
    body: { customer: { ...customer, email }, items: [{ id, size, color, quantity }], paymentMethod: 'cod' },
  });

describe('the size × colour grid in the product API', () => {
  it('stores each cell and answers the product with every cell, its stock the sum', async () => {
    const { status, body } = await create(shirt('GRID1'));
    expect(status).toBe(201);
    expect(body.data.stock).toBe(49);
    expect(body.data.variants).toEqual([
      { size: 'S', color: 'Navy', stock: 0, sku: '' },
      { size: 'S', color: 'White', stock: 5, sku: '' },
      { size: 'M', color: 'Navy', stock: 4, sku: 'OX-M-NVY' },
      { size: 'M', color: 'White', stock: 5, sku: '' },
      { size: 'L', color: 'Navy', stock: 30, sku: '' },
      { size: 'L', color: 'White', stock: 5, sku: '' },
    ]);
  });

  it('gives a cell left out 0, and spreads a total given without cells over the grid, first cells first', async () => {
    const partial = await create(shirt('GRID2', { variants: [{ size: 'L', color: 'White', stock: 7 }] }));
    expect(partial.body.data.variants.map((each) => each.stock)).toEqual([0, 0, 0, 0, 0, 7]);
    const spread = await create(shirt('GRID3', { variants: undefined, stock: 8 }));
    expect(spread.body.data.variants.map((each) => each.stock)).toEqual([2, 2, 1, 1, 1, 1]);
    expect(spread.body.data.stock).toBe(8);
  });

  it('keeps the cells when an edit leaves the grid out and its total as it is', async () => {
    await create(shirt('GRID4'));
    const { body } = await shop.call<Answer<Product>>('PUT', '/api/products/GRID4', {
      body: shirt('GRID4', { variants: undefined, stock: 49, price: 2700 }),
      token: shop.adminToken,
    });
    expect(body.data.price).toBe(2700);
    expect(cell(body.data, 'M', 'Navy')).toBe(4);
    expect(cell(body.data, 'L', 'Navy')).toBe(30);
  });

  it.each([
    [{ variants: [{ size: 'XXL', color: 'Navy', stock: 1 }] }, "XXL is not one of this product's sizes (S, M, L)"],
    [{ variants: [{ size: 'M', color: 'Red', stock: 1 }] }, "Red is not one of this product's colours (Navy, White)"],
    [
      {
        variants: [
          { size: 'M', color: 'Navy', stock: 1 },
          { size: 'M', color: 'Navy', stock: 2 },
        ],
      },
      'M / Navy is given twice',
    ],
    [{ variants: [{ size: 'M', color: 'Navy', stock: -1 }] }, 'Stock of each size and colour must be 0 or more'],
    [{ variants: [{ size: 'M', color: 'Navy', stock: 1.5 }] }, 'Stock of each size and colour must be a whole number'],
    [{ variants: grid, stock: 3 }, 'Stock (3) must be the sum of the sizes and colours (49), or left out'],
    [{ variants: undefined }, 'Missing required fields: stock'],
  ])('refuses a bad grid with its message and saves nothing (%j)', async (fields, message) => {
    const { status, body } = await create(shirt('BAD', fields));
    expect(status).toBe(400);
    expect(body.message).toContain(message);
    expect((await shop.call('GET', '/api/products/BAD')).status).toBe(404);
  });
});

describe("the catalog's size and colour filters", () => {
  it('find products that have that size or colour in stock, in any case', async () => {
    await create(
      shirt('SIZEF', {
        sizes: ['S', 'M'],
        colors: ['Olive'],
        variants: [
          { size: 'S', color: 'Olive', stock: 0 },
          { size: 'M', color: 'Olive', stock: 2 },
        ],
      }),
    );
    const ids = async (query: string) =>
      (await shop.call<Answer<Product[]>>('GET', `/api/products?${query}&limit=100`)).body.data.map(
        (found) => found.id,
      );
    expect(await ids('size=m&color=olive')).toEqual(['SIZEF']);
    expect(await ids('size=S&color=Olive')).toEqual([]);
    expect(await ids('color=Olive')).toEqual(['SIZEF']);
  });

  it('with a size and a colour, list only shirts whose own cell of both is in stock (issue 35)', async () => {
    // XXL in White and L in Navy have stock, XXL / Navy none: an XXL + Navy shopper cannot buy it.
    await create(
      shirt('CELLF', {
        sizes: ['L', 'XXL'],
        colors: ['Teal', 'Cream'],
        variants: [
          { size: 'XXL', color: 'Teal', stock: 0 },
          { size: 'XXL', color: 'Cream', stock: 3 },
          { size: 'L', color: 'Teal', stock: 6 },
          { size: 'L', color: 'Cream', stock: 0 },
        ],
      }),
    );
    const ids = async (query: string) =>
      (await shop.call<Answer<Product[]>>('GET', `/api/products?${query}&limit=100`)).body.data.map(
        (found) => found.id,
      );
    expect(await ids('size=XXL&color=Teal')).toEqual([]);
    expect(await ids('size=xxl&color=teal&sortBy=price-asc')).toEqual([]);
    expect(await ids('size=L&color=Cream')).toEqual([]);
    expect(await ids('size=XXL&color=Cream')).toEqual(['CELLF']);
    expect(await ids('size=L&color=Teal&sortBy=price-asc')).toEqual(['CELLF']);
  });
});

describe('orders take and give back the stock of their size and colour', () => {
  it('sells the last 4 pieces of M / Navy exactly once among 20 buyers at once, and leaves L / Navy untouched', async () => {
    await create(shirt('RUSH'));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => buy('RUSH', 'M', 'Navy', 1, `buyer${index}@example.pk`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(16);
    expect(refused[0]!.body.message).toBe(
      'Oxford RUSH in M / Navy is sold out. Please remove it from your cart or choose another size or colour.',
    );
    const after = await product('RUSH');
    expect(cell(after, 'M', 'Navy')).toBe(0);
    expect(cell(after, 'L', 'Navy')).toBe(30);
    expect(after.stock).toBe(45);
  });

  it('refuses a size and colour that is sold out even when the product has plenty', async () => {
    await create(shirt('SOLDS'));
    const { status, body } = await buy('SOLDS', 'S', 'Navy');
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'OUT_OF_STOCK',
      details: { productId: 'SOLDS', size: 'S', color: 'Navy', available: 0 },
    });
  });

  it('gives back to the right size and colour exactly once on cancel, and takes it again on reopening', async () => {
    await create(shirt('BACK'));
    const placed = (await buy('BACK', 'M', 'Navy', 3)).body.data;
    expect(cell(await product('BACK'), 'M', 'Navy')).toBe(1);
    const status = (next: string) =>
      shop.call<Answer<AdminOrder>>('PATCH', `/api/orders/${placed.orderRef}/status`, {
        body: { status: next, carrier: 'TCS', trackingNumber: 'KHI-1' },
        token: shop.adminToken,
      });
    await status('cancelled');
    await status('cancelled');
    let after = await product('BACK');
    expect(cell(after, 'M', 'Navy')).toBe(4);
    expect(cell(after, 'M', 'White')).toBe(5);
    await status('confirmed');
    after = await product('BACK');
    expect(cell(after, 'M', 'Navy')).toBe(1);
  });

  it('gives a refused parcel back to its size and colour once', async () => {
    await create(shirt('REFUSE'));
    const placed = (await buy('REFUSE', 'L', 'Navy', 2)).body.data;
    await shop.call('PATCH', `/api/orders/${placed.orderRef}/status`, {
      body: { status: 'shipped', carrier: 'TCS', trackingNumber: 'T1' },
      token: shop.adminToken,
    });
    for (let time = 0; time < 2; time++)
      await shop.call('PATCH', `/api/admin/orders/${placed.orderRef}/return`, {
        body: { returned: 'refused' },
        token: shop.adminToken,
      });
    expect(cell(await product('REFUSE'), 'L', 'Navy')).toBe(30);
  });

  it('an order that was shipped is kept as a record, and its pieces stay out: the parcel left the shop (decision 0118)', async () => {
    await create(shirt('LEFT'));
    const placed = (await buy('LEFT', 'L', 'White', 2)).body.data;
    const status = (next: string) =>
      shop.call('PATCH', `/api/orders/${placed.orderRef}/status`, {
        body: { status: next, carrier: 'TCS', trackingNumber: 'T2' },
        token: shop.adminToken,
      });
    await status('shipped');
    expect((await status('pending')).status).toBe(409);
    expect((await shop.call('DELETE', `/api/orders/${placed.orderRef}`, { token: shop.adminToken })).status).toBe(409);
    expect(cell(await product('LEFT'), 'L', 'White')).toBe(3);
  });
});
