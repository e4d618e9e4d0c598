import { E2E_ADMIN, expect, test } from './fixtures';

// docs/product.md §2 (Admin login, Admin dashboard), §4 (Admin session), §8 (Admin login).
test('the owner signs in, sees the dashboard and logs out', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');

  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const [title, note] of [
    ['Total Orders', 'All time'],
    ['Pending Orders', 'Awaiting processing'],
    ['Revenue', 'Total sales'],
    ['Products', 'In catalog'],
  ] as const) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(note, { exact: true })).toBeVisible();
  }
  // What customers paid, named so it is not read as the courier's payouts after their charges.
  await expect(page.getByText(/^Paid by customers PKR [\d,]+ · To collect PKR [\d,]+$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin_jwt'))).toBeNull();
});

test('an unreadable or expired admin token sends the owner back to /admin', async ({ page }) => {
  await page.goto('/admin');
  await page.evaluate(() => localStorage.setItem('admin_jwt', 'garbage'));
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin_jwt'))).toBeNull();

  const expired = `x.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.y`;
  await page.evaluate((token) => localStorage.setItem('admin_jwt', token), expired);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('a forged admin token that looks unexpired is refused by the server', async ({ page }) => {
  const forged = `x.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, role: 'admin' })).toString('base64url')}.y`;
  await page.goto('/admin');
  await page.evaluate((token) => localStorage.setItem('admin_jwt', token), forged);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});
