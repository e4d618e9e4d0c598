import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// docs/product.md §1 and §7, decision 0144: without a model key the assistant's canned answers are about
// the shirt the shopper names, and say how long delivery takes from what the shop knows, on a phone too.

test.use({ viewport: { width: 390, height: 844 } });

const chat = (page: Page) => page.getByRole('dialog', { name: 'Karachi Shirt Co. assistant' });
const conversation = (page: Page) => chat(page).getByRole('log', { name: 'Conversation' });

async function ask(page: Page, question: string) {
  const input = chat(page).getByLabel('Your message');
  await input.fill(question);
  await input.press('Enter');
}

test('on a 390 px phone the chat gives a named shirt’s sizes per colour, and the delivery days and fee asked together', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Chat with us' }).click();

  // The demo's Black Denim Shirt is made only in M, L and XL: the shop's S and XXL are not offered.
  await ask(page, 'What sizes does the Black Denim Shirt come in?');
  const sizes = conversation(page).getByText(/Black Denim Shirt \(PKR 3,900\) is in stock in Black \(M, L, XL\)/);
  await expect(sizes).toBeVisible();
  await expect(sizes).not.toContainText(/\b(S|XXL)\b/);
  await expect(conversation(page).getByRole('link', { name: 'Black Denim Shirt' })).toHaveAttribute(
    'href',
    '/products/PROD10019',
  );

  // Both asks of the Urdu question: the days (none promised, the order's page shows them) and the fee.
  await ask(page, 'ڈیلیوری کتنے دن میں ہوگی اور کتنے کی ہے؟');
  const delivery = conversation(page).getByText(/ڈیلیوری کے دن ہم پہلے سے طے نہیں کرتے/);
  await expect(delivery).toBeVisible();
  await expect(delivery).toContainText('ڈیلیوری چارجز ہر آرڈر پر PKR 300 ہیں');
  await expect(delivery).not.toContainText('اسٹاک');

  // The answers wrap inside the phone's width: nothing runs off to the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await chat(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/assistant-named-shirt-390.png' });
});
