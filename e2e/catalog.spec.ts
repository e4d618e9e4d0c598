import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import type { Product } from '../common/catalog';
import { formatPrice } from '../common/money';
import type { TestShop } from '../server/testing/testShop';
import { expect, test } from './fixtures';
import { productOf } from './shopper';

// docs/product.md §2 (Landing, Products page, Product detail modal), §4 (Cart add), §5 (Add to cart (modal)).

/**
 * The shirt these tests open from the product list: a formal shirt between PKR 2,000 and 3,000, in
 * size M and White, with more than one colour, on the list's first page. Its title comes from the shop.
 */
async function oxfordOf(shop: TestShop): Promise<Product> {
  const oxford = await productOf(shop, 'PROD10001');
  expect(oxford).toMatchObject({
    categories: expect.arrayContaining(['Formal']),
    sizes: expect.arrayContaining(['M']),
    colors: expect.arrayContaining(['White', 'Sky Blue']),
  });
  expect(oxford.price).toBeGreaterThanOrEqual(2000);
  expect(oxford.price).toBeLessThanOrEqual(3000);
  return oxford;
}

test('a shopper finds a shirt by category and price and adds it from the modal', async ({ page, shop }) => {
  const { title } = await oxfordOf(shop);
  await page.goto('/');
  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page.getByRole('heading', { name: 'Our Shirts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Shirts' })).toBeVisible();

  await page.getByText('Filters & sorting').click();
  await page.getByLabel('Category').selectOption('Formal');
  await page.getByLabel('Min price (PKR)').fill('2000');
  await page.getByLabel('Max price (PKR)').fill('3000');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/category=Formal/);
  await expect(page).toHaveURL(/minPrice=2000/);
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible();
  for (const price of await cards.locator('p', { hasText: 'PKR' }).allTextContents()) {
    const amount = Number(price.replace(/[^\d]/g, ''));
    expect(amount).toBeGreaterThanOrEqual(2000);
    expect(amount).toBeLessThanOrEqual(3000);
  }

  await page.getByRole('button', { name: `More info about ${title}` }).click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please select a size').first()).toBeVisible();

  await modal.getByRole('button', { name: 'M', exact: true }).click();
  await modal.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').getByText('Please select a color')).toBeVisible();

  await modal.getByRole('button', { name: 'White', exact: true }).click();
  await modal.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').getByText('Item added to cart')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();

  // The same id, size and colour again raises the quantity instead of adding a line.
  await page.getByRole('button', { name: `More info about ${title}` }).click();
  await modal.getByRole('button', { name: 'M', exact: true }).click();
  await modal.getByRole('button', { name: 'White', exact: true }).click();
  await modal.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').getByText('Item quantity updated in cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeVisible();
});

