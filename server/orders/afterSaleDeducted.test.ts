import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { BANK_READY_POLICY } from '../testing/policies';
import { afterSaleCalls, ok } from './afterSaleCalls';

/*
 * A refund on a cash-on-delivery order the rider has not collected yet is taken off what the courier
 * collects (decision 0090): it is stored and shown as such, and no screen counts it as cash paid out
 * or as cash that came in. Once delivered, until the courier pays out, the owner says whether it was
 * given back or taken off (decision 0092). A refund after the cash came in is paid out as the owner chose.
 */
const shop = testShopForFile({ rateLimitMax: 5000 });
const api = afterSaleCalls(shop);

type Answer<T> = { success: boolean; data: T; message?: string };
beforeAll(async () => {
  ok(await shop.call('PUT', '/api/admin/settings/policy', { body: BANK_READY_POLICY, token: shop.adminToken }));
});

let parcels = 0;
/** A COD order of 2 shirts at PKR 2,000, shipped with TCS under a number of its own and delivered (or only shipped). */
async function deliveredOrder(
  paymentMethod: 'cod' | 'bank' = 'cod',
  until: 'shipped' | 'delivered' = 'delivered',
): Promise<AdminOrder> {
  const shirt = saveShirt(shop, { price: 2000, stock: 10 });
  const placed = await api.place({ items: [{ id: shirt.id, size: 'M', color: 'White', quantity: 2 }], paymentMethod });
  expect(placed.status, placed.body.message).toBe(201);
  const { orderRef } = placed.body.data;
  if (paymentMethod === 'bank') ok(await api.status(orderRef, 'confirmed'));
  const tracking = `DED-${++parcels}`;
  for (const status of until === 'shipped' ? ['shipped'] : ['shipped', 'delivered'])
    ok(
      await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
        body: { status, carrier: 'TCS', trackingNumber: tracking },
        token: shop.adminToken,
      }),
    );
  return api.order(orderRef);
}
const get = async <T>(url: string) => (await shop.call<Answer<T>>('GET', url, { token: shop.adminToken })).body.data;
const awaitingFromTcs = async (orderRef: string) =>
  (
    await get<{ awaiting: { orderRef: string; toCollect: number }[] }>(
      '/api/admin/courier-cash/reconciliation?courier=TCS',
    )
  ).awaiting.find((parcel) => parcel.orderRef === orderRef)?.toCollect;
const cashReceived = async () =>
  (await get<{ stats: { cashReceived: number } }>('/admin/dashboard-data')).stats.cashReceived;
const refunds = async () =>
  (await get<{ totals: { refunds: { amount: number; takenOff: number } } }>('/api/admin/analytics')).totals.refunds;
/** "To collect" as the Dashboard and Sales Analytics say it. */
const toCollect = async () => ({
  dashboard: (await get<{ stats: { cashToCollect: number } }>('/admin/dashboard-data')).stats.cashToCollect,
  analytics: (await get<{ cashToCollect: { amount: number } }>('/api/admin/analytics')).cashToCollect.amount,
});
/** A return of 1 piece with a refund of PKR 2,000, as the dialog sends it: with no method when it asked none. */
const giveBack = (order: AdminOrder, method?: 'cash' | 'bank' | 'deducted') =>
  shop.call<Answer<AdminOrder>>('POST', `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/return`, {
    token: shop.adminToken,
    body: { quantity: 1, refund: { amount: 2000, ...(method && { method }) } },
  });

describe('a refund off an unpaid cash-on-delivery bill (decision 0090)', () => {
  it('is stored, listed and counted as taken off what is to collect, whatever method was sent; one after the cash came in is paid out', async () => {
    const order = await deliveredOrder('cod', 'shipped');
    const line = order.items[0]!.lineId;
    const before = { received: await cashReceived(), refunds: await refunds() };

    // The rider has not collected: the server decides, whatever an old client sent.
    const back = ok(await api.lineReturn(order.orderRef, line, 1, 2000, 'cash')).body.data;
    expect(back.lineChanges).toEqual([expect.objectContaining({ refund: 2000, refundMethod: 'deducted' })]);
    const invoice = await api.invoice(order.orderRef);
    expect(invoice).toContain('Taken off what is to collect');
    expect(invoice).not.toContain('Refunded');
    // The rider collects 2,000 less, so once delivered Reconciliation expects 2,000 less.
    ok(await api.status(order.orderRef, 'delivered'));
    expect(await awaitingFromTcs(order.orderRef)).toBe(order.total - 2000);

    // The courier pays what it collected: the cash that came in is the total less what was taken off.
    ok(await api.payment(order.orderRef, 'paid'));
    expect(await cashReceived()).toBe(before.received + order.total - 2000);

    // After the cash came in, a refund is money paid out, by the method the owner chose.
    const paidOut = ok(await api.lineReturn(order.orderRef, line, 1, 2000, 'bank')).body.data;
    expect(paidOut.lineChanges.map((change) => change.refundMethod)).toEqual(['deducted', 'bank']);
    expect(await api.invoice(order.orderRef)).toContain('Refunded');
    // Analytics takes both off revenue and tells the 2,000 taken off apart from the 2,000 given back.
    expect(await refunds()).toMatchObject({
      amount: before.refunds.amount + 4000,
      takenOff: before.refunds.takenOff + 2000,
    });
  });

  it('keeps the method the owner chose on a bank transfer not yet checked: nothing is collected at the door', async () => {
    const order = await deliveredOrder('bank');
    const back = ok(await api.lineReturn(order.orderRef, order.items[0]!.lineId, 1, 2000, 'bank')).body.data;
    expect(back.lineChanges).toEqual([expect.objectContaining({ refundMethod: 'bank' })]);
  });
});

