// Shoppers' phones for bench/mix.ts and bench/sale.ts, in a process of their own: place valid orders
// at a steady rate or as the bench tells, until told to stop, then report what the shop answered. Started by forkedClient.ts; talks over IPC.
import type { ErrorCode } from '../common/errors';
import { startReverseProxy, type ReverseProxy } from '../server/testing/reverseProxy';
import { pick, random } from './seeded';

export const SIZES = ['S', 'M', 'L', 'XL'];
export type BenchProduct = { id: string; colors: string[]; stock: number };
/**
 * `url` is the shop's own address: the client puts its tunnel in front of it. `pace`: orders a second,
 * or 'as told', an order each time the bench's count of orders due (an `OrderDue` message) moves.
 * `discountCode` goes with every first try; a shopper it is refused for orders again without it.
 */
export type OrderPlan = { url: string; products: BenchProduct[]; pace: number | 'as told'; discountCode?: string };
/** How many orders should have been offered by now, counted from the start (bench/sale.ts: a share of the visits). */
export type OrderDue = { due: number };
export type OrderStats = {
  offered: number;
  accepted: number;
  /** Accepted with the discount code's price (the rest came after its uses ran out). */
  discounted: number;
  refused: number;
  /** Refusals that named the discount code (details.field 'discountCode'), and the first of their messages. */
  refusedForCode: number;
  codeMessage?: string;
  /** Refusals for a size and colour sold out by earlier orders of the rush (code OUT_OF_STOCK): a true answer too. */
  soldOut: number;
  /** Shoppers refused for the code who ordered again without it (counted in accepted, refused or failed too). */
  againWithoutCode: number;
  failed: number;
  p50: number;
  p99: number;
  firstProblem?: string;
};

/**
 * Places orders at their pace whether or not earlier ones have been answered (shoppers do not wait
 * for each other). Every order is valid when offered, but a size and colour with a few pieces may sell
 * out to earlier orders of the rush, as on a real sale day. An order is given up after 10 s.
 */
function placeOrders({ url, products, pace, discountCode }: OrderPlan) {
  const next = random(11);
  const stats: OrderStats = {
    offered: 0,
    accepted: 0,
    discounted: 0,
    refused: 0,
    refusedForCode: 0,
    soldOut: 0,
    againWithoutCode: 0,
    failed: 0,
    p50: 0,
    p99: 0,
  };
  const latencies: number[] = [];
  const pending = new Set<Promise<void>>();
  /** The shop's answer to one order: 'code refused' when it names the discount code. */
  const offer = async (body: object) => {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      latencies.push(performance.now() - started);
      if (response.ok) {
        stats.accepted++;
        if ((JSON.parse(text) as { data: { discount: number } }).data.discount > 0) stats.discounted++;
        return 'accepted';
      }
      stats.refused++;
      const refusal = readJson(text) as { code?: ErrorCode; message?: string; details?: { field?: string } };
      if (refusal.details?.field === 'discountCode') {
        stats.refusedForCode++;
        stats.codeMessage ??= refusal.message;
        return 'code refused';
      }
      if (refusal.code === 'OUT_OF_STOCK') {
        stats.soldOut++;
        return 'not placed';
      }
      stats.firstProblem ??= `${response.status} ${text.slice(0, 200)}`;
    } catch (error) {
      stats.failed++;
      // fetch says only 'fetch failed'; what failed (a reset, a closed socket, the timeout) is its cause.
      stats.firstProblem ??=
        error instanceof Error && error.cause ? `${error} (${String(error.cause)})` : String(error);
    }
    return 'not placed';
  };
  /** One shopper's order, with the code if there is one; told it has run out, they buy at the full price. */
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
    const shopper = stats.offered++;
    const order = {
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
    };
    if ((await offer({ ...order, ...(discountCode && { discountCode }) })) === 'code refused') {
      stats.againWithoutCode++;
      await offer(order);
    }
  };
  const startOne = () => {
    const placing = placeOne().finally(() => pending.delete(placing));
    pending.add(placing);
  };
  const timer = pace === 'as told' ? undefined : setInterval(startOne, 1000 / pace);
  return {
    placeUpTo: ({ due }: OrderDue) => {
      while (stats.offered < due) startOne();
    },
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      latencies.sort((a, b) => a - b);
      const percentile = (share: number) =>
        Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
      stats.p50 = percentile(0.5);
      stats.p99 = percentile(0.99);
      return stats;
    },
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

let placing: ReturnType<typeof placeOrders> | undefined;
let tunnel: ReverseProxy | undefined;
process.on('message', async (message: OrderPlan | OrderDue | 'stop') => {
  if (message === 'stop') {
    if (!placing) return;
    const stats = await placing.stop();
    await tunnel?.close();
    process.send!(stats);
    process.disconnect();
  } else if ('due' in message) {
    placing?.placeUpTo(message);
  } else {
    // Orders come through the README's tunnel recipe: one proxy in front, which says who each
    // shopper is, so the shop's order limits (kept at their shipped values) count each shopper apart.
    tunnel = await startReverseProxy(message.url, { seen: nextShopperAddress });
    const plan = { ...message, url: tunnel.url };
    // A shopper orders over the connection the shop's pages came on, with a browser that is loaded:
    // a few pages are fetched first, which opens those connections and loads Node's fetch (about
    // half a second on a busy machine) before the first order is timed.
    await Promise.all(Array.from({ length: 4 }, async () => (await fetch(`${plan.url}/api/shop`)).text()));
    placing = placeOrders(plan);
    process.send!('started');
  }
});
