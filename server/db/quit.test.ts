import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

const start = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'start.ts');
const config = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'config.ts');
let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it('a shop closed in a process with nothing else to do finishes closing: the checkpoint thread is waited for, not abandoned', () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-quit-'));
  const script = `
    const { startShopServer } = await import(${JSON.stringify(start)});
    const { loadConfig } = await import(${JSON.stringify(config)});
    const shop = await startShopServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', SHOP_DATA_DIR: ${JSON.stringify(dataDir)}, SHOP_DEMO_DATA: '0', SHOP_ADMIN_PASSWORD: 'quit-test-password', LOG_LEVEL: 'silent' }));
    // A write-ahead log with work in it, so the last checkpoint takes a moment.
    shop.deps.db.$client.exec('create table filler (bytes blob); with recursive n(i) as (select 1 union all select i + 1 from n where i < 40000) insert into filler select randomblob(1000) from n');
    await shop.close();
    console.log('closed');`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  // Without the wait, Node sees no work left while the quit awaits the thread and exits with code 13.
  expect({ status: run.status, stdout: run.stdout.trim() }).toEqual({ status: 0, stdout: 'closed' });
}, 90_000);
