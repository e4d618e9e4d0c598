import { saveProduct } from '../server/catalog/saveProduct';
import { shopSettings } from '../server/shop/schema';
import { adminLogIn, expect, test } from './fixtures';

// Issue 22 (notice after the grid migration, low-stock alerts per size and colour) and issue 24 item 8 (the search in the address).
for (const width of [1280, 768]) {
  test(`at ${width} px the owner is told once to check the grids, and dismisses it for good`, async ({ page, shop }) => {
    await page.setViewportSize({ width, height: 900 });
    shop.deps.db.insert(shopSettings).values({ key: 'notice.checkVariantGrids', value: 'true' }).onConflictDoNothing().run();
    await adminLogIn(page);
    const notice = page.getByRole('region', { name: 'Please check your stock per size and colour' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('shared out evenly');
    await expect(notice.getByRole('link', { name: 'Check products' })).toHaveAttribute('href', '/admin/products');
    await page.screenshot({ path: `/tmp/dashvar-notice-${width}.png`, fullPage: true });
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Low Stock' })).toBeVisible();
    await expect(notice).toBeHidden();
  });
}

test('the low-stock card names the size and colour running out, and its link opens that product, kept on reload', async ({ page, shop }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A shop well stocked in everything but this shirt's M.
  shop.deps.db.$client.prepare('update product_variants set stock = 50').run();
  saveProduct(
    shop.deps.db,
    {
      id: 'LOWCELL-1',
      title: 'Plenty But Not In M',
      description: 'Oxford cotton.',
      price: 1999,
      sizes: ['S', 'M', 'L'],
      colors: ['Navy'],
      variants: [
        { size: 'S', color: 'Navy', stock: 2, sku: '' },
        { size: 'M', color: 'Navy', stock: 0, sku: '' },
        { size: 'L', color: 'Navy', stock: 90, sku: '' },
      ],
    },
    new Date(),
  );
  await adminLogIn(page);
  const card = page.getByRole('region', { name: 'Low Stock' });
  const line = card.getByRole('listitem').filter({ hasText: 'Plenty But Not In M' });
  await expect(card).toContainText('2 sizes and colours have 5 or fewer pieces left, in 1 product.');
  await expect(line).toHaveText('Plenty But Not In M: sold out in M / Navy · 2 left in S / Navy');
  await page.screenshot({ path: '/tmp/dashvar-lowstock-1280.png', fullPage: true });
  await line.getByRole('link', { name: 'Plenty But Not In M' }).click();
  await expect(page).toHaveURL(/\/admin\/products\?q=LOWCELL-1$/);
  await expect(page.getByLabel('Search')).toHaveValue('LOWCELL-1');
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue('LOWCELL-1');
  await expect(page.getByRole('row').filter({ hasText: 'LOWCELL-1' })).toBeVisible();
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();

  // Typing a search writes it to the address too.
  await page.getByLabel('Search').fill('Plenty');
  await expect(page).toHaveURL(/\?q=Plenty$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await card.getByRole('link', { name: 'See all low-stock products' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('stock:0-5');
});
