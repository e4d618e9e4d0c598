// The server the browser tests run against: the real app on a fresh temporary data folder with the
// demo catalog, on loopback only. Playwright starts it (playwright.config.ts) and stops it after.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { startShopServer } from '../server/start';
import { E2E_ADMIN } from './fixtures';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const config = loadConfig({
  PORT: process.env.PORT ?? '4321',
  HOST: '127.0.0.1',
  SHOP_DATA_DIR: dataDir,
  SHOP_ADMIN_USER: E2E_ADMIN.username,
  SHOP_ADMIN_PASSWORD: E2E_ADMIN.password,
  LOG_LEVEL: 'warn',
});
const shop = await startShopServer(config);

const stop = () => {
  void shop.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
