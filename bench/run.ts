// `npm run bench`: performance numbers to compare changes by. Every server is on loopback with a
// temporary data folder; every load is bounded (BENCH_SECONDS, default 10) and stops by itself.
// `npm run bench -- <part>` runs one part: catalog, mix, sale, orders, orders-list, analytics or lighthouse.
import { benchAnalytics } from './analytics';
import { benchCatalog } from './catalog';
import { benchLighthouse } from './lighthouse';
import { benchMix } from './mix';
import { benchOrders } from './orders';

const benches: [string, string, () => Promise<void>][] = [
  ['catalog', 'Catalog API (10,000 products, 50 connections)', benchCatalog],
  [
    'mix',
    "Shopper mix (distinct URLs as a phone's Chrome asks, 2,000 and 10,000 products, 50 connections, 20 orders/s beside it)",
    benchMix,
  ],
  [
    'sale',
    "Sale day (2,000 shirts: shoppers' visits modelled, orders with a code that runs out, the owner polling)",
    async () => (await import('./sale')).benchSale(),
  ],
  ['orders', 'Order placement (50 connections)', benchOrders],
  [
    'orders-list',
    'Orders list (100,000 orders, one owner)',
    async () => (await import('./orders-list')).benchOrdersList(),
  ],
  ['lighthouse', 'Lighthouse, mobile', benchLighthouse],
  ['analytics', 'Sales analytics (100,000 orders)', benchAnalytics],
];

const only = process.argv[2];
if (only && !benches.some(([part]) => part === only))
  throw new Error(`no bench part '${only}'; parts: ${benches.map(([part]) => part).join(', ')}`);
for (const [part, title, run] of benches) {
  if (only && part !== only) continue;
  console.log(`\n${title}`);
  await run();
}
process.exit(0);
