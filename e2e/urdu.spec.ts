import { expect, test } from './fixtures';

/*
 * Issue 26: the storefront in Urdu, right to left, chosen by the shopper (remembered) and defaulting
 * from the browser; at 390 px, as on the phones most shoppers use.
 */
test.use({ viewport: { width: 390, height: 844 } });

test.describe('a browser that asks for Urdu', () => {
  test.use({ locale: 'ur-PK' });

  test('starts the shop in Urdu, right to left', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur-PK');
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('urdu-home.png'), fullPage: true });
  });
});
