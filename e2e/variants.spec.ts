import type { Page } from '@playwright/test';
import type { Product } from '../common/catalog';
import { adminToken } from '../server/testing/identities';
import type { TestShop } from '../server/testing/testShop';
import { expect, test } from './fixtures';

// Issue 22 (stock per size and colour), the shopper's side: docs/product.md §4 Product detail screen,
// §5 Add to cart, and the products page's size filter.

const GRID_TITLE = 'Variant Grid Oxford';
const WIDE_TITLE = 'Variant Wide Kurta';
const NARROW_TITLE = 'Variant Narrow Kurta';

/**
 * S sold out in every colour; M only in Navy, 2 left; L in both. So the page opens on M / Navy (the
 * first cell in stock), where S and White cannot be chosen.
 */
const GRID = [
  { size: 'S', color: 'Navy', stock: 0 },
  { size: 'S', color: 'White', stock: 0 },
  { size: 'M', color: 'Navy', stock: 2 },
  { size: 'M', color: 'White', stock: 0 },
  { size: 'L', color: 'Navy', stock: 5 },
  { size: 'L', color: 'White', stock: 6 },
];

let made: { grid: string } | undefined;

async function create(
  shop: TestShop,
  token: string,
  id: string,
  title: string,
  sizes: string[],
  colors: string[],
  variants: typeof GRID,
) {
  const { status, body } = await shop.call<{ data: Product }>('POST', '/api/products', {
    token,
    body: { id, title, description: 'Cotton, cut for Karachi summers.', price: 2400, sizes, colors, variants },
  });
  expect(status).toBe(201);
  return body.data;
}

/**
 * The grid shirt, and two kurtas for the size filter: both list 3XL, only the wide one has it in stock
 * (the narrow one sells other sizes, so it is in stock and listed without the filter).
 */
async function shirts(shop: TestShop) {
  if (made) return made;
  const token = adminToken(shop);
  const stamp = String(Date.now()).slice(-5);
  const grid = await create(shop, token, `VAR${stamp}`, GRID_TITLE, ['S', 'M', 'L'], ['Navy', 'White'], GRID);
  expect(grid.stock).toBe(13);
  // Black in L and 3XL: the wide kurta has only 3XL in stock, the narrow one only L.
  for (const [id, title, inL, in3XL] of [
    [`VARW${stamp}`, WIDE_TITLE, 0, 4],
    [`VARN${stamp}`, NARROW_TITLE, 7, 0],
  ] as const) {
    await create(
      shop,
      token,
      id,
      title,
      ['L', '3XL'],
      ['Black'],
      [
        { size: 'L', color: 'Black', stock: inL },
        { size: '3XL', color: 'Black', stock: in3XL },
      ],
    );
  }
  made = { grid: grid.id };
  return made;
}

const choice = (page: Page, group: 'Size' | 'Colour', name: string) =>
  page.getByRole('group', { name: new RegExp(`^${group}`) }).getByRole('button', { name, exact: true });

/** The grid shirt's page, which opens on the first size and colour in stock: M / Navy. */
async function openGrid(page: Page, shop: TestShop) {
  const { grid } = await shirts(shop);
  await page.goto(`/products/${grid}`);
  await expect(choice(page, 'Size', 'M')).toHaveAttribute('aria-pressed', 'true');
  await expect(choice(page, 'Colour', 'Navy')).toHaveAttribute('aria-pressed', 'true');
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the product page opens on the first size and colour in stock and says how few are left', async ({
      page,
      shop,
    }) => {
      await openGrid(page, shop);
      await expect(page.getByText('Only 2 left in M / Navy')).toBeVisible();
      await expect(page.getByText('In Stock (2 available)')).toBeVisible();
      // The quantity stops at M / Navy's 2, not the shirt's 13.
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

      // L / White has plenty: no warning, and its own count.
      await choice(page, 'Size', 'L').click();
      await choice(page, 'Colour', 'White').click();
      await expect(page.getByText('In Stock (6 available)')).toBeVisible();
      await expect(page.getByText(/Only \d+ left/)).toHaveCount(0);
    });

    test('a size sold out in every colour cannot be chosen; a colour sold out only in this size moves the size', async ({
      page,
      shop,
    }) => {
      await openGrid(page, shop);
      // S is sold out in every colour: read out so, and not choosable by mouse or keyboard.
      const small = choice(page, 'Size', 'S, sold out');
      await expect(small).toHaveAttribute('aria-disabled', 'true');
      await small.click({ force: true });
      await small.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await expect(small).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('group', { name: 'Size: M' })).toBeVisible();

      // White is sold out in M but in stock in L: choosable, and choosing it moves the size to L, saying so.
      const white = choice(page, 'Colour', 'White, not in M');
      await expect(white).not.toHaveAttribute('aria-disabled', 'true');
      if (width === 390) await page.screenshot({ path: 'test-results/shopvariants-sold-out-390.png', fullPage: true });
      await white.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('group', { name: 'Colour: White' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Size: L' })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: 'Size changed to L: White is in stock in that size.' }),
      ).toBeVisible();
      await expect(page.getByText('In Stock (6 available)')).toBeVisible();
      if (width === 390) await page.screenshot({ path: 'test-results/shopvariants-moved-390.png', fullPage: true });

      // Back to M: White is not in M, so the colour moves to Navy.
      await choice(page, 'Size', 'M, not in White').click();
      await expect(page.getByRole('group', { name: 'Colour: Navy' })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: 'Colour changed to Navy: size M is in stock in that colour.' }),
      ).toBeVisible();
      await expect(page.getByText('Only 2 left in M / Navy')).toBeVisible();
    });

    test('the modal shows sizes sold out in every colour as sold out, and moves the size for a colour', async ({
      page,
      shop,
    }) => {
      await shirts(shop);
      await page.goto(`/products?q=${encodeURIComponent(GRID_TITLE)}`);
      await page.getByRole('button', { name: `More info about ${GRID_TITLE}` }).click();
      const modal = page.getByRole('dialog', { name: GRID_TITLE });
      await expect(modal.getByRole('button', { name: 'S, sold out', exact: true })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await modal.getByRole('button', { name: 'M', exact: true }).click();
      await modal.getByRole('button', { name: 'Navy', exact: true }).click();
      await expect(modal.getByText('Only 2 left in M / Navy')).toBeVisible();
      // White is not in M: choosing it moves the size to L, where it is.
      await modal.getByRole('button', { name: 'White, not in M', exact: true }).click();
      await expect(modal.getByRole('group', { name: 'Size: L' })).toBeVisible();
    });

    test('the size filter lists only shirts with that size in stock, and stays in the URL', async ({ page, shop }) => {
      await shirts(shop);
      await page.goto('/products?q=Variant');
      await expect(page.getByRole('heading', { name: NARROW_TITLE })).toBeVisible();
      await expect(page.getByRole('heading', { name: WIDE_TITLE })).toBeVisible();
      await page.getByText('Filters & sorting').click();
      await page.getByLabel('Other size').fill('3XL');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/[?&]size=3XL/);
      await expect(page.getByRole('heading', { name: WIDE_TITLE })).toBeVisible();
      await expect(page.getByRole('heading', { name: NARROW_TITLE })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: GRID_TITLE })).toHaveCount(0);
      await page.reload();
      await expect(page.getByLabel('Other size')).toHaveValue('3XL');
      await expect(page.getByRole('heading', { name: NARROW_TITLE })).toHaveCount(0);
    });
  });
}
