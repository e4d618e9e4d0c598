import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { desktopLogger, LOG_FILE } from './desktopLog';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("the desktop app's log file (issue 23: logs stay bounded)", () => {
  it('is written under logs/ in the app folder, rotated by size, and keeps only the last few files', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'shop-desktop-log-'));
    const { logger, close } = desktopLogger(folder, 'info', { size: '1K', maxFiles: 2 });
    for (let line = 0; line < 200; line++) logger.info(`request ${line} ${'x'.repeat(60)}`);
    await close();
    const files = readdirSync(path.join(folder, 'logs'));
    const rotated = files.filter((file) => file.endsWith('.gz'));
    expect(rotated).toHaveLength(2);
    expect(files).toContain(LOG_FILE);
    // About 18 KB were written; what is kept is bounded by the rotation, not by what was written.
    expect(readFileSync(path.join(folder, 'logs', LOG_FILE), 'utf8').length).toBeLessThanOrEqual(1024 + 200);
  });
});
