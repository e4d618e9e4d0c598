// A started shop that then makes garbage as a rush does (batches that live a while, then die) and
// reports the largest heap V8 kept meanwhile: server/heapGrowth.test.ts forks it.
import { loadConfig } from '../config';
import { startShopServer } from '../start';

const BATCHES_ALIVE = 40;
const ROUNDS = 2000;
const BATCH_SIZE = 5000;

const shop = await startShopServer(loadConfig());
const alive: unknown[] = new Array(BATCHES_ALIVE).fill(null);
let largestHeap = 0;
for (let round = 0; round < ROUNDS; round++) {
  const batch = [];
  for (let i = 0; i < BATCH_SIZE; i++) batch.push({ id: i, cells: [i, i + 1], name: `shirt ${i}` });
  // Each batch outlives a few young collections, so it dies in the old space as kept rows do.
  alive[round % BATCHES_ALIVE] = batch;
  largestHeap = Math.max(largestHeap, process.memoryUsage().heapTotal);
}
await shop.close();
process.send?.({ largestHeap });
