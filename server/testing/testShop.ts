import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { startShopServer } from '../start';
import { copyTemplate, templateDataDir } from './templateShop';

export type TestShop = {
  url: string;
  deps: AppDeps;
  /** fetch against the shop, JSON in and out; returns the status and the parsed body. */
  call: <T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> },
  ) => Promise<{ status: number; body: T; headers: Headers }>;
  close: () => Promise<void>;
};

export const TEST_ADMIN = { username: 'owner', password: 'test-admin-password' };

export type TestShopOptions = {
  demo?: boolean;
  env?: Record<string, string>;
  overrides?: Partial<AppDeps>;
  rateLimitMax?: number;
};

/**
 * Every test's and benchmark's requests come from 127.0.0.1, most with one phone number: the order
 * limits are tested, with the shipped values, where a test sets them (orders/orderLimits.test.ts).
 */
export const UNLIMITED_ORDERS_ENV = {
  ORDER_LIMIT_PER_ADDRESS: '100000',
  ORDER_LIMIT_PER_CONTACT: '100000',
  NEW_ADDRESS_MAILS_PER_HOUR: '100000',
};

/**
 * The real app on a temporary data folder (real SQLite file, no database mocks) on loopback, as
 * docs/architecture.md asks of API tests. Starts with an empty catalog unless `demo` is set.
 */
export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  // In the run's folder when a test runner made one (server/testing/templateShop.ts), removed at its end.
  const dataDir = mkdtempSync(path.join(process.env.SHOP_TEST_DATA_ROOT ?? os.tmpdir(), 'shop-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    SHOP_DATA_DIR: dataDir,
    SHOP_DEMO_DATA: options.demo ? '1' : '0',
    SHOP_ADMIN_USER: TEST_ADMIN.username,
    SHOP_ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'silent',
    ...UNLIMITED_ORDERS_ENV,
    ...options.env,
  });
  if (options.rateLimitMax !== undefined) config.rateLimit = { ...config.rateLimit, max: options.rateLimitMax };
  // bcrypt's lowest cost: tests check what is hashed and compared, not how slowly.
  config.passwordHashRounds = 4;
  copyTemplate(await templateDataDir(config, options.demo ?? false), dataDir);
  const shop = await startShopServer(config, options.overrides);
  return {
    url: shop.url,
    deps: shop.deps,
    call: async (method, route, { body, token, rawBody, headers: extra } = {}) => {
      const headers: Record<string, string> = { ...extra };
      if (body !== undefined || rawBody !== undefined) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(shop.url + route, {
        method,
        headers,
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the test sees the text.
      }
      return { status: response.status, body: parsed as never, headers: response.headers };
    },
    close: async () => {
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
