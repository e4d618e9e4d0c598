import express from 'express';
import type { AddressInfo } from 'node:net';
import { saveProduct } from '../server/catalog/saveProduct';
import { load, printLoad } from './load';
import { benchShop } from './shop';

const PRODUCT_COUNT = 10_000;
const CATEGORIES = ['Formal', 'Casual', 'Eastern', 'Linen', 'Party', 'Polo', 'Denim', 'Checked'];
const COLOURS = ['White', 'Sky Blue', 'Navy', 'Black', 'Maroon', 'Olive', 'Beige'];

/**
 * The catalog API against 10,000 products, beside a bare Express route in the same run.
 * Targets (issue 2): at least a third of the bare route's requests/s, p99 under 50 ms at 50 connections.
 */
export async function benchCatalog() {
  const shop = await benchShop(false);
  const started = Date.now();
  shop.deps.db.transaction(() => {
    for (let index = 0; index < PRODUCT_COUNT; index++) {
      const id = `BENCH${String(index).padStart(5, '0')}`;
      saveProduct(
        shop.deps.db,
        {
          id,
          title: `${COLOURS[index % COLOURS.length]} ${CATEGORIES[index % CATEGORIES.length]} Shirt ${index}`,
          description: 'A generated shirt for the benchmark, cut from breathable cotton with a classic collar.',
          price: 1200 + ((index * 37) % 4800),
          sizes: ['S', 'M', 'L', 'XL'],
          colors: [COLOURS[index % COLOURS.length]!, COLOURS[(index + 3) % COLOURS.length]!],
          stock: index % 40,
          sku: `SKU-${id}`,
          categories: [CATEGORIES[index % CATEGORIES.length]!, CATEGORIES[(index + 1) % CATEGORIES.length]!],
          imageUrl: `/uploads/${id.toLowerCase()}-640.webp`,
          additionalImages: [`/uploads/${id.toLowerCase()}-640.webp`, `/uploads/${id.toLowerCase()}b-640.webp`],
        },
        new Date(Date.now() - index * 60_000),
      );
    }
  });
  console.log(`catalog: ${PRODUCT_COUNT} products generated in ${Date.now() - started} ms`);

  const bare = express();
  bare.get('/bare', (_req, res) => {
    res.json({ success: true, data: [] });
  });
  const bareServer = bare.listen(0, '127.0.0.1');
  await new Promise((resolve) => bareServer.once('listening', resolve));
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/bare`;

  try {
    const baseline = await load('bare Express route', bareUrl);
    const results = [
      await load('GET /api/products?page=1&limit=24', `${shop.url}/api/products?page=1&limit=24`),
      await load(
        'GET /api/products (filtered search)',
        `${shop.url}/api/products?q=navy%20shirt&category=Formal&minPrice=2000&maxPrice=5000&sortBy=price-asc&limit=24`,
      ),
      await load('GET /api/products/{id}', `${shop.url}/api/products/BENCH04242`),
    ];
    printLoad([baseline]);
    printLoad(results, baseline);
    for (const result of results) {
      const ok = result.requestsPerSecond >= baseline.requestsPerSecond / 3 && result.p99 < 50;
      console.log(`  ${ok ? 'meets' : 'MISSES'} target: ${result.name}`);
    }
  } finally {
    bareServer.close();
    await shop.stop();
  }
}
