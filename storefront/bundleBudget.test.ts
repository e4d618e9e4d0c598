import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/*
 * Issue 12: the storefront's first load stays small, and the screens a shopper lands on (home, product
 * list, product page) load no zod: form validation comes with the forms. This reads the build that
 * `npm test` makes first (`npm run build` otherwise), gzipped as the server sends it.
 */

/**
 * Issue 12's budget. React 19 with React Router 7 alone weighed 81.3 KiB gzipped, so the storefront runs
 * on Preact's compatibility layer (docs/decisions/0007-preact-runs-the-storefront.md): about 30 KiB.
 */
const FIRST_LOAD_BUDGET_KIB = 80;
/**
 * What a page a shopper lands on loads beyond the first chunk: its own code, never zod (about 27 KiB
 * alone). Checkout's rules come with zod once the shopper starts on the form (issue 38), and tracking
 * needs none. Pages by their chunk's name: a page whose chunk also serves a later import is keyed by it.
 * 13 KiB since the order page and tracking read the transfer still asked with the order-change core's
 * own rule (decision 0129) and a booked parcel's and a return's words: still far under what zod adds.
 */
const PAGE_BUDGET_KIB = 13;
const LANDING_PAGES = ['LandingPage', 'ProductsPage', 'ProductDetailPage', 'CheckoutPage', 'TrackOrderPage'];
/** Issue 26: the Urdu catalog loads only for a shopper reading Urdu, before the first render (main.tsx). */
const URDU_CATALOG = 'src/i18n/ur.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.SHOP_BUILD_DIR ?? 'dist', 'storefront');

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

function built(file: string): string {
  const full = path.join(distDir, file);
  if (!existsSync(full))
    throw new Error(
      `${full} is missing: build the storefront first (npm run build; npm test does it before the tests)`,
    );
  return readFileSync(full, 'utf8');
}

const gzipKib = (file: string) => gzipSync(readFileSync(path.join(distDir, file))).length / 1024;
const sumKib = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipKib(file), 0);

/** A chunk and every chunk it imports statically: what loading it downloads. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The English first load: the entry script and its modulepreloads, as index.html names them. */
function englishFirstLoad(): string[] {
  const html = built('index.html');
  const entries = [...html.matchAll(/<script type="module"[^>]*\bsrc="\/([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="\/([^"]+)"/g)].map((match) => match[1]!);
  expect(entries, 'index.html names one entry script').toHaveLength(1);
  return [...new Set([...entries, ...preloads])];
}

describe('storefront bundle budget (issue 12)', () => {
  it(`first load: the entry script and its modulepreloads in index.html stay within ${FIRST_LOAD_BUDGET_KIB} KiB gzipped`, () => {
    const files = englishFirstLoad();
    const firstLoad = sumKib(files);
    expect(firstLoad, `first load is ${firstLoad.toFixed(1)} KiB gzipped (${files.join(', ')})`).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET_KIB,
    );
  });

  it(`Urdu first load: the English one plus the Urdu catalog stays within ${FIRST_LOAD_BUDGET_KIB} KiB, and English loads no Urdu`, () => {
    const manifest = JSON.parse(built('.vite/manifest.json')) as Manifest;
    expect(manifest[URDU_CATALOG]?.isDynamicEntry, `${URDU_CATALOG} is loaded on demand`).toBe(true);
    const english = englishFirstLoad();
    const urduOnly = [...closure(manifest, URDU_CATALOG)]
      .map((key) => manifest[key]!.file)
      .filter((file) => !english.includes(file));
    expect(urduOnly, 'the Urdu catalog is not in the English first load').toContain(manifest[URDU_CATALOG]!.file);
    const urdu = sumKib([...english, ...urduOnly]);
    expect(
      urdu,
      `Urdu first load is ${urdu.toFixed(1)} KiB gzipped (${[...english, ...urduOnly].join(', ')})`,
    ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KIB);
  });

  it(`home, product list, product page, checkout and tracking each load at most ${PAGE_BUDGET_KIB} KiB more, so no zod`, () => {
    const manifest = JSON.parse(built('.vite/manifest.json')) as Manifest;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    expect(entryKey, 'the manifest names the entry').toBeDefined();
    const firstLoad = closure(manifest, entryKey!);
    for (const name of LANDING_PAGES) {
      const page = Object.keys(manifest).find((key) => manifest[key]!.name === name && manifest[key]!.isDynamicEntry);
      expect(page, `${name} is loaded on demand`).toBeDefined();
      const files = [...closure(manifest, page!)]
        .filter((key) => !firstLoad.has(key))
        .map((key) => manifest[key]!.file);
      const size = sumKib(files);
      expect(size, `${name} loads ${size.toFixed(1)} KiB gzipped (${files.join(', ')})`).toBeLessThanOrEqual(
        PAGE_BUDGET_KIB,
      );
    }
  });
});
