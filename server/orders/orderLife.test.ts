import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashToCollect, netTotal, type AdminOrder } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { BANK_READY_POLICY } from '../testing/policies';
import { afterSaleCalls, isSale } from './afterSaleCalls';

/*
 * Issue 33's property test through the database and the API: random sequences of the owner's and
 * shoppers' changes (place, edit, cancel, return a line, exchange, cancel an exchange, refuse,
 * deliver, reopen, undo a parcel return, record the payment) sent to the real routes, and after
 * every step the shop's books checked against themselves, independently of the order core:
 *  - each cell's stock plus the pieces out with customers equals what was received (read in SQL);
 *  - no line was refunded more than was paid for it, no order more than its total;
 *  - the Dashboard's and Analytics' revenue, pieces sold and to collect equal the order cards' sums.
 */

const shop = testShopForFile({ rateLimitMax: 100_000 });
const api = afterSaleCalls(shop);

const CELLS = [
  { size: 'M', color: 'White' },
  { size: 'L', color: 'White' },
  { size: 'M', color: 'Navy' },
] as const;
const RECEIVED = 4;
/** Pieces received per cell of every product the runs made: nothing is restocked, so this never changes. */
const received = new Map<string, number>();
const cellKey = (productId: string, size: string, color: string) => `${productId}|${size}|${color}`;

const refundsOn = (order: AdminOrder) =>
  order.lineChanges.filter((change) => change.kind === 'refund').reduce((sum, change) => sum + change.refund, 0);

type Step =
  | { kind: 'place'; lines: { product: number; cell: number; quantity: number }[]; coded: boolean; bank: boolean }
  | { kind: 'edit'; order: number; lines: { product: number; cell: number; quantity: number }[] }
  | { kind: 'status'; order: number; status: 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'pending' }
  | { kind: 'paid'; order: number }
  | { kind: 'parcel'; order: number; returned: 'refused' | 'returned' | null }
  | { kind: 'deliver'; order: number }
  /** The refund asked, in percent of what the pieces cost the shopper: above 100 must be refused. */
  | {
      kind: 'lineReturn';
      order: number;
      line: number;
      quantity: number;
      percent: number;
      /** As the dialog sends it: nothing when it asked nothing; 'deducted' is refused where it does not apply. */
      method: 'cash' | 'deducted' | 'none';
    }
  | { kind: 'exchange'; order: number; line: number; cell: number; charge: boolean }
  | { kind: 'cancelExchange'; order: number };

const lines = fc.array(
  fc.record({
    product: fc.nat({ max: 1 }),
    cell: fc.nat({ max: CELLS.length - 1 }),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
  { minLength: 1, maxLength: 2 },
);
const pick = fc.nat({ max: 50 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('place' as const), lines, coded: fc.boolean(), bank: fc.boolean() }),
    weight: 3,
  },
  fc.record({ kind: fc.constant('edit' as const), order: pick, lines }),
  {
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      order: pick,
      status: fc.constantFrom('confirmed', 'shipped', 'delivered', 'cancelled', 'pending'),
    }),
    weight: 4,
  },
  fc.record({ kind: fc.constant('paid' as const), order: pick }),
  { arbitrary: fc.record({ kind: fc.constant('deliver' as const), order: pick }), weight: 3 },
  fc.record({
    kind: fc.constant('parcel' as const),
    order: pick,
    returned: fc.constantFrom('refused', 'returned', null),
  }),
  {
    arbitrary: fc.record({
      kind: fc.constant('lineReturn' as const),
      order: pick,
      line: fc.nat({ max: 1 }),
      quantity: fc.integer({ min: 1, max: 2 }),
      percent: fc.integer({ min: 0, max: 130 }),
      method: fc.constantFrom('cash' as const, 'deducted' as const, 'none' as const),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('exchange' as const),
      order: pick,
      line: fc.nat({ max: 1 }),
      cell: fc.nat({ max: CELLS.length - 1 }),
      charge: fc.boolean(),
    }),
    weight: 2,
  },
  fc.record({ kind: fc.constant('cancelExchange' as const), order: pick }),
);

