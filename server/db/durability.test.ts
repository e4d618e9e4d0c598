import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { saveProduct } from '../catalog/saveProduct';
import { loadConfig } from '../config';
import { startShopServer } from '../start';
import { startChildServer } from '../testing/childServer';
import { saveOxford } from '../testing/fileShop';
import { UNLIMITED_ORDERS_ENV } from '../testing/testShop';
import { closeDatabase, openDatabase } from './client';

const mainScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');
const customer = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '0300 1234567',
  address: 'House 1, Street 2',
  city: 'Lahore',
  zip: '54000',
};
const START_STOCK: Record<string, number> = { OXFORD: 500, POLO: 500, LINEN: 500, LAST: 40 };

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const shopEnv = () => ({
  PORT: '0',
  HOST: '127.0.0.1',
  SHOP_DATA_DIR: dataDir,
  SHOP_DEMO_DATA: '0',
  SHOP_ADMIN_USER: 'owner',
  SHOP_ADMIN_PASSWORD: 'test-admin-password',
  LOG_LEVEL: 'silent',
  ...UNLIMITED_ORDERS_ENV,
});

function seedProducts() {
  const db = openDatabase(path.join(dataDir, 'shop.db'));
  for (const [id, stock] of Object.entries(START_STOCK)) {
    saveProduct(
      db,
      { id, title: `${id} shirt`, description: 'Cotton', price: 2000, sizes: ['M', 'L'], colors: ['White'], stock },
      new Date(),
    );
  }
  closeDatabase(db);
}

type Line = { id: string; size: string; color: string; quantity: number };
type StoredLine = { ref: string; productId: string; size: string; color: string; quantity: number };
const lineKey = (line: StoredLine) => `${line.productId}|${line.size}|${line.color}|${line.quantity}`;
/** The lines as the shop stores them: the same product, size and colour asked twice are one line. */
function mergedKeys(lines: Line[]) {
  const quantities = new Map<string, number>();
  for (const line of lines)
    quantities.set(
      `${line.id}|${line.size}|${line.color}`,
      (quantities.get(`${line.id}|${line.size}|${line.color}`) ?? 0) + line.quantity,
    );
  return [...quantities].map(([key, quantity]) => `${key}|${quantity}`).sort();
}

