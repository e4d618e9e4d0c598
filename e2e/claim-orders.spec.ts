import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { outbox } from '../server/mail/schema';
import type { TestShop } from '../server/testing/testShop';
import { CLAIM_SUBJECT } from '../server/users/claims';
import { expect, test } from './fixtures';
import { linesOf, placedOrder, shirtInStock, submitRegistration } from './shopper';

/*
 * Issue 24: a guest order placed with an e-mail before its owner registered shows under My Orders once
 * the shopper opens the link mailed to that e-mail (an address typed at registration proves nothing).
 */
test.use({ viewport: { width: 390, height: 844 } });

async function guestOrderThenAccount(page: Page, shop: TestShop, email: string) {
  const customer = { name: 'Sana Mirza', email, phone: '0300 1234567', address: 'House 4, DHA', city: 'Lahore' };
  const { orderRef } = await placedOrder(shop, linesOf(await shirtInStock(shop), 1), { customer });

  await submitRegistration(page, { firstName: 'Sana', lastName: 'Mirza', email, password: 'secret123' });
  await expect(page.getByRole('heading', { name: 'Assalam o Alaikum, Sana' })).toBeVisible();
  await page.getByRole('tab', { name: 'My Orders' }).click();
  await expect(page.getByText('You have no orders yet.')).toBeVisible();

  const mail = shop.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, CLAIM_SUBJECT)))
    .get();
  const link = /https?:\/\/\S+(\/profile\?claim=\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link, 'the claim link in the mail').toBeDefined();
  return { orderRef, link: link! };
}

test('the mailed link adds the guest orders placed with the e-mail to My Orders', async ({ page, shop }) => {
  const { orderRef, link } = await guestOrderThenAccount(page, shop, `sana.${Date.now()}@example.pk`);
  await page.goto(link);
  await expect(page.getByRole('status').getByText('1 earlier order added to My Orders')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText(orderRef)).toBeVisible();
  await page.screenshot({ path: 'test-results/storeorders-claimed.png' });
});

test('the link works opened signed out, on another device, and the orders are there after signing in', async ({
  page,
  browser,
  shop,
}) => {
  const email = `sana.other.${Date.now()}@example.pk`;
  const { orderRef, link } = await guestOrderThenAccount(page, shop, email);
  const other = await browser.newPage({ baseURL: shop.url, viewport: { width: 390, height: 844 } });
  await other.goto(link);
  await expect(other.getByRole('status').getByText('1 earlier order added to My Orders')).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password').fill('secret123');
  await other.getByRole('button', { name: 'Login' }).click();
  await expect(other).toHaveURL(/\/profile$/);
  await other.getByRole('tab', { name: 'My Orders' }).click();
  await expect(other.getByRole('tabpanel').getByText(orderRef)).toBeVisible();
  await other.close();
});