/** Sends one step to the API; a refusal is an answer, a server error is not. */
async function run(step: Step, products: string[], refs: string[]): Promise<number> {
  const toItems = (chosen: { product: number; cell: number; quantity: number }[]) =>
    chosen.map((line) => ({ id: products[line.product]!, ...CELLS[line.cell]!, quantity: line.quantity }));
  const ref = refs.length ? refs[('order' in step ? step.order : 0) % refs.length]! : undefined;
  if (step.kind === 'place') {
    const placed = await api.place({
      items: toItems(step.lines),
      paymentMethod: step.bank ? 'bank' : 'cod',
      ...(step.coded && { discountCode: 'LIFE10' }),
    });
    if (placed.status === 201) refs.push(placed.body.data.orderRef);
    return placed.status;
  }
  if (!ref) return 0;
  const order = await api.order(ref);
  const line = 'line' in step ? order.items[step.line % order.items.length]! : undefined;
  switch (step.kind) {
    case 'edit':
      return (await api.edit(order, toItems(step.lines))).status;
    case 'status':
      return (await api.status(ref, step.status)).status;
    case 'paid':
      return (await api.payment(ref, 'paid')).status;
    case 'parcel':
      return (await api.parcelBack(ref, step.returned)).status;
    case 'deliver':
      await api.status(ref, 'shipped');
      return (await api.status(ref, 'delivered')).status;
    case 'lineReturn': {
      const refund = Math.floor((line!.paid * step.quantity * step.percent) / (100 * line!.quantity));
      return (await api.lineReturn(ref, line!.lineId, step.quantity, refund, step.method)).status;
    }
    case 'exchange': {
      const answer = await api.exchange(ref, line!.lineId, {
        quantity: 1,
        ...CELLS[step.cell]!,
        chargeDelivery: step.charge,
      });
      if (answer.status === 200) refs.push(answer.body.data.exchange.orderRef);
      return answer.status;
    }
    case 'cancelExchange': {
      const exchanges = (await api.orders()).filter(
        (candidate) => candidate.exchangeOf !== null && refs.includes(candidate.orderRef),
      );
      const chosen = exchanges[step.order % Math.max(1, exchanges.length)];
      return chosen ? (await api.status(chosen.orderRef, 'cancelled')).status : 0;
    }
  }
}

/** The shop's books, checked against themselves after a step. */
async function checkBooks(): Promise<void> {
  const sqlite = shop.deps.db.$client;
  const shelf = sqlite.prepare('select product_id as p, size as s, color as c, stock from product_variants').all() as {
    p: string;
    s: string;
    c: string;
    stock: number;
  }[];
  // Pieces with customers: lines of orders that hold stock, less their pieces that came back and still count.
  const out = sqlite
    .prepare(
      `select i.product_id as p, i.size as s, i.color as c,
         sum(i.quantity - coalesce((select sum(ch.quantity) from order_line_changes ch where ch.item_id = i.id and ch.cancelled_at is null), 0)) as pieces
       from order_items i join orders o on o.order_ref = i.order_ref
       where o.status <> 'cancelled' and o.return_kind is null group by 1, 2, 3`,
    )
    .all() as { p: string; s: string; c: string; pieces: number }[];
  const outBy = new Map(out.map((row) => [cellKey(row.p, row.s, row.c), row.pieces]));
  for (const cell of shelf.filter((row) => received.has(cellKey(row.p, row.s, row.c)))) {
    const key = cellKey(cell.p, cell.s, cell.c);
    expect(cell.stock, `stock of ${key}`).toBeGreaterThanOrEqual(0);
    expect(cell.stock + (outBy.get(key) ?? 0), `stock plus pieces out of ${key}`).toBe(received.get(key));
  }

  const cards = await api.orders();
  for (const order of cards) {
    for (const item of order.items) {
      const refunded = order.lineChanges
        .filter((change) => change.lineId === item.lineId)
        .reduce((sum, change) => sum + change.refund, 0);
      expect(refunded, `refunds on ${order.orderRef} line ${item.lineId}`).toBeLessThanOrEqual(item.paid);
    }
    expect(order.total - refundsOn(order), `revenue of ${order.orderRef}`).toBeGreaterThanOrEqual(0);
  }
  const sales = cards.filter(isSale);
  const revenue = sales.reduce((sum, order) => sum + netTotal(order), 0);
  const toCollect = cards.reduce((sum, order) => sum + cashToCollect(order), 0);
  const pieces = sales.reduce(
    (sum, order) =>
      sum +
      order.items.reduce((all, item) => all + item.quantity, 0) -
      order.lineChanges.filter((change) => change.kind === 'refund').reduce((all, change) => all + change.quantity, 0),
    0,
  );
  const { dashboard, analytics } = await api.screens();
  expect(dashboard.totalRevenue, 'Dashboard revenue').toBe(revenue);
  expect(dashboard.cashToCollect, 'Dashboard to collect').toBe(toCollect);
  expect(analytics.totals.revenue, 'Analytics revenue').toBe(revenue);
  expect(analytics.totals.itemsSold, 'Analytics pieces sold').toBe(pieces);
  expect(analytics.cashToCollect.amount, 'Analytics to collect').toBe(toCollect);
  expect(
    analytics.topCities.reduce((sum, city) => sum + city.revenue, 0),
    'Top cities',
  ).toBe(revenue);
}

