import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY, msUntilExpiry, tokenExpiry, validAdminToken } from './adminToken';

const store = new Map<string, string>();
globalThis.localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
} as Storage;

const tokenWith = (payload: object) => `header.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('admin token (docs/product.md §2 route table, §3 admin_jwt, §4 Admin session)', () => {
  beforeEach(() => store.clear());

  it('reads the expiry from the token, in seconds', () => {
    expect(tokenExpiry(tokenWith({ exp: 1234 }))).toBe(1234);
    // base64url characters that plain base64 spells differently ('-' and '_').
    expect(tokenExpiry(tokenWith({ exp: 1234, name: '>>>???' }))).toBe(1234);
    expect(tokenExpiry(tokenWith({ exp: '1234' }))).toBeNull();
    expect(tokenExpiry(tokenWith({}))).toBeNull();
    expect(tokenExpiry('garbage')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });

  it('keeps an unexpired token', () => {
    const token = tokenWith({ exp: Date.now() / 1000 + 60 });
    store.set(ADMIN_TOKEN_KEY, token);
    expect(validAdminToken()).toBe(token);
    expect(store.get(ADMIN_TOKEN_KEY)).toBe(token);
  });

  it('removes a missing, undecodable or expired token', () => {
    expect(validAdminToken()).toBeNull();
    for (const bad of ['not-a-jwt', tokenWith({ role: 'admin' }), tokenWith({ exp: Date.now() / 1000 - 1 })]) {
      store.set(ADMIN_TOKEN_KEY, bad);
      expect(validAdminToken()).toBeNull();
      expect(store.has(ADMIN_TOKEN_KEY)).toBe(false);
    }
  });

  it('times the logout for the expiry, never negative and never past what a timer can wait', () => {
    const now = 1_700_000_000_000;
    expect(msUntilExpiry(tokenWith({ exp: now / 1000 + 90 }), now)).toBe(90_000);
    expect(msUntilExpiry(tokenWith({ exp: now / 1000 - 90 }), now)).toBe(0);
    expect(msUntilExpiry(tokenWith({ exp: now / 1000 + 60 * 60 * 24 * 365 }), now)).toBe(2 ** 31 - 1);
    expect(msUntilExpiry('garbage', now)).toBe(0);
  });
});
