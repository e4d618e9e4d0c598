import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreBackup } from '../backup/restore';
import { saveProduct } from '../catalog/saveProduct';
import { products } from '../catalog/schema';
import type { Config } from '../config';
import { startShopServer } from '../start';
import { LOG_FILE } from './desktopLog';
import { createDesktopShop, type DesktopShop } from './desktopShop';
import { DESKTOP_SETTINGS_FILE } from './desktopSettings';

// The desktop app's behaviour without Electron (docs/architecture.md, Desktop shell): electron/main.ts
// only adds windows, dialogs and the menu around these calls.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A desktop shop in a temporary app folder, started on a free port (the settings hold the real one). */
const LAN = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
  eth0: [{ address: '192.168.1.20', family: 'IPv4', internal: false }],
  wlan0: [{ address: '10.0.0.7', family: 'IPv4', internal: false }],
} as unknown as ReturnType<typeof os.networkInterfaces>;

function desktopShop(env: NodeJS.ProcessEnv = {}): { desktop: DesktopShop; userDataDir: string; ports: number[] } {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-desktop-'));
  const ports: number[] = [];
  const desktop = createDesktopShop({
    userDataDir,
    env: { SHOP_DEMO_DATA: '0', LOG_LEVEL: 'silent', ...env },
    networkInterfaces: () => LAN,
    start: (config: Config) => {
      ports.push(config.port);
      return startShopServer({ ...config, port: 0 });
    },
  });
  cleanup.push(() => rmSync(userDataDir, { recursive: true, force: true }));
  cleanup.push(() => desktop.close());
  return { desktop, userDataDir, ports };
}

/** A port nothing listens on now, for a shop started the way the app starts it (on its settings' port). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const login = (desktop: DesktopShop, username: string, password: string) =>
  fetch(`${desktop.localUrl()}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  }).then((response) => response.status);

describe('the desktop shop', () => {
  it('makes the first admin on first start and hands the password over once; it works for login', async () => {
    const { desktop, userDataDir } = desktopShop();
    const { firstAdmin } = await desktop.open();
    expect(firstAdmin).toEqual({ username: 'admin', password: expect.any(String) });
    expect(desktop.dataDir()).toBe(path.join(userDataDir, 'shop-data'));
    expect(desktop.adminUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/admin$/);
    expect(await login(desktop, 'admin', firstAdmin!.password)).toBe(200);

    const again = await desktop.restart();
    expect(again).toEqual({ status: 'restarted', firstAdmin: undefined });
    expect(await login(desktop, 'admin', firstAdmin!.password)).toBe(200);
  });

  it('saves valid settings, refuses others, and uses them from the next start', async () => {
    const { desktop, userDataDir, ports } = desktopShop();
    await desktop.open();
    expect(desktop.settings()).toEqual({
      port: 3000,
      host: '0.0.0.0',
      adminUser: 'admin',
      dataDirInUse: path.join(userDataDir, 'shop-data'),
      defaultDataDir: path.join(userDataDir, 'shop-data'),
    });
    expect(desktop.saveSettings({ port: 80, host: '0.0.0.0', adminUser: 'admin' })).toEqual({
      status: 'invalid',
      message: 'Port must be a number from 1024 to 65535',
    });
    expect(
      desktop.saveSettings({ port: 3100, host: '0.0.0.0', adminUser: 'admin', dataDir: 'relative/folder' }),
    ).toEqual({ status: 'invalid', message: 'Choose the data folder with its full path' });
    expect(desktop.saveSettings({ port: 3100, host: 'everyone', adminUser: 'admin' })).toMatchObject({
      status: 'invalid',
    });

    const otherData = path.join(userDataDir, 'elsewhere');
    const saved = desktop.saveSettings({ port: 3100, host: '127.0.0.1', adminUser: 'ayesha', dataDir: otherData });
    expect(saved).toMatchObject({
      status: 'saved',
      settings: { port: 3100, host: '127.0.0.1', dataDir: otherData, dataDirInUse: otherData },
    });
    // Choosing the default folder again is kept as no choice at all.
    expect(
      desktop.saveSettings({
        port: 3100,
        host: '127.0.0.1',
        adminUser: 'ayesha',
        dataDir: path.join(userDataDir, 'shop-data'),
      }),
    ).toMatchObject({ status: 'saved', settings: { dataDir: undefined } });
    desktop.saveSettings({ port: 3100, host: '127.0.0.1', adminUser: 'ayesha', dataDir: otherData });

    const restarted = await desktop.restart();
    expect(restarted).toEqual({
      status: 'restarted',
      firstAdmin: { username: 'ayesha', password: expect.any(String) },
    });
    expect(ports).toEqual([3000, 3100]);
    expect(desktop.dataDir()).toBe(otherData);
    expect(existsSync(path.join(otherData, 'shop.db'))).toBe(true);
    expect(await desktop.addresses()).toEqual({ localUrl: desktop.localUrl(), thisComputerOnly: true, network: [] });
  });

  it('keeps running on the previous settings when the new ones do not start', async () => {
    const { desktop, userDataDir } = desktopShop();
    await desktop.open();
    const blocked = path.join(userDataDir, 'a-file-not-a-folder');
    writeFileSync(blocked, 'x');
    desktop.saveSettings({ port: 3000, host: '0.0.0.0', adminUser: 'admin', dataDir: blocked });
    const outcome = await desktop.restart();
    expect(outcome).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/^The shop could not start with the new settings/),
    });
    expect(desktop.dataDir()).toBe(path.join(userDataDir, 'shop-data'));
    expect((await fetch(`${desktop.localUrl()}/api/shop`)).status).toBe(200);
  });

  it('lists network addresses with a QR code each while the shop is open to the network', async () => {
    const { desktop } = desktopShop();
    await desktop.open();
    const { port } = desktop.shop();
    const addresses = await desktop.addresses();
    expect(addresses).toEqual({
      localUrl: `http://127.0.0.1:${port}`,
      thisComputerOnly: false,
      network: [
        { url: `http://192.168.1.20:${port}`, qrDataUrl: expect.stringMatching(/^data:image\/png;base64,/) },
        { url: `http://10.0.0.7:${port}`, qrDataUrl: expect.stringMatching(/^data:image\/png;base64,/) },
      ],
    });
    expect(addresses.network[0]!.qrDataUrl).not.toBe(addresses.network[1]!.qrDataUrl);
  });

  it('exports a backup to the backups folder that the admin app restores, and says why one cannot be written', async () => {
    const { desktop } = desktopShop();
    await desktop.open();
    const now = new Date();
    saveProduct(
      await shopDb(desktop),
      { id: 'KEEP', title: 'Kept shirt', description: 'x', price: 1500, sizes: ['M'], colors: ['Red'], stock: 2 },
      now,
    );
    const target = desktop.defaultBackupPath();
    expect(path.dirname(target)).toBe(path.join(desktop.dataDir(), 'backups'));
    expect(await desktop.exportBackup(target)).toMatchObject({
      status: 'saved',
      file: target,
      bytes: expect.any(Number),
    });

    saveProduct(
      await shopDb(desktop),
      {
        id: 'LATER',
        title: 'Added after the backup',
        description: 'x',
        price: 900,
        sizes: ['M'],
        colors: ['Red'],
        stock: 2,
      },
      now,
    );
    // The desktop restores through the admin app (decision 0138): its restore takes the exported file back,
    // in the shop that keeps running (server/backup/backup.test.ts and routes.test.ts test the restore itself).
    const shop = desktop.shop();
    expect(await restoreBackup(shop.deps, target)).toMatchObject({
      safetyCopy: expect.stringMatching(/before-restore/),
    });
    expect(desktop.shop()).toBe(shop);
    expect((await shopDb(desktop)).select({ id: products.id }).from(products).all()).toEqual([{ id: 'KEEP' }]);

    const notAFolder = path.join(desktop.dataDir(), 'notes.txt');
    writeFileSync(notAFolder, 'notes');
    expect(await desktop.exportBackup(path.join(notAFolder, 'inside-a-file.tar.gz'))).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/^The backup could not be written/),
    });
  });
});

/** The database of the shop running now, after checking over HTTP that this shop is the one serving. */
async function shopDb(desktop: DesktopShop) {
  expect((await fetch(`${desktop.localUrl()}/api/shop`)).status).toBe(200);
  return desktop.shop().deps.db;
}

