import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../common/activity';
import type { AdminOrder, Order } from '../../common/orders';
import { changePolicy, saveShirt, testShopForFile } from '../testing/fileShop';
import { advanceOrder, placeCodOrder, type Answer } from '../testing/orders';
import { addStaff, tokenOf } from '../staff/testStaff';
import { activityLog } from './schema';

/** What the owner reads of each kind of entry (decision 0134): what was done to which item, in words. */
const shop = testShopForFile({ rateLimitMax: 100_000 });

const historyOf = async (orderRef: string) =>
  (
    await shop.call<{ data: ActivityEntry[] }>('GET', `/api/admin/orders/${orderRef}/activity`, {
      token: shop.adminToken,
    })
  ).body.data;
const logOf = async (query: string) =>
  (await shop.call<{ data: ActivityEntry[] }>('GET', `/api/admin/activity?${query}`, { token: shop.adminToken })).body
    .data;

async function delivered(quantity = 2): Promise<{ order: Order; title: string }> {
  const shirt = saveShirt(shop, { title: 'Classic White Oxford Shirt', price: 2200, sizes: ['M', 'L'], stock: 20 });
  const placed = await placeCodOrder(shop, [{ id: shirt.id, size: 'M', color: 'White', quantity }], {
    customer: { phone: '03007654321' },
  });
  expect(placed.status).toBe(201);
  await advanceOrder(shop, shop.adminToken, placed.body.data.orderRef, ['confirmed', 'shipped', 'delivered']);
  return { order: placed.body.data, title: shirt.title };
}

