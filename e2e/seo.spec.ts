import type { Page } from '@playwright/test';
import type { Product } from '../common/catalog';
import { expect, test } from './fixtures';
import { policyOf } from './shopper';

// Issue 12 (SEO): each page has its own title, description and canonical address; a product page
// carries schema.org Product data with its price in PKR and its availability.

const head = (page: Page) =>
  page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
    ),
  }));

test('a product page names the product and describes it for search engines, with its offer as schema.org data', async ({
  page,
  shop,
}) => {
  const { body } = await shop.call<{ data: Product[] }>('GET', '/api/products?limit=1');
  const product = body.data[0]!;
  const { shopName } = await policyOf(shop);
  await page.goto(`/products/${product.id}?utm_source=test`);
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible();

  await expect(page).toHaveTitle(`${product.title} | ${shopName}`);
  const meta = await head(page);
  // The product's own description, cut to what search results show.
  expect(product.description.replace(/\s+/g, ' ')).toContain(meta.description!.replace(/…$/, ''));
  expect(meta.description!.length).toBeGreaterThan(50);
  expect(meta.description!.length).toBeLessThanOrEqual(155);
  expect(meta.canonical).toBe(`${shop.url}/products/${product.id}`);
  expect(meta.robots).toBeNull();
  expect(meta.structuredData).toHaveLength(1);
  expect(meta.structuredData[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'PKR',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${shop.url}/products/${product.id}`,
    },
  });
  expect((meta.structuredData[0]!.image as string[])[0]).toMatch(new RegExp(`^${shop.url}/uploads/`));

  // Leaving the product for the list takes its data along, and the list is one page whatever its filters.
  await page.getByRole('link', { name: '← All shirts' }).click();
  await expect(page).toHaveTitle(`Our Shirts | ${shopName}`);
  await page.goto('/products?category=Formal&page=1');
  await expect(page.getByRole('heading', { name: 'Our Shirts' })).toBeVisible();
  const list = await head(page);
  expect(list.canonical).toBe(`${shop.url}/products`);
  expect(list.structuredData).toEqual([]);
  expect(list.description).toMatch(/shirt/i);
});

test('a sold-out product is offered as out of stock', async ({ page, shop }) => {
  const { body } = await shop.call<{ data: Product[] }>('GET', '/api/products?limit=100');
  const soldOut = body.data.find((product) => product.stock === 0);
  expect(soldOut, 'the demo catalog has a sold-out shirt').toBeDefined();
  await page.goto(`/products/${soldOut!.id}`);
  await expect(page.getByRole('heading', { name: soldOut!.title })).toBeVisible();
  const meta = await head(page);
  expect(meta.structuredData[0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
});

test('a missing product and an unknown address ask search engines to leave them out', async ({ page, shop }) => {
  const { shopName } = await policyOf(shop);
  await page.goto('/products/NO-SUCH-SHIRT');
  await expect(page.getByText('Product not found')).toBeVisible();
  await expect(page).toHaveTitle(`Product not found | ${shopName}`);
  expect((await head(page)).robots).toBe('noindex');
  expect((await head(page)).structuredData).toEqual([]);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await head(page)).robots).toBe('noindex');

  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveTitle(`Our Shirts | ${shopName}`);
  expect((await head(page)).robots).toBeNull();
});

test('crawlers find robots.txt and a sitemap of the storefront on the address they used', async ({ request, shop }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${shop.url}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${shop.url}/products</loc>`);
  const { body } = await shop.call<{ total: number }>('GET', '/api/products?limit=1');
  expect(sitemap.match(/<loc>[^<]*\/products\/[^<]+<\/loc>/g)).toHaveLength(body.total);
});
