import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive the real storefront through a real server (e2e/serve.ts starts one on a
 * temporary data folder with the demo catalog), in the system Chromium: never a downloaded browser.
 */
const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  webServer: {
    command: 'tsx e2e/serve.ts',
    url: `${baseURL}/api/shop`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), SHOP_CHECK_RESPONSES: '1' },
    stdout: 'pipe',
  },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
