import path from 'node:path';
import pino, { type Logger } from 'pino';
import { createStream } from 'rotating-file-stream';
import type { Config } from '../config';

export const LOG_FILE = 'shop.log';

/** How much log the desktop app keeps: the file now and the last few, gzipped (decision 0019). */
export const LOG_ROTATION = { size: '10M', maxFiles: 5 } as const;

/**
 * The desktop app's log: a packaged app has no terminal, so the shop writes its log to
 * `<app folder>/logs/shop.log`, rotated by size and bounded in count, so months of running never
 * fill the owner's disk (issue 23). `close` ends the file once the app quits, after every line is
 * written (rotating-file-stream rotates, gzips and removes the oldest file inside each write).
 * `rotation` is for tests.
 */
export function desktopLogger(
  userDataDir: string,
  level: Config['logLevel'],
  rotation: { size: string; maxFiles: number } = LOG_ROTATION,
): { logger: Logger; close: () => Promise<void> } {
  const stream = createStream(LOG_FILE, {
    path: path.join(userDataDir, 'logs'),
    size: rotation.size as `${number}M`,
    maxFiles: rotation.maxFiles,
    compress: 'gzip',
  });
  return {
    logger: pino({ level }, stream),
    close: () =>
      new Promise<void>((resolve, reject) => {
        stream.once('error', reject);
        stream.end(() => resolve());
      }),
  };
}
