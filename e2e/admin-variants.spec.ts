import type { Page } from '@playwright/test';
import type { Product } from '../common/catalog';
import { adminToken } from '../server/testing/identities';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, test } from './fixtures';

// Issue 22, Owner: the product form edits stock per size and colour; the list names low and sold-out cells.

const shirt = (id: string) => ({
  id,
  title: `Oxford Shirt ${id}`,
  price: 3200,
  description: 'Oxford cotton, button-down collar.',
  sizes: ['S', 'M', 'L'],
  colors: ['Navy', 'White'],
  variants: [],
  categories: ['Formal'],
});

/** Each cell's stock as the storefront's API answers it, as 'size / colour' → stock. */
async function shopCells(shop: TestShop, id: string) {
  const { body } = await shop.call<{ data: Product }>('GET', `/api/products/${id}`);
  return {
    stock: body.data.stock,
    cells: Object.fromEntries(body.data.variants.map((cell) => [`${cell.size} / ${cell.color}`, cell.stock])),
  };
}

/** A new shirt `id` (made through the API, every cell at 0), open in the owner's product form at its grid. */
async function editNewShirt(page: Page, shop: TestShop, id: string) {
  const { status } = await shop.call('POST', '/api/products', { body: shirt(id), token: adminToken(shop) });
  expect(status).toBe(201);
  await adminLogIn(page, 'Products');
  await page.getByLabel('Search').fill(id);
  await page.getByRole('button', { name: `Edit Oxford Shirt ${id}` }).click();
  await expect(page.getByRole('group', { name: 'Stock by size and colour' })).toBeVisible();
}

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

test('the owner fills the grid by keyboard alone, and the shop and the list show each cell', async ({ page, shop }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await editNewShirt(page, shop, 'GRIDKEY');

  // From the last field before the grid, Tab reaches the fill number, then the cells row by row.
  await page.getByLabel('Categories', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Fill with')).toBeFocused();
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Stock of S / Navy')).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Stock of S / White')).toBeFocused();
  await page.keyboard.type('3');
  // Arrow keys move between cells: down to M / White, left to M / Navy, down to L / Navy.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('4');
  await page.keyboard.press('ArrowLeft');
  expect(await focused(page)).toBe('Stock of M / Navy');
  await page.keyboard.press('ArrowDown');
  expect(await focused(page)).toBe('Stock of L / Navy');
  // Two tabs on, past L / White, is the L row's fill button: every L gets the 6 typed above.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('Fill L row');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Stock of L / White')).toHaveValue('6');
  await expect(page.getByText('Total stock: 21')).toBeVisible();

  // Enter in a cell saves the form.
  await page.getByLabel('Stock of L / White').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved Oxford Shirt GRIDKEY (GRIDKEY).')).toBeVisible();
  expect(await shopCells(shop, 'GRIDKEY')).toEqual({
    stock: 21,
    cells: { 'S / Navy': 2, 'S / White': 3, 'M / Navy': 0, 'M / White': 4, 'L / Navy': 6, 'L / White': 6 },
  });

  // The list says which sizes and colours are sold out or running low.
  const row = page.getByRole('row').filter({ hasText: 'GRIDKEY' });
  await expect(row).toContainText('Sold out: M / Navy · Low: S / Navy (2), S / White (3), M / White (4)');
});

test('a block pasted from a spreadsheet fills the cells from the focused one, and the grid follows the sizes', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await editNewShirt(page, shop, 'GRIDPASTE');

  const pasteInto = (label: string, text: string) =>
    page.getByLabel(label).evaluate((cell, block) => {
      const data = new DataTransfer();
      data.setData('text/plain', block);
      cell.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  await pasteInto('Stock of M / Navy', '5\t6\r\n7\t8\r\n');
  await expect(page.getByLabel('Stock of M / Navy')).toHaveValue('5');
  await expect(page.getByLabel('Stock of M / White')).toHaveValue('6');
  await expect(page.getByLabel('Stock of L / Navy')).toHaveValue('7');
  await expect(page.getByLabel('Stock of L / White')).toHaveValue('8');
  await expect(page.getByLabel('Stock of S / Navy')).toHaveValue('0');
  await expect(page.getByText('Total stock: 26')).toBeVisible();

  // A new size starts at 0; a size taken off takes its cells with it.
  await page.getByLabel('Sizes', { exact: true }).fill('XL');
  await page.getByLabel('Sizes', { exact: true }).press('Enter');
  await expect(page.getByLabel('Stock of XL / Navy')).toHaveValue('0');
  await page.getByRole('button', { name: 'Remove M' }).click();
  await expect(page.getByLabel('Stock of M / Navy')).toHaveCount(0);
  await expect(page.getByText('Total stock: 15')).toBeVisible();
  // Put back, M starts again from 0: the cells taken off are gone, not hidden.
  await page.getByLabel('Sizes', { exact: true }).fill('M');
  await page.getByLabel('Sizes', { exact: true }).press('Enter');
  await expect(page.getByLabel('Stock of M / White')).toHaveValue('0');
  await page.getByRole('button', { name: 'Remove M' }).click();
  await page.screenshot({ path: 'test-results/admin-variant-grid-768.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/admin-variant-grid-1280.png', fullPage: true });

  // A column at once: every White to 1.
  await page.getByLabel('Fill with').fill('1');
  await page.getByRole('button', { name: 'Fill White column' }).click();
  await expect(page.getByText('Total stock: 10')).toBeVisible();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved Oxford Shirt GRIDPASTE (GRIDPASTE).')).toBeVisible();
  expect(await shopCells(shop, 'GRIDPASTE')).toEqual({
    stock: 10,
    cells: { 'S / Navy': 0, 'S / White': 1, 'L / Navy': 7, 'L / White': 1, 'XL / Navy': 0, 'XL / White': 1 },
  });
});

test('a cell that is not a whole number is marked and not sent, and a cell the server refuses is named at the grid', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await editNewShirt(page, shop, 'GRIDBAD');
  const grid = page.getByRole('group', { name: 'Stock by size and colour' });

  await page.getByLabel('Stock of M / Navy').fill('-2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('Stock of M / Navy')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Stock of M / Navy')).toBeFocused();
  await expect(grid).toContainText('Enter a whole number, 0 or more, for M / Navy.');
  expect((await shopCells(shop, 'GRIDBAD')).stock).toBe(0);

  // The server's own rule: a write naming a size the product does not list is refused, at the grid.
  await page.getByLabel('Stock of M / Navy').fill('2');
  await page.route('**/api/products/GRIDBAD', (route) => {
    const body = route.request().postDataJSON() as { variants: unknown[] };
    return route.continue({
      postData: JSON.stringify({ ...body, variants: [...body.variants, { size: 'XXL', color: 'Navy', stock: 1 }] }),
    });
  });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(grid.getByRole('alert')).toContainText("XXL is not one of this product's sizes (S, M, L)");
  expect((await shopCells(shop, 'GRIDBAD')).stock).toBe(0);
});
