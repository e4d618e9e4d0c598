import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../common/activity';
import type { AdminOrder } from '../../common/orders';
import { saveNavyShirt, testShopForFile } from '../testing/fileShop';

/** Decision 0137: the order desk corrects the customer's name and e-mail while the order can be changed. */
const shop = testShopForFile();

type Answer<T> = { success: boolean; data: T; message: string };
const customer = {
  name: 'Sana Kan',
  email: 'sana@exmaple.pk',
  phone: '0333 4445556',
  address: 'House 9, Street 4, F-7',
  city: 'Islamabad',
};
const line = (id: string) => ({ id, size: 'M', color: 'Navy', quantity: 1 });
async function placed(): Promise<{ order: AdminOrder; shirtId: string }> {
  const shirt = saveNavyShirt(shop, { M: 10, L: 0 });
  const answer = await shop.call<Answer<AdminOrder>>('POST', '/api/admin/orders', {
    body: { customer, paymentMethod: 'cod', channel: 'whatsapp', items: [line(shirt.id)] },
    token: shop.adminToken,
  });
  expect(answer.status).toBe(201);
  return { order: answer.body.data, shirtId: shirt.id };
}
const edit = (orderRef: string, shirtId: string, body: Record<string, unknown>) =>
  shop.call<Answer<AdminOrder>>('PUT', `/api/admin/orders/${orderRef}`, {
    body: { phone: customer.phone, address: customer.address, city: customer.city, items: [line(shirtId)], ...body },
    token: shop.adminToken,
  });
const historyOf = async (orderRef: string) =>
  (
    await shop.call<{ data: ActivityEntry[] }>('GET', `/api/admin/orders/${orderRef}/activity`, {
      token: shop.adminToken,
    })
  ).body.data.map((entry) => entry.sentence);

describe('correcting the customer on an order (PUT /api/admin/orders/:orderRef)', () => {
  it('changes the name and e-mail, and the History says each as it was and is', async () => {
    const { order, shirtId } = await placed();
    const { status, body } = await edit(order.orderRef, shirtId, { name: 'Sana Khan', email: 'Sana@Example.pk ' });
    expect(status).toBe(200);
    expect(body.data.customer).toMatchObject({ name: 'Sana Khan', email: 'sana@example.pk' });
    expect(body.data.total).toBe(order.total);
    const [latest] = await historyOf(order.orderRef);
    expect(latest).toBe(
      'Changed the name from "Sana Kan" to "Sana Khan". Changed the e-mail from "sana@exmaple.pk" to "sana@example.pk"',
    );
    expect(body.data.edits.at(-1)?.summary).toBe('Name → Sana Khan; e-mail → sana@example.pk');
  });

  it('takes the e-mail off when it is sent empty, and leaves both as they were when they are not sent', async () => {
    const { order, shirtId } = await placed();
    expect((await edit(order.orderRef, shirtId, { address: 'Flat 2, Blue Area' })).body.data.customer).toMatchObject({
      name: 'Sana Kan',
      email: 'sana@exmaple.pk',
    });
    const cleared = await edit(order.orderRef, shirtId, { address: 'Flat 2, Blue Area', email: '' });
    expect(cleared.body.data.customer.email).toBe('');
    expect((await historyOf(order.orderRef))[0]).toBe('Took off the e-mail "sana@exmaple.pk"');
  });

  it('says a name corrected with the phone changed as two clauses', async () => {
    const { order, shirtId } = await placed();
    await edit(order.orderRef, shirtId, { name: 'Sana Khan', phone: '0300 1234567' });
    expect((await historyOf(order.orderRef))[0]).toBe(
      'Changed the name from "Sana Kan" to "Sana Khan". Changed the customer’s details from 0333 4445556, House 9, Street 4, F-7, Islamabad to 0300 1234567, House 9, Street 4, F-7, Islamabad',
    );
  });

  it('refuses an empty name, and any correction once the order has shipped, changing nothing', async () => {
    const { order, shirtId } = await placed();
    const empty = await edit(order.orderRef, shirtId, { name: '  ' });
    expect(empty.status).toBe(400);
    await shop.call('PATCH', `/api/orders/${order.orderRef}/status`, {
      body: { status: 'shipped', carrier: 'TCS', trackingNumber: 'ISB-7' },
      token: shop.adminToken,
    });
    const late = await edit(order.orderRef, shirtId, { name: 'Sana Khan' });
    expect(late.status).toBe(409);
    const listed = await shop.call<Answer<AdminOrder[]>>('GET', `/api/orders?q=${order.orderRef}`, {
      token: shop.adminToken,
    });
    expect(listed.body.data[0]!.customer.name).toBe('Sana Kan');
  });
});

describe('an e-mail changed on an order (PUT /api/admin/orders/:orderRef)', () => {
  const KEY = 'K7Q2M9X4P1R8T6W3Z5N0';
  const placeWith = (email: string) =>
    shop.call<Answer<AdminOrder> & { shopperLink: string }>('POST', '/api/admin/orders', {
      body: { checkoutKey: KEY, customer: { ...customer, email }, paymentMethod: 'cod', channel: 'whatsapp', items },
      token: shop.adminToken,
    });
  let items: ReturnType<typeof line>[] = [];

  it('takes an e-mail another order of the same checkout has, and the checkout’s repeat still answers its own order', async () => {
    items = [line(saveNavyShirt(shop, { M: 10, L: 0 }).id)];
    // One checkout key sent with two e-mails (the first answer lost, the e-mail then corrected): two orders.
    const first = await placeWith('sana@example.pk');
    const second = await placeWith('sana@exmaple.pk');
    expect([first.status, second.status]).toEqual([201, 201]);
    const corrected = await edit(second.body.data.orderRef, items[0]!.id, { email: 'sana@example.pk' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.customer.email).toBe('sana@example.pk');
    // The checkout sent again is still the first order, placed once, whichever e-mail it carries.
    const again = await placeWith('sana@example.pk');
    expect(again.status).toBe(200);
    expect(again.body.data.orderRef).toBe(first.body.data.orderRef);
  });

  it('opens the order by the new e-mail and the phone, not the old e-mail, and tells the owner so', async () => {
    const { order, shirtId } = await placed();
    const track = (proof: Record<string, string>) =>
      shop.call('GET', `/api/orders/track?${new URLSearchParams({ orderRef: order.orderRef, ...proof }).toString()}`);
    expect((await track({ email: 'sana@exmaple.pk' })).status).toBe(200);
    const changed = await edit(order.orderRef, shirtId, { email: 'sana@example.pk' });
    expect(changed.body.message).toBe(
      `Order ${order.orderRef} changed. A link to it sent before with the old e-mail no longer opens it: send the customer its link again (the phone number still opens it).`,
    );
    expect((await track({ email: 'sana@exmaple.pk' })).status).toBe(404);
    expect((await track({ email: 'sana@example.pk' })).status).toBe(200);
    expect((await track({ phone: customer.phone })).status).toBe(200);
    // A change that leaves the e-mail as it was, or gives one to an order that had none, says nothing of links.
    const other = await edit(order.orderRef, shirtId, { email: 'sana@example.pk', address: 'House 10, Street 4, F-7' });
    expect(other.body.message).toBe(`Order ${order.orderRef} changed`);
    await edit(order.orderRef, shirtId, { email: '' });
    expect((await edit(order.orderRef, shirtId, { email: 'sana@example.pk' })).body.message).toBe(
      `Order ${order.orderRef} changed`,
    );
  });
});
