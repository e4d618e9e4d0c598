import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startShopServer, type RunningShop } from '../start';
import { startSmtpFake } from '../testing/smtpFake';
import { copyTemplate, templateDataDir } from '../testing/templateShop';
import { startTestShop, TEST_ADMIN, UNLIMITED_ORDERS_ENV } from '../testing/testShop';
import { outbox } from './schema';
import { saveOxford } from '../testing/fileShop';

/**
 * Issue 33, point 5: an order confirmation kept while the mail server does not answer must not be
 * lost when the app quits before the answer. The first run's mail server accepts the connection and
 * never speaks; the shop is closed mid-send; the next run, with a mail server that answers, sends it.
 */
const LOGIN = { user: 'orders@karachishirts.pk', pass: 'right-app-password' };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-quit-mid-send-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = (smtpPort: number) =>
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    SHOP_DATA_DIR: dataDir,
    SHOP_DEMO_DATA: '0',
    SHOP_ADMIN_USER: TEST_ADMIN.username,
    SHOP_ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'silent',
    SMTP_URL: `smtp://${encodeURIComponent(LOGIN.user)}:${LOGIN.pass}@127.0.0.1:${smtpPort}`,
    SMTP_FROM: LOGIN.user,
    ...UNLIMITED_ORDERS_ENV,
  });

/** A mail server that takes the connection and never says a word, as a stuck one does. */
async function silentMailServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connected: () => sockets.size > 0,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function until(check: () => boolean, what: string) {
  for (let tries = 0; tries < 250; tries++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never happened: ${what}`);
}

it('a confirmation being sent when the app quits goes out after the restart', async () => {
  const silent = await silentMailServer();
  const first = config(silent.port);
  copyTemplate(await templateDataDir(first, false), dataDir);
  let clock = new Date('2026-11-27T09:00:00Z');
  let shop: RunningShop = await startShopServer(first, { now: () => clock });
  saveOxford(shop, { id: 'QUIT', price: 2000, stock: 5 }, clock);
  const placed = await fetch(`${shop.url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customer: {
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        phone: '0300 1234567',
        address: 'House 5',
        city: 'Lahore',
      },
      items: [{ id: 'QUIT', size: 'M', color: 'White', quantity: 1 }],
    }),
  });
  expect(placed.status).toBe(201);
  const { orderRef } = ((await placed.json()) as { data: { orderRef: string } }).data;
  // The mail is being handed over: the connection is open and the server says nothing.
  await until(silent.connected, 'the shop connected to the mail server');
  const kept = shop.deps.db.select().from(outbox).where(eq(outbox.to, 'ayesha@example.pk')).get()!;
  expect(kept.sentAt).toBeNull();
  expect(kept.nextAttemptAt).not.toBeNull();
  await shop.close();
  await silent.close();

  // The owner starts the app again a few minutes later; the mail server answers now.
  const smtp = await startSmtpFake(LOGIN);
  clock = new Date('2026-11-27T09:05:00Z');
  shop = await startShopServer(config(smtp.port), { now: () => clock });
  try {
    const mail = await smtp.waitFor((received) => received.to.includes('ayesha@example.pk'));
    expect(mail.text).toContain(orderRef);
    await until(
      () => shop.deps.db.select().from(outbox).where(eq(outbox.id, kept.id)).get()!.sentAt !== null,
      'the outbox marked it sent',
    );
    // Sent once: the sweep at start and the timer do not hand it over twice.
    expect(smtp.mails.filter((received) => received.to.includes('ayesha@example.pk'))).toHaveLength(1);
  } finally {
    await shop.close();
    await smtp.close();
  }
});

it('a mail still waiting for the mail server past its due time is not handed over a second time', async () => {
  const silent = await silentMailServer();
  let clock = new Date('2026-11-27T10:00:00Z');
  const shop = await startTestShop({
    env: { SMTP_URL: `smtp://127.0.0.1:${silent.port}`, SMTP_FROM: LOGIN.user },
    overrides: { now: () => clock },
  });
  try {
    const mail = shop.deps.mailer.keep({ to: 'farah@example.pk', subject: 'Your order', text: 'Thank you' });
    void shop.deps.mailer.deliver(mail);
    await until(silent.connected, 'the shop connected to the mail server');
    // Its due time passes while this process still waits for the answer: the sweep leaves it alone.
    clock = new Date('2026-11-27T10:10:00Z');
    await Promise.race([shop.deps.mailer.sendDue(), new Promise((resolve) => setTimeout(resolve, 500))]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(silent.connections()).toBe(1);
  } finally {
    await shop.close();
    await silent.close();
  }
});
