import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './server/config';
import { startShopServer } from './server/start';
import { saveProduct } from './server/catalog/queries';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'walexp-'));
const shop = await startShopServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', SHOP_DATA_DIR: dataDir, SHOP_DEMO_DATA: '0', SHOP_ADMIN_USER: 'owner', SHOP_ADMIN_PASSWORD: 'test-admin-password', LOG_LEVEL: 'silent' }));
const wal = () => (statSync(path.join(dataDir, 'shop.db-wal'), { throwIfNoEntry: false })?.size ?? 0);
const N = Number(process.env.N ?? 3000);
for (let i = 0; i < N; i++) {
  saveProduct(shop.deps.db, { id: `P${i}`, title: `Shirt ${i}`, description: 'Cotton shirt of the best kind '.repeat(5), price: 2000 + i, sizes: ['M', 'L'], colors: ['White'], stock: 10 }, new Date());
  if (i % 100 === 0) await new Promise((r) => setTimeout(r, 5));
  if (i % 500 === 0) console.log(i, 'wal', wal(), 'db', statSync(path.join(dataDir, 'shop.db')).size);
}
await new Promise((r) => setTimeout(r, 2500));
console.log('end wal', wal(), 'db', statSync(path.join(dataDir, 'shop.db')).size, shop.deps.db.$client.pragma('wal_checkpoint(PASSIVE)'));
await shop.close();