test('the gallery wraps around at both ends and opens full screen', async ({ page, shop }) => {
  const { title, additionalImages } = await oxfordOf(shop);
  const count = additionalImages.length;
  expect(count, 'pictures to page through').toBeGreaterThanOrEqual(3);
  await page.goto(`/products?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `More info about ${title}` }).click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal.getByText(`1 / ${count}`)).toBeVisible();
  await modal.getByRole('button', { name: 'Previous image' }).click();
  await expect(modal.getByText(`${count} / ${count}`)).toBeVisible();
  await modal.getByRole('button', { name: 'Next image' }).click();
  await expect(modal.getByText(`1 / ${count}`)).toBeVisible();
  await modal.getByRole('button', { name: `Show picture 2 of ${count}` }).click();
  await expect(modal.getByText(`2 / ${count}`)).toBeVisible();

  await modal.getByRole('button', { name: /full screen/ }).click();
  const viewer = page.getByRole('dialog', { name: `${title}, full screen` });
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Close full screen view' }).click();
  await expect(viewer).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('an out-of-stock shirt cannot be added', async ({ page }) => {
  await page.goto('/products?q=stock:0-0');
  const first = page.locator('article').first();
  await expect(first.getByText('Out of Stock')).toBeVisible();
  await first.getByRole('button', { name: /More info/ }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
});

test('filters that match nothing say so and can be cleared', async ({ page }) => {
  await page.goto('/products?q=shirt&minPrice=9999999');
  await expect(page.getByText('No shirts match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('article').first()).toBeVisible();
});

test('a search with a slip names what was searched and offers the word the shop uses', async ({ page, shop }) => {
  const { title } = await oxfordOf(shop);
  expect(title).toMatch(/\boxford\b/i);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  await page.getByRole('searchbox', { name: 'Search shirts' }).fill('oxfrd');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No shirts match “oxfrd”.')).toBeVisible();
  await expect(page.getByText('Did you mean oxford?')).toBeVisible();
  // Isolated, as the search named above is, so that a Latin word keeps its place in an Urdu sentence.
  await expect(page.getByRole('link', { name: 'oxford', exact: true }).locator('bdi')).toHaveText('oxford');

  await page.getByRole('link', { name: 'oxford', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?q=oxford$/);
  await expect(page.getByRole('searchbox', { name: 'Search shirts' })).toHaveValue('oxford');
  await expect(page.getByRole('heading', { name: 'Results for “oxford”' })).toBeVisible();
  await expect(page.getByRole('button', { name: `More info about ${title}` })).toBeVisible();
});

test('a search in Roman Urdu finds the shop’s English shirts, on a phone (decision 0119)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  await page.getByRole('searchbox', { name: 'Search shirts' }).fill('safaid kameez');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Results for “safaid kameez”' })).toBeVisible();
  await expect(page.getByText('White Pique Polo Shirt')).toBeVisible();
  await expect(page.getByText(/No shirts match/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('search-roman-urdu.png') });
});

test('advanced search leads to the product list with its filters', async ({ page }) => {
  await page.goto('/advanced-search');
  await page.getByLabel('Keywords').fill('linen');
  await page.getByLabel('In stock only').check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/products\?q=linen\+stock%3A1-/);
  await expect(page.getByText(/\d+ shirts?/)).toBeVisible();
});

/** Whether what the shopper sees at the middle of `target` is `target` itself (nothing covers it). */
const onTop = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return seen !== null && element.contains(seen);
  });

test('a toast raised in the product modal shows above its backdrop; colour swatches mark only the chosen one', async ({
  page,
  shop,
}) => {
  const { title } = await oxfordOf(shop);
  await page.goto('/products');
  await page.getByRole('button', { name: `More info about ${title}` }).click();
  const modal = page.getByRole('dialog', { name: title });
  // Nothing is chosen at first, whatever a swatch's own fill looks like.
  await expect(modal.locator('[aria-pressed="true"]')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByRole('status').getByText('Please select a size');
  await expect(toast).toBeVisible();
  // Under the dialog's backdrop the toast's white would be dimmed to grey: read what is painted where the
  // toast lies beside the dialog (its dismiss button), not where the white dialog is behind it.
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  const [dismissBox, dialogBox] = [await dismiss.boundingBox(), await modal.boundingBox()];
  expect(dismissBox!.x).toBeGreaterThan(dialogBox!.x + dialogBox!.width);
  const { data, info } = await sharp(await dismiss.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  let brightest = 0;
  for (let at = 0; at < data.length; at += info.channels)
    brightest = Math.max(brightest, Math.min(data[at]!, data[at + 1]!, data[at + 2]!));
  expect(brightest).toBeGreaterThan(230);

  await modal.getByRole('button', { name: 'Sky Blue', exact: true }).click();
  const chosen = modal.getByRole('button', { name: 'Sky Blue', exact: true });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(chosen).toContainText('✓');
  await expect(modal.getByRole('button', { name: 'White', exact: true })).not.toContainText('✓');
  await expect(modal.getByRole('group', { name: 'Colour: Sky Blue' })).toBeVisible();
});

test('messages about filters are in the shopper’s words, and a refused filter offers a way out', async ({ page }) => {
  await page.goto('/products?minPrice=5000&maxPrice=100');
  await expect(
    page.getByRole('alert').getByText('The lowest price is above the highest price. Please swap them.'),
  ).toBeVisible();
  // Asking again with the same filters cannot help: the button clears them instead.
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('article').first()).toBeVisible();

  await page.goto(`/products?q=${'linen'.repeat(21)}`);
  await expect(
    page.getByRole('alert').getByText('Your search is too long. Please use at most 100 characters.'),
  ).toBeVisible();
});

test('a page past the last one shows the last page', async ({ page }) => {
  await page.goto('/products');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  const last = Number((await pager.getByText(/Page 1 of \d+/).textContent())!.replace(/.* of /, ''));
  expect(last).toBeGreaterThan(1);
  await page.goto('/products?page=99');
  await expect(pager.getByText(`Page ${last} of ${last}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`page=${last}$`));
  await expect(page.locator('article').first()).toBeVisible();
});

