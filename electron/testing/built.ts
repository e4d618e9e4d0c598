import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** The project folder (this file is electron/testing/built.ts). */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');

const BUNDLES = ['out/main/main.js', 'out/main/shell.js', 'out/preload/preload.cjs'];
const SOURCES = ['electron', 'server', 'common'];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function staleBundles(): string[] {
  const newest = Math.max(...SOURCES.map((dir) => newestSource(path.join(ROOT, dir))));
  return BUNDLES.filter(
    (file) => !existsSync(path.join(ROOT, file)) || statSync(path.join(ROOT, file)).mtimeMs < newest,
  );
}

const hasElectronPackage = () => existsSync(path.join(ROOT, 'node_modules/electron/package.json'));

/**
 * Why the desktop bundles under out/ cannot be tested here, or null when they can: they are up to
 * date, or electron-vite can build them (it needs the optional `electron` package, which npm drops
 * when Electron's binary cannot be downloaded). Tests that load the bundles skip with this reason.
 */
export function desktopBuildUnavailable(): string | null {
  if (hasElectronPackage()) return null;
  const stale = staleBundles();
  if (!stale.length) return null;
  return `${stale.join(', ')} missing or out of date, and electron-vite cannot build them without the optional "electron" package (npm drops it when Electron's binary cannot be downloaded; install with ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci to run these tests)`;
}

/**
 * The desktop bundles under out/ as `npm run desktop:build` leaves them (CI and `npm test` build them
 * first). When they are missing or older than their sources, they are built here (electron-vite,
 * a few seconds), so a test never passes on a stale bundle. The front ends take longer to build
 * and are needed by every browser test, so their absence is reported instead. Call it only when
 * desktopBuildUnavailable() is null.
 */
export function ensureDesktopBuild(): void {
  const missingFrontEnds = ['dist/storefront/index.html', 'dist/renderer/index.html'].filter(
    (file) => !existsSync(path.join(ROOT, file)),
  );
  if (missingFrontEnds.length)
    throw new Error(
      `The front ends are not built (${missingFrontEnds.join(', ')} missing): run "npm run build" (or "npm test", which does) first.`,
    );
  const stale = staleBundles();
  if (!stale.length) return;
  const unavailable = desktopBuildUnavailable();
  if (unavailable) throw new Error(unavailable);
  console.log(`Building the desktop bundles (${stale.join(', ')} missing or older than the sources)…`);
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
    cwd: ROOT,
    stdio: 'pipe',
  });
}

/** A port nobody listens on now; the desktop settings need a real one (1024 and up), not 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
