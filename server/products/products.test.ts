import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import type { Product, ProductWriteInput } from '../../common/catalog';
import { admins } from '../admin/schema';
import { placeOrder } from '../orders/placement';
import { trackOrder } from '../orders/search';
import { adminToken, BILAL, createShopper } from '../testing/identities';
import { testShopForFile } from '../testing/fileShop';
import { startTestShop } from '../testing/testShop';

const shop = testShopForFile();

type ProductAnswer = { success: boolean; data: Product; code?: string; message: string };
let counter = 0;
const nextId = () => `PROD${String(10000 + ++counter)}`;
const shirt = (overrides: Partial<ProductWriteInput> = {}): ProductWriteInput => ({
  id: nextId(),
  title: 'Lawn Kurta Shirt',
  description: 'Cool cotton lawn for Karachi summers.',
  price: 'PKR 1,800',
  sizes: 'S,M,L,XL',
  colors: ['White', 'Sky Blue'],
  stock: 12,
  categories: ['Casual'],
  ...overrides,
});
const create = (body: unknown, token = shop.adminToken) =>
  shop.call<ProductAnswer>('POST', '/api/products', { body, token });

describe('admin product writes are the owner’s only (docs/product.md §6 Administrator; docs/architecture.md: role checked on the server)', () => {
  it('refuses no token, a garbage, expired or forged token and a shopper token on every write, and changes nothing', async () => {
    const existing = (await create(shirt())).body.data;
    const owner = shop.deps.db.select().from(admins).get()!;
    const expired = jwt.sign(
      { role: 'admin', ver: owner.tokenVersion, exp: Math.floor(Date.now() / 1000) - 60 },
      shop.deps.jwtSecret,
      { algorithm: 'HS256', subject: String(owner.id) },
    );
    const forged = jwt.sign({ role: 'admin', ver: owner.tokenVersion }, 'not-the-shop-secret-not-the-shop-secret', {
      algorithm: 'HS256',
      subject: String(owner.id),
      expiresIn: '1h',
    });
    const refused = [
      [undefined, 401, 'UNAUTHENTICATED'],
      ['garbage', 401, 'SESSION_ENDED'],
      [expired, 401, 'SESSION_ENDED'],
      [forged, 401, 'SESSION_ENDED'],
      [createShopper(shop).token, 401, 'SESSION_ENDED'],
    ] as const;
    for (const [token, status, code] of refused) {
      const fresh = shirt();
      expect(await shop.call('POST', '/api/products', { body: fresh, token })).toMatchObject({
        status,
        body: { success: false, code },
      });
      expect((await shop.call('GET', `/api/products/${fresh.id}`)).status).toBe(404);
      expect(
        await shop.call('PUT', `/api/products/${existing.id}`, { body: shirt({ id: existing.id, price: 1 }), token }),
      ).toMatchObject({ status, body: { code } });
      expect(await shop.call('DELETE', `/api/products/${existing.id}`, { token })).toMatchObject({
        status,
        body: { code },
      });
      const upload = await fetch(`${shop.url}/api/uploads`, {
        method: 'POST',
        body: new FormData(),
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      expect(upload.status).toBe(status);
    }
    expect((await shop.call<ProductAnswer>('GET', `/api/products/${existing.id}`)).body.data.price).toBe(1800);
  });
});

describe('POST /api/products (docs/product.md §5 Product form, §8 Product save)', () => {
  it('creates the product as the storefront then shows it: price in rupees, sizes and colours as lists, main picture first', async () => {
    const body = shirt({
      imageUrl: '/uploads/b-640.webp',
      additionalImages: ['/uploads/a-640.webp', '/uploads/b-640.webp'],
    });
    const { status, body: answer } = await create(body);
    expect(status).toBe(201);
    expect(answer.data).toMatchObject({
      id: body.id,
      price: 1800,
      sizes: ['S', 'M', 'L', 'XL'],
      colors: ['White', 'Sky Blue'],
      stock: 12,
      categories: ['Casual'],
      imageUrl: '/uploads/b-640.webp',
      additionalImages: ['/uploads/b-640.webp', '/uploads/a-640.webp'],
    });
    const listed = await shop.call<{ data: Product[] }>('GET', `/api/products?q=${body.id}`);
    expect(listed.body.data.map((product) => product.id)).toEqual([body.id]);
  });

  it('without a chosen main picture, the first uploaded one is the main picture', async () => {
    const { body } = await create(
      shirt({ imageUrl: null, additionalImages: ['/uploads/first-640.webp', '/uploads/second-640.webp'] }),
    );
    expect(body.data.imageUrl).toBe('/uploads/first-640.webp');
  });

  it("refuses a duplicate ID (also in other letter case) with DUPLICATE_ID and 'already exists', leaving the first product as it was", async () => {
    const first = shirt();
    await create(first);
    for (const id of [first.id, first.id.toLowerCase()]) {
      const { status, body } = await create(shirt({ id, title: 'Impostor', price: 1 }));
      expect(status).toBe(409);
      expect(body).toMatchObject({ success: false, code: 'DUPLICATE_ID' });
      expect(body.message).toContain('already exists');
    }
    expect((await shop.call<ProductAnswer>('GET', `/api/products/${first.id}`)).body.data).toMatchObject({
      title: 'Lawn Kurta Shirt',
      price: 1800,
    });
  });

  it("names missing fields ('Missing required fields: …') and refuses stock below 0, non-whole stock and a price of nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: undefined }, 'Missing required fields: title'],
      [{ description: undefined }, 'Missing required fields: description'],
      [{ price: undefined }, 'Missing required fields: price'],
      [{ sizes: undefined }, 'Missing required fields: sizes'],
      [{ colors: undefined }, 'Missing required fields: colors'],
      [{ stock: undefined }, 'Missing required fields: stock'],
      [{ id: undefined }, 'Missing required fields: id'],
      [{ title: '   ' }, 'Title is required'],
      [{ stock: -1 }, 'Stock must be 0 or more'],
      [{ stock: 2.5 }, 'Stock must be a whole number'],
      [{ price: 'PKR abc' }, 'Price must be a whole number of rupees above 0'],
      [{ sizes: ' , ' }, 'At least one size is required'],
      [{ id: 'PROD 1' }, 'Product ID may use letters, digits, - and _ only'],
    ];
    for (const [change, message] of cases) {
      const body = { ...shirt(), ...change };
      const answer = await create(body);
      expect(answer, message).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION', message } });
      if (typeof body.id === 'string') expect((await shop.call('GET', `/api/products/${body.id}`)).status).toBe(404);
    }
    expect(await shop.call('POST', '/api/products', { rawBody: '{"id":', token: shop.adminToken })).toMatchObject({
      status: 400,
      body: { code: 'MALFORMED_JSON' },
    });
  });
});

