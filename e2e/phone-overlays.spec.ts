import { expect, test } from './fixtures';
import { findProduct } from './shopper';

/*
 * Issue 24: on a phone the Trending Now popup, the assistant's teaser and a toast never cover the
 * screen together: a toast first, then Trending Now, then the teaser, each once the screen is free.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone one popup at a time: a toast holds back Trending Now, which holds back the teaser', async ({
  page,
  shop,
}) => {
  const shirt = await findProduct(shop, (product) => product.variants.some((cell) => cell.stock > 0), 'in stock');
  const cell = shirt.variants.find((candidate) => candidate.stock > 0)!;
  const trending = page.getByRole('region', { name: 'Trending Now' });
  const teaser = page.getByRole('button', { name: 'Questions about sizes or delivery? Ask us!' });
  const toast = page.getByRole('status').getByText(/Item (added to cart|quantity updated in cart)/);

  await page.clock.install();
  await page.goto(`/products/${shirt.id}`);
  // The teaser steps aside from the page's content on a phone; the end of the page keeps it a place (issue 35 item 10).
  const toTheEnd = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.clock.fastForward(500);
  };
  await page.clock.fastForward(3_500);
  await toTheEnd();
  await expect(teaser).toBeVisible();
  await page.clock.fastForward(5_000);
  await expect(trending).toBeVisible();
  await expect(teaser).toHaveCount(0);

  await page.getByRole('button', { name: cell.size, exact: true }).click();
  await page.getByRole('button', { name: cell.color, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast).toBeVisible();
  await expect(trending).toHaveCount(0);
  await expect(teaser).toHaveCount(0);
  await page.screenshot({ path: 'test-results/storeorders-phone-toast.png' });

  // The toast gone, Trending Now comes back for the rest of its time; then the teaser.
  await page.clock.fastForward(3_500);
  await expect(toast).toHaveCount(0);
  await expect(trending).toBeVisible();
  await expect(teaser).toHaveCount(0);
  await page.screenshot({ path: 'test-results/storeorders-phone-trending.png' });
  await page.clock.fastForward(10_000);
  await expect(trending).toHaveCount(0);
  await toTheEnd();
  await expect(teaser).toBeVisible();
});
