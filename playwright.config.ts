import { defineConfig, devices } from '@playwright/test';
import { testDataFolderForThisRun } from './server/testing/templateShop';

/**
 * Browser tests drive the real storefront and admin app through a real server, in the system
 * Chromium (never a downloaded browser). Each spec file starts its own shop on a temporary data
 * folder (e2e/fixtures.ts), so there is no shared web server here.
 */
// Every API answer is checked against its contract schema (server/http/route.ts).
process.env.SHOP_CHECK_RESPONSES = '1';
// Test shops' data and templates go in one folder removed when the run ends (server/testing/templateShop.ts).
testDataFolderForThisRun();

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