describe('PUT /api/products/:id (docs/product.md §5: the ID cannot be edited)', () => {
  it('changes the product, keeps its ID and date added, and the storefront answers the new price at once', async () => {
    const original = (await create(shirt())).body.data;
    // Read once so the catalog's response cache holds the old answer.
    expect((await shop.call<ProductAnswer>('GET', `/api/products/${original.id}`)).body.data.price).toBe(1800);
    const { status, body } = await shop.call<ProductAnswer>('PUT', `/api/products/${original.id}`, {
      body: shirt({ id: original.id, price: 2100, title: 'Lawn Kurta (new cut)', stock: 0 }),
      token: shop.adminToken,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: original.id,
      price: 2100,
      title: 'Lawn Kurta (new cut)',
      stock: 0,
      createdAt: original.createdAt,
    });
    expect((await shop.call<ProductAnswer>('GET', `/api/products/${original.id}`)).body.data.price).toBe(2100);
  });

  it('refuses a body whose ID differs from the path, an unknown product, and bad stock, changing nothing', async () => {
    const original = (await create(shirt())).body.data;
    expect(
      await shop.call('PUT', `/api/products/${original.id}`, {
        body: shirt({ id: 'PROD99999' }),
        token: shop.adminToken,
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', message: 'The product ID cannot be changed' },
    });
    expect(
      await shop.call('PUT', `/api/products/${original.id}`, {
        body: shirt({ id: original.id, stock: -3 }),
        token: shop.adminToken,
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Stock must be 0 or more' },
    });
    expect(
      await shop.call('PUT', '/api/products/NOPE1', { body: shirt({ id: 'NOPE1' }), token: shop.adminToken }),
    ).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await shop.call('GET', '/api/products/PROD99999')).status).toBe(404);
    expect((await shop.call('GET', '/api/products/NOPE1')).status).toBe(404);
    expect((await shop.call<ProductAnswer>('GET', `/api/products/${original.id}`)).body.data.stock).toBe(12);
  });
});

