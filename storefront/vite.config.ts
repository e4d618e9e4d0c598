import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
// SHOP_BUILD_DIR lets parallel builds (and tests) keep their own output; the server reads the same.
const buildDir = path.resolve(here, '..', process.env.SHOP_BUILD_DIR ?? 'dist');

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  build: {
    outDir: path.join(buildDir, 'storefront'),
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    // Which chunks each page loads, for the bundle budget test (storefront/bundleBudget.test.ts); the
    // server does not serve dot-folders, so it stays private.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
