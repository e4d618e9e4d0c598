import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The shop's server as the desktop app runs it: one bundle under plain Node, its packages from
 * node_modules, with no TypeScript loader in the process. Run through tsx instead, the server starts
 * about a third larger in memory (decision 0095), which is tsx's and not the shop's.
 */
export async function bundledShop(): Promise<string> {
  const outfile = path.join(here, '../out/bench/shop.mjs');
  await build({
    entryPoints: [path.join(here, 'shopEntry.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}