describe('a picture may be tagged with one of the product’s colours (issue 10: choosing a colour shows its picture)', () => {
  const front = '/uploads/front-640.webp';
  const blue = '/uploads/blue-640.webp';
  const tagged = (imageColors: Record<string, string>, overrides: Partial<ProductWriteInput> = {}) =>
    shirt({ imageUrl: front, additionalImages: [front, blue], imageColors, ...overrides });

  it('saves the tag in the product’s own spelling and answers it on the product, in the list, and after an edit', async () => {
    const { status, body } = await create(tagged({ [blue]: ' sky BLUE ' }));
    expect(status).toBe(201);
    expect(body.data.imageColors).toEqual({ [blue]: 'Sky Blue' });
    const id = body.data.id;
    expect((await shop.call<ProductAnswer>('GET', `/api/products/${id}`)).body.data.imageColors).toEqual({
      [blue]: 'Sky Blue',
    });
    expect((await shop.call<{ data: Product[] }>('GET', `/api/products?q=${id}`)).body.data[0]!.imageColors).toEqual({
      [blue]: 'Sky Blue',
    });

    const moved = await shop.call<ProductAnswer>('PUT', `/api/products/${id}`, {
      body: tagged({ [front]: 'White', [blue]: 'Sky Blue' }, { id }),
      token: shop.adminToken,
    });
    expect(moved.body.data.imageColors).toEqual({ [front]: 'White', [blue]: 'Sky Blue' });
    // A write names every tag it keeps, as it names every picture: an edit without tags clears them.
    const cleared = await shop.call<ProductAnswer>('PUT', `/api/products/${id}`, {
      body: shirt({ id, imageUrl: front, additionalImages: [front, blue] }),
      token: shop.adminToken,
    });
    expect(cleared.body.data.imageColors).toEqual({});
    expect((await shop.call<ProductAnswer>('GET', `/api/products/${id}`)).body.data.imageColors).toEqual({});
  });

  it('refuses a colour the product does not have, and a tag on a picture it does not have, saving nothing', async () => {
    const refused = tagged({ [blue]: 'Green' });
    expect(await create(refused)).toMatchObject({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION',
        message: "A picture's colour must be one of this product's colours (White, Sky Blue); 'Green' is not",
      },
    });
    expect((await shop.call('GET', `/api/products/${refused.id}`)).status).toBe(404);

    const stranger = tagged({ '/uploads/elsewhere-640.webp': 'White' });
    expect(await create(stranger)).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'A colour is given for a picture this product does not have (/uploads/elsewhere-640.webp)',
      },
    });
    expect((await shop.call('GET', `/api/products/${stranger.id}`)).status).toBe(404);

    // Dropping the colour a picture is tagged with, while keeping the tag, is refused too, and the stored tag stays.
    const kept = (await create(tagged({ [blue]: 'Sky Blue' }))).body.data;
    expect(
      await shop.call('PUT', `/api/products/${kept.id}`, {
        body: tagged({ [blue]: 'Sky Blue' }, { id: kept.id, colors: ['White'] }),
        token: shop.adminToken,
      }),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: "A picture's colour must be one of this product's colours (White); 'Sky Blue' is not",
      },
    });
    expect((await shop.call<ProductAnswer>('GET', `/api/products/${kept.id}`)).body.data).toMatchObject({
      colors: ['White', 'Sky Blue'],
      imageColors: { [blue]: 'Sky Blue' },
    });
  });
});

describe('DELETE /api/products/:id', () => {
  it('removes the product from the storefront; a second delete is 404', async () => {
    const product = (await create(shirt())).body.data;
    expect(await shop.call('DELETE', `/api/products/${product.id}`, { token: shop.adminToken })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await shop.call('GET', `/api/products/${product.id}`)).status).toBe(404);
    expect(await shop.call('DELETE', `/api/products/${product.id}`, { token: shop.adminToken })).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
  });
});

describe('orders keep what they were placed with (issue 8: title, size, colour and price survive edits and deletion)', () => {
  it('an order placed before an edit and a delete still shows the old title, size, colour and price', async () => {
    const product = (await create(shirt({ title: 'Eid Special', price: 2500 }))).body.data;
    const customer = { ...BILAL, zip: '75290', country: 'Pakistan' as const };
    const { order } = placeOrder(
      shop.deps.db,
      {
        customer,
        items: [{ id: product.id, size: 'M', color: 'Sky Blue', quantity: 2 }],
        paymentMethod: 'cod',
        language: 'en',
      },
      null,
      new Date(),
    );
    await shop.call('PUT', `/api/products/${product.id}`, {
      body: shirt({ id: product.id, title: 'Renamed', price: 999, sizes: 'XL', colors: 'Black' }),
      token: shop.adminToken,
    });
    await shop.call('DELETE', `/api/products/${product.id}`, { token: shop.adminToken });
    const kept = trackOrder(shop.deps.db, order.orderRef, customer.email)!;
    expect(kept.items).toEqual(order.items);
    expect(kept.items[0]).toMatchObject({ title: 'Eid Special', size: 'M', color: 'Sky Blue', quantity: 2 });
    expect(kept.total).toBe(order.total);
  });
});

describe('admin sorting of the product list (docs/product.md §2 Products tab: Date Added, Title, Price with direction)', () => {
  it('sorts by title both ways and by date added oldest first', async () => {
    const fresh = await startTestShop();
    try {
      const token = adminToken(fresh);
      let day = 0;
      for (const title of ['Beta', 'alpha', 'Gamma']) {
        fresh.deps.now = () => new Date(Date.UTC(2026, 0, ++day));
        await fresh.call('POST', '/api/products', { body: shirt({ title }), token });
      }
      const titles = async (sortBy: string) =>
        (await fresh.call<{ data: Product[] }>('GET', `/api/products?sortBy=${sortBy}`)).body.data.map(
          (product) => product.title,
        );
      expect(await titles('name')).toEqual(['alpha', 'Beta', 'Gamma']);
      expect(await titles('name-desc')).toEqual(['Gamma', 'Beta', 'alpha']);
      expect(await titles('oldest')).toEqual(['Beta', 'alpha', 'Gamma']);
      expect(await titles('newest')).toEqual(['Gamma', 'alpha', 'Beta']);
    } finally {
      await fresh.close();
    }
  });
});
