import { adminLogIn, expect, test } from './fixtures';

// Issue 35 item 11: a product form's problem goes as soon as its field is put right, without saving again;
// a price written '3,500' or 'Rs 3,500' is PKR 3,500.
for (const width of [1366, 390]) {
  test(`at ${width} px the product form's problems go as they are fixed, and 'Rs 3,500' saves PKR 3,500`, async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await adminLogIn(page);
    await page.getByRole('link', { name: 'Products' }).click();
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
