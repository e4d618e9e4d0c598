import path from 'node:path';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';

// The admin app and storefront are built by `npm run build` and served by the embedded server (the
// window opens the admin app at the shop's own address), so electron-vite bundles main and preload.
// Dependencies stay in node_modules (better-sqlite3 and sharp are native).
export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: {
      rollupOptions: {
        // shell.js is its own file: the Electron-free part of main that the bundle test loads under Node.
        input: { main: path.resolve('electron/main.ts'), shell: path.resolve('electron/shell.ts') },
      },
    },
  },
  preload: {
    // A sandboxed preload runs as a classic script that can require only 'electron': CommonJS, one file.
    build: {
      rollupOptions: {
        input: { preload: path.resolve('electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
});