describe('random lives of orders, through the API (issue 33)', () => {
  it('keep stock plus pieces out equal to what was received, refunds within what was paid, and every screen equal to the orders', async () => {
    expect(
      (
        await shop.call('PUT', '/api/admin/settings/policy', {
          body: { ...BANK_READY_POLICY, exchangeDeliveryFee: 150 },
          token: shop.adminToken,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await shop.call('POST', '/api/admin/discounts', {
          body: { code: 'LIFE10', kind: 'percent', value: 10 },
          token: shop.adminToken,
        })
      ).status,
    ).toBe(201);
    let run_ = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        run_ += 1;
        const products = [1350, 2000].map((price, index) => {
          const id = `LIFE-${run_}-${index}`;
          saveShirt(shop, {
            id,
            price,
            sizes: ['M', 'L'],
            colors: ['White', 'Navy'],
            stock: RECEIVED * CELLS.length,
            variants: CELLS.map((cell) => ({ ...cell, stock: RECEIVED, sku: '' })),
          });
          for (const cell of CELLS) received.set(cellKey(id, cell.size, cell.color), RECEIVED);
          return id;
        });
        const refs: string[] = [];
        // Each run starts with a delivered order and a coded one still pending, so its steps have orders to change.
        for (const first of [0, 1]) {
          const placed = await api.place({
            items: [
              { id: products[first]!, ...CELLS[first]!, quantity: 2 },
              { id: products[1 - first]!, ...CELLS[2], quantity: 1 },
            ],
            ...(first === 1 && { discountCode: 'LIFE10' }),
          });
          expect(placed.status).toBe(201);
          refs.push(placed.body.data.orderRef);
        }
        await run({ kind: 'deliver', order: 0 }, products, refs);
        for (const [index, next] of steps.entries()) {
          const status = await run(next, products, refs);
          expect(status, `step ${index} ${JSON.stringify(next)}`).toBeLessThan(500);
          await checkBooks();
        }
      }),
      {
        numRuns: 5,
        endOnFailure: true,
        // Besides the random runs, the paths issue 33 found broken, every time: a piece back and then the
        // whole parcel, an exchange cancelled and its piece returned instead.
        examples: [
          [
            [
              { kind: 'lineReturn', order: 0, line: 0, quantity: 1, percent: 100, method: 'cash' },
              { kind: 'parcel', order: 0, returned: 'returned' },
              { kind: 'parcel', order: 0, returned: null },
            ],
          ],
          [
            [
              { kind: 'exchange', order: 0, line: 0, cell: 1, charge: true },
              { kind: 'cancelExchange', order: 0 },
              { kind: 'lineReturn', order: 0, line: 0, quantity: 2, percent: 100, method: 'cash' },
              { kind: 'status', order: 1, status: 'cancelled' },
              { kind: 'status', order: 1, status: 'pending' },
            ],
          ],
        ],
      },
    );
  }, 120_000);
});
