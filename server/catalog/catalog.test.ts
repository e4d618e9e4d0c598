import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productQuerySchema, type Product } from '../../common/catalog';
import { listProducts, listStatements, walksInSortOrder } from './lists';
import { countProducts, getProduct } from './queries';
import { saveProduct } from './saveProduct';
import { startTestShop, type TestShop } from '../testing/testShop';
import { placeCodOrder } from '../testing/orders';

type ListBody = {
  success: boolean;
  data: Product[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  message?: string;
};

let shop: TestShop;

const shirt = (id: string, title: string, price: number, stock: number, categories: string[], ageDays: number) => ({
  id,
  title,
  description: `${title}, cut from breathable cotton.`,
  price,
  sizes: ['S', 'M', 'L'],
  colors: ['White', 'Sky Blue'],
  stock,
  sku: `SKU-${id}`,
  categories,
  imageUrl: `/uploads/${id.toLowerCase()}-640.webp`,
  additionalImages: [`/uploads/${id.toLowerCase()}-640.webp`, `/uploads/${id.toLowerCase()}b-640.webp`],
  ageDays,
});

beforeAll(async () => {
  shop = await startTestShop();
  const now = Date.now();
  for (const { ageDays, ...product } of [
    shirt('P1', 'White Oxford Shirt', 2200, 12, ['Formal'], 1),
    shirt('P2', 'Linen Kurta Shirt', 3500, 2, ['Casual', 'Eastern'], 2),
    shirt('P3', 'Denim Work Shirt', 4800, 0, ['Casual'], 3),
    shirt('P4', 'Checked Flannel 100%_Cotton', 1200, 30, ['Casual'], 4),
    shirt('P5', 'Black Party Shirt', 6000, 5, ['Party'], 5),
  ]) {
    saveProduct(shop.deps.db, product, new Date(now - ageDays * 86_400_000));
  }
});
afterAll(() => shop.close());

const list = (query = '') => shop.call<ListBody>('GET', `/api/products${query}`);
const ids = (body: ListBody) => body.data.map((product) => product.id);

describe('GET /api/products', () => {
  it('lists products newest first with the paging facts', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 5, page: 1, limit: 24, totalPages: 1 });
    expect(ids(body)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
  });

  it('shows sizes, colours and categories as lists and the first picture as the main image', async () => {
    const { body } = await list('?q=oxford');
    expect(body.data[0]).toMatchObject({
      id: 'P1',
      price: 2200,
      sizes: ['S', 'M', 'L'],
      colors: ['White', 'Sky Blue'],
      categories: ['Formal'],
      imageUrl: '/uploads/p1-640.webp',
      additionalImages: ['/uploads/p1-640.webp', '/uploads/p1b-640.webp'],
      sku: 'SKU-P1',
    });
  });

  it('searches title, description and SKU with q or search, every word', async () => {
    expect(ids((await list('?q=shirt%20linen')).body)).toEqual(['P2']);
    expect(ids((await list('?search=SKU-P3')).body)).toEqual(['P3']);
  });

  it('searches categories and colours too, and the first letters of a word find it (issue 12)', async () => {
    expect(ids((await list('?q=oxf')).body)).toEqual(['P1']);
    expect(ids((await list('?q=KURT')).body)).toEqual(['P2']);
    expect(ids((await list('?q=eastern')).body)).toEqual(['P2']);
    expect(ids((await list('?q=sky%20blue&category=party')).body)).toEqual(['P5']);
    expect((await list('?q=flannel&sortBy=price-desc')).body).toMatchObject({ total: 1, data: [{ id: 'P4' }] });
  });

  it("finds a word's plural and singular alike, and a size the shirt is made in (issue 24, item 14)", async () => {
    expect(ids((await list('?q=shirts')).body)).toEqual(ids((await list('?q=shirt')).body));
    expect(ids((await list('?q=kurtas')).body)).toEqual(['P2']);
    expect(ids((await list('?q=oxfords%20shirts')).body)).toEqual(['P1']);
    saveProduct(
      shop.deps.db,
      { ...shirt('P6', 'Big Linen Shirt', 2500, 4, ['Casual'], 6), sizes: ['XL', 'XXL'] },
      new Date(),
    );
    try {
      expect(ids((await list('?q=xl')).body)).toEqual(['P6']);
      expect(ids((await list('?q=XXL%20linen')).body)).toEqual(['P6']);
    } finally {
      shop.deps.db.$client.prepare("delete from products where id = 'P6'").run();
    }
  });

  it('never lets search text reach the full-text query syntax (issue 12)', async () => {
    for (const [text, found] of [
      ['"oxford', ['P1']],
      ['oxford*', ['P1']],
      ['-oxford', ['P1']],
      ['^oxford', ['P1']],
      ['oxford OR party', []],
      ['title:oxford', []],
      ['NEAR(oxford party)', []],
      ['{title}: oxford', []],
    ] as const) {
      const { status, body } = await list(`?q=${encodeURIComponent(text)}`);
      expect(status, text).toBe(200);
      expect(ids(body), text).toEqual(found);
    }
  });

  it('takes % and _ as separators, not wildcards; punctuation alone finds nothing', async () => {
    expect(ids((await list('?q=100%25_')).body)).toEqual(['P4']);
    expect((await list('?q=%25')).body).toMatchObject({ total: 0, data: [] });
    expect((await list('?q=_')).body).toMatchObject({ total: 0, data: [] });
  });

  it("filters by stock written 'stock:min-max' inside the search text", async () => {
    expect(ids((await list('?q=stock:0-2')).body)).toEqual(['P2', 'P3']);
    expect(ids((await list('?q=casual%20stock:1-')).body)).toEqual(['P2', 'P4']);
    expect(ids((await list('?q=shirt%20stock:10-')).body)).toEqual(['P1']);
  });

  it('filters by category, whatever its case, and by price range', async () => {
    expect(ids((await list('?category=casual')).body)).toEqual(['P2', 'P3', 'P4']);
    expect(ids((await list('?minPrice=2000&maxPrice=4800')).body)).toEqual(['P1', 'P2', 'P3']);
  });

  it('sorts by price, name and rating', async () => {
    expect(ids((await list('?sortBy=price-asc')).body)).toEqual(['P4', 'P1', 'P2', 'P3', 'P5']);
    expect(ids((await list('?sortBy=price-desc')).body)).toEqual(['P5', 'P3', 'P2', 'P1', 'P4']);
    expect(ids((await list('?sortBy=name')).body)).toEqual(['P5', 'P4', 'P3', 'P2', 'P1']);
    shop.deps.db.$client.prepare("update products set average_rating = 4.5, review_count = 2 where id = 'P3'").run();
    expect(ids((await list('?sortBy=rating&minRating=4')).body)).toEqual(['P3']);
  });

  it('pages with limit and page', async () => {
    const { body } = await list('?limit=2&page=3');
    expect(body).toMatchObject({ total: 5, page: 3, limit: 2, totalPages: 3 });
    expect(ids(body)).toEqual(['P5']);
  });

  it('treats blank parameters as no filter', async () => {
    expect((await list('?q=&category=&minPrice=&sortBy=')).body.total).toBe(5);
  });

  it.each([
    ['?minPrice=cheap', 'The lowest price must be a number'],
    ['?minPrice=-5', 'The lowest price cannot be below 0'],
    ['?minPrice=5000&maxPrice=100', 'The lowest price is above the highest price. Please swap them.'],
    [`?q=${'a'.repeat(101)}`, 'Your search is too long. Please use at most 100 characters.'],
    ['?sortBy=random', 'sortBy must be one of newest, oldest, price-asc, price-desc, rating, name, name-desc'],
    ['?page=0', 'page must be a whole number from 1 to 100000'],
    ['?page=two', 'page must be a whole number from 1 to 100000'],
    ['?limit=5000', 'limit must be a whole number from 1 to 100'],
    ['?minRating=9', 'The minimum rating must be between 0 and 5 stars'],
    // Messages shoppers may see are in their words (issue #10).
  ])('answers %s with a 400 and a clear message', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, code: 'VALIDATION', message });
  });
});

