import { DEFAULT_SHOP_POLICY } from '../common/policy';
import { E2E_ADMIN, adminLogIn, expect, test } from './fixtures';

/*
 * Issue 24: the shop's phone and e-mail are shown to shoppers only once the owner has entered real
 * ones (like the bank details), and the Settings screen says which are missing. Also the shop's name
 * ending in a full stop is not followed by a second one.
 */
const PLACEHOLDERS = /0000000|example\.pk/;

test('shoppers see no made-up phone or e-mail, and the owner is told which are missing', async ({ page, shop }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Call us' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Email us' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(PLACEHOLDERS);
  await page.screenshot({ path: 'test-results/storeorders-contact-none.png', fullPage: true });

  await page.goto('/terms');
  await expect(
    page.getByText('These terms apply to every order placed with Karachi Shirt Co.', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Co..');
  await expect(page.getByTestId('terms-contact')).toHaveText('Johar, Karachi, Sindh, Pakistan');
  await expect(page.locator('body')).not.toContainText(PLACEHOLDERS);

  await page.setViewportSize({ width: 1280, height: 800 });
  await adminLogIn(page);
  await page.goto('/admin/settings');
  await expect(page.getByTestId('contact-missing')).toHaveText(
    'Shoppers see no phone number and no e-mail address for the shop yet. Enter them under Contact so customers can reach you.',
  );
  await page.screenshot({ path: 'test-results/storeorders-settings-missing.png' });

  const { body } = await shop.call<{ token: string }>('POST', '/admin/login', { body: E2E_ADMIN });
  const contact = { ...DEFAULT_SHOP_POLICY.contact, phone: '0321 5550123' };
  expect(
    (
      await shop.call('PUT', '/api/admin/settings/policy', {
        token: body.token,
        body: { ...DEFAULT_SHOP_POLICY, contact },
      })
    ).status,
  ).toBe(200);
  await page.reload();
  await expect(page.getByTestId('contact-missing')).toHaveText(
    'Shoppers see no e-mail address for the shop yet. Enter it under Contact so customers can reach you.',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: '0321 5550123' })).toHaveAttribute('href', 'tel:+923215550123');
  await expect(page.getByRole('heading', { name: 'Email us' })).toHaveCount(0);
});
