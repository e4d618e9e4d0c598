import { expect, test } from './fixtures';

// SPEC.md §2 (Landing, Products page, Product detail modal), §4 (Cart add), §5 (Add to cart (modal)).
test('a shopper finds a shirt by category and price and adds it from the modal', async ({ page }) => {
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

  await page.getByRole('button', { name: 'More info about Classic White Oxford Shirt' }).click();
  const modal = page.getByRole('dialog', { name: 'Classic White Oxford Shirt' });
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
  await page.getByRole('button', { name: 'More info about Classic White Oxford Shirt' }).click();
  await modal.getByRole('button', { name: 'M', exact: true }).click();
  await modal.getByRole('button', { name: 'White', exact: true }).click();
  await modal.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').getByText('Item quantity updated in cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeVisible();
});

test('the gallery wraps around at both ends and opens full screen', async ({ page }) => {
  await page.goto('/products?q=oxford');
  await page.getByRole('button', { name: 'More info about Classic White Oxford Shirt' }).click();
  const modal = page.getByRole('dialog', { name: 'Classic White Oxford Shirt' });
  await expect(modal.getByText('1 / 3')).toBeVisible();
  await modal.getByRole('button', { name: 'Previous image' }).click();
  await expect(modal.getByText('3 / 3')).toBeVisible();
  await modal.getByRole('button', { name: 'Next image' }).click();
  await expect(modal.getByText('1 / 3')).toBeVisible();
  await modal.getByRole('button', { name: 'Show picture 2 of 3' }).click();
  await expect(modal.getByText('2 / 3')).toBeVisible();

  await modal.getByRole('button', { name: /full screen/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Classic White Oxford Shirt, full screen' });
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
  await page.goto('/products?q=no-such-shirt-anywhere');
  await expect(page.getByText('No shirts match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('article').first()).toBeVisible();
});

test('advanced search leads to the product list with its filters', async ({ page }) => {
  await page.goto('/advanced-search');
  await page.getByLabel('Keywords').fill('linen');
  await page.getByLabel('In stock only').check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/products\?q=linen\+stock%3A1-/);
  await expect(page.getByText(/\d+ shirts?/)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, locks page scroll, marks the current page and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'Our Shirts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.click(200, 800);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
