import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './testing/testShop';

/** Cloudflare Tunnel keeps an idle connection to the shop this long (its originRequest.keepAliveTimeout). */
const TUNNEL_IDLE_SECONDS = 90;

let shop: TestShop | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

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
    shop = await startTestShop();
    const agent = new Agent({ keepAlive: true });
    const headers = await get(shop.url, agent);
    agent.destroy();
    const timeout = Number(/timeout=(\d+)/.exec(String(headers['keep-alive']))?.[1]);
    // Node's default of 5 s made every 5-second poll of the owner's app a new connection.
    expect(timeout).toBeGreaterThan(TUNNEL_IDLE_SECONDS);
  });
});
