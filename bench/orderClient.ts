// A shopper's phone for bench/mix.ts, in a process of its own: places valid orders at a steady rate
// until told to stop, then reports what the shop answered. Started by forkedClient.ts; talks over IPC.
import { startReverseProxy, type ReverseProxy } from '../server/testing/reverseProxy';
import { pick, random } from './seeded';

export const SIZES = ['S', 'M', 'L', 'XL'];
export type BenchProduct = { id: string; colors: string[]; stock: number };
/** `url` is the shop's own address: the client puts its tunnel in front of it. `discountCode` goes with every order. */
export type OrderPlan = { url: string; products: BenchProduct[]; perSecond: number; discountCode?: string };
export type OrderStats = {
  offered: number;
  accepted: number;
  /** Accepted with the discount code's price (the rest came after its uses ran out). */
  discounted: number;
  refused: number;
  /** Refusals that named the discount code (details.field 'discountCode'), and the first of their messages. */
  refusedForCode: number;
  codeMessage?: string;
  failed: number;
  p50: number;
  p99: number;
  firstProblem?: string;
};

/**
 * Places orders at a steady `perSecond` whether or not earlier ones have been answered (shoppers do
 * not wait for each other). Every order is valid: products with stock to spare. An order is given up
 * after 10 s.
 */
function placeOrders({ url, products, perSecond, discountCode }: OrderPlan) {
  const next = random(11);
  const stats: OrderStats = {
    offered: 0,
    accepted: 0,
    discounted: 0,
    refused: 0,
    refusedForCode: 0,
    failed: 0,
    p50: 0,
    p99: 0,
  };
  const latencies: number[] = [];
  const pending = new Set<Promise<void>>();
  const placeOne = async () => {
    const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
      const product = pick(next, products);
      return {
        id: product.id,
        title: product.id,
        price: 'PKR 1',
        size: pick(next, SIZES),
        color: product.colors[0]!,
        quantity: 1,
      };
    });
    // Each order is another shopper's, from their own phone, e-mail and door: the shop limits orders per
    // phone and e-mail (issue 23), and orders to one door from other phones are each other's lookalikes,
    // which a rush of real shoppers is not.
    const shopper = stats.offered;
    const body = JSON.stringify({
      customer: {
        name: 'Bench Buyer',
        email: `bench${shopper}@example.pk`,
        phone: `0300 ${String(1_000_000 + shopper).slice(-7)}`,
        address: `House ${shopper + 1}, Street 2`,
        city: 'Karachi',
        zip: '75290',
        country: 'Pakistan',
      },
      items: lines,
      paymentMethod: 'cod',
      ...(discountCode && { discountCode }),
    });
    stats.offered++;
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      latencies.push(performance.now() - started);
      if (response.ok) {
        stats.accepted++;
        if ((JSON.parse(text) as { data: { discount: number } }).data.discount > 0) stats.discounted++;
      } else {
        stats.refused++;
        const refusal = readJson(text) as { message?: string; details?: { field?: string } };
        if (refusal.details?.field === 'discountCode') {
          stats.refusedForCode++;
          stats.codeMessage ??= refusal.message;
        } else stats.firstProblem ??= `${response.status} ${text.slice(0, 200)}`;
      }
    } catch (error) {
      stats.failed++;
      stats.firstProblem ??= String(error);
    }
  };
  const timer = setInterval(() => {
    const placing = placeOne().finally(() => pending.delete(placing));
    pending.add(placing);
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    latencies.sort((a, b) => a - b);
    const percentile = (share: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
    stats.p50 = percentile(0.5);
    stats.p99 = percentile(0.99);
    return stats;
  };
}

/** A refusal's JSON, or nothing when the answer was not JSON (a tunnel's own error page). */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** Each order from a shopper of its own on the internet, as a tunnel reports them: 10.0.0.1, 10.0.0.2, … */
let shoppersSeen = 0;
const nextShopperAddress = () => {
  const n = ++shoppersSeen;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

let stop: (() => Promise<OrderStats>) | undefined;
let tunnel: ReverseProxy | undefined;
process.on('message', async (message: OrderPlan | 'stop') => {
  if (message !== 'stop') {
    // Orders come through the README's tunnel recipe: one proxy in front, which says who each
    // shopper is, so the shop's order limits (kept at their shipped values) count each shopper apart.
    tunnel = await startReverseProxy(message.url, { seen: nextShopperAddress });
    const plan = { ...message, url: tunnel.url };
    // A shopper orders over the connection the shop's pages came on, with a browser that is loaded:
    // a few pages are fetched first, which opens those connections and loads Node's fetch (about
    // half a second on a busy machine) before the first order is timed.
    await Promise.all(Array.from({ length: 4 }, async () => (await fetch(`${plan.url}/api/shop`)).text()));
    stop = placeOrders(plan);
    process.send!('started');
  } else if (stop) {
    const stats = await stop();
    await tunnel?.close();
    process.send!(stats);
    process.disconnect();
  }
});
