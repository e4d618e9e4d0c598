import type { DesktopBridge, DesktopSettingsView } from '../common/desktopBridge';
import type { Page } from '@playwright/test';
import { adminLogIn, expect, test } from './fixtures';

// docs/architecture.md, Desktop shell: the admin app's desktop screen (renderer/src/features/desktop),
// driven through a stand-in for the bridge that electron/preload.ts exposes as window.desktop.
// The real bridge inside Electron is covered by e2e/desktop-app.spec.ts where the binary exists.

type Calls = { saved: unknown[]; restarts: number; exports: number };

/** Installs a window.desktop that answers like electron/main.ts and records what the page asked. */
async function standInBridge(page: Page) {
  await page.addInitScript(() => {
    const calls: Calls = { saved: [], restarts: 0, exports: 0 };
    const settings: DesktopSettingsView = {
      port: 3000,
      host: '0.0.0.0',
      adminUser: 'admin',
      dataDirInUse: '/home/ayesha/.config/shirt-shop/shop-data',
      defaultDataDir: '/home/ayesha/.config/shirt-shop/shop-data',
    };
    // A 1×1 PNG stands in for the QR codes the main process draws.
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const bridge: DesktopBridge = {
      shopAddresses: async () => ({
        localUrl: 'http://127.0.0.1:3000',
        thisComputerOnly: false,
        network: [
          { url: 'http://192.168.1.20:3000', qrDataUrl: png },
          { url: 'http://10.0.0.7:3000', qrDataUrl: png },
        ],
      }),
      openStorefront: async () => {},
      openDataFolder: async () => {},
      exportBackup: async () => (
        calls.exports++,
        { status: 'saved', file: '/backups/shop-2026-11-23.tar.gz', bytes: 1000 }
      ),
      readSettings: async () => settings,
      chooseDataFolder: async () => '/media/usb/shop',
      saveSettings: async (input) => {
        calls.saved.push(input);
        if (input.port < 1024) return { status: 'invalid', message: 'Port must be a number from 1024 to 65535' };
        Object.assign(settings, input, { dataDirInUse: input.dataDir ?? settings.defaultDataDir });
        return { status: 'saved', settings };
      },
      restartShop: async () => (calls.restarts++, { status: 'restarted' }),
    };
    Object.assign(window, { desktop: bridge, desktopCalls: calls });
  });
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { desktopCalls: Calls }).desktopCalls);

test('in a browser the desktop screen is neither listed nor reachable', async ({ page }) => {
  await adminLogIn(page);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Desktop app' })).toHaveCount(
    0,
  );
  await page.goto('/admin/desktop');
  await expect(page.getByRole('heading', { name: 'Desktop app' })).toHaveCount(0);
});

test('inside the desktop app the screen shows the network addresses with QR codes, saves settings and makes backups', async ({
  page,
}) => {
  await standInBridge(page);
  await adminLogIn(page, 'Desktop app');
  await expect(page).toHaveURL(/\/admin\/desktop$/);
  await expect(page.getByRole('heading', { name: 'Desktop app', level: 1 })).toBeVisible();
  for (const url of ['http://192.168.1.20:3000', 'http://10.0.0.7:3000']) {
    await expect(page.getByRole('img', { name: `QR code for ${url}` })).toBeVisible();
    await expect(page.getByText(url, { exact: true })).toBeVisible();
  }

  // A bad port is refused with the settings module's own words, and nothing else changes.
  await page.getByLabel('Port').fill('80');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toHaveText('Port must be a number from 1024 to 65535');
  await expect(page.getByRole('button', { name: 'Restart the shop now' })).toHaveCount(0);

  await page.getByLabel('Port').fill('3100');
  await page.getByLabel('This computer only').check();
  await page.getByRole('button', { name: 'Choose…' }).click();
  await expect(page.getByLabel('Data folder', { exact: true })).toHaveValue('/media/usb/shop');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect((await calls(page)).saved.at(-1)).toEqual({
    port: 3100,
    host: '127.0.0.1',
    adminUser: 'admin',
    dataDir: '/media/usb/shop',
  });
  await page.getByRole('button', { name: 'Restart the shop now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The shop restarted' })).toBeVisible();
  expect((await calls(page)).restarts).toBe(1);

  await page.getByRole('button', { name: 'Export backup…' }).click();
  await expect(page.getByText('Backup saved: /backups/shop-2026-11-23.tar.gz')).toBeVisible();
  // The restore is the Backups screen's, with its preview (decision 0138; e2e/desktop-restore.spec.ts).
  await page.getByRole('link', { name: 'Restore backup…' }).click();
  await expect(page.getByRole('dialog', { name: 'Restore a backup' })).toBeVisible();
});
