import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { saveProduct } from '../server/catalog/saveProduct';
import { BILAL } from '../server/testing/identities';
import { findProduct, placeOrderByTap } from './shopper';

/*
 * Issue 35, the shopper's side: pages open at their top, a card opens its shirt in one tap, the home
 * page shows shirts and promises only what the shop offers, the size the list was filtered by is
 * chosen on the shirt's page, one photo has no arrows, one cart icon. On a phone (390 px, touch).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const inView = async (locator: Locator) => {
  const box = await locator.boundingBox();
  const height = locator.page().viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
};

test('a shirt tapped on the list’s third screen opens its page at the top, with the filtered size chosen', async ({
  page,
  shop,
}) => {
  const shirt = await findProduct(
    shop,
    (product) => product.variants.some((cell) => cell.size === 'XL' && cell.stock > 0),
    'in stock in XL',
  );
  await page.goto('/products?size=XL');
  // One cart icon on the shop page: the nav bar's.
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(1);
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible();
  await page.mouse.wheel(0, 1700);
  await page.evaluate(() => window.scrollTo(0, 1700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const card = cards.filter({ has: page.getByRole('link', { name: shirt.title }) });
  const title = card.getByRole('link', { name: shirt.title });
  await title.scrollIntoViewIfNeeded();
  await title.tap();
  await expect(page).toHaveURL(new RegExp(`/products/${shirt.id}\\?size=XL`));
  await expect(page.getByRole('heading', { level: 1, name: shirt.title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await inView(page.getByRole('heading', { level: 1, name: shirt.title }))).toBe(true);
  await expect(page.getByRole('button', { name: 'XL', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: 'test-results/shop-traps-product-top-390.png' });

  // The picture is a link to the page too: one tap from the list.
  await page.goBack();
  const picture = page.locator('article').first().locator('a').first();
  await picture.scrollIntoViewIfNeeded();
  await picture.tap();
  await expect(page).toHaveURL(/\/products\/[^/?]+/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a shirt with one photo shows no previous/next arrows', async ({ page, shop }) => {
  const pictured = await findProduct(shop, (product) => Boolean(product.imageUrl), 'with a picture');
  const single = saveProduct(
    shop.deps.db,
    {
      id: 'ONE-PHOTO',
      title: 'Plain Lawn Shirt',
      description: 'Lawn',
      price: 1500,
      sizes: ['M'],
      colors: ['White'],
      imageUrl: pictured.imageUrl,
    },
    new Date(),
  );
  expect(single.additionalImages).toHaveLength(1);
  await page.goto(`/products/${single.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous image' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next image' })).toHaveCount(0);
});

test('the home page shows new shirts and promises cash on delivery only while no bank details are saved', async ({
  page,
}) => {
  await page.goto('/');
  const shirts = page.getByRole('region', { name: 'New shirts' });
  await expect(shirts.getByRole('article')).toHaveCount(4);
  await expect(page.getByText('Cash on delivery or bank transfer.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pay when it arrives' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shop-traps-home-390.png', fullPage: true });
  await shirts.getByRole('article').first().getByRole('link').last().tap();
  await expect(page).toHaveURL(/\/products\/[^/]+$/);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(shirts.getByRole('article')).toHaveCount(4);
  await page.screenshot({ path: 'test-results/shop-traps-home-1366.png', fullPage: true });
});

test('the order confirmation opens with “Thank you” and the order number on screen, and no toast over the total', async ({
  page,
  shop,
}) => {
  await placeOrderByTap(page, shop, { ...BILAL, email: 'bilal.top@example.pk' });
  const thanks = page.getByRole('heading', { name: 'Thank you for your order!' });
  await expect(thanks).toBeVisible();
  expect(await inView(thanks)).toBe(true);
  expect(await inView(page.getByTestId('order-ref'))).toBe(true);
  await expect(thanks).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/shop-traps-thanks-390.png' });
});

test('on a phone size and colour are chips, Apply closes the panel, and the size is chosen on the shirt', async ({
  page,
}) => {
  await page.goto('/products');
  await page.getByText('Filters & sorting').tap();
  const size = page.getByRole('group', { name: 'Size in stock' });
  await expect(size.getByRole('button', { name: 'XL', exact: true })).toBeVisible();
  await size.getByRole('button', { name: 'XL', exact: true }).tap();
  await expect(size.getByRole('button', { name: 'XL', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('group', { name: 'Colour in stock' }).getByRole('button', { name: 'Navy' }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/shop-traps-filter-chips-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Apply filters' }).tap();
  await expect(page).toHaveURL(/[?&]size=XL/);
  await expect(page.locator('details')).not.toHaveAttribute('open');
  await expect(page.getByText('Filters & sorting (1)')).toBeVisible();
  const first = page.locator('article').first().getByRole('heading').getByRole('link');
  await first.tap();
  await expect(page.getByRole('button', { name: 'XL', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('a dropped connection on a shirt’s page offers Try again, and on tracking does not blame the details typed', async ({
  page,
  shop,
}) => {
  const shirt = await findProduct(shop, () => true, 'any shirt');
  const shirtAnswer = `**/api/products/${encodeURIComponent(shirt.id)}`;
  await page.route(shirtAnswer, (route) => route.abort('internetdisconnected'));
  await page.goto(`/products/${encodeURIComponent(shirt.id)}`);
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('We could not load this shirt. Please try again.');
  await page.unroute(shirtAnswer);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: shirt.title })).toBeVisible();

  await page.route('**/api/orders/track?**', (route) => route.abort('internetdisconnected'));
  await page.goto('/track-order');
  await page.getByLabel('Order reference').fill('ORD-ABC123XYZ');
  await page.getByLabel('Email or phone number').fill('0300 1234567');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'We could not load your order just now. Please check your connection and try again.',
  );
});

test('the home page’s video can be paused, and waits for Play on a phone that asks for less motion', async ({
  page,
}) => {
  const video = page.locator('video');
  const playing = () => video.evaluate((element: HTMLVideoElement) => !element.paused);
  await page.goto('/');
  await expect.poll(playing).toBe(true);
  await page.getByRole('button', { name: 'Pause video' }).click();
  await expect.poll(playing).toBe(false);
  await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
  expect(await playing()).toBe(false);
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(playing).toBe(true);
  await expect(page.getByRole('button', { name: 'Pause video' })).toBeVisible();
});
