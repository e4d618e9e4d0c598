import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '../../common/orders';
import { outbox } from '../mail/schema';
import { changePolicy, saveNavyShirt, testShopForFile } from '../testing/fileShop';

/** Issue 35: orders by hand need a phone, not an e-mail; walk-in and pick-up need no address and pay no delivery. */
const shop = testShopForFile();

type Answer<T> = { success: boolean; data: T; message: string; code?: string; shopperLink?: string };
const phoneOnly = { name: 'Rashid Mehmood', phone: '0301 7654321', address: 'Shop 4, Anarkali', city: 'Lahore' };
const shirt = () => saveNavyShirt(shop, { M: 20 });
const oneShirt = (id: string) => [{ id, size: 'M', color: 'Navy', quantity: 1 }];
const handOrder = (body: Record<string, unknown>) =>
  shop.call<Answer<AdminOrder>>('POST', '/api/admin/orders', {
    body: { paymentMethod: 'cod', channel: 'whatsapp', ...body },
    token: shop.adminToken,
  });
const webOrder = (body: Record<string, unknown>) =>
  shop.call<Answer<Order>>('POST', '/api/orders', { body: { paymentMethod: 'cod', ...body } });
const mails = () => shop.deps.db.select().from(outbox).all();
const setStatus = (orderRef: string, status: string, extra: Record<string, unknown> = {}) =>
  shop.call<Answer<Order>>('PATCH', `/api/orders/${orderRef}/status`, {
    body: { status, ...extra },
    token: shop.adminToken,
  });
const setEmailOptional = (on: boolean) => changePolicy(shop, { checkoutEmailOptional: on });

describe('an order by hand with a phone and no e-mail (issue 35 item 1)', () => {
  it('is placed, mails nobody, and goes through confirm and ship without a mail or a crash', async () => {
    const { id } = shirt();
    const before = mails().length;
    const placed = await handOrder({ customer: phoneOnly, items: oneShirt(id) });
    expect(placed.status).toBe(201);
    expect(placed.body.data.customer).toMatchObject({ email: '', phone: '03017654321' });
    // The link the owner sends on WhatsApp has no e-mail in it.
    expect(placed.body.shopperLink).toMatch(new RegExp(`/order/${placed.body.data.orderRef}$`));
    const ref = placed.body.data.orderRef;
    expect((await setStatus(ref, 'confirmed')).status).toBe(200);
    expect((await setStatus(ref, 'shipped', { carrier: 'TCS', trackingNumber: 'TCS123' })).status).toBe(200);
    expect(mails().length).toBe(before);
  });

  it('still needs the phone, said at its field', async () => {
    const { id } = shirt();
    const refused = await handOrder({ customer: { ...phoneOnly, phone: '' }, items: oneShirt(id) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/phone/i);
  });

  it('refuses an e-mail that is typed wrong', async () => {
    const { id } = shirt();
    const refused = await handOrder({ customer: { ...phoneOnly, email: 'rashid@' }, items: oneShirt(id) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please enter a valid email address');
  });
});

describe("the website's checkout and the owner's e-mail setting (issue 35 item 1)", () => {
  it('needs an e-mail by default, and takes a phone-only order once the owner makes it optional', async () => {
    const { id } = shirt();
    const refused = await webOrder({ customer: phoneOnly, items: oneShirt(id) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION', message: 'Email is required' });

    await setEmailOptional(true);
    const before = mails().length;
    const placed = await webOrder({ customer: phoneOnly, items: oneShirt(id) });
    expect(placed.status).toBe(201);
    expect(placed.body.data.customer.email).toBe('');
    expect(mails().length).toBe(before);

    await setEmailOptional(false);
    expect((await webOrder({ customer: phoneOnly, items: oneShirt(id) })).status).toBe(400);
  });
});

describe('walk-in and pick-up orders (issue 35 item 16)', () => {
  it('a walk-in needs no address or city and pays no delivery', async () => {
    const { id } = shirt();
    const placed = await handOrder({
      channel: 'walk-in',
      customer: { name: 'Counter sale', phone: '0301 7654321' },
      items: oneShirt(id),
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ shippingCost: 0, total: 2500, pickup: true, channel: 'walk-in' });
    expect(placed.body.data.customer).toMatchObject({ address: '', city: '' });
  });

  it('a WhatsApp order the customer collects pays no delivery; one to deliver needs its address and pays it', async () => {
    const { id } = shirt();
    const collected = await handOrder({
      pickup: true,
      customer: { name: 'Rashid', phone: '0301 7654321' },
      items: oneShirt(id),
    });
    expect(collected.status).toBe(201);
    expect(collected.body.data).toMatchObject({ shippingCost: 0, total: 2500, pickup: true });

    const noAddress = await handOrder({ customer: { name: 'Rashid', phone: '0301 7654321' }, items: oneShirt(id) });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).toBe('Address is required for delivery');

    const delivered = await handOrder({ customer: phoneOnly, items: oneShirt(id) });
    expect(delivered.body.data.shippingCost).toBe(300);
  });
});

describe("the owner's note on a customer (issue 35 item 18)", () => {
  it('is on every order from that number', async () => {
    const { id } = shirt();
    const phone = '0345 1212121';
    const placed = await handOrder({ customer: { ...phoneOnly, phone }, items: oneShirt(id) });
    await shop.call('PUT', '/api/admin/buyers/03451212121', {
      body: { note: 'Prefers evening calls', confirmByCall: false },
      token: shop.adminToken,
    });
    const listed = await shop.call<Answer<AdminOrder[]>>('GET', `/api/orders?q=${placed.body.data.orderRef}`, {
      token: shop.adminToken,
    });
    expect(listed.body.data[0]!.customerNote).toBe('Prefers evening calls');
    const other = await handOrder({ customer: phoneOnly, items: oneShirt(id) });
    expect(other.body.data.customerNote).toBe('');
  });
});
