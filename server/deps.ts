// What the app is built from (docs/architecture.md, Server layers): every feature may read it, so it
// imports types only, which leave nothing behind at run time. defaultDeps.ts builds the real ones.
import type { Logger } from 'pino';
import type { ModelClient } from './assistant/modelClient';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';

export type AppDeps = {
  db: Db;
  config: Config;
  jwtSecret: string;
  /**
   * The public address the owner saved in Settings, else SHOP_PUBLIC_URL (docs/architecture.md, Auth):
   * http/origin.ts reads it here, since the settings it comes from stand above http/.
   */
  publicUrl: () => string | undefined;
  /** The shop's address on its own network once it listens there (shop/publicUrl.ts networkOrigin), for the same reason. */
  networkOrigin: () => string | undefined;
  /** The clock, so tests can move time (token expiry, reset links). */
  now: () => Date;
  logger: Logger;
  mailer: Mailer;
  /** The assistant's model service; tests pass one pointed at a local fake. */
  modelClient: ModelClient;
  /** Built front ends; the desktop app passes its packaged copies. */
  storefrontDir: string;
  rendererDir: string;
  uploadsDir: string;
  /** Shoppers' bank-transfer receipts: private, never served by /uploads (docs/architecture.md, Uploads). */
  receiptsDir: string;
  /** Migrations applied on start and to restored backups; absent: the ones beside server/db/client.ts. */
  migrationsDir?: string;
};

/** A shop that is serving (server/start.ts): backups restore into one, so its type lives down here. */
export type RunningShop = { url: string; port: number; deps: AppDeps; close: () => Promise<void> };
