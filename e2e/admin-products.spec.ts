import sharp from 'sharp';
import { adminLogIn, expect, test } from './fixtures';

const picture = async (colour: string) => ({
  name: `${colour}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 800, height: 1000, channels: 3, background: colour } }).png().toBuffer(),
});

// Issue 8 Proof; SPEC.md §2 Products tab, §5 Product form, §7 POST/PUT/DELETE /api/products and POST /api/uploads.
test('the owner adds a product with two pictures, finds it in the storefront, changes its price, then deletes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page);
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();

  const id = await page.getByLabel('Product ID').inputValue();
  expect(id).toMatch(/^PROD\d{5}$/);
  const title = `Ajrak Print Shirt ${id}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price (PKR)').fill('2450');
  await page.getByLabel('Stock').fill('3');
  await page.getByLabel('Description').fill('Block-printed ajrak on soft cotton.');
  await page.getByLabel('Colours', { exact: true }).fill('Indigo');
  await page.getByLabel('Colours', { exact: true }).press('Enter');
  await page.getByLabel(/Upload pictures/).setInputFiles([await picture('#1e3a8a'), await picture('#991b1b')]);
  const pictures = page.getByRole('list', { name: 'Product pictures' }).getByRole('img');
  await expect(pictures).toHaveCount(2);
  // The second picture is chosen as the main one.
  await page.getByRole('radio', { name: 'Main picture' }).nth(1).check();
  await page.screenshot({ path: 'test-results/admin-product-form-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(`Saved ${title} (${id}).`)).toBeVisible();

  // Low stock (3 pieces) is marked in the table.
  await page.getByLabel('Search').fill(id);
  const row = page.getByRole('row').filter({ hasText: id });
  await expect(row.getByText('Low stock')).toBeVisible();
  await page.setViewportSize({ width: 768, height: 900 });
  await page.screenshot({ path: 'test-results/admin-products-768.png', fullPage: true });

  const shopper = await page.context().newPage();
  await shopper.goto(`/products/${id}`);
  await expect(shopper.getByRole('heading', { name: title })).toBeVisible();
  await expect(shopper.getByText('PKR 2,450').first()).toBeVisible();
  const sources = await shopper.locator('img[src^="/uploads/"]').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(new Set(sources).size).toBeGreaterThanOrEqual(2);

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Product ID')).toHaveAttribute('readonly', '');
  await page.getByLabel('Price (PKR)').fill('1999');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(`Saved ${title} (${id}).`)).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByText('PKR 1,999').first()).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByLabel('Search').fill(id);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText(`Deleted ${title}.`)).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByText('Product not found').first()).toBeVisible();
});

test('a failed save keeps what the owner typed, and leaving with unsaved changes asks first', async ({ page }) => {
  await adminLogIn(page);
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  // An ID the demo catalog already uses.
  await page.getByLabel('Product ID').fill('PROD10001');
  await page.getByLabel('Title').fill('Duplicate attempt');
  await page.getByLabel('Price (PKR)').fill('1500');
  await page.getByLabel('Description').fill('Should not replace the demo shirt.');
  await page.getByLabel('Colours', { exact: true }).fill('Black,');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('alert')).toHaveText('A product with this ID already exists. Please use a different ID.');
  await expect(page.getByLabel('Title')).toHaveValue('Duplicate attempt');

  // Declining the warning stays on the form with the text intact.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Duplicate attempt');
  await expect(page).toHaveURL(/\/admin\/products$/);
});
