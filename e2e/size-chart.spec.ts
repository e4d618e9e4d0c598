import { expect, test } from './fixtures';
import { DEFAULT_SIZE_CHART } from '../common/sizeCharts';
import { adminToken } from '../server/testing/identities';

// Issue 35 item 8: a men's size chart (chest, length, shoulder, sleeve, collar) opens from beside the size picker.
for (const width of [360, 390, 1366]) {
  test(`at ${width} px the product page's Size chart shows the men's chart, by keyboard, in English and Urdu`, async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const list = await shop.call<{ data: { id: string; categories: string[] }[] }>('GET', '/api/products?limit=1');
    const product = list.body.data[0]!;
    // The chart is the one the owner keeps for the shirt's category, read from the shop (M's chest made 41 here).
    const saved = await shop.call('PUT', '/api/admin/size-charts', {
      token: adminToken(shop),
      body: {
        category: product.categories[0] ?? '',
        rows: DEFAULT_SIZE_CHART.map((row) => (row.size === 'M' ? { ...row, chest: 41 } : row)),
      },
    });
    expect(saved.status).toBe(200);
    await page.goto(`/products/${product.id}`);
    const link = page.getByRole('button', { name: 'Size chart' });
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Size chart (inches)' });
    await expect(dialog).toBeVisible();
    for (const heading of ['Size', 'Chest', 'Length', 'Shoulder', 'Sleeve', 'Collar'])
      await expect(dialog.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
    await expect(dialog.getByRole('rowheader')).toHaveText(['S', 'M', 'L', 'XL', 'XXL']);
    await expect(dialog.getByRole('row', { name: /^M 41 29 17\.5 24\.5 15$/ })).toBeVisible();
    await expect(dialog.getByText(/Bust|Waist|Hips/)).toHaveCount(0);
    // The whole table fits the phone's screen.
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/traps-size-chart-en-${width}.png` });
    // The table is a region the keyboard reaches, so a chart wider than a small phone scrolls by its arrows.
    await page.keyboard.press('Shift+Tab');
    const table = dialog.getByRole('region', { name: 'Size chart (inches)' });
    await expect(table).toBeFocused();
    if (await table.evaluate((region) => region.scrollWidth > region.clientWidth)) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => table.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('button', { name: 'سائز چارٹ' }).click();
    const urdu = page.getByRole('dialog', { name: 'سائز چارٹ (انچ)' });
    await expect(urdu.getByRole('columnheader', { name: 'چھاتی' })).toBeVisible();
    await page.screenshot({ path: `test-results/traps-size-chart-ur-${width}.png` });
    await urdu.getByRole('button', { name: 'بند کریں' }).click();
    await expect(urdu).toHaveCount(0);
  });
}
