// Builds the Electron main, shell and preload bundles in out/ (electron-vite). electron-vite reads
// the `electron` package to know which Node.js the main process runs on. That package is optional:
// its install step downloads Electron's binary, and npm drops the whole package when the download
// fails. `npm run desktop:build` needs the bundles and stops with how to get the package;
// `npm test` (--or-skip) builds them when it can and otherwise says what it skips and why.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const orSkip = process.argv.includes('--or-skip');

if (!existsSync('node_modules/electron/package.json')) {
  const why =
    'the optional "electron" package is not installed (npm drops it when Electron\'s binary cannot be downloaded)';
  if (orSkip) {
    console.log(
      `desktop bundles: SKIPPED: ${why}.\n` +
        '  Skipped with them: electron/bundle.test.ts (the bundles and the packaged layout) and e2e/desktop-app.spec.ts (the app in Electron).\n' +
        '  To run them without the binary: ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci.',
    );
    process.exit(0);
  }
  console.error(
    `Cannot build the desktop bundles: ${why}.\nInstall again with ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci: the bundles then build and are tested without the binary.`,
  );
  process.exit(1);
}
const build = spawnSync(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'build'], {
  stdio: 'inherit',
});
process.exit(build.status ?? 1);
