import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app';
import { defaultDeps, type AppDeps } from './deps';
import { ensureAdmin } from './admin/bootstrap';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { loadDemoCatalogIfEmpty } from './demo/seed';
import { loadOrCreateJwtSecret } from './secrets';

export type RunningShop = { url: string; port: number; deps: AppDeps; close: () => Promise<void> };

/**
 * Everything `npm start` and the desktop app do before serving: data folder, secret, migrations,
 * first admin, demo catalog; then listen. Used by main.ts, electron/main.ts, e2e tests and benches.
 */
export async function startShopServer(config: Config, overrides: Partial<AppDeps> = {}): Promise<RunningShop> {
  mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  mkdirSync(path.join(config.dataDir, 'backups'), { recursive: true });
  const db = openDatabase(path.join(config.dataDir, 'shop.db'), overrides.migrationsDir);
  const deps = defaultDeps({ db, config, jwtSecret: loadOrCreateJwtSecret(config.dataDir), ...overrides });

  await ensureAdmin(deps);
  if (config.demoData) await loadDemoCatalogIfEmpty(deps);

  const app = createApp(deps);
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;
  deps.logger.info(`Shop is open at ${url} (admin at ${url}/admin)`);
  return {
    url,
    port,
    deps,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.$client.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
