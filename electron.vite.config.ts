import { defineConfig } from 'electron-vite';

// The admin app and storefront are served by the embedded server, so only main and preload are bundled.
export default defineConfig({
  main: { build: { rollupOptions: { input: 'electron/main.ts', external: ['better-sqlite3', 'sharp'] } } },
  preload: { build: { rollupOptions: { input: 'electron/preload.ts' } } },
});
