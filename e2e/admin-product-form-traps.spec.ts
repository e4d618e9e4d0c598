import { adminLogIn, expect, test } from './fixtures';

// Issue 24 items 4 and 14: Back on a half-filled product form asks first; the form's heading is said once; prices do not wrap.
for (const width of [1280, 768]) {
  test(`at ${width} px browser Back on a half-filled product form asks first, and keeps what was typed`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await adminLogIn(page, 'Products');
    await expect(page).toHaveURL(/\/admin\/products$/);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('heading', { name: 'Add Product' })).toHaveCount(1);
    await page.getByLabel('Title').fill('Half-typed Kurta');

    await page.goBack();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `test-results/dashvar-back-${width}.png` });
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Half-typed Kurta');

    // Asked again on the next Back; leaving closes the form on the product list.
    await page.goBack();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/products$/);

    // An untouched form closes on Back without asking; the next Back leaves the Products tab.
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
}

test('at 768 px a price stays on one line in the products table', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await adminLogIn(page, 'Products');
  const price = page.getByRole('row').nth(1).getByRole('cell').nth(3);
  await expect(price).toHaveText(/^PKR [\d,]+$/);
  // One line box for the text: 'PKR' and the amount are not split over two lines.
  const lines = await price.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  await page.screenshot({ path: 'test-results/dashvar-products-768.png', fullPage: true });
});

// Issue 24 item 9: every problem at once, each at its field, as checkout does.
for (const width of [1280, 768]) {
  test(`at ${width} px the product form shows every problem at once at its field, and saves nothing`, async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await adminLogIn(page, 'Products');
    const before = (await shop.call<{ total: number }>('GET', '/api/products?limit=1')).body.total;
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByLabel('Price (PKR)').fill('a lot');
    await page.getByRole('button', { name: 'Add Product' }).click();

    const problems = [
      ['Title', 'Title is required'],
      ['Price (PKR)', 'Price must be a whole number of rupees above 0'],
      ['Description', 'Description is required'],
      ['Colours', 'At least one colour is required'],
    ] as const;
    for (const [label, message] of problems) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
    await page.screenshot({ path: `test-results/dashvar-form-problems-${width}.png`, fullPage: true });
    expect((await shop.call<{ total: number }>('GET', '/api/products?limit=1')).body.total).toBe(before);

    // Corrected fields lose their mark on the next save.
    await page.getByLabel('Title', { exact: true }).fill('Corrected Kurta');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByLabel('Title', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Price (PKR)')).toHaveAttribute('aria-invalid', 'true');
  });
}
