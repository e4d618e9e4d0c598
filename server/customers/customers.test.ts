import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import type { Customer, CustomerDetails } from '../../common/customers';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../../common/errors';
import { orders } from '../orders/schema';
import { reviews, reviewVotes } from '../reviews/schema';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { advanceOrder } from '../testing/orders';
import { users, wishlistItems } from '../users/schema';

const shop = testShopForFile({ rateLimitMax: 1000 });

type ListAnswer = {
  success: boolean;
  users: Customer[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  message?: string;
};

/** A shopper registered through the API, as the storefront does it. */
async function register(firstName: string, lastName: string, email = `${randomUUID()}@example.pk`) {
  const { status, body } = await shop.call<{ token: string; user: Customer }>('POST', '/api/users/register', {
    body: { firstName, lastName, email, password: 'secret-password', phone: '0300 1234567' },
  });
  expect(status).toBe(201);
  return { id: body.user._id, email, token: body.token, password: 'secret-password' };
}

/** A shirt in size M, White, with stock for every order a test places. */
const newProduct = () => saveShirt(shop, { stock: 50 }).id;

async function placeOrder(productId: string, shopper: { email: string; token?: string }, quantity = 1) {
  const { status, body } = await shop.call<{ data: { orderRef: string; total: number } }>('POST', '/api/orders', {
    body: {
      customer: { name: 'Test Buyer', email: shopper.email, phone: '03001234567', address: 'House 1', city: 'Karachi' },
      items: [{ id: productId, size: 'M', color: 'White', quantity }],
    },
    token: shopper.token,
  });
  expect(status).toBe(201);
  return body.data;
}

describe('who may use the User Management routes (docs/product.md §6: administrators only; docs/architecture.md: the server checks the role)', () => {
  it('refuses no token, a garbage token and a shopper token on every route, with nothing changed', async () => {
    const victim = await register('Zara', 'Guarded');
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${victim.id}`],
      ['PATCH', `/api/admin/users/${victim.id}/status`, { isActive: false }],
      ['DELETE', `/api/admin/users/${victim.id}`],
    ];
    for (const [method, path, body] of routes) {
      for (const token of [undefined, 'garbage', victim.token]) {
        const answer = await shop.call<{ success: boolean; users?: unknown; user?: unknown }>(method, path, {
          body,
          token,
        });
        expect(answer.status, `${method} ${path} with ${token ? 'a token' : 'no token'}`).toBe(401);
        expect(answer.body.success).toBe(false);
        expect(answer.body.users ?? answer.body.user).toBeUndefined();
      }
    }
    expect(shop.deps.db.select().from(users).where(eq(users.id, victim.id)).get()).toMatchObject({ isActive: true });
  });
});

describe('GET /api/admin/users: search, paging and sorting in SQL (docs/product.md §2 User Management, §4 admin users screen defaults, §9)', () => {
  const tag = randomUUID().slice(0, 8);
  const people = [
    ['Bilal', 'Ahmed'],
    ['ayesha', 'Zafar'],
    ['Hina', 'baig'],
    ['Omar', 'Chaudhry'],
    ['Sana', 'Dar'],
    ['Fahad', 'Ejaz'],
    ['Kiran', 'Farooq'],
  ] as const;
  const ids = new Map<string, string>();
  beforeAll(() => {
    // Straight in the table with distinct creation times, so 'Created' has an order to check.
    people.forEach(([firstName, lastName], index) => {
      const id = randomUUID();
      ids.set(lastName, id);
      shop.deps.db
        .insert(users)
        .values({
          id,
          firstName,
          lastName,
          email: `${firstName.toLowerCase()}.${tag}@example.pk`,
          phone: `0300${index}000000`.slice(0, 11),
          passwordHash: 'x',
          createdAt: new Date(Date.UTC(2025, 0, 1 + index)),
          isActive: index % 3 !== 0,
        })
        .run();
    });
  });
  const list = (query: string) =>
    shop.call<ListAnswer>('GET', `/api/admin/users?search=${tag}&${query}`, { token: shop.adminToken });

  it('defaults to page 1, 10 a page, last name ascending without regard to case', async () => {
    const { status, body } = await shop.call<ListAnswer>('GET', `/api/admin/users?search=${tag}`, {
      token: shop.adminToken,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 7, page: 1, limit: 10, totalPages: 1 });
    expect(body.users.map((user) => user.lastName)).toEqual([
      'Ahmed',
      'baig',
      'Chaudhry',
      'Dar',
      'Ejaz',
      'Farooq',
      'Zafar',
    ]);
    expect(body.users[0]).not.toHaveProperty('passwordHash');
  });

  it.each([
    ['firstName', 'asc', ['ayesha', 'Bilal', 'Fahad', 'Hina', 'Kiran', 'Omar', 'Sana']],
    ['firstName', 'desc', ['Sana', 'Omar', 'Kiran', 'Hina', 'Fahad', 'Bilal', 'ayesha']],
    ['lastName', 'desc', ['ayesha', 'Kiran', 'Fahad', 'Sana', 'Omar', 'Hina', 'Bilal']],
    ['email', 'asc', ['ayesha', 'Bilal', 'Fahad', 'Hina', 'Kiran', 'Omar', 'Sana']],
    ['createdAt', 'asc', ['Bilal', 'ayesha', 'Hina', 'Omar', 'Sana', 'Fahad', 'Kiran']],
    ['createdAt', 'desc', ['Kiran', 'Fahad', 'Sana', 'Omar', 'Hina', 'ayesha', 'Bilal']],
  ])('sorts by %s %s', async (sortBy, order, firstNames) => {
    const { body } = await list(`sortBy=${sortBy}&order=${order}`);
    expect(body.users.map((user) => user.firstName)).toEqual(firstNames);
  });

  it('sorts by status, inactive first when ascending', async () => {
    const { body } = await list('sortBy=isActive&order=asc');
    expect(body.users.map((user) => user.isActive)).toEqual([false, false, false, true, true, true, true]);
    const descending = await list('sortBy=isActive&order=desc');
    expect(descending.body.users.map((user) => user.isActive)).toEqual([true, true, true, true, false, false, false]);
  });

  it('pages 5, 10, 20 or 50 at a time, the last page holding the rest', async () => {
    const first = await list('limit=5&page=1');
    expect(first.body).toMatchObject({ total: 7, page: 1, limit: 5, totalPages: 2 });
    expect(first.body.users.map((user) => user.lastName)).toEqual(['Ahmed', 'baig', 'Chaudhry', 'Dar', 'Ejaz']);
    const second = await list('limit=5&page=2');
    expect(second.body.users.map((user) => user.lastName)).toEqual(['Farooq', 'Zafar']);
    expect((await list('limit=5&page=3')).body.users).toEqual([]);
    for (const limit of [20, 50]) expect((await list(`limit=${limit}`)).body).toMatchObject({ limit, totalPages: 1 });
  });

  it('finds by first, last or whole name, e-mail or phone, without regard to case', async () => {
    const find = async (search: string) =>
      (
        await shop.call<ListAnswer>('GET', `/api/admin/users?search=${encodeURIComponent(search)}&limit=50`, {
          token: shop.adminToken,
        })
      ).body.users
        .filter((user) => user.email.includes(tag))
        .map((user) => user.lastName);
    expect(await find('FAROOQ')).toEqual(['Farooq']);
    expect(await find('hina baig')).toEqual(['baig']);
    expect(await find(`sana.${tag}`)).toEqual(['Dar']);
    expect(await find('03003')).toEqual(['Chaudhry']);
    expect(await find(tag)).toHaveLength(7);
  });

  it('takes % and _ in a search as letters, not wildcards', async () => {
    expect(
      (await shop.call<ListAnswer>('GET', '/api/admin/users?search=%25', { token: shop.adminToken })).body.total,
    ).toBe(0);
    expect(
      (
        await shop.call<ListAnswer>('GET', `/api/admin/users?search=${tag.slice(0, 3)}_${tag.slice(4)}`, {
          token: shop.adminToken,
        })
      ).body.total,
    ).toBe(0);
  });

  it.each([
    ['limit=7', 'Users per page must be one of 5, 10, 20, 50'],
    ['page=0', 'page must be a whole number from 1 to 100000'],
    ['page=abc', 'page must be a whole number from 1 to 100000'],
    ['sortBy=passwordHash', 'sortBy must be one of firstName, lastName, email, createdAt, isActive'],
    ['order=sideways', 'order must be asc or desc'],
    [`search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
  ])('refuses %s with a clear message', async (query, message) => {
    expect(await shop.call('GET', `/api/admin/users?${query}`, { token: shop.adminToken })).toMatchObject({
      status: 400,
      body: { success: false, code: 'VALIDATION', message },
    });
  });
});

describe('GET /api/admin/users/:id: the details modal (docs/product.md §7 Admin users)', () => {
  it('shows the account with its order count, total spent (cancelled orders are not sales) and last login', async () => {
    const shopper = await register('Maryam', 'Details');
    const productId = newProduct();
    const first = await placeOrder(productId, shopper, 1);
    const second = await placeOrder(productId, shopper, 3);
    const cancelled = await placeOrder(productId, shopper, 2);
    await placeOrder(productId, { email: shopper.email }); // a guest order under the same e-mail is not the account's
    await advanceOrder(shop, shop.adminToken, cancelled.orderRef, ['cancelled']);
    // A pending order nobody has paid for is not yet a sale (server/orders/sales.ts): these two went on.
    for (const placed of [first, second]) await advanceOrder(shop, shop.adminToken, placed.orderRef, ['confirmed']);

    const { status, body } = await shop.call<{ success: boolean; user: CustomerDetails }>(
      'GET',
      `/api/admin/users/${shopper.id}`,
      { token: shop.adminToken },
    );
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      _id: shopper.id,
      firstName: 'Maryam',
      lastName: 'Details',
      email: shopper.email,
      phone: '03001234567',
      isActive: true,
      orderCount: 3,
      totalSpent: first.total + second.total,
    });
    expect(body.user.lastLogin).toEqual(expect.any(String));
    expect(body.user.lastOrderAt).toEqual(expect.any(String));
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('answers 404 for an unknown user', async () => {
    expect(await shop.call('GET', `/api/admin/users/${randomUUID()}`, { token: shop.adminToken })).toMatchObject({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'User not found' },
    });
  });
});

