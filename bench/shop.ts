import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { startShopServer, type RunningShop } from '../server/start';

/** A real shop on loopback and a temporary data folder, removed again by `stop`. */
export async function benchShop(
  demo: boolean,
  env: Record<string, string> = {},
): Promise<RunningShop & { stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const shop = await startShopServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      SHOP_DATA_DIR: dataDir,
      SHOP_DEMO_DATA: demo ? '1' : '0',
      SHOP_ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'silent',
      ...env,
    }),
  );
  return {
    ...shop,
    url: `http://127.0.0.1:${shop.port}`,
    stop: async () => {
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
