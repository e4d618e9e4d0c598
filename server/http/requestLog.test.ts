import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../testing/identities';
import { startTestShop, type TestShop } from '../testing/testShop';

let shop: TestShop;
const lines: string[] = [];

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  shop = await startTestShop({ overrides: { logger: pino({ level: 'info' }, capture) } });
});
afterAll(() => shop.close());

describe('the request log carries no secrets and no headers (issue 23, finding 5)', () => {
  it('has no Bearer token after an authenticated request, and no cookie', async () => {
    const token = adminToken(shop);
    const answer = await fetch(`${shop.url}/api/admin/settings`, {
      headers: { Authorization: `Bearer ${token}`, Cookie: 'session=secret-cookie' },
    });
    expect(answer.status).toBe(200);
    const log = lines.join('\n');
    expect(log).toContain('/api/admin/settings');
    expect(log).not.toContain('Bearer');
    expect(log).not.toContain(token);
    expect(log).not.toContain('secret-cookie');
  });

  it('cuts the token out of a reset link', async () => {
    // The line is written when the answer has been sent whole: read it to the end first.
    await (await fetch(`${shop.url}/reset-password?token=reset-secret-123`)).text();
    const log = lines.join('\n');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).not.toContain('reset-secret-123');
  });

  it('cuts out the mailed link that joins guest orders to an account (issue 33)', async () => {
    await (await fetch(`${shop.url}/profile?claim=eyJhbGciOiJIUzI1NiJ9.claim-secret.sig&from=mail`)).text();
    const log = lines.join('\n');
    expect(log).toContain('/profile?claim=[redacted]&from=mail');
    expect(log).not.toContain('claim-secret');
  });

  it('never writes an e-mail beside an order reference: tracking and bank receipts (issue 33)', async () => {
    lines.length = 0;
    const email = 'hina.secret%40example.pk';
    await (await fetch(`${shop.url}/api/orders/track?orderRef=ORD-ABC123XYZ&email=${email}`)).text();
    await (await fetch(`${shop.url}/api/orders/ORD-ABC123XYZ/receipt?email=${email}`)).text();
    await (await fetch(`${shop.url}/api/orders/ORD-ABC123XYZ/receipt?email=${email}`, { method: 'POST' })).text();
    const log = lines.join('\n');
    expect(log).toContain('/api/orders/track?orderRef=ORD-ABC123XYZ&email=[redacted]');
    expect(log.match(/\/api\/orders\/ORD-ABC123XYZ\/receipt\?email=\[redacted\]/g)).toHaveLength(2);
    expect(log).not.toContain('hina.secret');
  });

  it('writes one short line per request: method, URL, status, time, no headers', async () => {
    lines.length = 0;
    await fetch(`${shop.url}/api/shop`, { headers: { 'User-Agent': 'a'.repeat(2000) } });
    const entry = lines
      .map((line) => JSON.parse(line) as { req?: Record<string, unknown>; res?: Record<string, unknown> })
      .find((line) => line.req?.url === '/api/shop')!;
    expect(Object.keys(entry.req!).sort()).toEqual(['id', 'method', 'remoteAddress', 'url']);
    expect(entry.res).toEqual({ statusCode: 200 });
    expect(lines.join('\n').length).toBeLessThan(1000);
  });
});
