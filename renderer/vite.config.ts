import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
// SHOP_BUILD_DIR lets parallel builds (and tests) keep their own output; the server reads the same.
const buildDir = path.resolve(here, '..', process.env.SHOP_BUILD_DIR ?? 'dist');

/** The admin app: served by the shop server at /admin, and shown in the desktop window. */
export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: path.join(buildDir, 'renderer'),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    // Every path the shop server answers, so `npm run dev:renderer` works beside `npm run dev:server`.
    proxy: Object.fromEntries(
      ['/api', '/uploads', '/admin/login', '/admin/dashboard-data'].map((prefix) => [prefix, 'http://localhost:3000']),
    ),
  },
});