describe('PATCH /api/admin/users/:id/status (docs/product.md §4 User account status; docs/architecture.md: deactivated users cannot log in)', () => {
  it("refuses a deactivated shopper's existing token at once and their login with the shop's message; activating lets them back", async () => {
    const shopper = await register('Usman', 'Paused');
    expect((await shop.call('GET', '/api/users/profile', { token: shopper.token })).status).toBe(200);

    const off = await shop.call<{ success: boolean; message: string; user: Customer }>(
      'PATCH',
      `/api/admin/users/${shopper.id}/status`,
      { body: { isActive: false }, token: shop.adminToken },
    );
    expect(off).toMatchObject({
      status: 200,
      body: { success: true, message: 'User deactivated', user: { _id: shopper.id, isActive: false } },
    });
    expect(await shop.call('GET', '/api/users/profile', { token: shopper.token })).toMatchObject({
      status: 403,
      body: { code: 'ACCOUNT_DEACTIVATED', message: ACCOUNT_DEACTIVATED_MESSAGE },
    });
    expect(
      await shop.call('POST', '/api/users/login', { body: { email: shopper.email, password: shopper.password } }),
    ).toMatchObject({
      status: 403,
      body: { success: false, code: 'ACCOUNT_DEACTIVATED', message: ACCOUNT_DEACTIVATED_MESSAGE },
    });

    const on = await shop.call('PATCH', `/api/admin/users/${shopper.id}/status`, {
      body: { isActive: true },
      token: shop.adminToken,
    });
    expect(on).toMatchObject({ status: 200, body: { message: 'User activated', user: { isActive: true } } });
    expect((await shop.call('GET', '/api/users/profile', { token: shopper.token })).status).toBe(200);
    expect(
      (await shop.call('POST', '/api/users/login', { body: { email: shopper.email, password: shopper.password } }))
        .status,
    ).toBe(200);
  });

  it('refuses a body without a true or false isActive, and an unknown user, changing nothing', async () => {
    const shopper = await register('Nadia', 'Steady');
    for (const body of [{}, { isActive: 'false' }, { isActive: 0 }]) {
      expect(
        await shop.call('PATCH', `/api/admin/users/${shopper.id}/status`, { body, token: shop.adminToken }),
      ).toMatchObject({ status: 400, body: { code: 'VALIDATION', message: 'isActive must be true or false' } });
    }
    expect(shop.deps.db.select().from(users).where(eq(users.id, shopper.id)).get()?.isActive).toBe(true);
    expect(
      (
        await shop.call('PATCH', `/api/admin/users/${randomUUID()}/status`, {
          body: { isActive: false },
          token: shop.adminToken,
        })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/admin/users/:id (docs/product.md §5 Deleting a user, §8 User delete)', () => {
  it('removes the account and its personal data, its reviews and votes with ratings and helpful counts put right, and keeps its orders detached', async () => {
    const leaving = await register('Imran', 'Leaving');
    const staying = await register('Rabia', 'Staying');
    const productId = newProduct();
    const order = await placeOrder(productId, leaving);
    expect((await shop.call('POST', `/api/users/wishlist/${productId}`, { token: leaving.token })).status).toBe(200);
    expect(
      (
        await shop.call('POST', `/api/reviews/product/${productId}`, {
          body: { rating: 1, title: 'Bad', comment: 'Did not fit.' },
          token: leaving.token,
        })
      ).status,
    ).toBe(201);
    const kept = await shop.call<{ data: { _id: string } }>('POST', `/api/reviews/product/${productId}`, {
      body: { rating: 5, title: 'Great', comment: 'Fits well.' },
      token: staying.token,
    });
    expect(
      (await shop.call('POST', `/api/reviews/${kept.body.data._id}/helpful`, { token: leaving.token })).status,
    ).toBe(200);
    const before = (await shop.call<{ data: Product }>('GET', `/api/products/${productId}`)).body.data;
    expect(before).toMatchObject({ averageRating: 3, reviewCount: 2 });

    const answer = await shop.call('DELETE', `/api/admin/users/${leaving.id}`, { token: shop.adminToken });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, message: 'User "Imran Leaving" has been successfully deleted.' },
    });

    const db = shop.deps.db;
    expect(db.select().from(users).where(eq(users.id, leaving.id)).get()).toBeUndefined();
    expect(db.select().from(wishlistItems).where(eq(wishlistItems.userId, leaving.id)).all()).toEqual([]);
    expect(db.select().from(reviews).where(eq(reviews.userId, leaving.id)).all()).toEqual([]);
    expect(db.select().from(reviewVotes).where(eq(reviewVotes.userId, leaving.id)).all()).toEqual([]);
    expect(db.select().from(reviews).where(eq(reviews.id, kept.body.data._id)).get()?.helpful).toBe(0);
    expect((await shop.call<{ data: Product }>('GET', `/api/products/${productId}`)).body.data).toMatchObject({
      averageRating: 5,
      reviewCount: 1,
    });
    // The books keep the sale; it no longer points at anyone.
    expect(db.select().from(orders).where(eq(orders.orderRef, order.orderRef)).get()).toMatchObject({
      userId: null,
      total: order.total,
    });

    expect((await shop.call('GET', '/api/users/profile', { token: leaving.token })).status).toBe(401);
    expect(
      (await shop.call('POST', '/api/users/login', { body: { email: leaving.email, password: leaving.password } }))
        .status,
    ).toBe(401);
    expect((await shop.call('GET', `/api/admin/users/${leaving.id}`, { token: shop.adminToken })).status).toBe(404);
    expect(await shop.call('DELETE', `/api/admin/users/${leaving.id}`, { token: shop.adminToken })).toMatchObject({
      status: 404,
      body: { message: 'User not found' },
    });
    // The other shopper is untouched.
    expect((await shop.call('GET', '/api/users/profile', { token: staying.token })).status).toBe(200);
  });
});
