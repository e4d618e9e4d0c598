import { mkdtempSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startShopServer, type RunningShop } from './start';

/** Cloudflare Tunnel keeps an idle connection to the shop this long (its originRequest.keepAliveTimeout). */
const TUNNEL_IDLE_SECONDS = 90;

let shop: RunningShop | undefined;
let dataDir: string;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

async function openShop() {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
  shop = await startShopServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', SHOP_DATA_DIR: dataDir, SHOP_DEMO_DATA: '0', LOG_LEVEL: 'silent' }),
  );
  return shop;
}

/** One GET on the agent's kept-alive connection; resolves with the answer's headers once its body is read. */
const get = (url: string, agent: Agent) =>
  new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    request(`${url}/api/shop`, { agent }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.headers));
    })
      .once('error', reject)
      .end();
  });

describe('the shop keeps connections alive', () => {
  it('for longer than a tunnel keeps them idle, and than the owner app waits between polls', async () => {
    const { url } = await openShop();
    const agent = new Agent({ keepAlive: true });
    const headers = await get(url, agent);
    agent.destroy();
    const timeout = Number(/timeout=(\d+)/.exec(String(headers['keep-alive']))?.[1]);
    // Node's default of 5 s made every 5-second poll of the owner's app a new connection.
    expect(timeout).toBeGreaterThan(TUNNEL_IDLE_SECONDS);
  });
});