describe('a refund on a delivered cash-on-delivery order the courier has not paid out (decision 0092)', () => {
  it('given back to the shopper in cash: stored so, and the courier still owes the whole total it collected', async () => {
    const order = await deliveredOrder();
    const before = { received: await cashReceived(), refunds: await refunds(), toCollect: await toCollect() };
    const back = ok(await giveBack(order, 'cash')).body.data;
    expect(back.lineChanges).toEqual([expect.objectContaining({ refund: 2000, refundMethod: 'cash' })]);
    expect(await awaitingFromTcs(order.orderRef)).toBe(order.total);
    expect(await toCollect()).toEqual(before.toCollect);
    expect(await refunds()).toMatchObject({ amount: before.refunds.amount + 2000, takenOff: before.refunds.takenOff });
    ok(await api.payment(order.orderRef, 'paid'));
    expect(await cashReceived()).toBe(before.received + order.total);
  });

  it('taken off what the courier pays: stored deducted, and the courier owes that much less', async () => {
    const order = await deliveredOrder();
    const before = await toCollect();
    const back = ok(await giveBack(order, 'deducted')).body.data;
    expect(back.lineChanges).toEqual([expect.objectContaining({ refundMethod: 'deducted' })]);
    expect(await awaitingFromTcs(order.orderRef)).toBe(order.total - 2000);
    expect(await toCollect()).toEqual({ dashboard: before.dashboard - 2000, analytics: before.analytics - 2000 });
  });

  it('a stale dialog that asked nothing (the parcel delivered meanwhile) is refused, and nothing is recorded', async () => {
    const order = await deliveredOrder('cod', 'shipped');
    ok(await api.status(order.orderRef, 'delivered'));
    const stale = await giveBack(order);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/delivered.*given back to the shopper.*taken off what the courier pays/);
    const now = await api.order(order.orderRef);
    expect(now.lineChanges).toEqual([]);
    expect((await api.stock(order.items[0]!.productId)).find((cell) => cell.size === 'M')?.stock).toBe(8);
  });

  it("'deducted' is refused where nothing is left to collect: paid out meanwhile, or a bank transfer", async () => {
    const order = await deliveredOrder();
    ok(await api.payment(order.orderRef, 'paid'));
    const paid = await giveBack(order, 'deducted');
    expect(paid.status).toBe(409);
    expect(paid.body.message).toMatch(/given back by cash or bank/);
    const bank = await deliveredOrder('bank');
    expect((await giveBack(bank, 'deducted')).status).toBe(409);
    expect((await api.order(order.orderRef)).lineChanges).toEqual([]);
    expect((await giveBack(bank)).status).toBe(400);
  });
});

describe('the migration of refunds recorded before decision 0090', () => {
  it('marks a COD refund recorded before the cash came in as taken off, and leaves refunds paid out as they were', async () => {
    const unpaid = await deliveredOrder();
    const paidBefore = await deliveredOrder();
    const paidAfter = await deliveredOrder();
    const bank = await deliveredOrder('bank');
    ok(await api.payment(paidBefore.orderRef, 'paid'));
    ok(await api.payment(bank.orderRef, 'paid'));
    for (const order of [unpaid, paidBefore, paidAfter, bank])
      ok(await api.lineReturn(order.orderRef, order.items[0]!.lineId, 1, 500, order === bank ? 'bank' : 'cash'));
    ok(await api.payment(paidAfter.orderRef, 'paid'));

    const sqlite = shop.deps.db.$client;
    const refs = [unpaid, paidBefore, paidAfter, bank].map((order) => order.orderRef);
    // As the release before stored them: every refund by the method the request named; paid an hour after the refund.
    sqlite.prepare(`update order_line_changes set refund_method = 'cash' where refund_method = 'deducted'`).run();
    sqlite
      .prepare(
        `update orders set paid_at = (select at from order_line_changes where order_ref = ?) + 3600000 where order_ref = ?`,
      )
      .run(paidAfter.orderRef, paidAfter.orderRef);
    const methods = () =>
      refs.map(
        (ref) =>
          (
            sqlite.prepare('select refund_method as method from order_line_changes where order_ref = ?').get(ref) as {
              method: string;
            }
          ).method,
      );
    expect(methods()).toEqual(['cash', 'cash', 'cash', 'bank']);

    const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
    const file = readdirSync(folder).find((name) => name.endsWith('_refund_method_deducted.sql'))!;
    sqlite.exec(readFileSync(path.join(folder, file), 'utf8').replaceAll('--> statement-breakpoint', ''));
    expect(methods()).toEqual(['deducted', 'cash', 'deducted', 'bank']);
  });
});
