import { saveProduct } from '../server/catalog/saveProduct';
import { load, printLoad, type LoadResult } from './load';
import { UNLIMITED_ORDERS_ENV } from '../server/testing/testShop';
import { benchShop } from './shop';

/**
 * Order placement on one server with a realistic cart (three lines, one of them twice), so later
 * changes can be compared (issue 3). Stock is set high enough that no order is refused. Run twice:
 * as the shop runs (synchronous = FULL, so an answered order survives a power cut: issue 12) and,
 * for the price of that, with SQLite's NORMAL, which may lose the last commits when the power goes.
 */
export async function benchOrders() {
  const results = [await placeOrders('FULL'), await placeOrders('NORMAL')];
  printLoad(results);
  const [full, normal] = results;
  console.log(
    `  durability costs ${(100 * (1 - full!.requestsPerSecond / normal!.requestsPerSecond)).toFixed(0)}% of order throughput (FULL vs NORMAL)`,
  );
}

async function placeOrders(synchronous: 'FULL' | 'NORMAL'): Promise<LoadResult> {
  // What placing an order costs, from one client as fast as it can: the order limits, which would
  // refuse such a client within a second, are raised here (the mix bench keeps them, behind a proxy).
  const shop = await benchShop(false, UNLIMITED_ORDERS_ENV);
  shop.deps.db.$client.pragma(`synchronous = ${synchronous}`);
  const base = {
    description: 'Cotton shirt',
    sizes: ['S', 'M', 'L'],
    colors: ['White', 'Navy'],
    categories: ['Formal'],
  };
  for (const [id, price] of [
    ['OXFORD', 2200],
    ['POLO', 1800],
    ['LINEN', 4200],
  ] as const) {
    saveProduct(shop.deps.db, { ...base, id, title: id, price, stock: 0 }, new Date());
  }
  // Stock is kept per size and colour; the products' totals follow by trigger.
  shop.deps.db.$client.prepare('update product_variants set stock = 10000000').run();
  const body = JSON.stringify({
    customer: {
      name: 'Bench Buyer',
      email: 'bench@example.pk',
      phone: '0300 1234567',
      address: 'House 1, Street 2',
      city: 'Karachi',
      zip: '75290',
      country: 'Pakistan',
    },
    items: [
      { id: 'OXFORD', title: 'OXFORD', price: 'PKR 2,200', size: 'M', color: 'White', quantity: 2 },
      { id: 'POLO', title: 'POLO', price: 'PKR 1,800', size: 'L', color: 'Navy', quantity: 1 },
      { id: 'LINEN', title: 'LINEN', price: 'PKR 4,200', size: 'S', color: 'White', quantity: 1 },
    ],
    paymentMethod: 'cod',
  });
  try {
    const result = await load(`POST /api/orders, synchronous = ${synchronous}`, `${shop.url}/api/orders`, {
      method: 'POST',
      body,
    });
    const placed = shop.deps.db.$client.prepare('select count(*) as count from orders').get() as { count: number };
    console.log(`  orders stored with ${synchronous}: ${placed.count}`);
    return result;
  } finally {
    await shop.stop();
  }
}
