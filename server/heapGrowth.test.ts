import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempFoldersPerTest } from './testing/tempFolders';

const churnScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing', 'heapChurn.ts');
const dataFolder = tempFoldersPerTest('shop-heap-');

/** The largest heap a started shop kept while it made about 40 MB of live and much more dead data. */
function largestHeapOfChurn(): Promise<number> {
  const child = fork(churnScript, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SHOP_DATA_DIR: dataFolder(),
      SHOP_DEMO_DATA: '0',
      SHOP_ADMIN_USER: 'owner',
      SHOP_ADMIN_PASSWORD: 'test-admin-password',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the churn exited with code ${code} before reporting`)));
    child.once('message', (message) => {
      child.removeAllListeners('exit');
      resolve((message as { largestHeap: number }).largestHeap);
    });
  });
}

describe('the heap of a started shop', () => {
  it('stays near what is alive, not three times it (decision 0123)', async () => {
    const largest = await largestHeapOfChurn();
    expect(largest / 2 ** 20).toBeLessThan(240);
  }, 60_000);
});
