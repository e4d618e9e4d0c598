import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { geminiModelClient } from './assistant/modelClient';
import { readModelKey } from './assistant/modelKey';
import type { AppDeps } from './deps';
import { createMailer } from './mail/mailer';
import { networkOrigin, readSavedPublicUrl } from './shop/publicUrl';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The real dependencies of a running shop, from what start.ts opened (docs/architecture.md, Server). */
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
    publicUrl: () => readSavedPublicUrl(partial.db) ?? partial.config.publicUrl,
    networkOrigin: () => networkOrigin(partial.db),
    ...partial,
  };
}
