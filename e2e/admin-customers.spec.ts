import { randomUUID } from 'node:crypto';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../common/errors';
import { adminLogIn, expect, test } from './fixtures';

// docs/product.md §2 User Management, §4 user status and screen defaults, §5 Deleting a user, §8 User delete.
test('the owner finds a customer, opens the details, deactivates them (their login is refused) and deletes them with DELETE typed', async ({
  page,
  browser,
  shop,
}) => {
  const lastName = `Qureshi${randomUUID().slice(0, 6)}`;
  const email = `${lastName.toLowerCase()}@example.pk`;
  const registered = await shop.call<{ token: string }>('POST', '/api/users/register', {
    body: { firstName: 'Saima', lastName, email, password: 'secret-password', phone: '0300 7654321' },
  });
  expect(registered.status).toBe(201);

  await adminLogIn(page, 'User Management');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByLabel('Users per page')).toHaveValue('10');
  await expect(page.getByRole('columnheader', { name: 'Last Name' })).toHaveAttribute('aria-sort', 'ascending');

  await page.getByLabel('Search users').fill(lastName);
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Details of Saima ${lastName}` }).click();
  const details = page.getByRole('dialog', { name: `Saima ${lastName}` });
  await expect(details).toContainText(email);
  await expect(details).toContainText('0300 7654321');
  await expect(details.getByText('Total spent')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await row.getByRole('button', { name: `Deactivate Saima ${lastName}` }).click();
  await expect(row).toContainText('Inactive');
  const refused = await shop.call('POST', '/api/users/login', { body: { email, password: 'secret-password' } });
  expect(refused).toMatchObject({ status: 403, body: { message: ACCOUNT_DEACTIVATED_MESSAGE } });
  // The session she already had stops working at once, and the storefront's login form tells her why.
  expect(await shop.call('GET', '/api/users/profile', { token: registered.body.token })).toMatchObject({
    status: 403,
    body: { code: 'ACCOUNT_DEACTIVATED' },
  });
  const shopper = await browser.newPage({ baseURL: shop.url });
  await shopper.goto('/login');
  await shopper.getByLabel('Email').fill(email);
  await shopper.getByLabel('Password').fill('secret-password');
  await shopper.getByRole('button', { name: 'Login' }).click();
  await expect(shopper.getByRole('alert').filter({ hasText: ACCOUNT_DEACTIVATED_MESSAGE }).first()).toBeVisible();
  await expect(shopper).toHaveURL(/\/login$/);
  await shopper.close();

  // Anything but DELETE exactly cancels.
  await row.getByRole('button', { name: `Delete Saima ${lastName}` }).click();
  await expect(page.getByRole('dialog', { name: 'Delete user for good?' })).toContainText('cannot be undone');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(`Type DELETE to delete Saima ${lastName}`).fill('delete');
  await page.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByRole('alert')).toHaveText('Deletion cancelled. You must type "DELETE" exactly to confirm.');
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Delete Saima ${lastName}` }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(`Type DELETE to delete Saima ${lastName}`).fill('DELETE');
  await page.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'successfully' })).toHaveText(
    `User "Saima ${lastName}" has been successfully deleted.`,
  );
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No users match your search.')).toBeVisible();
  expect((await shop.call('POST', '/api/users/login', { body: { email, password: 'secret-password' } })).status).toBe(
    401,
  );

  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByLabel('Search users').fill('');
    await page.screenshot({ path: `test-results/admin-customers-${width}.png`, fullPage: true });
  }
});
