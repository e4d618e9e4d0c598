import { adminSignIn, E2E_ADMIN, expect, test } from './fixtures';
import { staffMember } from './staffAccounts';

/**
 * Decision 0145: the order desk opens the Dashboard for its orders, notices and low stock, without the sales
 * figures Sales Analytics keeps from it: no Revenue card, no empty card in its place, and no To collect line.
 */
test('the order desk’s Dashboard shows its three cards and no sales figures', async ({ page, shop }) => {
  await staffMember(shop, { name: 'Hina Desk', username: 'hina', role: 'orderDesk' }, 'hina-own-pass');
  await page.setViewportSize({ width: 390, height: 844 });
  await adminSignIn(page, 'hina', 'hina-own-pass');
  await page.waitForURL(/\/admin\/dashboard$/);
  const cards = page.getByRole('region', { name: 'Shop at a glance' });
  await expect(cards.getByRole('heading')).toHaveText(['Total Orders', 'Pending Orders', 'Products']);
  await expect(page.getByText(/Revenue|Total sales|Paid by customers|To collect/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sales Analytics' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Low Stock' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/desk-dashboard-390.png', fullPage: true });
});

test('the owner’s Dashboard still shows the Revenue card with where the money stands', async ({ page }) => {
  await adminSignIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.waitForURL(/\/admin\/dashboard$/);
  const cards = page.getByRole('region', { name: 'Shop at a glance' });
  await expect(cards.getByRole('heading')).toHaveText(['Total Orders', 'Pending Orders', 'Revenue', 'Products']);
  await expect(cards.getByText(/^Paid by customers PKR [\d,]+ · To collect PKR [\d,]+/)).toBeVisible();
  await expect(page.getByText(/^To collect: /)).toBeVisible();
});
