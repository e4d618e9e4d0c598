import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A storefront build in miniature, written to a temporary folder for this test file and removed after
 * its tests (vitest only): its index.html, Vite's manifest and any assets, by their path in the build.
 */
export function storefrontBuildForFile(build: {
  indexHtml: string;
  manifest: object;
  assets?: Record<string, string>;
}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-build-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), build.indexHtml);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(build.manifest));
  for (const [file, text] of Object.entries(build.assets ?? {})) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
