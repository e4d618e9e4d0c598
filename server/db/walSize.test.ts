import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveProduct } from '../catalog/saveProduct';
import { startTestShop } from '../testing/testShop';
import { WAL_LIMIT_BYTES } from './client';

// Decision 0009: while the shop runs and writes without pause, its write-ahead log stays bounded.
// Before, it only ever grew until the shop closed (issue 21: hundreds of MB beside a database of a
// few MB after products were added one by one).

const PRODUCTS = 2500;
const ORDERS = 800;
/** The limit, plus the pages of the commit that crosses it and of those written before the checkpoint it starts. */
const WAL_BOUND_BYTES = WAL_LIMIT_BYTES + 2 * 1024 * 1024;

describe('the write-ahead log while the shop runs (decision 0009)', () => {
  it(`stays under ${WAL_BOUND_BYTES / 2 ** 20} MB through ${PRODUCTS} products added one by one and ${ORDERS} orders placed`, async () => {
    const shop = await startTestShop({ rateLimitMax: 10_000 });
    try {
      const wal = path.join(shop.deps.config.dataDir, 'shop.db-wal');
      let largest = 0;
      const look = () => (largest = Math.max(largest, statSync(wal, { throwIfNoEntry: false })?.size ?? 0));

      for (let index = 0; index < PRODUCTS; index++) {
        const sizes = ['S', 'M', 'L', 'XL'];
        saveProduct(
          shop.deps.db,
          {
            id: `SHIRT-${index}`,
            title: `Oxford shirt ${index}`,
            description: 'Cotton, woven in Faisalabad, cut in Karachi. '.repeat(4),
            price: 1500 + index,
            sizes,
            colors: ['White', 'Blue'],
            stock: 50,
          },
          new Date(),
        );
        look();
        // The thread checkpoints between requests, as it would beside a running shop.
        if (index % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      for (let index = 0; index < ORDERS; index++) {
        const placed = await shop.call('POST', '/api/orders', {
          body: {
            customer: {
              name: 'Ayesha Khan',
              email: 'ayesha@example.pk',
              phone: '0300 1234567',
              address: 'House 1, Street 2',
              city: 'Lahore',
            },
            items: [{ id: `SHIRT-${index % PRODUCTS}`, size: 'M', color: 'White', quantity: 1 }],
          },
        });
        expect(placed.status).toBe(201);
        look();
      }

      // With the thread's checkpoints alone, this run left a log many times the bound (decision 0009).
      expect(largest, 'the largest the WAL file grew, in bytes').toBeGreaterThan(0);
      expect(largest, 'the largest the WAL file grew, in bytes').toBeLessThan(WAL_BOUND_BYTES);
    } finally {
      await shop.close();
    }
  }, 300_000);
});
