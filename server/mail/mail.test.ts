import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../common/admin';
import { DEFAULT_MESSAGE_TEMPLATES, type MailSettings } from '../../common/mail';
import { saveOxford, setCellStock, testShopForFile } from '../testing/fileShop';
import { startSmtpFake, type SmtpFake } from '../testing/smtpFake';
import { UNLIMITED_ORDERS_ENV } from '../testing/testShop';
import { queueMail, RETRY_AFTER_MINUTES } from './mailer';
import { outbox } from './schema';
import { placeCodOrder, recordParcelBack } from '../testing/orders';

const LOGIN = { user: 'orders@karachishirts.pk', pass: 'right-app-password' };
/** Every failed test mail is answered this long after the ask (the shop's own default is 10 s). */
const TEST_ANSWER_MS = 600;
const UNREACHABLE =
  'The test mail did not go out: could not reach the mail server. Check its name, port, user and password, then try again.';
let smtp: SmtpFake;
let clock = new Date('2026-11-25T09:00:00Z');
const shop = testShopForFile({
  env: { ...UNLIMITED_ORDERS_ENV, SMTP_TEST_ANSWER_MS: String(TEST_ANSWER_MS) },
  overrides: { now: () => clock },
});

beforeAll(async () => {
  smtp = await startSmtpFake(LOGIN);
  saveOxford(shop, { id: 'MAILSHIRT', price: 2000, stock: 50 }, clock);
  expect(
    (
      await shop.call('PUT', '/api/admin/settings/public-url', {
        body: { url: 'https://shop.example.pk' },
        token: shop.adminToken,
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await shop.close();
  await smtp.close();
});

const server = (change: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  user: LOGIN.user,
  password: LOGIN.pass,
  from: 'orders@karachishirts.pk',
  ...change,
});
const saveServer = (body: Record<string, unknown>) =>
  shop.call<{ data: MailSettings; message: string }>('PUT', '/api/admin/settings/mail/server', {
    body,
    token: shop.adminToken,
  });
const placeOrder = async (email: string) => {
  const placed = await placeCodOrder(shop, [{ id: 'MAILSHIRT', size: 'M', color: 'White', quantity: 1 }], {
    customer: { name: 'Ayesha Khan', email },
  });
  expect(placed.status).toBe(201);
  return placed.body.data.orderRef;
};
/** The owner's message templates saved, as the Settings screen saves them. */
const saveTemplates = (body: unknown) =>
  shop.call<{ code: string; message: string }>('PUT', '/api/admin/settings/mail/templates', {
    body,
    token: shop.adminToken,
  });
/** The owner's test mail to owner@example.pk, through the mail server saved. */
const sendTestMail = () =>
  shop.call<{ code: string; message: string }>('POST', '/api/admin/settings/mail/test', {
    body: { to: 'owner@example.pk' },
    token: shop.adminToken,
  });
const setStatus = (orderRef: string, body: Record<string, unknown>) =>
  shop.call('PATCH', `/api/orders/${orderRef}/status`, { body, token: shop.adminToken });
const outboxTo = (email: string) => shop.deps.db.select().from(outbox).where(eq(outbox.to, email)).all();
/** Mails go out after the answer: waits until the outbox shows what the test expects. */
async function outboxOnce<T>(find: () => T | undefined): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the outbox never showed it');
}

beforeEach(async () => {
  expect((await saveServer(server())).status).toBe(200);
  expect((await saveTemplates(DEFAULT_MESSAGE_TEMPLATES)).status).toBe(200);
});

describe('the mail server the owner sets in Settings (docs/architecture.md, Messages that go out)', () => {
  it('keeps the password write-only: the settings say one is saved, and saving without it keeps it', async () => {
    const read = await shop.call<{ data: MailSettings }>('GET', '/api/admin/settings/mail', { token: shop.adminToken });
    expect(read.body.data.smtp).toEqual({
      host: '127.0.0.1',
      port: smtp.port,
      user: LOGIN.user,
      from: 'orders@karachishirts.pk',
      passwordSaved: true,
      fromEnvironment: false,
    });
    expect(JSON.stringify(read.body)).not.toContain(LOGIN.pass);
    // Stored sealed: the database, and so a backup of it, does not hold the password readable.
    expect(
      JSON.stringify(shop.deps.db.$client.prepare("select value from settings where key = 'mail.smtp'").pluck().get()),
    ).not.toContain(LOGIN.pass);
    const { password: _kept, ...withoutPassword } = server();
    expect((await saveServer(withoutPassword)).body.data.smtp.passwordSaved).toBe(true);
    expect((await sendTestMail()).status).toBe(200);
    expect((await saveServer({ ...withoutPassword, password: null })).body.data.smtp.passwordSaved).toBe(false);
  });

  it('sends a test mail through it, and says only that it could not reach the mail server when the login is refused', async () => {
    const sent = await sendTestMail();
    expect(sent).toMatchObject({
      status: 200,
      body: { message: 'A test mail went to owner@example.pk. If it is not in the inbox, look in spam.' },
    });
    await smtp.waitFor((mail) => mail.to.includes('owner@example.pk') && mail.subject.includes('test mail'));

    await saveServer(server({ password: 'a-wrong-password' }));
    const refused = await sendTestMail();
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('UNAVAILABLE');
    // Not the remote server's words (issue 33): they go to the log.
    expect(refused.body.message).toBe(UNREACHABLE);
    expect(JSON.stringify(refused.body)).not.toMatch(/535|fake\.smtp\.test|Username/);
  });

  it('answers a refused login, a closed port and a silent server alike, after the same time (issue 33)', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const silentSockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => silentSockets.add(socket.on('error', () => undefined)));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const cases = {
        'refused login': server({ password: 'a-wrong-password' }),
        'closed port': server({ port: closed }),
        'silent server': server({ port: (silent.address() as net.AddressInfo).port }),
      };
      const times: number[] = [];
      for (const [what, settings] of Object.entries(cases)) {
        expect((await saveServer(settings)).status).toBe(200);
        const started = Date.now();
        const answer = await sendTestMail();
        times.push(Date.now() - started);
        expect({ what, status: answer.status, message: answer.body.message }).toEqual({
          what,
          status: 503,
          message: UNREACHABLE,
        });
      }
      for (const time of times) expect(time).toBeGreaterThanOrEqual(TEST_ANSWER_MS - 5);
      expect(Math.max(...times) - Math.min(...times)).toBeLessThan(250);
    } finally {
      for (const socket of silentSockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses a mail server name, port or sender that cannot be right, with a message', async () => {
    expect((await saveServer(server({ host: 'smtp gmail com' }))).body).toMatchObject({
      code: 'VALIDATION',
      message: 'The mail server looks like smtp.gmail.com',
    });
    expect((await saveServer(server({ port: 0 }))).body).toMatchObject({
      code: 'VALIDATION',
      message: 'The port is a whole number, usually 587 or 465',
    });
    expect((await saveServer(server({ from: 'orders' }))).body).toMatchObject({
      code: 'VALIDATION',
      message: 'The sender address must be an e-mail address, e.g. orders@yourshop.pk',
    });
  });
});

describe('the shopper hears as the order moves on, in the owner’s words', () => {
  it('mails the shipped message with the courier, tracking number and the link to the order', async () => {
    const email = 'ayesha.shipped@example.pk';
    const orderRef = await placeOrder(email);
    expect(
      (await setStatus(orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'TCS-7781234' })).status,
    ).toBe(200);
    const mail = await smtp.waitFor(
      (received) => received.to.includes(email) && received.subject.includes('on its way'),
    );
    expect(mail.subject).toBe(`Karachi Shirt Co.: order ${orderRef} is on its way`);
    expect(mail.text).toContain(
      'with TCS, tracking number TCS-7781234.\nFollow the parcel: https://www.tcsexpress.com/track/TCS-7781234',
    );
    expect(mail.text).toContain(
      `Your order: https://shop.example.pk/order/${orderRef}#email=ayesha.shipped%40example.pk`,
    );
    expect(mail.from).toContain('orders@karachishirts.pk');
  });

  it('mails confirmed, delivered and refused once each, and nothing for putting a status back', async () => {
    const email = 'ayesha.steps@example.pk';
    const orderRef = await placeOrder(email);
    await setStatus(orderRef, { status: 'confirmed' });
    await setStatus(orderRef, { status: 'shipped', carrier: 'Leopards', trackingNumber: 'LP1' });
    await setStatus(orderRef, { status: 'confirmed' });
    await setStatus(orderRef, { status: 'shipped' });
    await setStatus(orderRef, { status: 'delivered' });
    await recordParcelBack(shop, shop.adminToken, orderRef, 'refused');
    await smtp.waitFor((mail) => mail.to.includes(email) && mail.subject.includes('came back'));
    expect(outboxTo(email).map((mail) => mail.subject.replace(orderRef, 'REF'))).toEqual([
      'Karachi Shirt Co.: order REF received',
      'Karachi Shirt Co.: order REF confirmed',
      'Karachi Shirt Co.: order REF is on its way',
      'Karachi Shirt Co.: order REF delivered',
      'Karachi Shirt Co.: order REF came back to us',
    ]);
  });

  it('uses the templates the owner wrote, and refuses a placeholder it does not know', async () => {
    const english = {
      ...DEFAULT_MESSAGE_TEMPLATES.en,
      shipped: {
        subject: 'Aap ka parcel {orderRef} nikal gaya',
        body: '{name}, {courier} number {trackingNumber}: {trackingLink}',
      },
    };
    const templates = { ...DEFAULT_MESSAGE_TEMPLATES, en: english };
    expect((await saveTemplates(templates)).status).toBe(200);
    const email = 'ayesha.words@example.pk';
    const orderRef = await placeOrder(email);
    await setStatus(orderRef, { status: 'shipped', carrier: 'M&P', trackingNumber: 'MP-55' });
    const mail = await smtp.waitFor(
      (received) => received.to.includes(email) && received.subject.includes('nikal gaya'),
    );
    expect(mail.text.trim()).toBe(
      `Ayesha Khan, M&P number MP-55: https://shop.example.pk/order/${orderRef}#email=ayesha.words%40example.pk`,
    );

    const unknown = {
      ...templates,
      en: { ...english, delivered: { subject: 'Delivered {orderNumber}', body: 'Thanks' } },
    };
    expect((await saveTemplates(unknown)).body).toMatchObject({
      code: 'VALIDATION',
      message:
        'The subject: {orderNumber} is not a placeholder. Use {name}, {orderRef}, {shopName}, {total}, {courier}, {trackingNumber}, {courierLink}, {trackingLink}, {toPay}',
    });
  });

  it('queues the mail in the transaction of the change: a change refused for want of stock mails nothing', async () => {
    const email = 'ayesha.rollback@example.pk';
    const orderRef = await placeOrder(email);
    await setStatus(orderRef, { status: 'cancelled' });
    setCellStock(shop, 'MAILSHIRT', 0);
    try {
      expect((await setStatus(orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'T1' })).status).toBe(409);
    } finally {
      setCellStock(shop, 'MAILSHIRT', 50);
    }
    expect(outboxTo(email).map((mail) => mail.subject)).toEqual([
      `Karachi Shirt Co.: order ${orderRef} received`,
      `Karachi Shirt Co.: order ${orderRef} cancelled`,
    ]);
  });
});

