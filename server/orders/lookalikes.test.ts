import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { looksFake, type AdminOrder, type Order } from '../../common/orders';
import { cellStock } from '../../common/variants';
import { getProduct } from '../catalog/queries';
import { orders } from './schema';
import { saveOxford, testShopForFile } from '../testing/fileShop';
import { advanceOrder, postShirt } from '../testing/orders';

// Issue 23, finding 3: runs of fake cash-on-delivery orders are shown to the owner, who cancels them at once.
const shop = testShopForFile();
const HOUR = 60 * 60 * 1000;
const buyer = {
  name: 'Fake Buyer',
  email: 'fake@example.pk',
  phone: '0311 5550001',
  address: 'House 9, Street 4',
  city: 'Lahore',
};

beforeAll(async () => {
  saveOxford(shop, { stock: 50 });
});

/** An order placed `hoursAgo` hours ago (the time is set on the stored row). */
async function placed(customer: Partial<typeof buyer>, hoursAgo = 0): Promise<Order> {
  const { status, body } = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: { customer: { ...buyer, ...customer }, items: [{ id: 'OXFORD', size: 'M', color: 'White', quantity: 2 }] },
  });
  expect(status).toBe(201);
  shop.deps.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(orders.orderRef, body.data.orderRef))
    .run();
  return body.data;
}
const listed = async (query = '') =>
  (await shop.call<{ data: AdminOrder[] }>('GET', `/api/orders?limit=100${query}`, { token: shop.adminToken })).body
    .data;
const pieces = () => cellStock(getProduct(shop.deps.db, 'OXFORD')!.variants, 'M', 'White');

describe('orders that look fake', () => {
  it('are those with two more orders from the same phone, or to the same address however it is typed, within 24 hours', async () => {
    const samePhone = [
      await placed({}, 5),
      await placed({ email: 'other@example.pk', address: 'Flat 2' }, 2),
      await placed({ name: 'Third' }, 1),
    ];
    const sameAddress = [
      await placed({ phone: '0322 0000001', address: 'Shop 5, Anarkali', city: 'Lahore' }),
      await placed({ phone: '0322 0000002', address: '  shop 5, ANARKALI ', city: 'lahore' }),
      await placed({ phone: '0322 0000003', address: 'Shop 5, Anarkali', city: 'Lahore' }),
    ];
    const lastWeek = await placed({}, 24 * 7);
    const honest = await placed({
      phone: '0345 1112223',
      email: 'honest@example.pk',
      address: 'House 1, Block 2',
      city: 'Multan',
    });

    const byRef = new Map((await listed()).map((order) => [order.orderRef, order]));
    for (const order of [...samePhone, ...sameAddress])
      expect(looksFake(byRef.get(order.orderRef)!), order.orderRef).toBe(true);
    expect(byRef.get(lastWeek.orderRef)!.lookalikes).toBe(0);
    expect(byRef.get(honest.orderRef)!.lookalikes).toBe(0);
    // The Orders tab's filter lists exactly those.
    expect((await listed('&lookalike=yes')).map((order) => order.orderRef).sort()).toEqual(
      [...samePhone, ...sameAddress].map((order) => order.orderRef).sort(),
    );
  });

  it('are cancelled at once by the owner, each giving its stock back exactly once, even when the cancel is sent twice at the same moment; a parcel that left is skipped and said so', async () => {
    const run = [
      await placed({ phone: '0333 7770001' }),
      await placed({ phone: '0333 7770001' }),
      await placed({ phone: '0333 7770001' }),
    ];
    const shipped = run[2]!;
    expect(
      (
        await shop.call('PATCH', `/api/orders/${shipped.orderRef}/status`, {
          body: { status: 'shipped', carrier: 'TCS', trackingNumber: 'TCS-9' },
          token: shop.adminToken,
        })
      ).status,
    ).toBe(200);
    const before = pieces();
    const refs = run.map((order) => order.orderRef);
    const answers = await Promise.all(
      [0, 1].map(() =>
        shop.call<{ data: { cancelled: string[]; skipped: { orderRef: string; reason: string }[] } }>(
          'POST',
          '/api/admin/orders/cancel',
          { body: { orderRefs: refs }, token: shop.adminToken },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.flatMap((answer) => answer.body.data.cancelled).sort()).toEqual(refs.slice(0, 2).sort());
    expect(
      answers.flatMap((answer) =>
        answer.body.data.skipped.filter((skip) => skip.orderRef === shipped.orderRef).map((skip) => skip.reason),
      ),
    ).toEqual([
      'The parcel has left: record it as refused when it comes back',
      'The parcel has left: record it as refused when it comes back',
    ]);
    expect(pieces()).toBe(before + 4);
    expect((await shop.call('POST', '/api/admin/orders/cancel', { body: { orderRefs: refs } })).status).toBe(401);
  });

  it("leave out an exchange order: the owner's swap of a size adds to no order's count and has none of its own", async () => {
    await postShirt(shop, shop.adminToken, 'LOOKEX', [
      { size: 'M', color: 'Navy', stock: 5 },
      { size: 'L', color: 'Navy', stock: 5 },
    ]);
    const customer = { phone: '0300 4440001', address: 'House 44, Street 12', city: 'Karachi' };
    const line = { id: 'LOOKEX', size: 'M', color: 'Navy', quantity: 1 };
    const order = async (fields: Partial<typeof buyer>) => {
      const { status, body } = await shop.call<{ data: Order }>('POST', '/api/orders', {
        body: { customer: { ...buyer, ...customer, ...fields }, items: [line] },
      });
      expect(status).toBe(201);
      return body.data;
    };
    // Three more from the phone or the door within the day: the original looks fake with 3, by both parts of the rule.
    const original = await order({});
    const others = [
      await order({}),
      await order({ address: 'Flat 8' }),
      await order({ phone: '0300 4440002', email: 'neighbour@example.pk' }),
    ];
    const run = [original, ...others].map((placedOrder) => placedOrder.orderRef);
    await advanceOrder(shop, shop.adminToken, original.orderRef, ['shipped', 'delivered']);
    const counts = async () =>
      new Map((await listed()).map((listedOrder) => [listedOrder.orderRef, listedOrder.lookalikes]));
    const before = await counts();
    // Flat 8 shares only the phone with two of them, the neighbour only the door.
    expect(run.map((ref) => before.get(ref))).toEqual([3, 3, 2, 2]);

    const { status, body } = await shop.call<{ data: { order: AdminOrder; exchange: AdminOrder } }>(
      'POST',
      `/api/admin/orders/${original.orderRef}/lines/${original.items[0]!.lineId}/exchange`,
      { body: { quantity: 1, size: 'L', color: 'Navy' }, token: shop.adminToken },
    );
    expect(status).toBe(200);
    const exchange = body.data.exchange;
    // Same customer, same phone and address, placed now: still no lookalike of any order.
    expect(exchange).toMatchObject({ exchangeOf: original.orderRef, lookalikes: 0 });
    expect(body.data.order.lookalikes).toBe(3);
    const after = await counts();
    expect(run.map((ref) => after.get(ref))).toEqual([3, 3, 2, 2]);
    expect(after.get(exchange.orderRef)).toBe(0);
    const fakeList = (await listed('&lookalike=yes')).map((listedOrder) => listedOrder.orderRef);
    expect(fakeList).toEqual(expect.arrayContaining(run));
    expect(fakeList).not.toContain(exchange.orderRef);
  });
});
