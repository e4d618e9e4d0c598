import { adminLogIn, adminSignIn, expect, test } from './fixtures';
import { staffMember } from './staffAccounts';

// Issue 37: every member of staff changes their own password, not only the owner and the Manager, from
// My account in the header; the change signs them out on their other devices.
test('a Packer changes their own password from My account and signs in with the new one', async ({
  page,
  shop,
  browser,
}) => {
  await staffMember(shop, { name: 'Kamran Packer', username: 'kamran', role: 'packer' }, 'kamran-packs-1');

  // Signed in on the packing-table computer too: that session ends when the password changes.
  const packingTable = await browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL: shop.url });
  await adminSignIn(packingTable, 'kamran', 'kamran-packs-1');
  await expect(packingTable).toHaveURL(/\/admin\/orders$/);

  await page.setViewportSize({ width: 1280, height: 900 });
  await adminSignIn(page, 'kamran', 'kamran-packs-1');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  // My account is in the header, beside who is signed in; the tabs stay the Packer's one screen.
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText(['Orders']);
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Packer. May see orders, change an order’s status, book parcels with couriers.'),
  ).toBeVisible();

  const form = page.getByRole('form', { name: 'Change your password' });
  // Each problem is said at its field: the confirmation first, then the server's refusal of a wrong current password.
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('kamran-new-pass');
  await form.getByLabel('Confirm new password').fill('kamran-new-pas');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Confirm new password')).toHaveAccessibleDescription('New passwords do not match');
  await expect(form.getByLabel('Confirm new password')).toBeFocused();
  await form.getByLabel('Confirm new password').fill('kamran-new-pass');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('Current password is incorrect');
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('kamran-new-pass');

  await form.getByLabel('Current password').fill('kamran-packs-1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password changed. You are signed out on your other devices.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await page.screenshot({ path: 'test-results/staff2-account-changed-1280.png', fullPage: true });
  // This window keeps working on its fresh session.
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

  // The packing-table computer is signed out at its next click.
  await packingTable.getByRole('heading', { name: 'Orders' }).click();
  await expect(packingTable.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await packingTable.close();

  // The old password no longer opens the shop; the new one does.
  await page.getByRole('button', { name: 'Logout' }).click();
  await adminSignIn(page, 'kamran', 'kamran-packs-1');
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await adminSignIn(page, 'kamran', 'kamran-new-pass');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByText('Kamran Packer Packer')).toBeVisible();
});

test("the owner's own password is under My account too, not Settings", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page, 'Settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: /password/i })).toHaveCount(0);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByText('Owner. May do everything, including staff and backups.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change your password' })).toBeVisible();
});
