import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../common/admin';
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
