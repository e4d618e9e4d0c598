import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../common/admin';
import { saveProduct } from '../catalog/queries';
import { createShopper } from '../testing/identities';
import { startTestShop, TEST_ADMIN, type TestShop } from '../testing/testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ rateLimitMax: 5 });
});
afterAll(() => shop.close());

describe('POST /admin/login (SPEC.md §7, §8 Admin login)', () => {
  it('gives a token for the right username and password', async () => {
    const { status, body } = await shop.call<{ token: string }>('POST', '/admin/login', { body: TEST_ADMIN });
    expect(status).toBe(200);
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1]!, 'base64url').toString()) as { exp: number; role: string };
    expect(payload.role).toBe('admin');
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("answers anything else with 'Invalid credentials'", async () => {
    expect(await shop.call('POST', '/admin/login', { body: { ...TEST_ADMIN, password: 'wrong' } })).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    expect(await shop.call('POST', '/admin/login', { body: { username: 'nobody', password: 'x' } })).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    expect(await shop.call('POST', '/admin/login', { body: { username: '', password: 'x' } })).toMatchObject({ status: 400, body: { message: 'Username is required' } });
  });

  it('limits attempts', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 6; attempt++) last = (await shop.call('POST', '/admin/login', { body: { username: 'nobody', password: 'x' } })).status;
    expect(last).toBe(429);
  });
});

describe('GET /api/admin/outbox', () => {
  it('shows the owner the mails the shop wrote, and nobody else', async () => {
    const fresh = await startTestShop();
    try {
      const token = (await fresh.call<{ token: string }>('POST', '/admin/login', { body: TEST_ADMIN })).body.token;
      await fresh.deps.mailer.send({ to: 'a@example.pk', subject: 'Hello', text: 'Body' });
      const { body } = await fresh.call<{ data: OutboxMail[] }>('GET', '/api/admin/outbox', { token });
      expect(body.data).toEqual([expect.objectContaining({ to: 'a@example.pk', subject: 'Hello', text: 'Body', sentAt: null })]);
      expect((await fresh.call('GET', '/api/admin/outbox')).status).toBe(401);
      expect((await fresh.call('GET', '/api/admin/outbox', { token: createShopper(fresh).token })).status).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /admin/dashboard-data (SPEC.md §2 Dashboard tab, §7)', () => {
  it('counts orders, pending orders, revenue without cancelled orders, and products; lists the 5 newest', async () => {
    const fresh = await startTestShop();
    try {
      saveProduct(fresh.deps.db, { id: 'OXFORD', title: 'Oxford', description: 'Cotton', price: 2000, sizes: ['M'], colors: ['White'], stock: 50 }, new Date());
      const token = (await fresh.call<{ token: string }>('POST', '/admin/login', { body: TEST_ADMIN })).body.token;
      const refs: string[] = [];
      for (let index = 0; index < 6; index++) {
        const placed = await fresh.call<{ data: { orderRef: string } }>('POST', '/api/orders', {
          body: { customer: { name: 'B', email: `b${index}@example.pk`, phone: '03001234567', address: 'House 1', city: 'Karachi' }, items: [{ id: 'OXFORD', size: 'M', color: 'White', quantity: 1 }] },
        });
        refs.push(placed.body.data.orderRef);
      }
      await fresh.call('PATCH', `/api/orders/${refs[0]}/status`, { body: { status: 'cancelled' }, token });
      await fresh.call('PATCH', `/api/orders/${refs[1]}/status`, { body: { status: 'shipped' }, token });
      const { status, body } = await fresh.call<{ data: { stats: Record<string, number>; recentOrders: { orderRef: string }[] } }>('GET', '/admin/dashboard-data', { token });
      expect(status).toBe(200);
      expect(body.data.stats).toEqual({ totalOrders: 6, pendingOrders: 4, totalRevenue: 5 * 2300, totalProducts: 1 });
      expect(body.data.recentOrders).toHaveLength(5);
      expect((await fresh.call('GET', '/admin/dashboard-data')).status).toBe(401);
      expect((await fresh.call('GET', '/admin/dashboard-data', { token: createShopper(fresh).token })).status).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
