import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DesktopSettings } from '../../common/desktop';
import {
  desktopServerConfig,
  lanAddresses,
  readDesktopSettings,
  serverEnvironment,
  writeDesktopSettings,
} from './desktopSettings';
import { openDatabase } from '../db/client';
import { admins } from '../admin/schema';

const DEFAULTS: DesktopSettings = { port: 3000, host: '0.0.0.0', adminUser: 'admin' };

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-settings-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('desktop settings (docs/architecture.md, Runtime contract)', () => {
  it('start from the defaults when there is no file or it is damaged', () => {
    const file = path.join(tempDir(), 'nested', 'settings.json');
    expect(readDesktopSettings(file)).toEqual(DEFAULTS);
    writeDesktopSettings(file, { port: 4000, host: '0.0.0.0', adminUser: 'admin' });
    writeFileSync(file, '{ not json');
    expect(readDesktopSettings(file)).toEqual(DEFAULTS);
    writeFileSync(file, JSON.stringify({ port: 'eighty' }));
    expect(readDesktopSettings(file)).toEqual(DEFAULTS);
  });

  it('round-trip what the owner chose, and refuse nonsense without touching the saved file', () => {
    const file = path.join(tempDir(), 'settings.json');
    writeDesktopSettings(file, { port: 8080, host: '127.0.0.1', dataDir: '/srv/shop', adminUser: 'ayesha' });
    expect(readDesktopSettings(file)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/shop',
      adminUser: 'ayesha',
    });
    expect(() => writeDesktopSettings(file, { port: 70000, host: '0.0.0.0', adminUser: 'admin' })).toThrow();
    expect(() => writeDesktopSettings(file, { port: 80, host: '0.0.0.0', adminUser: 'admin' })).toThrow(/1024/);
    expect(() =>
      writeDesktopSettings(file, { port: 8080, host: '10.0.0.1' as '0.0.0.0', adminUser: 'admin' }),
    ).toThrow();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ port: 8080, adminUser: 'ayesha' });
  });

  it('become the server environment, with the data folder inside the app folder by default', () => {
    expect(serverEnvironment({ port: 3000, host: '0.0.0.0', adminUser: 'admin' }, '/home/owner/.config/shop')).toEqual({
      PORT: '3000',
      HOST: '0.0.0.0',
      SHOP_DATA_DIR: path.join('/home/owner/.config/shop', 'shop-data'),
    });
    expect(
      serverEnvironment({ port: 3100, host: '127.0.0.1', dataDir: '/srv/shop', adminUser: 'admin' }, '/x'),
    ).toMatchObject({ PORT: '3100', HOST: '127.0.0.1', SHOP_DATA_DIR: '/srv/shop' });
  });

  it('make a first admin password only while the data folder has no admin, for the username in the settings', async () => {
    const userData = tempDir();
    const settings: DesktopSettings = { ...DEFAULTS, adminUser: 'ayesha' };
    const first = desktopServerConfig(settings, userData, {});
    expect(first.firstAdmin).toEqual({ username: 'ayesha', password: expect.stringMatching(/^[\w-]{16}$/) });
    expect(first.config).toMatchObject({
      port: 3000,
      adminUser: 'ayesha',
      adminPassword: first.firstAdmin!.password,
      dataDir: path.join(userData, 'shop-data'),
    });

    // A data folder whose database has no admin yet still needs one; once it has one, none is made.
    mkdirSync(path.join(userData, 'shop-data'));
    const db = openDatabase(path.join(userData, 'shop-data', 'shop.db'));
    expect(desktopServerConfig(settings, userData, {}).firstAdmin).toBeDefined();
    db.insert(admins).values({ username: 'ayesha', passwordHash: 'x', createdAt: new Date() }).run();
    db.$client.close();
    const later = desktopServerConfig(settings, userData, {});
    expect(later.firstAdmin).toBeUndefined();
    expect(later.config.adminPassword).toBeUndefined();
  });

  it('leave the first admin to SHOP_ADMIN_USER and SHOP_ADMIN_PASSWORD when the environment sets them', () => {
    const { config, firstAdmin } = desktopServerConfig(DEFAULTS, tempDir(), {
      SHOP_ADMIN_USER: 'owner',
      SHOP_ADMIN_PASSWORD: 'from-the-environment',
    });
    expect(firstAdmin).toBeUndefined();
    expect(config).toMatchObject({ adminUser: 'owner', adminPassword: 'from-the-environment' });
  });

  it('list the LAN addresses, not the loopback or IPv6 ones', () => {
    const interfaces = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [
        { address: '192.168.1.20', family: 'IPv4', internal: false },
        { address: 'fe80::1', family: 'IPv6', internal: false },
      ],
      wlan0: [{ address: '10.0.0.7', family: 'IPv4', internal: false }],
    } as unknown as NodeJS.Dict<os.NetworkInterfaceInfo[]>;
    expect(lanAddresses(3000, interfaces)).toEqual(['http://192.168.1.20:3000', 'http://10.0.0.7:3000']);
  });
});
