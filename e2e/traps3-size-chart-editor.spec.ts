import { adminLogIn, expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { findProduct } from './shopper';

// Issue 35 item 8's editor: the owner edits the men's size chart per category in the admin app, and the
// shopper's product page shows what they saved.

async function productChart(page: Page, productId: string) {
  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: 'Size chart' }).click();
  return page.getByRole('dialog', { name: 'Size chart (inches)' });
}

test('at 1280 px the owner changes XL chest for all shirts by keyboard, and resets to the usual sizes', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const product = await findProduct(shop, () => true, 'in the catalog');
  await adminLogIn(page, 'Size charts');
  await expect(page.getByRole('heading', { name: 'All shirts: size chart in inches' })).toBeVisible();
  await expect(page.getByText('Shoppers see the usual sizes below until you save a chart of your own.')).toBeVisible();

  const xl = page.getByRole('group', { name: 'Size XL' });
  const chest = xl.getByLabel('Chest');
  await expect(chest).toHaveValue('44');
  // A measure that is not in quarters of an inch is refused at its own field, and the field gets the focus.
  await chest.fill('45.3');
  await page.getByRole('button', { name: 'Save chart' }).click();
  await expect(xl.getByText('Chest may have quarters of an inch at most (15.25, 15.5)')).toBeVisible();
  await expect(chest).toBeFocused();
  await expect(chest).toHaveAttribute('aria-invalid', 'true');
  // The problem follows what is typed, and Enter in the field saves.
  await chest.fill('45.5');
  await expect(xl.getByText(/quarters of an inch/)).toHaveCount(0);
  await chest.press('Enter');
  await expect(page.getByText('Size chart for all shirts saved')).toBeVisible();
  await expect(page.getByText('Shoppers see this chart on every shirt without a chart of its own.')).toBeVisible();
  await page.screenshot({ path: 'test-results/traps3-size-charts-1280.png', fullPage: true });

  let chart = await productChart(page, product.id);
  await expect(chart.getByRole('row', { name: /^XL 45\.5 31 18\.5 25\.5 16$/ })).toBeVisible();

  await page.goto('/admin/size-charts');
  await page.getByRole('button', { name: 'Reset to the usual sizes' }).click();
  await page
    .getByRole('dialog', { name: 'Go back to the usual sizes?' })
    .getByRole('button', { name: 'Use the usual sizes' })
    .click();
  await expect(page.getByText('Shoppers see the usual sizes below until you save a chart of your own.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Size XL' }).getByLabel('Chest')).toHaveValue('44');

  chart = await productChart(page, product.id);
  await expect(chart.getByRole('row', { name: /^XL 44 31 18\.5 25\.5 16$/ })).toBeVisible();
});

test('at 390 px the owner gives a category its own chart; its shirts show it, the others keep the chart for all shirts', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await findProduct(shop, (one) => one.categories.length > 0, 'in a category');
  const category = product.categories[0]!;
  const other = await findProduct(
    shop,
    (one) => !one.categories.some((name) => name.toLowerCase() === category.toLowerCase()),
    `outside ${category}`,
  );
  await adminLogIn(page);
  await page.goto('/admin/size-charts');
  await page.getByLabel('Chart for').selectOption(category);
  await expect(page.getByText(`${category} has no chart of its own`)).toBeVisible();

  // Typed measures survive a look at another chart before saving.
  const xl = page.getByRole('group', { name: 'Size XL' });
  await xl.getByLabel('Chest').fill('47');
  await xl.getByLabel('Length').fill('');
  await page.getByLabel('Chart for').selectOption('');
  await expect(page.getByRole('group', { name: 'Size XL' }).getByLabel('Chest')).toHaveValue('44');
  await page.getByLabel('Chart for').selectOption(category);
  await expect(xl.getByLabel('Chest')).toHaveValue('47');
  await expect(page.getByText('Changes not saved yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Save chart' }).click();
  await expect(xl.getByText('Length must be a number of inches')).toBeVisible();
  await xl.getByLabel('Length').fill('33');
  await page.getByRole('button', { name: 'Save chart' }).click();
  await expect(page.getByText(`Size chart for ${category} saved`)).toBeVisible();
  // The phone layout: each size a card, nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/traps3-size-charts-390.png', fullPage: true });

  let chart = await productChart(page, product.id);
  await expect(chart.getByRole('row', { name: /^XL 47 33 18\.5 25\.5 16$/ })).toBeVisible();
  chart = await productChart(page, other.id);
  await expect(chart.getByRole('row', { name: /^XL 44 31 18\.5 25\.5 16$/ })).toBeVisible();

  await page.goto('/admin/size-charts');
  await page.getByLabel('Chart for').selectOption(category);
  await page.getByRole('button', { name: `Remove ${category}'s own chart` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove chart' }).click();
  await expect(page.getByText(`${category} has no chart of its own`)).toBeVisible();
  chart = await productChart(page, product.id);
  await expect(chart.getByRole('row', { name: /^XL 44 31 18\.5 25\.5 16$/ })).toBeVisible();
});