test('the footer names the shop once, and the sort box shows its longest choice whole at laptop width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/products');
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Karachi Shirt Co. All rights reserved.`,
  );
  await page.getByText('Filters & sorting').click();
  const sort = page.getByLabel('Sort by');
  await sort.selectOption('price-asc');
  // The select is at least as wide as its text plus its padding and arrow.
  const fits = await sort.evaluate((select: HTMLSelectElement) => {
    const probe = document.createElement('span');
    const style = getComputedStyle(select);
    probe.style.font = style.font;
    probe.style.position = 'absolute';
    probe.textContent = select.selectedOptions[0]!.text;
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20 >= text;
  });
  expect(fits).toBe(true);
});

test.describe('at 200% zoom (a 1280 × 720 screen seen as 640 × 360)', () => {
  test.use({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 });

  test('the product modal scrolls as one, so title, price, size and Add to Cart are all reachable', async ({
    page,
    shop,
  }) => {
    const { title, price } = await oxfordOf(shop);
    await page.goto('/products');
    await page.getByRole('button', { name: `More info about ${title}` }).click();
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    // One scroll container: the dialog itself, fitting the screen; nothing inside scrolls on its own.
    const layout = await modal.evaluate((dialog) => {
      const scrollers = [...dialog.querySelectorAll('*')].filter((element) => {
        const style = getComputedStyle(element);
        return /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight;
      });
      return {
        fits: dialog.getBoundingClientRect().bottom <= window.innerHeight,
        scrolls: dialog.scrollHeight > dialog.clientHeight,
        innerScrollers: scrollers.length,
      };
    });
    expect(layout).toEqual({ fits: true, scrolls: true, innerScrollers: 0 });
    for (const part of [
      modal.getByRole('heading', { name: title }),
      modal.getByText(formatPrice(price)),
      modal.getByRole('button', { name: 'M', exact: true }),
      modal.getByRole('button', { name: 'Add to Cart' }),
    ]) {
      await part.scrollIntoViewIfNeeded();
      await expect(part).toBeInViewport();
    }
    await modal.getByRole('button', { name: 'M', exact: true }).click();
    await modal.getByRole('button', { name: 'White', exact: true }).click();
    await modal.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').getByText('Item added to cart')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open menu keeps keyboard focus inside, and Escape gives it back to the menu button', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menuButton = page.getByRole('button', { name: 'Close menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const stops = await menu.locator('a, button').count();
    // Tab goes through the menu and comes back to the menu button, never to the page behind.
    for (let step = 0; step < stops; step += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Tab');
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('a toast never covers the header or the menu button', async ({ page, shop }) => {
    const { title } = await oxfordOf(shop);
    await page.goto('/products');
    await page.getByRole('button', { name: `More info about ${title}` }).click();
    const modal = page.getByRole('dialog', { name: title });
    await modal.getByRole('button', { name: 'M', exact: true }).click();
    await modal.getByRole('button', { name: 'White', exact: true }).click();
    await modal.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.getByRole('status').getByText('Item added to cart');
    await expect(toast).toBeVisible();
    await expect(modal).toBeHidden();
    const header = await page.getByRole('banner').boundingBox();
    const shown = await page.getByRole('status').filter({ hasText: 'Item added to cart' }).boundingBox();
    expect(shown!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(await onTop(page.getByRole('button', { name: 'Open menu' }))).toBe(true);
  });

  test('the menu opens, locks page scroll, marks the current page and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'Our Shirts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.click(200, 800);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
