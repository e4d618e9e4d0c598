import { describe, expect, it } from 'vitest';
import { srcSetFor } from '../../common/images';
import { PICTURE_SIZES, PROMO_POSTER_URL } from '../../common/storefrontPictures';
import type { Product } from '../../common/catalog';
import { testShopForFile } from '../testing/fileShop';
import { storefrontBuildForFile } from '../testing/storefrontBuild';
import { pageHtml, type Manifest } from './pageHead';

/** A storefront build in miniature: an entry with its stylesheet, and a product page with code and styles of its own. */
const INDEX_HTML = `<!doctype html><html><head><title>Shop</title><script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_gallery-1.js': { file: 'assets/gallery-1.js', css: ['assets/gallery-1.css'] },
  'src/pages/ProductDetailPage.tsx': {
    file: 'assets/ProductDetailPage-1.js',
    imports: ['index.html', '_shared-1.js', '_gallery-1.js'],
    css: ['assets/ProductDetailPage-1.css'],
  },
};
const ENTRY_CSS = 'main{min-height:100vh}';
const build = {
  indexHtml: INDEX_HTML,
  manifest: MANIFEST,
  asset: (file: string) => (file === 'assets/index-1.css' ? ENTRY_CSS : `unexpected ${file}`),
};

const storefrontDir = storefrontBuildForFile({
  indexHtml: INDEX_HTML,
  manifest: MANIFEST,
  assets: { 'assets/index-1.css': ENTRY_CSS },
});

const shop = testShopForFile({ demo: true, overrides: { storefrontDir } });

async function page(address: string): Promise<string> {
  const response = await fetch(shop.url + address);
  expect(response.status, address).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response.text();
}
const preloadedAnswers = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
const preloadedPictures = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((match) => match[1]);

describe('a storefront page names what it paints first in its HTML (issue 12: first paint on slow phones)', () => {
  it('writes the entry stylesheet into the page instead of making the first paint wait for it', () => {
    const html = pageHtml(build, {});
    expect(html).toContain(`<style>${ENTRY_CSS}</style>`);
    expect(html).not.toContain('href="/assets/index-1.css"');
  });

  it("fetches the page's own code and styles beside the entry script, and nothing the entry already loads", () => {
    const html = pageHtml(build, { page: 'src/pages/ProductDetailPage.tsx' });
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(preloads.sort()).toEqual(['/assets/ProductDetailPage-1.js', '/assets/gallery-1.js']);
    const styles = [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(styles.sort()).toEqual(['/assets/ProductDetailPage-1.css', '/assets/gallery-1.css']);
  });

  it('asks for the largest picture at once, in the widths the page draws it, with its address escaped', () => {
    const html = pageHtml(build, { picture: { url: '/uploads/shirt"1-640.webp', sizes: PICTURE_SIZES.productPage } });
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/shirt&quot;1-640.webp"');
    const stored = pageHtml(build, { picture: { url: '/uploads/oxford-640.webp', sizes: PICTURE_SIZES.productPage } });
    expect(stored).toContain(
      `imagesrcset="${srcSetFor('/uploads/oxford-640.webp')}" imagesizes="${PICTURE_SIZES.productPage}" fetchpriority="high"`,
    );
  });

  it("a product page preloads that product's main picture", async () => {
    const { body } = await shop.call<{ data: Product[] }>('GET', '/api/products?limit=1');
    const product = body.data[0]!;
    const html = await page(`/products/${encodeURIComponent(product.id)}`);
    expect(preloadedPictures(html)).toEqual([product.imageUrl]);
    expect(html).toContain(`imagesizes="${PICTURE_SIZES.productPage}"`);
    expect(html).toContain('href="/assets/ProductDetailPage-1.js"');
    expect(preloadedAnswers(html)).toEqual(['/api/shop', `/api/products/${encodeURIComponent(product.id)}`]);
  });

  it('the product list preloads the first card of the page its address asks for', async () => {
    const { body } = await shop.call<{ data: Product[] }>('GET', '/api/products?sortBy=price-asc&limit=1');
    const html = await page('/products?sortBy=price-asc&limit=1000');
    expect(preloadedPictures(html)).toEqual([body.data[0]!.imageUrl]);
    expect(html).toContain(`imagesizes="${PICTURE_SIZES.productCard}"`);
    // The list's own request: its filters as the storefront writes them, with its page size (common/productFilters.ts).
    expect(preloadedAnswers(html)).toEqual([
      '/api/shop',
      '/api/products?sortBy=price-asc&limit=24',
      '/api/products/categories',
    ]);
  });

  it("the home page preloads the promo poster and the shop's policy", async () => {
    const html = await page('/');
    expect(preloadedPictures(html)).toEqual([PROMO_POSTER_URL]);
    expect(preloadedAnswers(html)).toEqual(['/api/shop']);
  });

  it('a refused filter or an unknown product still gets the page, naming no picture', async () => {
    for (const address of ['/products?minPrice=cheap', '/products/NO-SUCH-SHIRT', '/track-order']) {
      const html = await page(address);
      expect(preloadedPictures(html), address).toEqual([]);
      expect(html, address).toContain(`<style>${ENTRY_CSS}</style>`);
    }
  });

  it('an address with broken escapes is refused as a bad request, not a server error', async () => {
    expect((await fetch(`${shop.url}/products/%E0%A4%A`)).status).toBe(400);
  });
});
