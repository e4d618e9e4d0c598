import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY, tokenExpiry, validAdminToken } from './adminSession';

const store = new Map<string, string>();
globalThis.localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
} as Storage;

const tokenWith = (payload: object) => `header.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('admin session (SPEC.md §4 Admin session)', () => {
  beforeEach(() => store.clear());

  it('reads the expiry from the token', () => {
    expect(tokenExpiry(tokenWith({ exp: 1234 }))).toBe(1234);
    expect(tokenExpiry('garbage')).toBeNull();
  });

  it('keeps an unexpired token', () => {
    const token = tokenWith({ exp: Date.now() / 1000 + 60 });
    store.set(ADMIN_TOKEN_KEY, token);
    expect(validAdminToken()).toBe(token);
  });

  it('removes a missing, undecodable or expired token', () => {
    expect(validAdminToken()).toBeNull();
    store.set(ADMIN_TOKEN_KEY, 'not-a-jwt');
    expect(validAdminToken()).toBeNull();
    expect(store.has(ADMIN_TOKEN_KEY)).toBe(false);
    store.set(ADMIN_TOKEN_KEY, tokenWith({ exp: Date.now() / 1000 - 1 }));
    expect(validAdminToken()).toBeNull();
    expect(store.has(ADMIN_TOKEN_KEY)).toBe(false);
  });
});
