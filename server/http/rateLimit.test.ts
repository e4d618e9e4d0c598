import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestShop, type TestShop } from '../testing/testShop';

// docs/architecture.md: logins, order tracking, bank receipts, the contact form and the assistant are rate limited.
const GUARDED: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
  ['POST', '/admin/login', { username: 'owner', password: 'wrong' }],
  ['POST', '/api/users/login', { email: 'nobody@example.pk', password: 'wrong' }],
  ['POST', '/api/users/register', { firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'short' }],
  ['POST', '/api/users/forgot-password', { email: 'nobody@example.pk' }],
  ['POST', '/api/users/reset-password', { token: 'nope', password: 'long-enough' }],
  ['GET', '/api/orders/track?orderRef=ORD-ABC123XYZ&email=nobody@example.pk'],
  // Bank receipts (issue 26): sending one and seeing it again share one limit, since both invite guessing.
  ['POST', '/api/orders/ORD-ABC123XYZ/receipt?email=nobody@example.pk'],
  ['GET', '/api/orders/ORD-ABC123XYZ/receipt?email=nobody@example.pk'],
  ['POST', '/api/contact', { name: 'Sana', email: 'sana@example.pk', subject: 'Hi', message: 'Hello' }],
  ['POST', '/api/assistant/chat', { message: 'Do you deliver to Lahore?', history: [] }],
];

describe('rate limits', () => {
  let shop: TestShop;
  const allowed = 2;
  beforeAll(async () => {
    shop = await startTestShop({ rateLimitMax: allowed });
  });
  afterAll(() => shop.close());

  it.each(GUARDED)('refuse %s %s past the limit with 429 RATE_LIMITED', async (method, path, body) => {
    const statuses: number[] = [];
    let last: unknown;
    // The four account routes share one limit, so earlier cases may already have used some of it.
    for (let attempt = 0; attempt <= allowed; attempt++) {
      const answer = await shop.call(method, path, { body });
      statuses.push(answer.status);
      last = answer.body;
    }
    expect(statuses.at(-1), `${method} ${path} answered ${statuses.join(', ')}`).toBe(429);
    expect(last).toMatchObject({ success: false, code: 'RATE_LIMITED', message: expect.any(String) });
  });

  it('allow 20 attempts per address in 15 minutes in production', () => {
    expect(loadConfig({}).rateLimit).toEqual({ windowMs: 15 * 60 * 1000, max: 20 });
  });
});
