import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '../../common/orders';
import { outbox } from '../mail/schema';
import { noteNetworkOrigin } from '../shop/publicUrl';
import { changePolicy, saveNavyShirt, testShopForFile } from '../testing/fileShop';

/** Issue 35 item 15: what the order mails say about paying, and where their links go. */
const shop = testShopForFile();

type Answer<T> = { success: boolean; data: T; shopperLink?: string };
const customer = {
  name: 'Sana Iqbal',
  email: 'sana@example.pk',
  phone: '0300 5556667',
  address: 'House 5, DHA Phase 6',
  city: 'Karachi',
};
const shirt = () => saveNavyShirt(shop, { M: 20 });
/** The owner enters a WhatsApp order by hand for one Navy shirt. */
const whatsAppOrder = () =>
  shop.call<Answer<AdminOrder>>('POST', '/api/admin/orders', {
    token: shop.adminToken,
    body: {
      channel: 'whatsapp',
      customer,
      items: [{ id: shirt().id, size: 'M', color: 'Navy', quantity: 1 }],
      paymentMethod: 'cod',
    },
  });
const lastMail = () => shop.deps.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1).get()!;
const admin = (method: 'PATCH', path: string, body: Record<string, unknown>) =>
  shop.call<Answer<Order>>(method, path, { body, token: shop.adminToken });

const offerBankTransfer = () =>
  changePolicy(shop, {
    paymentMethods: ['cod', 'bank'],
    bank: {
      bankName: 'Meezan Bank',
      accountTitle: 'Karachi Shirt Co',
      accountNumber: '0101-0102345678',
      iban: 'PK71MEZN0001010102345678',
    },
    receiptWhatsApp: '0300 1234567',
  });

describe('the bank-transfer order mail (issue 35)', () => {
  it('says how much to send, to which account, and where the receipt goes', async () => {
    await offerBankTransfer();
    const { id } = shirt();
    const placed = await shop.call<Answer<Order>>('POST', '/api/orders', {
      body: { customer, items: [{ id, size: 'M', color: 'Navy', quantity: 1 }], paymentMethod: 'bank' },
    });
    expect(placed.status).toBe(201);
    const { text } = lastMail();
    expect(text).toContain('Bank transfer: please send PKR 2,800 to:');
    expect(text).toContain('Account title: Karachi Shirt Co');
    expect(text).toContain('Account number: 0101-0102345678');
    expect(text).toContain('IBAN: PK71MEZN0001010102345678');
    expect(text).toContain(`on WhatsApp to 0300 1234567 with your order reference ${placed.body.data.orderRef}`);
  });
});

describe('the shipped mail (issue 35)', () => {
  it('asks a cash-on-delivery customer to keep the total ready, and tells one who paid there is nothing to pay', async () => {
    await offerBankTransfer();
    const { id } = shirt();
    const place = (paymentMethod: 'cod' | 'bank') =>
      shop.call<Answer<Order>>('POST', '/api/orders', {
        body: { customer, items: [{ id, size: 'M', color: 'Navy', quantity: 1 }], paymentMethod },
      });
    const ship = (orderRef: string) =>
      admin('PATCH', `/api/orders/${orderRef}/status`, {
        status: 'shipped',
        carrier: 'TCS',
        trackingNumber: `T-${orderRef}`,
      });

    const cod = (await place('cod')).body.data.orderRef;
    await ship(cod);
    expect(lastMail().text).toContain('Please keep PKR 2,800 ready for the rider.');

    const bank = (await place('bank')).body.data.orderRef;
    expect((await admin('PATCH', `/api/admin/orders/${bank}/payment`, { payment: 'paid' })).status).toBe(200);
    await ship(bank);
    const shipped = lastMail().text;
    expect(shipped).toContain('Your payment is received: there is nothing to pay at the door.');
    expect(shipped).not.toMatch(/keep PKR/);
  });
});

describe('order links without a saved shop address (issue 35)', () => {
  it("use the shop's network address, not 127.0.0.1, in the hand order's link and in every mail", async () => {
    const port = Number(new URL(shop.url).port);
    noteNetworkOrigin(shop.deps.db, '0.0.0.0', port, {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true, netmask: '', mac: '', cidr: null }],
      wlan0: [{ address: '192.168.1.20', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null }],
    });
    const network = `http://192.168.1.20:${port}`;
    const placed = await whatsAppOrder();
    const ref = placed.body.data.orderRef;
    expect(placed.body.shopperLink).toBe(`${network}/order/${ref}#email=sana%40example.pk`);
    expect(lastMail().text).toContain(`${network}/order/${ref}`);
    await admin('PATCH', `/api/orders/${ref}/status`, { status: 'confirmed' });
    expect(lastMail().text).toContain(`${network}/order/${ref}`);
    expect(lastMail().text).not.toContain('127.0.0.1');
  });

  it("use the shop's saved address over the network address once the owner saves one", async () => {
    const port = Number(new URL(shop.url).port);
    noteNetworkOrigin(shop.deps.db, '0.0.0.0', port, {
      wlan0: [{ address: '192.168.1.20', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null }],
    });
    const saved = await shop.call('PUT', '/api/admin/settings/public-url', {
      token: shop.adminToken,
      body: { url: 'https://shirts.example.pk' },
    });
    expect(saved.status).toBe(200);
    const placed = await whatsAppOrder();
    const ref = placed.body.data.orderRef;
    expect(placed.body.shopperLink).toBe(`https://shirts.example.pk/order/${ref}#email=sana%40example.pk`);
    await admin('PATCH', `/api/orders/${ref}/status`, { status: 'confirmed' });
    expect(lastMail().text).toContain(`https://shirts.example.pk/order/${ref}`);
    expect(lastMail().text).not.toContain('192.168.1.20');
    await shop.call('PUT', '/api/admin/settings/public-url', { token: shop.adminToken, body: { url: null } });
  });
});