describe("the desktop shop's log", () => {
  it('is finished when the shop closes: its last line is in the file', async () => {
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-desktop-log-'));
    cleanup.push(() => rmSync(userDataDir, { recursive: true, force: true }));
    const desktop = createDesktopShop({ userDataDir, env: { SHOP_DEMO_DATA: '0', LOG_LEVEL: 'info' } });
    writeFileSync(
      path.join(userDataDir, DESKTOP_SETTINGS_FILE),
      JSON.stringify({ port: await freePort(), host: '127.0.0.1' }),
    );
    await desktop.open();
    await desktop.close();
    expect(readFileSync(path.join(userDataDir, 'logs', LOG_FILE), 'utf8')).toContain('Shop is open at');
  });

  it('is closed with a shop that failed to start, so removing the app folder removes it for good', async () => {
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-desktop-log-'));
    cleanup.push(() => rmSync(userDataDir, { recursive: true, force: true }));
    const desktop = createDesktopShop({
      userDataDir,
      env: { SHOP_DEMO_DATA: '0', LOG_LEVEL: 'silent' },
      files: {
        storefrontDir: path.join(userDataDir, 'no-storefront'),
        rendererDir: path.join(userDataDir, 'no-admin-app'),
        migrationsDir: path.join(userDataDir, 'no-migrations-here'),
      },
    });
    await expect(desktop.open()).rejects.toThrow(/migration|_journal/i);
    await desktop.close();
    // As a test's clean-up or an uninstaller does: before, the log's stream made logs/shop.log again afterwards.
    rmSync(userDataDir, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(existsSync(userDataDir)).toBe(false);
  });
});
