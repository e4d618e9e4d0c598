import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// docs/architecture.md, Desktop shell: the real app in Electron, built by `npm run desktop:build`
// (out/). Needs Electron's binary, which cannot be downloaded on every machine (CI installs with
// ELECTRON_SKIP_BINARY_DOWNLOAD=1): without it these tests are skipped, and say so.

const ROOT = path.resolve(import.meta.dirname, '..');

/** The Electron binary's path, or why there is none. */
function electronBinary(): { path: string } | { missing: string } {
  const require = createRequire(import.meta.url);
  try {
    require.resolve('electron/package.json');
  } catch {
    return {
      missing:
        'the optional "electron" package is not installed (npm drops it when Electron\'s binary cannot be downloaded); install with internet access to run them',
    };
  }
  try {
    // The electron package's main module is the binary's path; it throws when the binary was never downloaded.
    return { path: require('electron') as string };
  } catch (error) {
    return {
      missing: `Electron's binary is not installed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); install with internet access, without ELECTRON_SKIP_BINARY_DOWNLOAD, to run them`,
    };
  }
}
const binary = electronBinary();
if ('missing' in binary) console.log(`e2e/desktop-app.spec.ts: the desktop app tests are SKIPPED: ${binary.missing}.`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const running: { app: ElectronApplication; dir: string }[] = [];
test.afterEach(async () => {
  for (const { app, dir } of running.splice(0)) {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Starts the app on its own app folder (SHOP_DESKTOP_DIR) with the given settings and environment. */
async function launch(settings: { host: '127.0.0.1' | '0.0.0.0' }, env: Record<string, string> = {}) {
  if (!('path' in binary)) throw new Error(binary.missing);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-electron-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ port, ...settings }));
  const app = await electron.launch({
    executablePath: binary.path,
    args: ['--no-sandbox', ROOT],
    env: { ...process.env, SHOP_DESKTOP_DIR: dir, SHOP_DEMO_DATA: '0', LOG_LEVEL: 'warn', ...env },
  });
  running.push({ app, dir });
  return { app, port, dir };
}

const signIn = async (window: Page, username: string, password: string) => {
  await window.getByLabel('Username').fill(username);
  await window.getByLabel('Password').fill(password);
  await window.getByRole('button', { name: 'Login' }).click();
  await expect(window).toHaveURL(/\/admin\/dashboard$/);
};

test.describe('the desktop app (Electron)', () => {
  test.skip('missing' in binary, 'missing' in binary ? binary.missing : '');
  test.describe.configure({ timeout: 120_000 });

  test('opens its window on the admin app, isolated from Node.js with the bridge in place', async () => {
    const { app, port } = await launch(
      { host: '127.0.0.1' },
      { SHOP_ADMIN_USER: 'owner', SHOP_ADMIN_PASSWORD: 'desktop-test-password' },
    );
    const window = await app.firstWindow();
    await expect(window).toHaveURL(`http://127.0.0.1:${port}/admin`);
    await expect(window.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    // No Node.js in the page (node integration off); the bridge is there, and only as plain functions (context isolation).
    const page = await window.evaluate(() => {
      const scope = globalThis as unknown as {
        require?: unknown;
        process?: unknown;
        desktop?: Record<string, unknown>;
      };
      return {
        require: typeof scope.require,
        process: typeof scope.process,
        bridge: typeof scope.desktop?.readSettings,
      };
    });
    expect(page).toEqual({ require: 'undefined', process: 'undefined', bridge: 'function' });
    await signIn(window, 'owner', 'desktop-test-password');
  });

  test('on first run hands over the generated admin password once, and it signs in', async () => {
    const { app } = await launch({ host: '127.0.0.1' });
    // The shop starts (and makes the password) only after launch returns: catch the message box first.
    await app.evaluate(({ dialog }) => {
      const shown: unknown[] = [];
      (globalThis as unknown as { shownMessages: unknown[] }).shownMessages = shown;
      dialog.showMessageBox = (async (...args: unknown[]) => (
        shown.push(args.at(-1)),
        { response: 1, checkboxChecked: false }
      )) as typeof dialog.showMessageBox;
    });
    const window = await app.firstWindow();
    await expect(window.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    const firstMessage = () =>
      app.evaluate(
        () => (globalThis as unknown as { shownMessages: { detail?: string }[] }).shownMessages[0]?.detail ?? '',
      );
    await expect.poll(firstMessage).toMatch(/^Username: admin\nPassword: \S{12,}$/);
    const detail = await firstMessage();
    await signIn(window, 'admin', detail.split('Password: ')[1]!);
  });

  test('Settings in the menu opens the desktop screen with the network addresses and their QR codes', async () => {
    const { app, port } = await launch(
      { host: '0.0.0.0' },
      { SHOP_ADMIN_USER: 'owner', SHOP_ADMIN_PASSWORD: 'desktop-test-password' },
    );
    const window = await app.firstWindow();
    await signIn(window, 'owner', 'desktop-test-password');
    await app.evaluate(({ Menu }) => Menu.getApplicationMenu()!.getMenuItemById('settings')!.click());
    await expect(window).toHaveURL(`http://127.0.0.1:${port}/admin/desktop`);
    const expected = Object.values(os.networkInterfaces())
      .flat()
      .filter((info) => info && info.family === 'IPv4' && !info.internal)
      .map((info) => `http://${info!.address}:${port}`);
    if (expected.length === 0)
      await expect(window.getByText('This computer is not connected to a network.')).toBeVisible();
    for (const url of expected) await expect(window.getByRole('img', { name: `QR code for ${url}` })).toBeVisible();
  });
});