describe('an answered order survives a crash (docs/architecture.md: WAL with synchronous = FULL; issue 12)', () => {
  it('SIGKILL mid-stream, restart on the same folder: every 2xx order is there with its lines, stock adds up, the file is intact, several times over', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
    seedProducts();
    const answered = new Map<string, Line[]>();
    const refusals: string[] = [];
    const ids = Object.keys(START_STOCK);

    /** What the folder holds now, read beside the running shop, against what the shoppers were told. */
    async function checkStoredOrders(url: string) {
      const db = new Database(path.join(dataDir, 'shop.db'), { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const stored = new Map<string, string[]>();
        const rows = db
          .prepare(
            'select o.order_ref as ref, i.product_id as productId, i.size, i.color, i.quantity from orders o left join order_items i on i.order_ref = o.order_ref',
          )
          .all() as StoredLine[];
        for (const row of rows) {
          // An order is stored whole or not at all.
          expect(row.productId, `order ${row.ref} has no lines`).not.toBeNull();
          stored.set(row.ref, [...(stored.get(row.ref) ?? []), lineKey(row)]);
        }
        for (const [ref, lines] of answered)
          expect(stored.get(ref)?.sort(), `answered order ${ref}`).toEqual(mergedKeys(lines));
        const held = db
          .prepare(
            "select i.product_id as id, sum(i.quantity) as quantity from order_items i join orders o on o.order_ref = i.order_ref where o.status <> 'cancelled' group by i.product_id",
          )
          .all() as { id: string; quantity: number }[];
        const stock = Object.fromEntries(
          (db.prepare('select id, stock from products').all() as { id: string; stock: number }[]).map((row) => [
            row.id,
            row.stock,
          ]),
        );
        for (const id of ids)
          expect(stock[id], `stock of ${id}`).toBe(
            START_STOCK[id]! - (held.find((row) => row.id === id)?.quantity ?? 0),
          );
        // The shop started on that folder answers from it.
        const shown = (await (await fetch(`${url}/api/products/LAST`)).json()) as { data: { stock: number } };
        expect(shown.data.stock).toBe(stock.LAST);
      } finally {
        db.close();
      }
    }

    for (let round = 0; round < 3; round++) {
      // From the second round on, this is the restart on what the crash left.
      const shop = await startChildServer(mainScript, shopEnv());
      await checkStoredOrders(shop.url);
      let killed = false;
      let acceptedThisRound = 0;
      let onEnough: () => void;
      const enough = new Promise<void>((resolve) => (onEnough = resolve));
      // Many shoppers at once, each placing orders back to back until the server disappears.
      const shopper = async (seed: number) => {
        for (let n = 0; !killed; n++) {
          const lines: Line[] = [
            {
              id: ids[(seed + n) % ids.length]!,
              size: n % 2 ? 'M' : 'L',
              color: 'White',
              quantity: 1 + ((seed * 7 + n) % 3),
            },
          ];
          if (n % 3 === 0) lines.push({ id: 'LAST', size: 'M', color: 'White', quantity: 1 });
          let status: number;
          let body: { data?: { orderRef: string }; code?: string };
          try {
            const response = await fetch(`${shop.url}/api/orders`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ customer, items: lines, paymentMethod: 'cod' }),
            });
            status = response.status;
            body = (await response.json()) as typeof body;
          } catch {
            // The server was killed under this request: it was never answered, so it promises nothing.
            return;
          }
          if (status === 201) {
            answered.set(body.data!.orderRef, lines);
            if (++acceptedThisRound === 25) onEnough();
          } else refusals.push(`${status} ${body.code}`);
        }
      };
      const shoppers = Array.from({ length: 12 }, (_, seed) => shopper(seed));
      await enough;
      await shop.kill();
      killed = true;
      await Promise.all(shoppers);
    }

    const last = await startChildServer(mainScript, shopEnv());
    await checkStoredOrders(last.url);
    expect(await last.stop()).toBe(0);
    expect(answered.size).toBeGreaterThanOrEqual(75);
    // The last shirts run out along the way; that is the only refusal a valid order may meet.
    expect(refusals.filter((refusal) => refusal !== '409 OUT_OF_STOCK')).toEqual([]);
  }, 120_000);
});

describe('quitting (issue 12: SIGINT/SIGTERM and the desktop app call close())', () => {
  it('stops taking connections, finishes the request in flight, turns away a newer one, checkpoints the WAL and closes the database', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-quit-'));
    const shop = await startShopServer(loadConfig(shopEnv()));
    saveOxford(shop, { stock: 5 });
    const file = path.join(dataDir, 'shop.db');
    // Another connection (a backup, the owner's tool) keeps the WAL from being folded in by the close alone.
    const other = new Database(file, { readonly: true });
    try {
      expect(other.prepare('select count(*) from orders').pluck().get()).toBe(0);
      const body = JSON.stringify({
        customer,
        items: [{ id: 'OXFORD', size: 'M', color: 'White', quantity: 2 }],
        paymentMethod: 'cod',
      });
      const socket = connect(shop.port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      // With Expect: 100-continue the server says when it holds the request; the body follows later.
      socket.write(
        `POST /api/orders HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
      );
      await expect.poll(() => received, { timeout: 5000 }).toContain('100 Continue');

      const closed = shop.close();
      await expect(fetch(`${shop.url}/api/products`)).rejects.toThrow();
      // The body of the order in flight, then a second request on the same connection.
      socket.write(body + 'GET /api/products HTTP/1.1\r\nHost: shop\r\n\r\n');
      await ended;
      await closed;

      const [orderAnswer, laterAnswer] = received
        .split(/(?=HTTP\/1\.1 \d\d\d)/)
        .filter((answer) => !answer.startsWith('HTTP/1.1 100'));
      expect(orderAnswer).toMatch(/^HTTP\/1\.1 201/);
      expect(laterAnswer).toMatch(/^HTTP\/1\.1 503/);
      expect(laterAnswer).toContain('"code":"UNAVAILABLE"');
      expect(statSync(`${file}-wal`).size).toBe(0);
      expect(other.prepare('select count(*) from orders').pluck().get()).toBe(1);
      expect(other.prepare("select stock from products where id = 'OXFORD'").pluck().get()).toBe(3);
      expect(() => shop.deps.db.$client.prepare('select 1').get()).toThrow(/not open/);
    } finally {
      other.close();
    }
  });
});
