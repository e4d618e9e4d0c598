import sharp from 'sharp';
import { adminLogIn, expect, test } from './fixtures';
import { productOf } from './shopper';

const picture = async (colour: string) => ({
  name: `${colour}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 800, height: 1000, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

// Issue 8 Proof; docs/product.md §2 Products tab, §5 Product form, §7 POST/PUT/DELETE /api/products and POST /api/uploads.
test('the owner adds a product with two pictures, finds it in the storefront, changes its price, then deletes it', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page, 'Products');
  await page.getByRole('button', { name: 'Add Product' }).click();

  const id = await page.getByLabel('Product ID').inputValue();
  expect(id).toMatch(/^PROD\d{5}$/);
  const title = `Ajrak Print Shirt ${id}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price (PKR)').fill('2450');
  await page.getByLabel('Description').fill('Block-printed ajrak on soft cotton.');
  await page.getByLabel('Colours', { exact: true }).fill('Indigo');
  await page.getByLabel('Colours', { exact: true }).press('Enter');
  await page.getByLabel('Stock of S / Indigo').fill('3');
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
  const sources = await shopper
    .locator('img[src^="/uploads/"]')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(new Set(sources).size).toBeGreaterThanOrEqual(2);

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Product ID')).toHaveAttribute('readonly', '');
  await page.getByLabel('Price (PKR)').fill('1999');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(`Saved ${title} (${id}).`)).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByText('PKR 1,999').first()).toBeVisible();

  // docs/product.md §5: deleting asks first, in the app's own dialog naming the product. Escape and
  // 'Keep product' leave it listed and in the shop, with focus back on its Delete button.
  const nativeBoxes: string[] = [];
  page.on('dialog', (native) => {
    nativeBoxes.push(native.message());
    void native.dismiss();
  });
  const stillThere = async () => (await shop.call('GET', `/api/products/${id}`)).status;
  await page.getByLabel('Search').fill(id);
  const remove = page.getByRole('button', { name: `Delete ${title}` });
  const question = page.getByRole('dialog', { name: `Delete "${title}" (${id})?` });
  await remove.click();
  await expect(question).toHaveAccessibleDescription(
    'Shoppers will no longer see it. Orders already placed keep their lines.',
  );
  await expect(question.getByRole('button', { name: 'Keep product' })).toBeFocused();
  await expect(question.getByRole('button', { name: 'Delete product' })).toHaveClass('button-danger');
  await page.screenshot({ path: 'test-results/admin-product-confirm-768.png' });
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await question.getByRole('button', { name: 'Keep product' }).click();
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(row).toHaveCount(1);
  expect(await stillThere()).toBe(200);

  // By keyboard: Enter asks, Tab to 'Delete product', Enter deletes. Focus lands on the notice, not the page's start.
  await page.keyboard.press('Enter');
  await expect(question).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Delete product' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Deleted ${title}.`)).toBeFocused();
  await expect(row).toHaveCount(0);
  expect(await stillThere()).toBe(404);
  expect(nativeBoxes).toEqual([]);
  await shopper.reload();
  await expect(shopper.getByText('Product not found').first()).toBeVisible();
});

test('a failed save keeps what the owner typed, and leaving with unsaved changes asks first', async ({ page }) => {
  await adminLogIn(page, 'Products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  // An ID the demo catalog already uses.
  await page.getByLabel('Product ID').fill('PROD10001');
  await page.getByLabel('Title').fill('Duplicate attempt');
  await page.getByLabel('Price (PKR)').fill('1500');
  await page.getByLabel('Description').fill('Should not replace the demo shirt.');
  await page.getByLabel('Colours', { exact: true }).fill('Black,');
  // Leaving the field adds the colour, and with it the stock grid above the buttons.
  await page.getByLabel('Colours', { exact: true }).press('Tab');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('alert')).toHaveText('A product with this ID already exists. Please use a different ID.');
  await expect(page.getByLabel('Title')).toHaveValue('Duplicate attempt');

  // Declining the warning (Keep editing, or Escape) stays on the form with the text intact and focus back
  // where the owner was; confirming leaves.
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  const dashboard = page.getByRole('link', { name: 'Dashboard' });
  await dashboard.click();
  await expect(question).toHaveAccessibleDescription(
    'You have unsaved changes to this product. Leaving now throws them away.',
  );
  await expect(question.getByRole('button', { name: 'Leave without saving' })).toHaveClass('button-danger');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/admin-product-leave-1280.png' });
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(dashboard).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveValue('Duplicate attempt');
  await expect(page).toHaveURL(/\/admin\/products$/);

  const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
  await cancel.click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveValue('Duplicate attempt');

  await dashboard.click();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

// docs/product.md §5: the form's own Cancel asks the same question; confirming goes back to the list, and a
// form with nothing changed closes without asking.
test('Cancel on a changed product form asks before throwing the changes away', async ({ page }) => {
  await adminLogIn(page, 'Products');
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(question).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByLabel('Title').fill('Half-typed shirt');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveCount(0);
});

// Issue 7: the products table shares the sortable headers of User Management; docs/product.md §2
// Products tab keeps its sort choices, and both stay in step. A new sort goes back to page 1.
test('the Title and Price headers sort the products table, in step with the sort choices', async ({ page, shop }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const firstIds = async (sortBy: string) =>
    (await shop.call<{ data: { id: string }[] }>('GET', `/api/products?sortBy=${sortBy}&limit=25`)).body.data.map(
      (product) => product.id,
    );
  const shownIds = () =>
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .locator('td:nth-child(2)');
  await adminLogIn(page, 'Products');

  const price = page.getByRole('columnheader', { name: 'Price' });
  await expect(price).toHaveAttribute('aria-sort', 'none');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of/)).toBeVisible();
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText(/^Page 1 of/)).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('price');
  await expect(page.getByLabel('Direction')).toHaveValue('asc');
  await expect(shownIds()).toHaveText(await firstIds('price-asc'));
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  await expect(shownIds()).toHaveText(await firstIds('price-desc'));

  await page.getByLabel('Sort by').selectOption('title');
  const title = page.getByRole('columnheader', { name: 'Title' });
  await expect(title).toHaveAttribute('aria-sort', 'descending');
  await expect(price).toHaveAttribute('aria-sort', 'none');
  await expect(shownIds()).toHaveText(await firstIds('name-desc'));
});

test('a search of the products with a slip offers the word the catalog uses', async ({ page, shop }) => {
  const oxford = await productOf(shop, 'PROD10001');
  expect(oxford.title).toMatch(/\boxford\b/i);
  await adminLogIn(page, 'Products');
  await page.getByLabel('Search').fill('oxfrd');
  await expect(page.getByText('No products match this search. Did you mean oxford?')).toBeVisible();
  await page.getByRole('link', { name: 'oxford', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\?q=oxford$/);
  await expect(page.getByLabel('Search')).toHaveValue('oxford');
  await expect(page.getByRole('row', { name: new RegExp(oxford.title) })).toBeVisible();
});
