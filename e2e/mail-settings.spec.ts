import { startSmtpFake, type SmtpFake } from '../server/testing/smtpFake';
import { adminToken } from '../server/testing/identities';
import { advanceOrder } from '../server/testing/orders';
import { adminLogIn, expect, test } from './fixtures';
import { linesOf, placedOrder, shirtInStock } from './shopper';

// Issue 26, messages that go out: the owner sets the mail server in Settings, a failed test mail says
// it could not reach the mail server (issue 33: the server's own words go to the log only), and the
// shopper's shipped mail arrives with the courier and tracking link.
// A failed test mail is answered a fixed time after the ask (10 s in the shop); a second here.
test.use({ shopOptions: { env: { SMTP_TEST_ANSWER_MS: '1000' } } });

const LOGIN = { user: 'orders@karachishirts.pk', pass: 'right-app-password' };
let smtp: SmtpFake;
test.beforeAll(async () => {
  smtp = await startSmtpFake(LOGIN);
});
test.afterAll(async () => {
  await smtp.close();
});

test('the owner sets the mail server, is told a wrong login could not reach it, fixes it and the test mail arrives', async ({
  page,
}) => {
  await adminLogIn(page);
  await page.goto('/admin/settings');
  await expect(page.getByText('No mail server: mails are kept in the outbox under Messages only.')).toBeVisible();

  await page.getByLabel('Server (SMTP host)').fill('127.0.0.1');
  await page.getByLabel('Port').fill('0');
  await page.getByRole('button', { name: 'Save mail server' }).click();
  await expect(page.getByLabel('Port')).toBeFocused();
  await expect(page.getByLabel('Port')).toHaveAccessibleDescription(/The port is a whole number, usually 587 or 465/);

  await page.getByLabel('Port').fill(String(smtp.port));
  await page.getByLabel('User name').fill(LOGIN.user);
  await page.getByLabel('Mail server password').fill('a-wrong-password');
  await page.getByLabel('Sender address').fill(LOGIN.user);
  await page.getByRole('button', { name: 'Save mail server' }).click();
  await expect(page.getByText('Mail server saved. Send a test mail to check it.')).toBeVisible();
  await expect(page.getByLabel('Mail server password')).toHaveValue('');
  await expect(page.getByLabel('Mail server password')).toHaveAccessibleDescription(
    /A password is saved\. Leave empty to keep it/,
  );

  await page.getByLabel('Send a test mail to').fill('owner@example.pk');
  await page.getByRole('button', { name: 'Send a test mail' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The test mail did not go out: could not reach the mail server. Check its name, port, user and password, then try again.',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: 'Mail server' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/phonesmail-mail-refused.png' });

  await page.getByLabel('Mail server password').fill(LOGIN.pass);
  await page.getByRole('button', { name: 'Save mail server' }).click();
  await expect(page.getByText('Mail server saved. Send a test mail to check it.')).toBeVisible();
  await page.getByRole('button', { name: 'Send a test mail' }).click();
  await expect(
    page.getByText('A test mail went to owner@example.pk. If it is not in the inbox, look in spam.'),
  ).toBeVisible();
  await smtp.waitFor((mail) => mail.to.includes('owner@example.pk'));
});

test('the owner words the shipped message; the shopper gets it with the courier, tracking number and link', async ({
  page,
  shop,
}) => {
  await adminLogIn(page);
  await page.goto('/admin/settings');
  const subject = page.getByLabel('Subject: Parcel shipped');
  await subject.fill('Parcel {orderRef} {orderNumber}');
  await page.getByRole('button', { name: 'Save messages' }).click();
  await expect(subject).toBeFocused();
  await expect(subject).toHaveAccessibleDescription(/\{orderNumber\} is not a placeholder/);
  await subject.fill('Aap ka parcel {orderRef} nikal gaya');
  await page.getByRole('button', { name: 'Save messages' }).click();
  await expect(page.getByText('Messages saved')).toBeVisible();
  await page.getByRole('heading', { name: 'Messages to shoppers' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/phonesmail-templates.png' });

  // A shopper's order, shipped by the owner through the API the order screen uses.
  const email = 'sana.e2e@example.pk';
  const { orderRef } = await placedOrder(shop, linesOf(await shirtInStock(shop), 1), {
    customer: { name: 'Sana Mir', email, phone: '+92 333 1234567', address: 'House 4, DHA Phase 5', city: 'Karachi' },
  });
  const token = adminToken(shop);
  const server = { host: '127.0.0.1', port: smtp.port, user: LOGIN.user, password: LOGIN.pass, from: LOGIN.user };
  expect((await shop.call('PUT', '/api/admin/settings/mail/server', { body: server, token })).status).toBe(200);
  await advanceOrder(shop, token, orderRef, ['shipped'], { trackingNumber: 'TCS-99881' });
  const mail = await smtp.waitFor((received) => received.to.includes(email) && received.subject.includes('nikal gaya'));
  expect(mail.subject).toBe(`Aap ka parcel ${orderRef} nikal gaya`);
  expect(mail.text).toContain(
    'with TCS, tracking number TCS-99881.\nFollow the parcel: https://www.tcsexpress.com/track/TCS-99881',
  );
  // This shop has no public address, so the mail names the Track Order page rather than a LAN address.
  expect(mail.text).toContain(
    `Your order: the Track Order page of our shop, with reference ${orderRef} and your e-mail`,
  );
});

test('a mail the server refused waits in the outbox with the reason, and the owner sends it again', async ({
  page,
  shop,
}) => {
  const token = adminToken(shop);
  const server = {
    host: '127.0.0.1',
    port: smtp.port,
    user: LOGIN.user,
    password: 'a-wrong-password',
    from: LOGIN.user,
  };
  expect((await shop.call('PUT', '/api/admin/settings/mail/server', { body: server, token })).status).toBe(200);
  const email = 'hamid.outbox@example.pk';
  const { orderRef } = await placedOrder(shop, linesOf(await shirtInStock(shop), 1), {
    customer: {
      name: 'Hamid Raza',
      email,
      phone: '0300 7654321',
      address: 'House 9, Satellite Town',
      city: 'Rawalpindi',
    },
  });

  await adminLogIn(page);
  await page.goto('/admin/messages');
  const mail = page.getByRole('listitem').filter({ hasText: `order ${orderRef} received` });
  await expect(mail).toContainText('not sent, tried 1 time, trying again');
  await expect(mail).toContainText('535 5.7.8 Username and Password not accepted');

  expect(
    (await shop.call('PUT', '/api/admin/settings/mail/server', { body: { ...server, password: LOGIN.pass }, token }))
      .status,
  ).toBe(200);
  await mail.getByRole('button', { name: /^Send again/ }).click();
  await expect(mail).toContainText('· sent');
  await expect(mail.getByRole('button', { name: /^Send again/ })).toHaveCount(0);
  await smtp.waitFor((received) => received.to.includes(email) && received.subject.includes('received'));
});