describe('GET /api/products/categories', () => {
  it('lists each category once, in order', async () => {
    const { body } = await shop.call('GET', '/api/products/categories');
    expect(body).toEqual({ success: true, data: ['Casual', 'Eastern', 'Formal', 'Party'] });
  });
});

describe('GET /api/products/{id}', () => {
  it('answers the product', async () => {
    const { status, body } = await shop.call<{ data: Product }>('GET', '/api/products/P2');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 'P2',
      title: 'Linen Kurta Shirt',
      stock: 2,
      categories: ['Casual', 'Eastern'],
    });
  });

  it("answers an unknown id with 404 'Product not found'", async () => {
    const { status, body } = await shop.call('GET', '/api/products/NOPE');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Product not found' });
  });
});

describe('the JSON error contract', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const { status, body } = await shop.call('GET', '/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false });
  });

  it('answers malformed JSON with a 400, not a stack trace', async () => {
    const { status, body } = await shop.call('POST', '/api/nothing-here', { rawBody: '{"broken": ' });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, code: 'MALFORMED_JSON', message: 'Malformed JSON in request body' });
  });

  it('answers an oversized body with a 413', async () => {
    const { status, body } = await shop.call('POST', '/api/nothing-here', {
      rawBody: JSON.stringify({ text: 'x'.repeat(200_000) }),
    });
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
  });

  it('sends security headers and no x-powered-by', async () => {
    const { headers } = await shop.call('GET', '/api/products');
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('cached catalog answers', () => {
  it('let a browser revalidate with the ETag', async () => {
    const etag = (await fetch(`${shop.url}/api/products?q=oxford`)).headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    // node:http rather than fetch: fetch adds 'Cache-Control: no-cache' to conditional requests.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${shop.url}/api/products?q=oxford`, { headers: { 'If-None-Match': etag } }, (response) =>
          resolve(response.statusCode),
        )
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('show a change to the catalog at once', async () => {
    const before = (await shop.call<{ data: Product }>('GET', '/api/products/P1')).body.data;
    shop.deps.db.$client
      .prepare("update product_variants set stock = stock + 1 where product_id = 'P1' and position = 0")
      .run();
    const after = (await shop.call<{ data: Product }>('GET', '/api/products/P1')).body.data;
    expect(after.stock).toBe(before.stock + 1);
    const listed = (await shop.call<ListBody>('GET', '/api/products?q=oxford')).body.data[0];
    expect(listed?.stock).toBe(before.stock + 1);
  });

  it('show stock changes in lists filtered on stock, and edits in search, totals and categories at once (issue 12)', async () => {
    const soldOut = async () => ids((await list('?q=stock:0-0')).body);
    const out = await soldOut();
    shop.deps.db.$client.prepare("update product_variants set stock = 0 where product_id = 'P5'").run();
    expect(await soldOut()).toEqual([...out, 'P5']);
    shop.deps.db.$client
      .prepare("update product_variants set stock = 5 where product_id = 'P5' and position = 0")
      .run();
    expect(await soldOut()).toEqual(out);

    expect((await list('?q=velvet')).body.total).toBe(0);
    expect((await list('?category=party&minPrice=5000')).body.total).toBe(1);
    saveProduct(
      shop.deps.db,
      {
        id: 'P5',
        title: 'Black Velvet Party Shirt',
        description: 'Velvet',
        price: 4500,
        sizes: ['M'],
        colors: ['Black'],
        stock: 5,
        categories: ['Party', 'Evening'],
      },
      new Date(Date.now() - 5 * 86_400_000),
    );
    expect(ids((await list('?q=velv')).body)).toEqual(['P5']);
    expect((await list('?category=party&minPrice=5000')).body.total).toBe(0);
    expect(ids((await list('?category=evening&maxPrice=4500')).body)).toEqual(['P5']);
    expect((await shop.call('GET', '/api/products/categories')).body).toEqual({
      success: true,
      data: ['Casual', 'Eastern', 'Evening', 'Formal', 'Party'],
    });
  });
});

describe('the catalog index agrees with SQLite (issue 12)', () => {
  let big: TestShop;
  const COLOURS = ['White', 'Navy', 'Black', 'Olive'];
  const FABRICS = ['Oxford', 'Linen', 'Lawn', 'Denim', 'Poplin'];
  const CATEGORIES = ['Formal', 'Casual', 'Eastern', 'Party'];

  beforeAll(async () => {
    big = await startTestShop();
    const sqlite = big.deps.db.$client;
    const now = Date.now();
    // 300 shirts whose prices, ratings, stock and ages repeat, so ties in every sort are broken by id.
    sqlite.transaction(() => {
      for (let index = 0; index < 300; index++) {
        const colour = COLOURS[index % 4]!;
        const fabric = FABRICS[index % 5]!;
        saveProduct(
          big.deps.db,
          {
            id: `B${String((index * 37) % 300).padStart(3, '0')}`,
            title: `${index % 3 === 0 ? 'a' : 'A'}${colour} ${fabric} Shirt ${index % 11}`,
            description: `A ${fabric.toLowerCase()} shirt${index % 7 === 0 ? ' for weddings' : ''}.`,
            price: 1000 + (index % 13) * 250,
            // Two cells, M and L, between which saveProduct spreads the stock: some shirts are sold out in L only.
            sizes: ['M', 'L'],
            colors: [colour],
            stock: index % 9,
            categories: [
              CATEGORIES[index % 4]!,
              ...(index % 6 === 0 ? [CATEGORIES[(index + 1) % 4]!.toLowerCase()] : []),
            ],
          },
          new Date(now - (index % 50) * 60_000),
        );
        sqlite
          .prepare('update products set average_rating = ?, review_count = ? where id = ?')
          .run((index % 5) + (index % 2) * 0.5, index % 4, `B${String((index * 37) % 300).padStart(3, '0')}`);
      }
      saveProduct(
        big.deps.db,
        {
          id: 'CAFE',
          title: 'Café Kurta',
          description: 'Crème linen.',
          price: 2500,
          sizes: ['M'],
          colors: ['Beige'],
          stock: 4,
          categories: ['Eastern'],
        },
        new Date(now),
      );
    })();
  });
  afterAll(() => big.close());

  const ORDER: Record<string, string> = {
    newest: 'created_at desc, id',
    oldest: 'created_at, id',
    'price-asc': 'price, id',
    'price-desc': 'price desc, id',
    rating: 'average_rating desc, review_count desc, id',
    name: 'title collate nocase, id',
    'name-desc': 'title collate nocase desc, id',
  };

  /** The page as SQLite itself answers it, written out plainly: FTS5 with every word, the category in any case, the ranges. */
  function expected(query: {
    q?: string;
    category?: string;
    size?: string;
    color?: string;
    minPrice?: number;
    maxPrice?: number;
    minRating?: number;
    stock?: readonly [number, number];
    sortBy: string;
    page: number;
    limit: number;
  }) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.q) {
      where.push('rowid in (select rowid from products_fts where products_fts match ?)');
      params.push(
        query.q
          .split(' ')
          .map((word) => `"${word.toLowerCase()}"*`)
          .join(' '),
      );
    }
    if (query.category) {
      where.push(
        'exists (select 1 from product_categories c where c.product_id = products.id and c.category = ? collate nocase)',
      );
      params.push(query.category);
    }
    for (const [value, column] of [
      [query.size, 'size'],
      [query.color, 'color'],
    ] as const) {
      if (value === undefined) continue;
      where.push(
        `exists (select 1 from product_variants v where v.product_id = products.id and v.${column} = ? collate nocase and v.stock > 0)`,
      );
      params.push(value);
    }
    for (const [value, condition] of [
      [query.minPrice, 'price >= ?'],
      [query.maxPrice, 'price <= ?'],
      [query.minRating, 'average_rating >= ?'],
      [query.stock?.[0], 'stock >= ?'],
      [query.stock?.[1], 'stock <= ?'],
    ] as const) {
      if (value === undefined) continue;
      where.push(condition);
      params.push(value);
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const sqlite = big.deps.db.$client;
    const total = sqlite
      .prepare(`select count(*) from products ${filter}`)
      .pluck()
      .get(...params) as number;
    const ids = sqlite
      .prepare(`select id from products ${filter} order by ${ORDER[query.sortBy]} limit ? offset ?`)
      .pluck()
      .all(...params, query.limit, (query.page - 1) * query.limit);
    return { total, ids };
  }

  it('gives the same page and total as FTS5 and an ORDER BY over the products for every sort, search and filter, few matches or many', async () => {
    const PAGES = [
      [1, 24],
      [3, 10],
      [2, 100],
      [40, 7],
    ] as const;
    const queries: Parameters<typeof expected>[0][] = [];
    for (const sortBy of Object.keys(ORDER)) {
      for (const [q, category, minPrice, maxPrice, minRating, stock] of [
        [undefined, undefined, undefined, undefined, undefined, undefined],
        ['shirt', undefined, undefined, undefined, undefined, undefined],
        ['white oxf', undefined, undefined, undefined, undefined, undefined],
        ['wed', 'formal', undefined, undefined, undefined, undefined],
        // The ids are words too (b000 to b299): 'b' and 'b0' begin too many words to look each up, 'b00' ten.
        ['b00 shi', undefined, undefined, undefined, undefined, undefined],
        ['b0', undefined, undefined, undefined, undefined, undefined],
        ['b', 'party', undefined, undefined, undefined, undefined],
        // FTS5 finds 'Café' and 'Crème' however the accents are typed.
        ['CAFÉ', undefined, undefined, undefined, undefined, undefined],
        ['cafe crem', undefined, undefined, undefined, undefined, undefined],
        [undefined, 'CASUAL', 1500, 3000, undefined, undefined],
        [undefined, 'eastern', undefined, undefined, 3, undefined],
        ['navy', undefined, 2000, undefined, 2.5, [1, 4]],
        [undefined, undefined, 3750, 3750, undefined, undefined],
        [undefined, undefined, 1500, 3000, undefined, undefined],
        ['shirt', undefined, 1500, 3000, undefined, undefined],
        ['white', 'formal', 1500, 3000, undefined, undefined],
        [undefined, undefined, undefined, undefined, undefined, [0, 0]],
      ] as const) {
        for (const [page, limit] of PAGES)
          queries.push({ q, category, minPrice, maxPrice, minRating, stock, sortBy, page, limit });
      }
      // A size or colour in stock, alone and beside the other filters.
      for (const [size, color, q, category, minPrice] of [
        ['L', undefined, undefined, undefined, undefined],
        ['m', 'NAVY', undefined, undefined, undefined],
        [undefined, 'olive', 'shirt', undefined, undefined],
        ['l', 'white', undefined, 'formal', 2000],
      ] as const) {
        for (const [page, limit] of PAGES) queries.push({ size, color, q, category, minPrice, sortBy, page, limit });
      }
    }
    const catalogSize = countProducts(big.deps.db);
    const pagesBy = { walking: 0, gathering: 0 };
    for (const query of queries) {
      const text = [query.q, query.stock ? `stock:${query.stock[0]}-${query.stock[1]}` : undefined]
        .filter(Boolean)
        .join(' ');
      const params = new URLSearchParams({
        sortBy: query.sortBy,
        page: String(query.page),
        limit: String(query.limit),
      });
      if (text) params.set('q', text);
      for (const key of ['category', 'size', 'color', 'minPrice', 'maxPrice', 'minRating'] as const)
        if (query[key] !== undefined) params.set(key, String(query[key]));
      const { body } = await big.call<ListBody>('GET', `/api/products?${params}`);
      const want = expected(query);
      expect({ total: body.total, ids: ids(body) }, params.toString()).toEqual(want);
      // Both shapes of the page give SQLite's plain answer, whichever the API chose above.
      const list = listStatements(productQuerySchema.parse(Object.fromEntries(params)));
      const offset = (query.page - 1) * query.limit;
      for (const sql of [list?.page, list?.pageInSortOrder]) {
        if (sql)
          expect(
            big.deps.db.$client
              .prepare(sql)
              .pluck()
              .all(...list!.params, query.limit, offset),
            `${params} ${sql}`,
          ).toEqual(want.ids);
      }
      if (list?.pageInSortOrder && want.total > offset)
        pagesBy[walksInSortOrder(want.total, offset + query.limit, catalogSize) ? 'walking' : 'gathering']++;
    }
    // The rule the API follows (walksInSortOrder, with the same total and catalog) chose each shape for many of these pages.
    expect(pagesBy.walking).toBeGreaterThan(20);
    expect(pagesBy.gathering).toBeGreaterThan(20);
  });

  it('a search of two words finds only products with both words, in whichever order they are typed', async () => {
    const both = ids((await big.call<ListBody>('GET', '/api/products?q=white%20oxf&limit=100')).body);
    expect(both.length).toBeGreaterThan(0);
    expect(ids((await big.call<ListBody>('GET', '/api/products?q=oxford%20WHITE&limit=100')).body)).toEqual(both);
    for (const id of both) {
      const { body } = await big.call<{ data: Product }>('GET', `/api/products/${id}`);
      expect(body.data.title).toMatch(/White Oxford/i);
    }
  });

  it('finds a word by its first letters, however its accents are typed', async () => {
    for (const text of ['café', 'CAFE', 'caf', 'crème kurt', 'creme']) {
      expect(ids((await big.call<ListBody>('GET', `/api/products?q=${encodeURIComponent(text)}`)).body), text).toEqual([
        'CAFE',
      ]);
    }
  });

  it('an order placed leaves a cached search and a stock filter correct with the new stock', async () => {
    const search = '/api/products?q=navy&sortBy=price-asc&limit=5';
    const before = (await big.call<ListBody>('GET', search)).body.data[0]!;
    const inStock = async () =>
      (
        await big.call<ListBody>(
          'GET',
          `/api/products?q=${encodeURIComponent(`stock:${before.stock}-${before.stock}`)}&limit=100`,
        )
      ).body;
    expect(ids(await inStock())).toContain(before.id);
    const placed = await placeCodOrder(big, [{ id: before.id, size: 'M', color: 'Navy', quantity: 1 }]);
    expect(placed.status).toBe(201);
    const after = (await big.call<ListBody>('GET', search)).body.data[0]!;
    expect(after).toMatchObject({ id: before.id, stock: before.stock - 1 });
    expect(ids(await inStock())).not.toContain(before.id);
    expect(
      expected({ stock: [before.stock - 1, before.stock - 1], sortBy: 'newest', page: 1, limit: 100 }).ids,
    ).toContain(before.id);
  });

  /** Each query's first 100 and total, as the API and as SQLite answer them. */
  async function agree(queries: Parameters<typeof expected>[0][]) {
    for (const query of queries) {
      const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      expect(
        await big
          .call<ListBody>('GET', `/api/products?${params}`)
          .then(({ body }) => ({ total: body.total, ids: ids(body) })),
        params.toString(),
      ).toEqual(expected(query));
    }
  }

  it('a new rating (a review) or price keeps every sort and filter on them right, and searches still find', async () => {
    const db = big.deps.db;
    const sqlite = db.$client;
    const queries = ['rating', 'price-asc', 'price-desc', 'newest'].flatMap((sortBy) =>
      [
        {},
        { minRating: 3 },
        { minPrice: 2000, maxPrice: 3000 },
        { q: 'navy' },
        { category: 'formal', minRating: 2 },
      ].map((filter) => ({ ...filter, sortBy, page: 1, limit: 100 })),
    );
    await agree(queries);
    // A five-star review for the lowest-rated shirt, and the dearest shirt made the cheapest.
    const lowest = expected({ sortBy: 'rating', page: 1, limit: 400 }).ids.at(-1)!;
    sqlite.prepare('update products set average_rating = 5, review_count = 99 where id = ?').run(lowest);
    const dearest = expected({ sortBy: 'price-desc', page: 1, limit: 1 }).ids[0]!;
    sqlite.prepare('update products set price = 100 where id = ?').run(dearest);
    await agree(queries);
    expect(ids((await big.call<ListBody>('GET', '/api/products?sortBy=rating&limit=1')).body)).toEqual([lowest]);
    expect(ids((await big.call<ListBody>('GET', '/api/products?sortBy=price-asc&limit=1')).body)).toEqual([dearest]);

    // A price changed inside a transaction that rolls back leaves no trace in the sorted lists.
    const cheapest = () => listProducts(db, { sortBy: 'price-asc', limit: 1 }).items[0]!.id;
    const other = expected({ sortBy: 'price-desc', page: 1, limit: 1 }).ids[0]!;
    expect(() =>
      sqlite.transaction(() => {
        sqlite.prepare('update products set price = 1 where id = ?').run(other);
        expect(cheapest()).toBe(other);
        throw new Error('changed my mind');
      })(),
    ).toThrow('changed my mind');
    expect(cheapest()).toBe(dearest);
    await agree(queries);
  });

  it("a new price moves a product into or out of a category's or a word's price range at once, by count and by page", async () => {
    const sqlite = big.deps.db.$client;
    const queries = ['newest', 'price-asc'].flatMap((sortBy) =>
      [
        { category: 'casual', minPrice: 1500, maxPrice: 3000 },
        { category: 'casual', minPrice: 1500, maxPrice: 3000, minRating: 2 },
        { q: 'shirt', minPrice: 1500, maxPrice: 3000 },
        { q: 'shirt', minPrice: 1500, maxPrice: 3000, minRating: 2 },
        { minPrice: 1500, maxPrice: 3000 },
      ].map((filter) => ({ ...filter, sortBy, page: 1, limit: 100 })),
    );
    // Counted once before, so the category's and the word's members in price order are kept.
    await agree(queries);
    const rated = { category: 'casual', minRating: 2, page: 1, limit: 1 };
    const leaving = expected({ ...rated, minPrice: 1500, maxPrice: 3000, sortBy: 'newest' }).ids[0]!;
    const arriving = expected({ ...rated, minPrice: 3001, sortBy: 'newest' }).ids[0]!;
    // One at a time: together they would leave a price range's count the same.
    sqlite.prepare('update products set price = 100 where id = ?').run(leaving);
    await agree(queries);
    sqlite.prepare('update products set price = 2000 where id = ?').run(arriving);
    await agree(queries);
  });

  it("a new rating moves a product into or out of a star filter's price range at once, in a category, a word or the whole catalog", async () => {
    const sqlite = big.deps.db.$client;
    const queries = ['newest', 'price-asc', 'rating'].flatMap((sortBy) =>
      [
        { category: 'casual', minPrice: 1500, maxPrice: 3000, minRating: 3 },
        { category: 'casual', minRating: 3 },
        { q: 'shirt', minPrice: 1500, maxPrice: 3000, minRating: 3 },
        { minPrice: 1500, maxPrice: 3000, minRating: 3 },
        { minRating: 3 },
      ].map((filter) => ({ ...filter, sortBy, page: 1, limit: 100 })),
    );
    // Counted once before, so the members rated 3 stars or more are kept in price order.
    await agree(queries);
    const inRange = { category: 'casual', minPrice: 1500, maxPrice: 3000, sortBy: 'newest', page: 1, limit: 1 };
    const leaving = expected({ ...inRange, minRating: 3 }).ids[0]!;
    const rated = expected({ ...inRange, minRating: 3, limit: 400 }).ids;
    const arriving = expected({ ...inRange, limit: 400 }).ids.find((id) => id !== leaving && !rated.includes(id));
    // One at a time: together they would leave the counts the same.
    sqlite.prepare('update products set average_rating = 1 where id = ?').run(leaving);
    await agree(queries);
    if (arriving === undefined)
      throw new Error('every casual shirt in the range is rated 3 or more: the test catalog needs one below');
    sqlite.prepare('update products set average_rating = 4.5 where id = ?').run(arriving);
    await agree(queries);
  });

  it('keeps nothing read inside a transaction that then rolls back', async () => {
    const db = big.deps.db;
    const sqlite = db.$client;
    const soldOut = () => listProducts(db, { q: 'stock:0-0', limit: 100 }).items.map((product) => product.id);
    const renamed = () => listProducts(db, { q: 'velvet' }).total;
    const outBefore = soldOut();
    const target = listProducts(db, { q: 'stock:3-3', limit: 1 }).items[0]!.id;
    expect(() =>
      sqlite.transaction(() => {
        sqlite.prepare('update product_variants set stock = 0 where product_id = ?').run(target);
        sqlite.prepare("update products set title = 'Velvet Shirt' where id = 'B001'").run();
        expect(soldOut()).toContain(target);
        expect(renamed()).toBe(1);
        expect(getProduct(db, target)?.stock).toBe(0);
        throw new Error('changed my mind');
      })(),
    ).toThrow('changed my mind');
    expect(soldOut()).toEqual(outBefore);
    expect(renamed()).toBe(0);
    expect(getProduct(db, target)?.stock).toBe(3);
  });
});
