import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import { srcSetFor } from '../../common/images';
import { loadDemoCatalogIfEmpty } from './seed';
import { startTestShop, type TestShop } from '../testing/testShop';

let shop: TestShop;
let products: Product[];

beforeAll(async () => {
  shop = await startTestShop({ demo: true });
  products = (await shop.call<{ data: Product[] }>('GET', '/api/products?limit=100')).body.data;
}, 120_000);
afterAll(() => shop.close());

describe('the demo catalog (loaded when the database is empty)', () => {
  it('has at least 24 shirts across several categories', async () => {
    expect(products.length).toBeGreaterThanOrEqual(24);
    const categories = (await shop.call<{ data: string[] }>('GET', '/api/products/categories')).body.data;
    expect(categories.length).toBeGreaterThanOrEqual(5);
  });

  it('prices shirts from PKR 1,200 to PKR 6,000', () => {
    const prices = products.map((product) => product.price);
    expect(Math.min(...prices)).toBe(1200);
    expect(Math.max(...prices)).toBe(6000);
  });

  it('has some shirts out of stock and some running low', () => {
    expect(products.filter((product) => product.stock === 0).length).toBeGreaterThan(0);
    expect(products.filter((product) => product.stock > 0 && product.stock <= 3).length).toBeGreaterThan(0);
  });

  it('gives every shirt several pictures, sizes, colours, a SKU and a description', () => {
    for (const product of products) {
      expect(product.additionalImages.length).toBeGreaterThanOrEqual(2);
      expect(product.imageUrl).toBe(product.additionalImages[0]);
      expect(product.sizes.length).toBeGreaterThan(0);
      expect(product.colors.length).toBeGreaterThan(0);
      expect(product.sku).not.toBe('');
      expect(product.description.length).toBeGreaterThan(40);
    }
  });

  it("tags each shirt's pictures with the colour drawn in them, so choosing a colour shows a picture of it out of the box (issue 10)", () => {
    for (const product of products) {
      const tags = Object.entries(product.imageColors);
      expect(tags.length, product.id).toBeGreaterThanOrEqual(2);
      for (const [url, colour] of tags) {
        expect(product.additionalImages).toContain(url);
        expect(product.colors).toContain(colour);
      }
      // The main picture shows the first colour; a second colour has a picture of its own.
      expect(product.imageColors[product.additionalImages[0]!]).toBe(product.colors[0]);
      expect(Object.values(product.imageColors)).toContain(product.colors[1]);
    }
  });

  it('serves each picture as WebP in every web width, cached for a long time', async () => {
    const srcSet = srcSetFor(products[0]!.imageUrl)!;
    const urls = srcSet.split(', ').map((entry) => entry.split(' ')[0]!);
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const response = await fetch(shop.url + url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('max-age=31536000');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });

  it('leaves a shop that already has products alone', async () => {
    expect(await loadDemoCatalogIfEmpty(shop.deps)).toBe(0);
    expect((await shop.call<{ total: number }>('GET', '/api/products')).body.total).toBe(products.length);
  });
});

describe('SHOP_DEMO_DATA=0', () => {
  it('starts with an empty catalog', async () => {
    const empty = await startTestShop({ demo: false });
    try {
      const { body } = await empty.call<{ data: Product[]; total: number }>('GET', '/api/products');
      expect(body.total).toBe(0);
      expect(body.data).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
