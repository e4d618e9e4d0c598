import type { Page } from '@playwright/test';
import { MESSAGES_PER_PAGE, type KeptMessage } from '../common/contact';
import { contactMessages } from '../server/contact/schema';
import { adminToken } from '../server/testing/identities';
import { adminLogIn, expect, test } from './fixtures';

type ListAnswer = { data: KeptMessage[]; unread: number };

const messagesTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Messages/ });

// docs/architecture.md (Settling the product rules: contact messages are stored for the owner) and
// docs/product.md §2 (the contact page's texts), §6 (the administrator reads the mail outbox).
test('a shopper writes from the Contact page; the owner sees the unread count, reads, answers by e-mail and WhatsApp, and deletes a message', async ({
  page,
  browser,
  shop,
}) => {
  const messages = () => shop.call<ListAnswer>('GET', '/api/admin/messages', { token: adminToken(shop) });
  expect((await messages()).body.data).toEqual([]);

  // The owner's first look: nothing yet, and no count on the tab. The page's clock is the test's, so
  // the tab's periodic check for new messages can be run without waiting for it.
  await page.clock.install();
  await adminLogIn(page);
  await expect(messagesTab(page)).toHaveText('Messages');
  await messagesTab(page).click();
  await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible();
  await expect(page.getByText('No messages yet. What shoppers send from the contact page shows here.')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/admin-messages-empty-1280.png', fullPage: true });

  // The phone the WhatsApp answer goes to comes from the shopper's account under the same e-mail.
  const registered = await shop.call('POST', '/api/users/register', {
    body: {
      firstName: 'Ayesha',
      lastName: 'Malik',
      email: 'ayesha.malik@example.pk',
      password: 'secret-password',
      phone: '0300 1234567',
    },
  });
  expect(registered.status).toBe(201);

  const shopper = await browser.newPage({ baseURL: shop.url });
  await shopper.goto('/contact');
  await expect(shopper.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
  await shopper.getByLabel('Your Name').fill('Ayesha Malik');
  await shopper.getByLabel('Email Address').fill('ayesha.malik@example.pk');
  await shopper.getByLabel('Subject').fill('Collar size for the linen shirt');
  await shopper.getByLabel('Your Message').fill('Is the M collar 15 inches?\nI usually wear 15.');
  await shopper.getByRole('button', { name: 'Send Message' }).click();
  await expect(shopper.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
    "Thank you! We'll get back to you soon.",
  );
  await shopper.close();

  // A second shopper, with no account or order, so there is no number to answer on.
  const second = await shop.call('POST', '/api/contact', {
    body: {
      name: 'Bilal Khan',
      email: 'bilal@example.pk',
      subject: 'Wholesale prices',
      message: 'Do you sell 50 shirts at a discount?',
    },
  });
  expect(second.status).toBe(201);

  // Within a minute the count shows on the tab and the messages on the open screen, without a reload; newest first.
  await page.clock.fastForward('01:00');
  await expect(messagesTab(page)).toHaveAccessibleName('Messages 2 unread');
  await expect(page.getByRole('heading', { name: 'Contact messages (2 unread)' })).toBeVisible();
  const list = page.getByRole('article');
  await expect(list).toHaveCount(2);
  await expect(list.nth(0).getByRole('heading')).toHaveText('New Wholesale prices');
  await expect(list.nth(1).getByRole('heading')).toHaveText('New Collar size for the linen shirt');
  await expect(page.getByRole('navigation', { name: 'Messages pages' })).toHaveCount(0);

  const ayesha = page.getByRole('article', { name: /Collar size for the linen shirt/ });
  await expect(ayesha).toContainText('From Ayesha Malik <ayesha.malik@example.pk> · 0300 1234567');
  await expect(ayesha).toContainText('Is the M collar 15 inches?\nI usually wear 15.');

  // Answering: by e-mail to the sender with the message's subject, and by WhatsApp in international form.
  const mail = new URL((await ayesha.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href'))!);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toBe('ayesha.malik@example.pk');
  expect(mail.searchParams.get('subject')).toBe('Re: Collar size for the linen shirt');
  const whatsApp = ayesha.getByRole('link', { name: 'Reply on WhatsApp' });
  const chat = new URL((await whatsApp.getAttribute('href'))!);
  expect(chat.origin + chat.pathname).toBe('https://wa.me/923001234567');
  expect(chat.searchParams.get('text')).toContain('Collar size for the linen shirt');
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  const bilal = page.getByRole('article', { name: /Wholesale prices/ });
  await expect(bilal.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:bilal@example.pk?subject=${encodeURIComponent('Re: Wholesale prices')}`,
  );
  await expect(bilal.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveCount(0);

  // Marking Ayesha's message read, from the keyboard: the counts drop at once and on the server.
  await ayesha.getByRole('button', { name: 'Mark read' }).focus();
  await page.keyboard.press('Enter');
  // The same button, now Mark unread, keeps the focus, so the owner can go on from where they were.
  await expect(ayesha.getByRole('button', { name: 'Mark unread' })).toBeFocused();
  await expect(ayesha.getByRole('heading')).toHaveText('Collar size for the linen shirt');
  await expect(page.getByRole('heading', { name: 'Contact messages (1 unread)' })).toBeVisible();
  await expect(messagesTab(page)).toHaveAccessibleName('Messages 1 unread');
  expect((await messages()).body.unread).toBe(1);

  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/admin-messages-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Deleting asks first; Cancel keeps the message.
  await bilal.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
  await expect(confirm).toContainText('The message “Wholesale prices” from Bilal Khan will be deleted for good.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(list).toHaveCount(2);

  await bilal.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete message' }).click();
  await expect(confirm).toBeHidden();
  await expect(list).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Contact messages (0 unread)' })).toBeVisible();
  await expect(messagesTab(page)).toHaveText('Messages');
  // Focus does not fall back to the page's start when the button that opened the dialog is gone.
  await expect(page.getByRole('heading', { name: 'Contact messages (0 unread)' })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: /Wholesale prices/ })).toHaveCount(0);
  expect((await messages()).body.data.map((message) => message.subject)).toEqual(['Collar size for the linen shirt']);

  // The shop's own mail outbox is on this screen too: a reset link the shopper asked for shows there.
  expect(
    (await shop.call('POST', '/api/users/forgot-password', { body: { email: 'ayesha.malik@example.pk' } })).status,
  ).toBe(200);
  await page.reload();
  const outbox = page.getByRole('region', { name: 'Mail outbox' });
  const reset = outbox.getByRole('group').filter({ hasText: 'Reset your password to ayesha.malik@example.pk' });
  await expect(reset).toHaveCount(1);
  // No SMTP settings in a test shop: the mail is kept here, and says when it was written.
  await expect(reset.locator('summary')).toContainText('kept in outbox');
  await expect(reset.locator('summary time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await reset.locator('summary').click();
  await expect(reset).toContainText('/reset-password');
  await page.setViewportSize({ width: 768, height: 900 });
  await page.screenshot({ path: 'test-results/admin-messages-outbox-768.png', fullPage: true });
});

test('messages come a page at a time; a message already deleted elsewhere is refused with a message, and the screen catches up', async ({
  page,
  shop,
}) => {
  shop.deps.db.delete(contactMessages).run();
  const start = Date.now() - 3_600_000;
  shop.deps.db
    .insert(contactMessages)
    .values(
      Array.from({ length: MESSAGES_PER_PAGE + 1 }, (_, n) => ({
        name: 'Sana',
        email: 'sana@example.pk',
        subject: `Question ${n + 1}`,
        message: 'Hello',
        createdAt: new Date(start + n * 1000),
      })),
    )
    .run();

  await adminLogIn(page);
  await messagesTab(page).click();
  const pager = page.getByRole('navigation', { name: 'Messages pages' });
  await expect(pager).toContainText('Page 1 of 2');
  await expect(page.getByRole('article')).toHaveCount(MESSAGES_PER_PAGE);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  const oldest = page.getByRole('article');
  await expect(oldest).toHaveCount(1);
  await expect(oldest.getByRole('heading')).toHaveText('New Question 1');

  // The owner deleted it in another window meanwhile.
  const id = (await shop.call<ListAnswer>('GET', '/api/admin/messages?page=2', { token: adminToken(shop) })).body
    .data[0]!.id;
  expect((await shop.call('DELETE', `/api/admin/messages/${id}`, { token: adminToken(shop) })).status).toBe(200);

  await oldest.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete message' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('That message was already deleted.');
  // Page 2 no longer exists: the screen goes back to the last page there is.
  await expect(page.getByRole('article', { name: /Question 1$/ })).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(MESSAGES_PER_PAGE);
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(
    `New Question ${MESSAGES_PER_PAGE + 1}`,
  );
  await expect(pager).toHaveCount(0);
});
