import { Router, type RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { contract, type EndpointKey } from '../../common/contract';
import type { Auth } from '../../common/contract/endpoint';
import { fillPath, splitKey } from '../../common/contract/keys';
import { admins } from '../admin/schema';
import { optionalShopper, requireAdmin, requireShopper } from '../auth/middleware';
import { route } from './route';
import { adminToken, createShopper } from '../testing/identities';
import { testShopForFile } from '../testing/fileShop';

const shop = testShopForFile({ rateLimitMax: 100_000 });

/** Path parameters each endpoint's params schema accepts, so the request gets as far as the guard. */
const SAMPLE_PARAMS: Record<string, string> = { orderRef: 'ORD-ABC123XYZ', name: 'shop-backup-2026-01-01-1200.tar.gz' };
const pathOf = (key: EndpointKey) => {
  const { path } = splitKey(key);
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return fillPath(path, Object.fromEntries(names.map((name) => [name, SAMPLE_PARAMS[name] ?? 'SAMPLE-1'])));
};

const guarded = (Object.entries(contract) as [EndpointKey, { auth: Auth }][])
  .filter(([, endpoint]) => endpoint.auth !== 'public')
  .map(([key, endpoint]) => [key, endpoint.auth] as const);

/** A token signed with the shop's secret that expired an hour ago. */
const expired = (sub: string, role: 'shopper' | 'admin', ver: number) =>
  jwt.sign({ role, ver, exp: Math.floor(Date.now() / 1000) - 3600 }, shop.deps.jwtSecret, {
    algorithm: 'HS256',
    subject: sub,
  });

async function call(key: EndpointKey, token?: string) {
  const { method } = splitKey(key);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(shop.url + pathOf(key), {
    method,
    headers,
    body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
  });
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return { status: response.status, code: body.code };
}

describe('auth is part of the API contract (issue 23, finding 6)', () => {
  it('names who may call each endpoint; every owner path is for the owner alone', () => {
    for (const [key, endpoint] of Object.entries(contract) as [EndpointKey, { auth: Auth; params?: unknown }][]) {
      expect(['public', 'shopper', 'admin'], key).toContain(endpoint.auth);
      const { path } = splitKey(key);
      if ((path.startsWith('/api/admin/') || path.startsWith('/admin/')) && key !== 'POST /admin/login')
        expect(endpoint.auth, key).toBe('admin');
      if (path.includes(':')) expect(endpoint.params, `${key} declares its path parameters`).toBeDefined();
    }
    expect(guarded.length).toBeGreaterThan(30);
  });

  it.each(guarded)('%s (%s) refuses a missing, an expired and a wrong-role token', async (key, auth) => {
    const shopper = createShopper(shop);
    const admin = shop.deps.db.select().from(admins).get()!;
    const missing = await call(key);
    expect(missing, 'no token').toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    const stale =
      auth === 'admin' ? expired(String(admin.id), 'admin', admin.tokenVersion) : expired(shopper.id, 'shopper', 0);
    expect(await call(key, stale), 'expired token').toMatchObject({ status: 401, code: 'SESSION_ENDED' });
    const wrongRole = auth === 'admin' ? shopper.token : adminToken(shop);
    expect((await call(key, wrongRole)).status, 'wrong-role token').toBe(401);
  });
});

describe('the shop does not start with a route guarded otherwise than its contract says (issue 33)', () => {
  const limiter: RequestHandler = (_req, _res, next) => next();
  const register = (key: EndpointKey, middleware: RequestHandler[]) => () =>
    route(Router(), key, middleware, () => ({ success: true, data: [] }) as never);
  const admin = () => requireAdmin(shop.deps);
  const shopper = () => requireShopper(shop.deps);

  it('registers a route whose first middleware is the guard its contract names', () => {
    expect(register('GET /api/admin/discounts', [admin(), limiter])).not.toThrow();
    expect(register('GET /api/users/profile', [shopper()])).not.toThrow();
    expect(register('POST /api/discounts/preview', [limiter, optionalShopper(shop.deps)])).not.toThrow();
  });

  it.each([
    ['an owner route with no guard', 'GET /api/admin/discounts', () => [limiter]],
    ['an owner route guarded for shoppers', 'GET /api/admin/discounts', () => [shopper()]],
    ['an owner route whose guard comes after a rate limit', 'GET /api/admin/discounts', () => [limiter, admin()]],
    ['a shopper route with no guard', 'GET /api/users/profile', () => [optionalShopper(shop.deps)]],
    ['a shopper route guarded for the owner', 'GET /api/users/profile', () => [admin()]],
    ['a public route behind a guard', 'POST /api/discounts/preview', () => [shopper()]],
    ['a second guard after the right one', 'GET /api/admin/discounts', () => [admin(), shopper()]],
  ] as const)('refuses %s', (_what, key, middleware) => {
    expect(register(key, middleware())).toThrow(/in the contract, but its route is guarded as/);
  });
});
