import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { WAL_LIMIT_BYTES, type Db } from './client';

/** How often the checkpoint thread copies committed pages from the WAL into the database file. */
export const CHECKPOINT_EVERY_MS = 1000;

/**
 * The checkpoint thread's code: plain JavaScript, so the same text runs under tsx, Vitest and the
 * desktop app's bundle. Its own connection to the same file; PASSIVE never waits for the shop's
 * connection and never makes it wait.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export type Checkpoints = { stop: () => Promise<void> };

/** WAL_LIMIT_BYTES in the database's pages, as wal_autocheckpoint counts. */
export const walLimitPages = (db: Db) =>
  Math.floor(WAL_LIMIT_BYTES / (db.$client.pragma('page_size', { simple: true }) as number));

/**
 * Moves the WAL's checkpoints off the shop's event loop. SQLite checkpoints on the committing
 * connection every 1,000 WAL pages: with synchronous = FULL it writes those pages into shop.db and
 * waits for the disk, holding every request meanwhile (issue 12). Here a thread with a connection of
 * its own checkpoints once a second instead. If that thread cannot run, the connection checkpoints as
 * before.
 *
 * The thread alone cannot bound the WAL file (decision 0009): SQLite starts the log over only when a
 * write begins after a checkpoint has copied every frame, and while the shop writes faster than the
 * thread's checkpoint finishes, new frames always arrive first, so the file grows as long as the
 * writes go on. So the shop's connection still checkpoints once the log passes WAL_LIMIT_BYTES: the
 * thread has already copied all but the last second's pages, the checkpoint completes (nothing
 * writes while it runs), the next write starts the log over, and journal_size_limit cuts the file
 * back.
 */
export function checkpointOffThread(db: Db, file: string, logger: Logger): Checkpoints {
  const sqlite = db.$client;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const thread = new Worker(THREAD_CODE, { eval: true, workerData: { file, driver, everyMs: CHECKPOINT_EVERY_MS } });
  sqlite.pragma(`wal_autocheckpoint = ${walLimitPages(db)}`);
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    thread.once('exit', () => {
      if (!stopping && sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
      resolve();
    });
  });
  thread.on('error', (error) =>
    logger.warn({ err: error }, 'the checkpoint thread stopped; the shop checkpoints on its own connection again'),
  );
  // The thread must not keep a quitting process alive.
  thread.unref();
  return {
    stop: () => {
      stopping = true;
      // Held again while it finishes: otherwise a quit awaiting it sees nothing left to run and
      // Node ends the process (exit code 13) before the database is closed.
      thread.ref();
      thread.postMessage('stop');
      return exited;
    },
  };
}
