import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../mail/schema';
import { adminToken, BILAL } from '../testing/identities';
import { rawRequest } from '../testing/rawHttp';
import { startTestShop, type TestShop } from '../testing/testShop';
import { saveOxford } from '../testing/fileShop';

const PUBLIC_URL = 'https://shirts.example.pk';
const ATTACKER = { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example', 'X-Forwarded-Proto': 'http' };

let configured: TestShop;
let plain: TestShop;

beforeAll(async () => {
  [configured, plain] = await Promise.all([
    startTestShop({ rateLimitMax: 1000, env: { SHOP_PUBLIC_URL: `${PUBLIC_URL}/`, TRUST_PROXY: 'loopback' } }),
    startTestShop({ rateLimitMax: 1000 }),
  ]);
  saveOxford(configured, { stock: 5 });
});
afterAll(() => Promise.all([configured.close(), plain.close()]));

const lastMailTo = (shop: TestShop, email: string) =>
  shop.deps.db.select().from(outbox).where(eq(outbox.to, email)).all().at(-1)?.text ?? '';

async function register(shop: TestShop, email: string) {
  const answer = await shop.call('POST', '/api/users/register', {
    body: { firstName: 'Ayesha', lastName: 'Khan', email, password: 'secret123', phone: '03001234567' },
  });
  expect(answer.status).toBe(201);
}

describe("the shop's public address is configuration, never the request (issue 23, finding 1)", () => {
  it('mails a reset link to the configured address whatever Host the request names', async () => {
    await register(configured, 'host.header@example.pk');
    const asked = await rawRequest(`${configured.url}/api/users/forgot-password`, {
      method: 'POST',
      headers: ATTACKER,
      body: { email: 'host.header@example.pk' },
    });
    expect(asked.status).toBe(200);
    const mail = lastMailTo(configured, 'host.header@example.pk');
    expect(mail).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(mail).not.toContain('attacker.example');
  });

  it('without a setting, links use the address the shop was reached on, not the Host header', async () => {
    await register(plain, 'no.setting@example.pk');
    await rawRequest(`${plain.url}/api/users/forgot-password`, {
      method: 'POST',
      headers: ATTACKER,
      body: { email: 'no.setting@example.pk' },
    });
    expect(lastMailTo(plain, 'no.setting@example.pk')).toContain(
      `http://127.0.0.1:${new URL(plain.url).port}/reset-password?token=`,
    );
  });

  it('puts the configured address in order confirmation links, robots.txt and the sitemap', async () => {
    const customer = { ...BILAL, email: 'order.link@example.pk' };
    const placed = await rawRequest(`${configured.url}/api/orders`, {
      method: 'POST',
      headers: ATTACKER,
      body: { customer, items: [{ id: 'OXFORD', size: 'M', color: 'White', quantity: 1 }] },
    });
    expect(placed.status).toBe(201);
    expect(lastMailTo(configured, 'order.link@example.pk')).toContain(PUBLIC_URL);
    expect(lastMailTo(configured, 'order.link@example.pk')).not.toContain('attacker.example');
    const robots = await rawRequest(`${configured.url}/robots.txt`, { headers: ATTACKER });
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await rawRequest(`${configured.url}/sitemap.xml`, { headers: ATTACKER });
    expect(sitemap.text).toContain(PUBLIC_URL);
    expect(sitemap.text).not.toContain('attacker.example');
  });

  it("takes the owner's saved address over SHOP_PUBLIC_URL, refuses one with a path, and can remove it", async () => {
    const token = adminToken(configured);
    const bad = await configured.call('PUT', '/api/admin/settings/public-url', {
      token,
      body: { url: 'https://shop.example.pk/evil?x' },
    });
    expect(bad.status).toBe(400);
    const saved = await configured.call<{ data: { publicUrl: unknown } }>('PUT', '/api/admin/settings/public-url', {
      token,
      body: { url: 'https://new.example.pk' },
    });
    expect(saved.body.data.publicUrl).toEqual({ saved: 'https://new.example.pk', fromEnvironment: PUBLIC_URL });
    expect((await rawRequest(`${configured.url}/robots.txt`, { headers: ATTACKER })).text).toContain(
      'Sitemap: https://new.example.pk/sitemap.xml',
    );
    await configured.call('PUT', '/api/admin/settings/public-url', { token, body: { url: null } });
    expect((await rawRequest(`${configured.url}/robots.txt`)).text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
