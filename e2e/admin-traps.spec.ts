import { adminLogIn, expect, test } from './fixtures';

// Issue 35 item 11: a product form's problem goes as soon as its field is put right, without saving again;
// a price written '3,500' or 'Rs 3,500' is PKR 3,500.
for (const width of [1366, 390]) {
  test(`at ${width} px the product form's problems go as they are fixed, and 'Rs 3,500' saves PKR 3,500`, async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await adminLogIn(page, 'Products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const form = page.getByRole('form', { name: 'Add Product' });
    const title = page.getByLabel('Title', { exact: true });
    const price = page.getByLabel('Price (PKR)');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Title is required')).toBeVisible();

    await title.fill('Eid Kurta');
    await expect(page.getByText('Title is required')).toHaveCount(0);
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');

    await price.fill('3,500');
    await expect(page.getByText(/Price must be a whole number/)).toHaveCount(0);
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await price.fill('Rs 3,500');
    await expect(price).toHaveAccessibleDescription(/Read as PKR 3,500/);
    await expect(page.getByText(/Price must be a whole number/)).toHaveCount(0);
    // A problem put back comes back at once too.
    await price.fill('3.5');
    await expect(price).toHaveAccessibleDescription(/Price must be a whole number/);
    await price.fill('Rs 3,500');

    await page.getByLabel('Description').fill('Cotton kurta for Eid.');
    await expect(page.getByText('Description is required')).toHaveCount(0);
    await page.getByLabel('Colours', { exact: true }).fill('White');
    await page.getByLabel('Colours', { exact: true }).press('Enter');
    await expect(page.getByText('At least one colour is required')).toHaveCount(0);
    await page.screenshot({ path: `test-results/traps-product-form-${width}.png`, fullPage: true });
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(form).toHaveCount(0);

    const found = await shop.call<{ data: { title: string; price: number }[] }>(
      'GET',
      '/api/products?search=Eid%20Kurta&limit=5',
    );
    expect(found.body.data.find((product) => product.title === 'Eid Kurta')?.price).toBe(3500);
  });
}

// Issue 35 item 12: dates are typed and shown day first (27/11/2026), whatever the computer's language.
test('dates are typed and shown as dd/mm/yyyy in the admin app', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await adminLogIn(page, 'Orders');
  const filters = page.getByRole('form', { name: 'Filter orders' });
  await filters.getByLabel('From', { exact: true }).fill('01/11/2026');
  await filters.getByLabel('To', { exact: true }).fill('27/11/2026');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-27/);
  // The filter shows the days as they were written after the list reloads.
  await expect(page.getByRole('form', { name: 'Filter orders' }).getByLabel('From', { exact: true })).toHaveValue(
    '01/11/2026',
  );
  // A day that does not exist is said at the field, in the owner's words.
  const to = page.getByRole('form', { name: 'Filter orders' }).getByLabel('To', { exact: true });
  await to.fill('31/02/2026');
  await to.blur();
  await expect(to).toHaveAccessibleDescription(/day\/month\/year, for example 27\/11\/2026/);
  await page.screenshot({ path: 'test-results/traps-order-dates-1366.png' });
});

test('the product list shows 25 a page and keeps the choice; the discount form says "Code" once', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await adminLogIn(page, 'Products');
  await expect(page.getByLabel('Per page')).toHaveValue('25');
  const rows = page.getByRole('table').first().getByRole('row');
  await expect.poll(() => rows.count()).toBeGreaterThan(6);
  await page.getByLabel('Per page').selectOption('10');
  await expect.poll(() => rows.count()).toBeLessThanOrEqual(11);
  await page.reload();
  await expect(page.getByLabel('Per page')).toHaveValue('10');

  await page.getByRole('link', { name: 'Discounts' }).click();
  await page.getByRole('button', { name: /New (discount )?code/i }).click();
  const form = page.getByRole('form', { name: 'New discount code' });
  await expect(form.getByText('Code', { exact: true })).toHaveCount(1);
  await expect(form.getByLabel('Code', { exact: true })).toBeVisible();
});

test("a discount's product IDs and categories say at their field what is wrong with them", async ({ page }) => {
  await adminLogIn(page, 'Discounts');
  await page.getByRole('button', { name: 'New code' }).click();
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByLabel('Code', { exact: true }).fill('EIDPICK');
  await form.getByLabel('Percent off').fill('10');
  await form.getByLabel('Some products or categories').check();
  await form.getByLabel('Product IDs').fill(`PROD1, ${'P'.repeat(41)}`);
  await form.getByLabel('Categories', { exact: true }).fill('Formal');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByLabel('Product IDs')).toBeFocused();
  await expect(form.getByLabel('Product IDs')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('A product ID is at most 40 characters')).toBeVisible();

  await form.getByLabel('Product IDs').fill('PROD1');
  await form.getByLabel('Categories', { exact: true }).fill('C'.repeat(61));
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByLabel('Categories', { exact: true })).toBeFocused();
  await expect(form.getByText('A category is at most 60 characters')).toBeVisible();
});