describe('the activity log says what was done to which item', () => {
  it('names the shirt, its size and colour and the refund of a return', async () => {
    const { order } = await delivered();
    const answer = await shop.call(
      'POST',
      `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/return`,
      {
        token: shop.adminToken,
        body: { quantity: 1, refund: { amount: 2200, method: 'cash' } },
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [entry] = await historyOf(order.orderRef);
    expect(entry).toMatchObject({ kind: 'order.refund' });
    expect(entry!.sentence).toBe('Returned 1 × Classic White Oxford Shirt (M / White), refunded PKR 2,200 by cash');
  });

  it('says a refund left to decide and recorded later as one sentence naming the returned pieces (decision 0133)', async () => {
    const { order } = await delivered();
    // The order desk's refund limit stays at its default of 0: its return leaves the refund to decide.
    const desk = tokenOf(shop, addStaff(shop, 'orderDesk', 'sentences-desk').id);
    const line = `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}`;
    const returned = await shop.call('POST', `${line}/return`, {
      token: desk,
      body: { quantity: 1, refund: { amount: 0 } },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const refunded = await shop.call('POST', `${line}/refund`, {
      token: shop.adminToken,
      body: { amount: 2200, method: 'cash' },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const [entry] = await historyOf(order.orderRef);
    expect(entry!.sentence).toBe(
      'Refunded PKR 2,200 by cash for 1 × Classic White Oxford Shirt (M / White) returned earlier',
    );
  });

  it('reads a later refund stored in the return’s words as the same one sentence', async () => {
    const stored = (returns: string[]) => ({ returns });
    const was = ['1 × Classic White Oxford Shirt (XL / White), nothing refunded'];
    for (const words of [
      'refunded PKR 2,200 by cash',
      'PKR 2,200 taken off what the courier collects',
      'nothing refunded',
    ])
      shop.deps.db
        .insert(activityLog)
        .values({
          at: new Date(),
          staffId: null,
          staffName: 'old',
          kind: 'order.refund',
          orderRef: 'ORD-OLDLATER1',
          summary: 'as written then',
          before: JSON.stringify(stored(was)),
          after: JSON.stringify(
            stored([...was, `the returned Classic White Oxford Shirt (XL / White) ${words} afterwards`]),
          ),
        })
        .run();
    expect((await logOf('orderRef=ORD-OLDLATER1')).map((entry) => entry.sentence).sort()).toEqual(
      [
        'Refunded PKR 2,200 by cash for the Classic White Oxford Shirt (XL / White) returned earlier',
        'Took PKR 2,200 off what the courier collects for the Classic White Oxford Shirt (XL / White) returned earlier',
        'Refunded nothing for the Classic White Oxford Shirt (XL / White) returned earlier',
      ].sort(),
    );
  });

  it('names the pieces, both sizes and the exchange order of an exchange', async () => {
    const { order } = await delivered();
    const answer = await shop.call<Answer<{ exchange: AdminOrder }>>(
      'POST',
      `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/exchange`,
      { token: shop.adminToken, body: { quantity: 1, size: 'L', color: 'White' } },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [entry] = await historyOf(order.orderRef);
    expect(entry!.sentence).toBe(
      `Exchanged 1 × Classic White Oxford Shirt (M / White) for L / White, exchange order ${answer.body.data.exchange.orderRef}`,
    );
  });

  it('says an order entered, its items in words, the phone in its local form and money in rupees', async () => {
    const shirt = saveShirt(shop, { title: 'Navy Pique Polo Shirt', price: 1800, sizes: ['L'], colors: ['Navy'] });
    const placed = await shop.call<Answer<AdminOrder>>('POST', '/api/admin/orders', {
      token: shop.adminToken,
      body: {
        customer: { name: 'Usman Tariq', phone: '03007654321', address: 'Flat 5, Block 13-D', city: 'Karachi' },
        items: [{ id: shirt.id, size: 'L', color: 'Navy', quantity: 1, priceSeen: 1800 }],
        paymentMethod: 'cod',
        channel: 'whatsapp',
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderRef = placed.body.data.orderRef;
    const [made] = await historyOf(orderRef);
    expect(made!.sentence).toMatch(
      /^Entered the order: 1 × Navy Pique Polo Shirt \(L \/ Navy\) at PKR 1,800; total PKR [\d,]+/,
    );
    expect(made!.sentence).toContain(', for Usman Tariq, 0300 7654321, Flat 5, Block 13-D, Karachi');
    expect(made!.sentence).toMatch(/total PKR [\d,]+ with PKR [\d,]+ delivery/);

    const confirmed = await shop.call('PATCH', `/api/admin/orders/${orderRef}/confirmation`, {
      token: shop.adminToken,
      body: { confirmed: true },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [call] = await historyOf(orderRef);
    expect(call!.sentence).toMatch(/^Confirmed with the customer/);
    expect(call!.sentence).not.toContain('confirmedWithCustomer');
  });

  it('says who was added as what, and an account turned off and back on, by name', async () => {
    const added = await shop.call<{ data: { id: number } }>('POST', '/api/admin/staff', {
      token: shop.adminToken,
      body: { name: 'Sana Khan', username: 'sana.sentence', role: 'orderDesk', password: 'first-pass-123' },
    });
    expect(added.status).toBe(201);
    for (const disabled of [true, false])
      await shop.call('PATCH', `/api/admin/staff/${added.body.data.id}`, {
        token: shop.adminToken,
        body: { disabled },
      });
    const said = (await logOf('kind=staff.create')).concat(await logOf('kind=staff.update'));
    const about = said.filter((entry) => entry.subject === 'sana.sentence').map((entry) => entry.sentence);
    expect(about).toEqual([
      'Added Sana Khan (signs in as sana.sentence) as an Order desk member; must change password at first sign-in',
      'Turned Sana Khan’s account back on',
      'Turned Sana Khan’s account off',
    ]);
  });

  it('says a setting in a group field by field, the phone in its local form and money in rupees', async () => {
    const settings = await shop.call<{ data: { policy: { contact: Record<string, string> } } }>(
      'GET',
      '/api/admin/settings',
      { token: shop.adminToken },
    );
    await changePolicy(shop, {
      shippingFee: 350,
      contact: { ...settings.body.data.policy.contact, phone: '03001112223' },
    } as never);
    const [entry] = await logOf('kind=settings.policy');
    expect(entry!.sentence).toContain('Shipping fee changed from PKR');
    expect(entry!.sentence).toContain('to PKR 350');
    expect(entry!.sentence).toMatch(/Contact phone (changed from .* to|set to) 0300 1112223/);
    expect(entry!.sentence).not.toContain('{');
  });

  it('keeps entries written before these words readable', async () => {
    const old = (kind: string, before: object | null, after: object | null) =>
      shop.deps.db
        .insert(activityLog)
        .values({
          at: new Date(),
          staffId: null,
          staffName: 'old',
          kind,
          orderRef: 'ORD-OLDWORDS1',
          summary: 'as written then',
          before: before && JSON.stringify(before),
          after: after && JSON.stringify(after),
        })
        .run();
    old('order.refund', { returnedPieces: 0, refunded: 0 }, { returnedPieces: 1, refunded: 2200 });
    old('order.exchange', { exchangedPieces: 0 }, { exchangedPieces: 1 });
    old(
      'order.edit',
      { items: ['Classic White Oxford Shirt M/White ×2 @ 2200'], customer: 'Ayesha Malik, 03215556667, Lahore' },
      { items: ['Classic White Oxford Shirt M/White ×1 @ 2200'], customer: 'Ayesha Malik, 03215556668, Lahore' },
    );
    old('order.edit', {}, {});
    old('backup.restore', null, null);
    expect((await logOf('orderRef=ORD-OLDWORDS1')).map((entry) => entry.sentence)).toEqual([
      'as written then',
      'Saved with nothing changed',
      'Changed the items from 2 × Classic White Oxford Shirt (M / White) at PKR 2,200 to 1 × Classic White Oxford Shirt (M / White) at PKR 2,200. Changed the customer’s details from Ayesha Malik, 0321 5556667, Lahore to Ayesha Malik, 0321 5556668, Lahore',
      'Exchanged 1 piece',
      'Returned 1 piece, refunded PKR 2,200',
    ]);
  });

  it('exports the time in Pakistan, the kind in words and the same sentence as the screen', async () => {
    const { order } = await delivered(1);
    const [entry] = await historyOf(order.orderRef);
    const csv = await fetch(`${shop.url}/api/admin/activity/export?orderRef=${order.orderRef}`, {
      headers: { Authorization: `Bearer ${shop.adminToken}` },
    });
    const [head, ...rows] = (await csv.text()).trim().split('\n');
    expect(head).toBe('When (Pakistan time),Who,Kind,Order,Product,About,What,Before,After');
    const last = rows[rows.length - 1]!;
    const pakistan = new Date(Date.parse(entry!.at) + 5 * 60 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(last.startsWith(`${pakistan},owner,Order status,${order.orderRef},`)).toBe(true);
    expect(last).toContain(entry!.sentence);
    expect(entry!.sentence).toBe('Moved the order from Shipped to Delivered');
  });
});
