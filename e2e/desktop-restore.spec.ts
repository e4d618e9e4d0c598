import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request, TestInfo } from '@playwright/test';
import { DESKTOP_ROUTES, type DesktopBridge } from '../common/desktopBridge';
import { adminToken } from '../server/testing/identities';
import { backupsDir } from '../server/backup/service';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, test } from './fixtures';

// Decision 0138: the desktop app's restore (the Shop menu's item, which loads DESKTOP_ROUTES.restoreBackup in
// the window, and the desktop screen's button) is the Backups screen's restore from a file, with its preview
// and typed RESTORE, and the file is sent once. Here the bridge electron/preload.ts exposes is a stand-in,
// as in e2e/desktop-screen.spec.ts; electron/shell.test.ts checks the menu loads that route.

async function standInBridge(page: Page) {
  await page.addInitScript(() => {
    const bridge: DesktopBridge = {
      shopAddresses: async () => ({ localUrl: 'http://127.0.0.1:3000', thisComputerOnly: true, network: [] }),
      openStorefront: async () => {},
      openDataFolder: async () => {},
      exportBackup: async () => ({ status: 'cancelled' }),
      readSettings: async () => ({
        port: 3000,
        host: '127.0.0.1',
        adminUser: 'admin',
        dataDirInUse: '/shop-data',
        defaultDataDir: '/shop-data',
      }),
      chooseDataFolder: async () => null,
      saveSettings: async () => ({ status: 'invalid', message: 'not here' }),
      restartShop: async () => ({ status: 'restarted' }),
    };
    Object.assign(window, { desktop: bridge });
  });
}

/** A backup the owner makes now, downloaded as a file the test chooses in the page: its path. */
async function backupFile(shop: TestShop, testInfo: TestInfo) {
  const made = await shop.call<{ data: { name: string } }>('POST', '/api/admin/backups', { token: adminToken(shop) });
  const file = testInfo.outputPath(made.body.data.name);
  await writeFile(file, await readFile(path.join(backupsDir(shop.deps), made.body.data.name)));
  return file;
}

/** The admin app's calls to the backups API. */
function backupCalls(page: Page) {
  const calls: { method: string; path: string; request: Request }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/admin/backups'))
      calls.push({ method: request.method(), path: url.pathname, request });
  });
  return calls;
}

/**
 * The addresses the page sent a file to (Playwright does not show a multipart body's file): the page's
 * fetch is watched for a form carrying a File.
 */
async function watchFilesSent(page: Page) {
  await page.addInitScript(() => {
    const sentTo: string[] = [];
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData && [...init.body.values()].some((value) => value instanceof File))
        sentTo.push(new URL(input instanceof Request ? input.url : String(input), location.href).pathname);
      return fetch(input, init);
    };
    Object.assign(window, { filesSentTo: sentTo });
  });
  return () => page.evaluate(() => (window as unknown as { filesSentTo: string[] }).filesSentTo);
}

test('the Shop menu’s restore opens the Backups screen’s, shows what the file holds first, and sends the file once', async ({
  page,
  shop,
}, testInfo) => {
  const file = await backupFile(shop, testInfo);
  const listed = await shop.call<{ total: number; data: { id: string }[] }>('GET', '/api/products?limit=1');
  const product = listed.body.data[0]!;
  const removed = await shop.call('DELETE', `/api/products/${encodeURIComponent(product.id)}`, {
    token: adminToken(shop),
  });
  expect(removed.status).toBe(200);

  await standInBridge(page);
  const filesSentTo = await watchFilesSent(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page);
  const calls = backupCalls(page);
  // What the menu item loads in the window.
  await page.goto(`/admin${DESKTOP_ROUTES.restoreBackup}`);
  const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/backups$/);
  await expect(dialog.getByLabel('Type RESTORE to confirm')).toHaveCount(0);

  await dialog.getByLabel('Backup file (.tar.gz)').setInputFiles(file);
  const compare = dialog.getByRole('table', { name: 'What the backup holds and what the shop holds now' });
  await expect(compare.getByRole('row', { name: /^Products/ }).getByRole('cell')).toHaveText([
    String(listed.body.total),
    String(listed.body.total - 1),
  ]);
  await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
  await page.screenshot({ path: 'test-results/desktop-restore-preview-1280.png' });
  await dialog.getByRole('button', { name: 'Replace the shop’s data with this backup' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText(/^Restored the backup of /)).toBeVisible();
  expect((await shop.call('GET', `/api/products/${encodeURIComponent(product.id)}`)).status).toBe(200);

  // The file went once, with the preview; the restore named it.
  const posts = calls.filter((call) => call.method === 'POST');
  expect(posts.map((call) => call.path)).toEqual([
    '/api/admin/backups/preview',
    expect.stringMatching(/^\/api\/admin\/backups\/uploads\/[0-9a-f-]{36}\/restore$/),
  ]);
  expect(await filesSentTo()).toEqual(['/api/admin/backups/preview']);
});

test('the desktop screen’s Restore backup… is the same restore; a file chosen and not restored is removed from the server', async ({
  page,
  shop,
}, testInfo) => {
  const file = await backupFile(shop, testInfo);

  await standInBridge(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await adminLogIn(page, 'Desktop app');
  const calls = backupCalls(page);
  await page.getByRole('link', { name: 'Restore backup…' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/desktop-screen-backups-390.png' });
  await page.getByRole('link', { name: 'Restore backup…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeAttached();
  await dialog.getByLabel('Backup file (.tar.gz)').setInputFiles(file);
  await expect(dialog.getByLabel('Type RESTORE to confirm')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/desktop-restore-preview-390.png' });
  const preview = calls.find((call) => call.path === '/api/admin/backups/preview');
  expect(preview).toBeDefined();
  const hidden = () =>
    import('node:fs').then((fs) => fs.readdirSync(backupsDir(shop.deps)).filter((name) => name.startsWith('.upload-')));
  await expect.poll(hidden).toHaveLength(1);
  const [kept] = await hidden();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => existsSync(path.join(backupsDir(shop.deps), kept!))).toBe(false);
  expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
    `/api/admin/backups/uploads/${kept!.slice('.upload-'.length)}`,
  ]);
});
