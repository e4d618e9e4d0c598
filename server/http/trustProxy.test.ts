import { eq } from 'drizzle-orm';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { outbox } from '../mail/schema';
import { rawRequest } from '../testing/rawHttp';
import { startReverseProxy, type ReverseProxy } from '../testing/reverseProxy';
import { startTestShop, type TestShop } from '../testing/testShop';

/** Three shoppers on one machine: Linux answers on every 127.x address, so each connects from its own. */
const SHOPPERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];
const ALLOWED = 2;

/** How many of `tries` requests to a rate-limited route each shopper got through, in order. */
async function acceptedPer(
  url: string,
  shoppers: string[],
  tries: number,
  headersFor: (shopper: string, attempt: number) => Record<string, string> = () => ({}),
) {
  const accepted: number[] = [];
  for (const shopper of shoppers) {
    let count = 0;
    for (let attempt = 0; attempt < tries; attempt++) {
      const answer = await rawRequest(`${url}/api/users/forgot-password`, {
        method: 'POST',
        localAddress: shopper,
        headers: headersFor(shopper, attempt),
        body: { email: 'nobody@example.pk' },
      });
      if (answer.status === 200) count++;
      else expect(answer.status).toBe(429);
    }
    accepted.push(count);
  }
  return accepted;
}

describe('TRUST_PROXY accepts the values the README names and refuses the rest at start (issue 23, finding 2)', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['loopback', 'loopback'],
    ['1', 1],
    ['2', 2],
  ])('TRUST_PROXY=%s is read as %s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it.each(['true', 'yes', '10.0.0.1', '-1', '1.5', '*'])(
    'TRUST_PROXY=%s stops the start with a message naming the values that work',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be "loopback" \(a tunnel on this computer\), a number of proxies in front such as 1, or unset/,
      );
    },
  );
});

describe('rate-limit buckets behind a proxy', () => {
  let hopCounted: TestShop;
  let untrusting: TestShop;
  let proxy: ReverseProxy;

  beforeAll(async () => {
    [hopCounted, untrusting] = await Promise.all([
      startTestShop({ rateLimitMax: ALLOWED, env: { TRUST_PROXY: '1' } }),
      startTestShop({ rateLimitMax: ALLOWED }),
    ]);
    proxy = await startReverseProxy(hopCounted.url);
  });
  afterAll(() => Promise.all([hopCounted.close(), untrusting.close(), proxy.close()]));

  it('with TRUST_PROXY=1, three shoppers through the proxy get three buckets, whatever they put in X-Forwarded-For themselves', async () => {
    const spoof = (_shopper: string, attempt: number) => ({ 'X-Forwarded-For': `198.51.100.${attempt}` });
    expect(await acceptedPer(proxy.url, SHOPPERS, ALLOWED + 1, spoof)).toEqual([ALLOWED, ALLOWED, ALLOWED]);
  });

  it('with trust off, a client changing X-Forwarded-For on every request still has one bucket', async () => {
    const spoof = (_shopper: string, attempt: number) => ({ 'X-Forwarded-For': `198.51.100.${attempt}` });
    expect(await acceptedPer(untrusting.url, [SHOPPERS[0]!], ALLOWED + 3, spoof)).toEqual([ALLOWED]);
  });
});

describe('TRUST_PROXY=loopback (the README tunnel recipe)', () => {
  it('believes a proxy on this machine and never a client on the LAN', () => {
    // The setting exactly as app.ts hands it to Express.
    const app = express().set('trust proxy', loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy);
    const trustOf = (it: typeof app) => it.get('trust proxy fn') as (address: string, hop: number) => boolean;
    expect(trustOf(app)('127.0.0.1', 0)).toBe(true);
    expect(trustOf(app)('::1', 0)).toBe(true);
    expect(trustOf(app)('192.168.1.20', 0)).toBe(false);
    expect(trustOf(app)('10.0.0.7', 0)).toBe(false);
  });
});

describe("the README's tunnel recipe, end to end: a tunnel on this machine, TRUST_PROXY=loopback and the public address", () => {
  const PUBLIC_URL = 'https://shirts.example.pk';
  let shop: TestShop;
  let tunnel: ReverseProxy;

  beforeAll(async () => {
    shop = await startTestShop({
      rateLimitMax: ALLOWED,
      env: { TRUST_PROXY: 'loopback', SHOP_PUBLIC_URL: PUBLIC_URL },
    });
    // The tunnel reports each shopper's internet address (127.0.0.N here stands for 203.0.113.N) and https.
    tunnel = await startReverseProxy(shop.url, {
      proto: 'https',
      seen: (address) => address.replace(/^127\.0\.0\./, '203.0.113.'),
    });
  });
  afterAll(() => Promise.all([shop.close(), tunnel.close()]));

  it('gives each shopper their own rate-limit bucket, even one who writes X-Forwarded-For', async () => {
    const spoof = (_shopper: string, attempt: number) => ({ 'X-Forwarded-For': `198.51.100.${attempt}` });
    expect(await acceptedPer(tunnel.url, SHOPPERS, ALLOWED + 1, spoof)).toEqual([ALLOWED, ALLOWED, ALLOWED]);
  });

  it('sees the shopper as https, sends HSTS, and mails links on the public address', async () => {
    const answer = await rawRequest(`${tunnel.url}/api/users/register`, {
      method: 'POST',
      localAddress: '127.0.0.9',
      body: {
        firstName: 'Ayesha',
        lastName: 'Khan',
        email: 'tunnel@example.pk',
        password: 'secret123',
        phone: '03001234567',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    await rawRequest(`${tunnel.url}/api/users/forgot-password`, {
      method: 'POST',
      localAddress: '127.0.0.9',
      body: { email: 'tunnel@example.pk' },
    });
    const mails = shop.deps.db.select().from(outbox).where(eq(outbox.to, 'tunnel@example.pk')).all();
    expect(mails.at(-1)?.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
  });
});
