import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { ShopAddresses } from '../common/desktopBridge';
import { firstAdminMessage, networkAddressMessage, resultMessage, shareableAddress } from './dialogs';
import { desktopDir, shopFiles } from './layout';
import { menuTemplate, type ShopMenuActions } from './menu';
import { quitAfterClosing } from './quit';

// docs/architecture.md, Desktop shell: what electron/main.ts shows and does, tested without Electron.

describe('the Shop menu', () => {
  it('offers storefront, address, network address, backup, restore, data folder and settings, each wired to its action', () => {
    const actions: ShopMenuActions = {
      openStorefront: vi.fn(),
      copyAddress: vi.fn(),
      showNetworkAddress: vi.fn(),
      exportBackup: vi.fn(),
      openDataFolder: vi.fn(),
      showAdmin: vi.fn(),
    };
    const [shop, ...rest] = menuTemplate(actions);
    expect(rest).toEqual([{ role: 'editMenu' }, { role: 'viewMenu' }]);
    const items = (shop!.submenu as MenuItemConstructorOptions[]).filter((item) => item.type !== 'separator');
    expect(items.map((item) => item.label ?? item.role)).toEqual([
      'Open storefront in browser',
      'Copy shop address',
      'Show shop address on the network…',
      'Export backup…',
      'Restore backup…',
      'Open data folder',
      'Settings…',
      'quit',
    ]);
    const byId = Object.fromEntries(items.filter((item) => item.id).map((item) => [item.id, item.click]));
    const expected: Record<string, keyof ShopMenuActions> = {
      'open-storefront': 'openStorefront',
      'copy-address': 'copyAddress',
      'network-address': 'showNetworkAddress',
      'export-backup': 'exportBackup',
      'open-data-folder': 'openDataFolder',
    };
    for (const [id, action] of Object.entries(expected)) expect(byId[id], id).toBe(actions[action]);
  });

  it('restores through the admin app’s Backups screen, with its preview and typed RESTORE, and opens Settings there too (decision 0138)', () => {
    const showAdmin = vi.fn();
    const [shop] = menuTemplate({
      openStorefront: vi.fn(),
      copyAddress: vi.fn(),
      showNetworkAddress: vi.fn(),
      exportBackup: vi.fn(),
      openDataFolder: vi.fn(),
      showAdmin,
    });
    const click = (id: string) =>
      (shop!.submenu as MenuItemConstructorOptions[]).find((item) => item.id === id)!.click!(
        {} as never,
        undefined,
        {} as never,
      );
    click('restore-backup');
    expect(showAdmin).toHaveBeenLastCalledWith('/backups?restore=file');
    click('settings');
    expect(showAdmin).toHaveBeenLastCalledWith('/desktop');
    expect(showAdmin).toHaveBeenCalledTimes(2);
  });
});

describe('quitting', () => {
  it('holds the first quit back until the shop has closed, then quits once', async () => {
    let finishClose!: () => void;
    const closeShop = vi.fn(() => new Promise<void>((resolve) => (finishClose = resolve)));
    const quit = vi.fn();
    const beforeQuit = quitAfterClosing(closeShop, quit);
    expect(beforeQuit()).toBe(true);
    expect(beforeQuit()).toBe(true); // a second Quit while closing: still held, no second close
    expect(closeShop).toHaveBeenCalledTimes(1);
    expect(quit).not.toHaveBeenCalled();
    finishClose();
    await vi.waitFor(() => expect(quit).toHaveBeenCalledTimes(1));
    expect(beforeQuit()).toBe(false); // the real quit goes through
  });

  it('still quits when closing fails, and reports why', async () => {
    const quit = vi.fn();
    const onError = vi.fn();
    const beforeQuit = quitAfterClosing(() => Promise.reject(new Error('disk gone')), quit, onError);
    expect(beforeQuit()).toBe(true);
    await vi.waitFor(() => expect(quit).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith(new Error('disk gone'));
  });
});

describe('where the app keeps and finds its files', () => {
  it('packaged: front ends and migrations are extra resources beside the archive', () => {
    expect(
      shopFiles({
        isPackaged: true,
        resourcesPath: '/opt/Shop/resources',
        appPath: '/opt/Shop/resources/app.asar',
        env: {},
      }),
    ).toEqual({
      storefrontDir: '/opt/Shop/resources/front-ends/storefront',
      rendererDir: '/opt/Shop/resources/front-ends/renderer',
      migrationsDir: '/opt/Shop/resources/migrations',
    });
  });

  it('from the project: the build output (SHOP_BUILD_DIR moves it) and the checked-in migrations', () => {
    expect(
      shopFiles({ isPackaged: false, resourcesPath: '/x', appPath: '/src/shop', env: { SHOP_BUILD_DIR: 'build-a' } }),
    ).toEqual({
      storefrontDir: '/src/shop/build-a/storefront',
      rendererDir: '/src/shop/build-a/renderer',
      migrationsDir: '/src/shop/server/db/migrations',
    });
  });

  it('keeps settings in a named folder under the system’s app data, unless SHOP_DESKTOP_DIR says otherwise', () => {
    expect(desktopDir('/home/ayesha/.config', {})).toBe('/home/ayesha/.config/shirt-shop');
    expect(desktopDir('/home/ayesha/.config', { SHOP_DESKTOP_DIR: '/tmp/test-shop' })).toBe('/tmp/test-shop');
  });
});

describe('what the dialogs say', () => {
  const addresses = (network: string[], thisComputerOnly = false): ShopAddresses => ({
    localUrl: 'http://127.0.0.1:3000',
    thisComputerOnly,
    network: network.map((url) => ({ url, qrDataUrl: 'data:image/png;base64,' })),
  });

  it('gives shoppers the network address when there is one, else this computer’s', () => {
    expect(shareableAddress(addresses(['http://192.168.1.20:3000', 'http://10.0.0.7:3000']))).toBe(
      'http://192.168.1.20:3000',
    );
    expect(shareableAddress(addresses([], true))).toBe('http://127.0.0.1:3000');
  });

  it('tells the network address, or why there is none', () => {
    expect(networkAddressMessage(addresses(['http://192.168.1.20:3000', 'http://10.0.0.7:3000']))).toMatchObject({
      message: 'Shoppers on your network can open http://192.168.1.20:3000',
      detail: 'Other addresses of this computer: http://10.0.0.7:3000\nScan the code with a phone on the same Wi-Fi.',
    });
    expect(networkAddressMessage(addresses([], true)).detail).toMatch(
      /on this computer only \(http:\/\/127\.0\.0\.1:3000\)/,
    );
    expect(networkAddressMessage(addresses([])).detail).toBe('This computer is not connected to a network.');
  });

  it('shows the first admin’s password once with a copy button', () => {
    expect(firstAdminMessage({ username: 'admin', password: 'pw-123456' })).toMatchObject({
      detail: 'Username: admin\nPassword: pw-123456',
      buttons: ['Copy password', 'Done'],
    });
  });

  it('says how a backup ended, and nothing when the owner cancelled', () => {
    expect(resultMessage({ status: 'cancelled' })).toBeUndefined();
    expect(resultMessage({ status: 'saved', file: '/b.tar.gz', bytes: 10 })).toEqual({
      type: 'info',
      message: 'Backup saved.',
      detail: '/b.tar.gz',
    });
    expect(resultMessage({ status: 'failed', message: 'disk full' })).toEqual({
      type: 'error',
      message: 'Something went wrong.',
      detail: 'disk full',
    });
  });
});
