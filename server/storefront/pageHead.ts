import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { srcSetFor } from '../../common/images';

/** The parts of Vite's build manifest (storefront/vite.config.ts writes it) that say what a page loads. */
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** A built storefront: its index.html, its manifest and the text of its files. */
export type StorefrontBuild = { indexHtml: string; manifest: Manifest; asset: (file: string) => string };

/**
 * What a page paints first: its code (the page's source path, a key of the manifest), its largest
 * picture, and the API answers it asks for as it opens (exactly the URLs it fetches, or they go unused).
 */
export type PageNeeds = { page?: string; picture?: { url: string; sizes?: string }; answers?: string[] };

const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/**
 * index.html for one storefront page, with what its screen needs named in the HTML itself (issue 12:
 * on a slow phone connection each round trip the browser waits for is about a tenth of a second, and
 * a script-built page otherwise finds its code, its styles and its largest picture one after another):
 * - the entry's stylesheet is written into the page, so the first paint waits for no second request;
 * - the page's own code and styles are fetched beside the entry script instead of after it has run
 *   (fetched, not applied: the first paint waits for none of them);
 * - its largest picture is fetched at once, in the widths the page will ask for (common/storefrontPictures.ts);
 * - the API answers it opens with are asked for at once; the page's own fetch then takes the answer
 *   already on its way instead of asking after its code has run.
 */
export function pageHtml({ indexHtml, manifest, asset }: StorefrontBuild, needs: PageNeeds): string {
  const hints: string[] = [];
  if (needs.picture) {
    const { url, sizes } = needs.picture;
    const srcset = srcSetFor(url);
    const widths = srcset && sizes ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(sizes)}"` : '';
    hints.push(`<link rel="preload" as="image" href="${attribute(url)}"${widths} fetchpriority="high">`);
  }
  for (const answer of needs.answers ?? [])
    hints.push(`<link rel="preload" as="fetch" crossorigin href="${attribute(answer)}">`);
  if (needs.page) {
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    const loaded = entry ? chunksOf(manifest, entry) : new Set<string>();
    const styles = new Set<string>();
    for (const key of chunksOf(manifest, needs.page)) {
      if (loaded.has(key)) continue;
      hints.push(`<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
      for (const file of manifest[key]!.css ?? []) styles.add(file);
    }
    // Preloads, not stylesheets: a stylesheet in the head would hold the first paint (header, footer)
    // back for styles only the page needs; Vite's loader applies them, from the preload, before the page shows.
    for (const file of styles) hints.push(`<link rel="preload" as="style" crossorigin href="/${file}">`);
  }
  const inlined = indexHtml.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_link, file: string) => `<style>${asset(file)}</style>`,
  );
  return inlined.replace('</head>', `${hints.join('')}</head>`);
}

/**
 * Reads the built storefront in `dir`, again whenever its index.html changes (a new build while the
 * shop runs); undefined while there is no build.
 */
export function storefrontBuildReader(dir: string): () => StorefrontBuild | undefined {
  const index = path.join(dir, 'index.html');
  let read: { stamp: number; build: StorefrontBuild } | undefined;
  return () => {
    if (!existsSync(index)) return undefined;
    const stamp = statSync(index).mtimeMs;
    if (read?.stamp !== stamp) {
      const manifestFile = path.join(dir, '.vite', 'manifest.json');
      const assets = new Map<string, string>();
      const build: StorefrontBuild = {
        indexHtml: readFileSync(index, 'utf8'),
        manifest: existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {},
        asset: (file) => assets.get(file) ?? assets.set(file, readFileSync(path.join(dir, file), 'utf8')).get(file)!,
      };
      read = { stamp, build };
    }
    return read.build;
  };
}
