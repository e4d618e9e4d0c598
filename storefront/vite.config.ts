import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
// SHOP_BUILD_DIR lets parallel builds (and tests) keep their own output; the server reads the same.
const buildDir = path.resolve(here, '..', process.env.SHOP_BUILD_DIR ?? 'dist');

/**
 * The storefront is written against React's API and types, and runs on Preact's compatibility layer
 * (docs/decisions/0007-preact-runs-the-storefront.md): shoppers on slow mobile connections download
 * about 10 KiB of runtime instead of React's 60. The admin app keeps React. Vite compiles the JSX
 * itself (tsconfig's react-jsx), so the aliases below are the whole switch, in dev and in builds.
 */
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** Every `import … from 'zod'` in the browser gets zod set jitless first (zod/jitless.ts says why). */
const jitlessZod = { find: /^zod$/, replacement: path.join(here, 'zod', 'index.ts') };

export default defineConfig({
  root: here,
  base: '/',
  resolve: { alias: [...preactForReact, jitlessZod] },
  build: {
    outDir: path.join(buildDir, 'storefront'),
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    // Which chunks each page loads, for the bundle budget test (storefront/bundleBudget.test.ts); the
    // server does not serve dot-folders, so it stays private.
    manifest: true,
    rollupOptions: {
      output: {
        // Each script costs about 1 KiB of response headers besides its body (the security headers), so
        // a page of a dozen sub-kilobyte chunks paid more in headers than in code. Chunks under 2 kB
        // of side-effect-free code join one loaded with them: 4-7 KiB less per page (docs/decisions/0079).
        experimentalMinChunkSize: 2_000,
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
