// electron-vite reads the `electron` package to know which Node.js the main process runs on. The
// package is optional (its install step downloads Electron's binary, and npm drops the package
// when that download fails), so say how to get it rather than fail with "Cannot find module".
import { existsSync } from 'node:fs';

if (!existsSync('node_modules/electron/package.json')) {
  console.error(
    'The "electron" package is not installed (npm drops it when its binary cannot be downloaded).\n' +
      'Install again with ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci: the desktop bundles then build and are tested without the binary.',
  );
  process.exit(1);
}