describe('the outbox tries again what failed', () => {
  it('gives up after the last wait; the mail stays in the outbox with the error', async () => {
    await saveServer(server({ password: 'a-wrong-password' }));
    const email = 'ayesha.giveup@example.pk';
    await placeOrder(email);
    const confirmation = () => outboxTo(email)[0]!;
    await outboxOnce(() => confirmation().error);
    for (const wait of RETRY_AFTER_MINUTES) {
      clock = new Date(clock.getTime() + wait * 60_000);
      await shop.deps.mailer.sendDue();
    }
    expect(confirmation()).toMatchObject({
      sentAt: null,
      attempts: RETRY_AFTER_MINUTES.length + 1,
      nextAttemptAt: null,
    });
    expect(confirmation().error).toContain('535');
  });

  it('tries a failed mail again after a wait, and the owner can send one again at once', async () => {
    await saveServer(server({ password: 'a-wrong-password' }));
    const email = 'ayesha.retry@example.pk';
    const orderRef = await placeOrder(email);
    await setStatus(orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'TCS-1' });
    const first = await outboxOnce(() =>
      outboxTo(email).find((kept) => kept.subject.includes('on its way') && kept.error),
    );
    expect(first).toMatchObject({
      attempts: 1,
      sentAt: null,
      nextAttemptAt: new Date(clock.getTime() + RETRY_AFTER_MINUTES[0] * 60_000),
    });
    expect(first.error).toContain('535');

    // The order confirmation, sent when the order was placed, failed the same way.
    const confirmation = await outboxOnce(() =>
      outboxTo(email).find((kept) => kept.subject.includes('received') && kept.error),
    );
    expect(confirmation).toMatchObject({ sentAt: null, attempts: 1 });

    // The owner corrects the password: nothing goes before its wait is over, unless the owner sends it again.
    await saveServer(server());
    await shop.deps.mailer.sendDue();
    expect(outboxTo(email).every((kept) => kept.sentAt === null)).toBe(true);
    const again = await shop.call('POST', `/api/admin/outbox/${confirmation.id}/send`, { token: shop.adminToken });
    expect(again).toMatchObject({ status: 200, body: { message: 'Sent again' } });
    const listed = await shop.call<{ data: OutboxMail[] }>('GET', '/api/admin/outbox', { token: shop.adminToken });
    expect(listed.body.data.find((mail) => mail.id === confirmation.id)).toMatchObject({
      sentAt: clock.toISOString(),
      error: null,
      attempts: 0,
    });
    expect(outboxTo(email).find((kept) => kept.id === first.id)?.sentAt).toBeNull();

    clock = new Date(clock.getTime() + RETRY_AFTER_MINUTES[0] * 60_000);
    await shop.deps.mailer.sendDue();
    expect(outboxTo(email).find((kept) => kept.id === first.id)).toMatchObject({
      sentAt: clock,
      error: null,
      nextAttemptAt: null,
    });
    expect(smtp.mails.filter((mail) => mail.to.includes(email) && mail.subject.includes('on its way'))).toHaveLength(1);
    // A mail that went is not sent twice.
    expect(
      (await shop.call('POST', `/api/admin/outbox/${confirmation.id}/send`, { token: shop.adminToken })).status,
    ).toBe(404);
  });

  it('hands each mail over once, however many sweeps are asked for at the same time', async () => {
    const to = (index: number) => `burst${index}@example.pk`;
    for (let index = 0; index < 12; index++)
      queueMail(shop.deps.db, { to: to(index), subject: 'Burst', text: `Mail ${index}` }, clock);
    await Promise.all(Array.from({ length: 6 }, () => shop.deps.mailer.sendDue()));
    await smtp.waitFor((mail) => mail.to.includes(to(11)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let index = 0; index < 12; index++)
      expect(smtp.mails.filter((mail) => mail.to.includes(to(index)))).toHaveLength(1);
  });
});
