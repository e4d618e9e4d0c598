import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveProduct } from '../catalog/saveProduct';
import { startTestShop, type TestShop } from '../testing/testShop';
import { escapeXml, sitemap, sitemapPart } from './sitemap';

let shop: TestShop;
/** The shop's public address (issue 23): every address crawlers read starts with it, whatever Host they sent. */
const PUBLIC = 'https://shop.example.pk:8443';

const shirt = (id: string) => ({
  id,
  title: `Shirt ${id}`,
  description: 'Cotton.',
  price: 2000,
  sizes: ['M'],
  colors: ['White'],
  stock: 3,
});

beforeAll(async () => {
  shop = await startTestShop({ env: { SHOP_PUBLIC_URL: PUBLIC } });
  saveProduct(shop.deps.db, shirt('B-2'), new Date('2026-03-02T10:00:00.000Z'));
  saveProduct(shop.deps.db, shirt('A_1'), new Date('2026-03-01T09:30:00.000Z'));
});
afterAll(() => shop.close());

/** A GET with a Host header of our choosing (fetch does not let a caller set one). */
function getWithHost(path: string, host: string): Promise<{ status: number; type: string; body: string }> {
  const { port } = new URL(shop.url);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }),
      );
    });
    request.on('error', reject);
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('GET /robots.txt (issue 12: crawlers read the storefront, not the admin app or the API)', () => {
  it("allows the storefront, keeps out /admin and /api except what a product page reads, and names the sitemap on the shop's public address", async () => {
    const { status, type, body } = await getWithHost('/robots.txt', 'shop.example.pk:8080');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    const lines = body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Allow: /api/products',
        'Allow: /api/shop',
      ]),
    );
    expect(lines).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml (issue 12: the home page, the product list and every product page)', () => {
  it('lists absolute URLs on the public address, never the Host the crawler sent, each product with its last change', async () => {
    const { status, type, body } = await getWithHost('/sitemap.xml', 'attacker.example');
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/xml/);
    expect(
      body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs(body)).toEqual([
      `${PUBLIC}/`,
      `${PUBLIC}/products`,
      `${PUBLIC}/products/A_1`,
      `${PUBLIC}/products/B-2`,
    ]);
    expect(body).toContain(`<url><loc>${PUBLIC}/products/A_1</loc><lastmod>2026-03-01T09:30:00.000Z</lastmod></url>`);
  });

  it('follows the catalog: a product added later is listed at once', async () => {
    saveProduct(shop.deps.db, shirt('C3'), new Date('2026-03-03T00:00:00.000Z'));
    const { body } = await shop.call<string>('GET', '/sitemap.xml');
    expect(locs(body)).toContain(`${PUBLIC}/products/C3`);
  });

  it('escapes what it writes into XML', () => {
    const body = sitemap(shop.deps.db, 'http://a&b\'<c>".example');
    expect(body).toContain('<loc>http://a&amp;b&apos;&lt;c&gt;&quot;.example/products</loc>');
    expect(body).not.toContain('a&b');
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('past the protocol limit of addresses per file, becomes an index of numbered parts that together hold every address', () => {
    const origin = 'https://shop.example.pk';
    const all = locs(sitemap(shop.deps.db, origin));
    const index = sitemap(shop.deps.db, origin, 2);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index);
    expect(parts).toEqual([`${origin}/sitemap-1.xml`, `${origin}/sitemap-2.xml`, `${origin}/sitemap-3.xml`]);
    const joined = parts.flatMap((_, i) => locs(sitemapPart(shop.deps.db, origin, String(i + 1), 2)));
    expect(joined).toEqual(all);
    for (const bad of ['0', '4', '01', '1.5', 'x', '-1'])
      expect(() => sitemapPart(shop.deps.db, origin, bad, 2)).toThrow('No such sitemap part');
  });

  it('answers 404 for a sitemap part while the sitemap is one file', async () => {
    const { status, body } = await shop.call('GET', '/sitemap-1.xml');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
