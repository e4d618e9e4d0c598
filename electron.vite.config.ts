import { cpSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import type { Plugin } from 'vite';

/**
 * The bundled main process finds its migrations beside itself (server/db/client.ts resolves them from
 * its own file), so they are copied next to the bundle.
 */
const copyMigrations = (): Plugin => ({
  name: 'copy-migrations',
  writeBundle(options) {
    cpSync(path.resolve('server/db/migrations'), path.join(options.dir ?? 'out/main', 'migrations'), { recursive: true });
  },
});

// The admin app and storefront are served by the embedded server, so only main and preload are
// bundled. Dependencies stay in node_modules (better-sqlite3 and sharp are native).
export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin(), copyMigrations()],
    build: { rollupOptions: { input: { main: path.resolve('electron/main.ts') } } },
  },
  preload: {
    // A sandboxed preload runs as a classic script that can require only 'electron': CommonJS, one file.
    build: { rollupOptions: { input: { preload: path.resolve('electron/preload.ts') }, output: { format: 'cjs', entryFileNames: '[name].cjs' } } },
  },
});
