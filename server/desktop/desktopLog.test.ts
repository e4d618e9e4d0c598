import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { desktopLogger, LOG_FILE } from './desktopLog';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const flushed = (logger: ReturnType<typeof desktopLogger>) => new Promise<void>((resolve) => logger.flush(() => resolve()));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The log folder once rotation and compression are done: two listings in a row alike (at most 10 s; a busy machine is slow). */
async function settledListing(folder: string): Promise<string[]> {
  let previous = '';
  for (let tries = 0; tries < 100; tries++) {
    await pause(100);
    const now = readdirSync(folder).sort();
    if (now.join('|') === previous) return now;
    previous = now.join('|');
  }
  return previous.split('|');
}

describe("the desktop app's log file (issue 23: logs stay bounded)", () => {
  it('is written under logs/ in the app folder, rotated by size, and keeps only the last few files', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'shop-desktop-log-'));
    const logger = desktopLogger(folder, 'info', { size: '1K', maxFiles: 2 });
    for (let line = 0; line < 200; line++) logger.info(`request ${line} ${'x'.repeat(60)}`);
    await flushed(logger);
    const files = await settledListing(path.join(folder, 'logs'));
    const rotated = files.filter((file) => file.endsWith('.gz'));
    expect(rotated).toHaveLength(2);
    expect(files).toContain(LOG_FILE);
    // About 18 KB were written; what is kept is bounded by the rotation, not by what was written.
    expect(readFileSync(path.join(folder, 'logs', LOG_FILE), 'utf8').length).toBeLessThanOrEqual(1024 + 200);
  });
});
