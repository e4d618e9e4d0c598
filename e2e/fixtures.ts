import { expect, test as base, type Page } from '@playwright/test';
import { startTestShop, type TestShop } from '../server/testing/testShop';
import { templateDataDir } from '../server/testing/templateShop';
import type { ShopPolicy } from '../common/policy';
import { loadConfig } from '../server/config';
import { writeShopPolicy } from '../server/shop/policy';
import { startFakePostEx, type FakePostEx } from '../server/testing/fakePostEx';

export { expect } from '@playwright/test';

/** The owner's credentials in every e2e shop; only ever used on a throwaway folder. */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };
const ADMIN_ENV = { SHOP_ADMIN_USER: E2E_ADMIN.username, SHOP_ADMIN_PASSWORD: E2E_ADMIN.password };

/** `policy`: the shop policy the owner has saved (e.g. with bank details, so bank transfer is offered). */
type ShopOptions = { demo?: boolean; env?: Record<string, string>; policy?: ShopPolicy };

/** The shop the current spec file runs against; the next spec file gets a fresh one. */
let running: { key: string; shop: TestShop } | undefined;

async function closeRunning() {
  await running?.shop.close();
  running = undefined;
}

/**
 * Every spec file gets its own shop: the real server on a fresh temporary data folder (a copy of the
 * demo template) on loopback, with its own rate limits. So a spec that buys the last shirt or
 * signs in twenty times cannot change what another spec sees, and specs run in any order.
 * A spec that needs other settings says `test.use({ shopOptions: { env: { … } } })`.
 */
export const test = base.extend<
  { shopOptions: ShopOptions; shop: TestShop; postex: FakePostEx },
  { shopTemplate: void }
>({
  shopOptions: [{}, { option: true }],
  // Made once per worker, with room for the first demo catalog's pictures to be encoded on a busy machine.
  shopTemplate: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: an empty one means none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await templateDataDir(loadConfig({ ...ADMIN_ENV, SHOP_DATA_DIR: '/nonexistent' }), true);
      await use();
      await closeRunning();
    },
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
  shop: async ({ shopOptions }, use, testInfo) => {
    const key = `${testInfo.file}:${JSON.stringify(shopOptions)}`;
    if (running?.key !== key) {
      await closeRunning();
      const shop = await startTestShop({ demo: shopOptions.demo ?? true, env: { ...ADMIN_ENV, ...shopOptions.env } });
      if (shopOptions.policy) writeShopPolicy(shop.deps.db, shopOptions.policy);
      running = { key, shop };
    }
    await use(running.shop);
  },
  baseURL: async ({ shop }, use) => use(shop.url),
  /**
   * A fake PostEx (server/testing/fakePostEx.ts) for the test that asks for it, closed after it; the
   * shop's PostEx address is the fake's, as POSTEX_BASE_URL sets it (read at each call).
   */
  postex: async ({ shop }, use) => {
    const postex = await startFakePostEx();
    shop.deps.config.couriers.postexUrl = postex.url;
    await use(postex);
    await postex.close();
  },
});

/** Fills the admin login form as `username` and submits it; where it lands depends on their role. */
export async function adminSignIn(page: Page, username: string, password: string) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs the owner in through the admin login form, then opens `screen` from the menu when one is named.
 * Answers the session's token, for what the spec then asks the API as the owner.
 */
export async function adminLogIn(page: Page, screen?: string): Promise<string> {
  await adminSignIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.waitForURL(/\/admin\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('admin_jwt'));
  if (screen) await openAdminScreen(page, screen);
  return token!;
}

/** On a phone the admin header's screens, My account and Logout are behind Menu: unfolds it when it is folded. */
export async function unfoldAdminMenu(page: Page) {
  const menu = page.getByRole('button', { name: /^Menu/ });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
}

/** Opens an admin screen from the header's nav, as a phone or a wider window shows it. */
export async function openAdminScreen(page: Page, name: string) {
  await unfoldAdminMenu(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name }).click();
}

/** Opens one order in the admin Orders screen, found by its ref; answers its list entry. */
export async function openAdminOrder(page: Page, orderRef: string) {
  await page.goto(`/admin/orders?q=${orderRef}`);
  const entry = page
    .getByRole('listitem')
    .filter({ has: page.getByText(orderRef, { exact: true }) })
    .first();
  await entry.getByRole('button', { name: new RegExp(orderRef) }).click();
  // Open when its status buttons are there (a delivered order offers no step: common/orderSteps.ts).
  await expect(entry.getByRole('group', { name: `Status of ${orderRef}` })).toBeAttached();
  return entry;
}

type PrintCounter = { printed: number };
/** window.print() is counted rather than opening the browser's dialog; the page is then read in print media. */
export const countPrints = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as PrintCounter).printed = 0;
    window.print = () => {
      (window as unknown as PrintCounter).printed += 1;
    };
  });
/** How many times the page called window.print() since countPrints. */
export const printsCounted = (page: Page) => page.evaluate(() => (window as unknown as PrintCounter).printed);
