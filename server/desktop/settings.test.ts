import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lanAddresses, readDesktopSettings, serverEnvironment, writeDesktopSettings } from './settings';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-settings-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'settings.json');
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('desktop settings', () => {
  it('start from the defaults when there is no file or it is damaged', () => {
    const file = tempFile();
    expect(readDesktopSettings(file)).toEqual({ port: 3000, host: '0.0.0.0' });
    writeDesktopSettings(file, { port: 3000, host: '0.0.0.0' });
    writeFileSync(file, '{ not json');
    expect(readDesktopSettings(file)).toEqual({ port: 3000, host: '0.0.0.0' });
  });

  it('round-trip what the owner chose, and refuse nonsense', () => {
    const file = tempFile();
    writeDesktopSettings(file, { port: 8080, host: '127.0.0.1', dataDir: '/srv/shop' });
    expect(readDesktopSettings(file)).toEqual({ port: 8080, host: '127.0.0.1', dataDir: '/srv/shop' });
    expect(() => writeDesktopSettings(file, { port: 70000, host: '0.0.0.0' })).toThrow();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ port: 8080 });
  });

  it('become the server environment, with the data folder beside the app data by default', () => {
    expect(serverEnvironment({ port: 3000, host: '0.0.0.0' }, '/home/owner/.config/shop')).toEqual({
      PORT: '3000',
      HOST: '0.0.0.0',
      SHOP_DATA_DIR: path.join('/home/owner/.config/shop', 'shop-data'),
    });
  });

  it('list the LAN addresses, not the loopback or IPv6 ones', () => {
    const interfaces = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [
        { address: '192.168.1.20', family: 'IPv4', internal: false },
        { address: 'fe80::1', family: 'IPv6', internal: false },
      ],
    } as unknown as NodeJS.Dict<os.NetworkInterfaceInfo[]>;
    expect(lanAddresses(3000, interfaces)).toEqual(['http://192.168.1.20:3000']);
  });
});
