import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino, { type Logger } from 'pino';
import { geminiModelClient, type ModelClient } from './assistant/modelClient';
import { readModelKey } from './assistant/modelKey';
import type { Config } from './config';
import type { Db } from './db/client';
import { createMailer, type Mailer } from './mail/mailer';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type AppDeps = {
  db: Db;
  config: Config;
  jwtSecret: string;
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

export function defaultDeps(partial: Pick<AppDeps, 'db' | 'config' | 'jwtSecret'> & Partial<AppDeps>): AppDeps {
  // SHOP_BUILD_DIR: where `npm run build` put the front ends (see the vite configs).
  const buildDir = path.resolve(projectRoot, process.env.SHOP_BUILD_DIR ?? 'dist');
  const now = partial.now ?? (() => new Date());
  const logger = partial.logger ?? pino({ level: partial.config.logLevel });
  return {
    now,
    logger,
    mailer: createMailer(partial.db, partial.config, logger, now, partial.jwtSecret),
    // The owner's key from the shop settings wins over GEMINI_API_KEY; neither ever reaches a browser.
    modelClient: geminiModelClient({
      ...partial.config.gemini,
      apiKey: () => readModelKey(partial.db, partial.jwtSecret) ?? partial.config.gemini.apiKey,
    }),
    storefrontDir: path.join(buildDir, 'storefront'),
    rendererDir: path.join(buildDir, 'renderer'),
    uploadsDir: path.join(partial.config.dataDir, 'uploads'),
    receiptsDir: path.join(partial.config.dataDir, 'receipts'),
    ...partial,
  };
}
