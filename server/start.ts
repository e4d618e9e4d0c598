import { chmodSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ApiFailure } from '../common/errors';
import { createApp } from './app';
import type { AppDeps, RunningShop } from './deps';
import { defaultDeps } from './defaultDeps';
import { ensureAdmin } from './admin/bootstrap';
import { scheduleDailyBackups } from './backup/schedule';
import { scheduleParcelPolls } from './couriers/polling';
import type { Config } from './config';
import { checkpointOffThread } from './db/checkpoints';
import { closeDatabase, openDatabase } from './db/client';
import { loadDemoCatalogIfEmpty } from './demo/seed';
import { statusOf } from './http/errors';
import { limitHeapGrowth } from './heapGrowth';
import { loadOrCreateJwtSecret } from './secrets';
import { sealSavedModelKey } from './assistant/modelKey';
import { noteNetworkOrigin } from './shop/publicUrl';

export type { RunningShop };

/** How long a quit waits for requests in flight before it cuts their connections. */
const FINISH_IN_FLIGHT_MS = 10_000;
const IDLE_SWEEP_MS = 25;
/**
 * How long an idle kept-alive connection stays open. With Node's 5 s an owner asking every 5 s or
 * more slowly opened a new connection each time, behind a rush's requests, and a tunnel keeps its
 * connections to the shop for up to 90 s (Cloudflare Tunnel's keepAliveTimeout), so a shorter wait
 * here races its next request into a reset. Longer than both; a quit still closes idle ones at once.
 */
const KEEP_ALIVE_MS = 100_000;

const CLOSING: ApiFailure = {
  success: false,
  code: 'UNAVAILABLE',
  message: 'The shop is closing. Please try again in a moment.',
};

/**
 * Everything `npm start` and the desktop app do before serving: data folder, secret, migrations,
 * first admin, demo catalog; then listen. Used by main.ts, electron/main.ts, e2e tests and benches.
 */
export async function startShopServer(config: Config, overrides: Partial<AppDeps> = {}): Promise<RunningShop> {
  limitHeapGrowth();
  // The data folder holds the shoppers' details, the JWT secret and the backups: this user's alone.
  for (const dir of [
    config.dataDir,
    path.join(config.dataDir, 'uploads'),
    path.join(config.dataDir, 'receipts'),
    path.join(config.dataDir, 'backups'),
  ]) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
  }
  const file = path.join(config.dataDir, 'shop.db');
  const db = openDatabase(file, overrides.migrationsDir);
  // SQLite gives its -wal and -shm files the database file's mode.
  chmodSync(file, 0o600);
  const deps = defaultDeps({ db, config, jwtSecret: loadOrCreateJwtSecret(config.dataDir), ...overrides });
  const checkpoints = checkpointOffThread(db, file, deps.logger);

  await ensureAdmin(deps);
  sealSavedModelKey(db, deps.jwtSecret);
  if (config.demoData) await loadDemoCatalogIfEmpty(deps);

  const app = createApp(deps);
  let closing: Promise<void> | undefined;
  // A request must arrive whole within config.timeouts (a slow body is not held for Node's 300 s);
  // connections are checked every second for it.
  const server = createServer(
    {
      headersTimeout: config.timeouts.headersMs,
      requestTimeout: config.timeouts.requestMs,
      connectionsCheckingInterval: 1000,
      keepAliveTimeout: KEEP_ALIVE_MS,
    },
    (req: IncomingMessage, res: ServerResponse) => {
      // A kept-alive connection may still bring a new request while the shop closes: it is turned away
      // rather than started, and told to close, so the quit is not held up by fresh work.
      if (closing) {
        res.writeHead(statusOf(CLOSING.code), {
          'Content-Type': 'application/json; charset=utf-8',
          Connection: 'close',
        });
        res.end(JSON.stringify(CLOSING));
        return;
      }
      app(req, res);
    },
  );
  server.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  noteNetworkOrigin(deps.db, config.host, port);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;
  deps.logger.info(`Shop is open at ${url} (admin at ${url}/admin)`);
  const dailyBackups = scheduleDailyBackups(deps);
  const parcelPolls = scheduleParcelPolls(deps);

  /**
   * A quit (SIGINT/SIGTERM in main.ts, the desktop app's quit, a restore) stops taking connections,
   * lets the requests in flight finish (an order being placed gets its answer), then checkpoints the
   * WAL into the database file and closes it, so the file alone holds everything that was answered.
   */
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      const backupsStopped = dailyBackups.stop();
      const pollsStopped = parcelPolls.stop();
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const deadline = setTimeout(() => {
        deps.logger.warn('requests still running at quit were cut off');
        server.closeAllConnections();
      }, FINISH_IN_FLIGHT_MS);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        // A daily backup under way reads the database until it is finished.
        void Promise.all([backupsStopped, pollsStopped, checkpoints.stop()]).then(() => {
          closeDatabase(db);
          resolve();
        });
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return { url, port, deps, close };
}
