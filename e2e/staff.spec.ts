import type { Page } from '@playwright/test';
import { refusalFor } from '../common/staffRoles';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, adminSignIn, countPrints, expect, printsCounted, test } from './fixtures';
import { confirmedOrder, staffMember } from './staffAccounts';

/** What a packer packs, for a customer named `name`. */
const packersOrder = (shop: TestShop, name: string) =>
  confirmedOrder(shop, {
    name,
    email: 'sana.qureshi@example.pk',
    phone: '0321 7654321',
    address: 'Flat 4, Block B, Gulshan',
    city: 'Karachi',
  });

const orderEntry = (page: Page, orderRef: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(orderRef) }) });

async function openOrder(page: Page, orderRef: string) {
  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search').fill(orderRef);
  await page.getByRole('button', { name: 'Apply' }).click();
  const entry = orderEntry(page, orderRef);
  await entry.getByRole('button', { name: new RegExp(orderRef) }).click();
  await expect(entry.getByRole('heading', { name: 'Order information' })).toBeVisible();
  return entry;
}

// Issue 37 Proof: the owner makes a Packer, who packs and ships but cannot open Customers or Settings;
// the owner reads the packer's name on the order's history and in the log; turning the account off
// signs the packer out on their next click.
test('a Packer made by the owner ships an order, is kept out of customers and settings, and is signed out when turned off', async ({
  page,
  shop,
  browser,
}) => {
  const orderRef = await packersOrder(shop, 'Sana Qureshi');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The owner adds the packer; the first password is made up by the app and shown once.
  await adminLogIn(page, 'Staff');
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await page.getByRole('button', { name: 'Add staff' }).click();
  const form = page.getByRole('dialog', { name: 'Add a member of staff' });
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  // The server's own rules, at the field: a name is needed.
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(/Name is required/);
  await form.getByLabel('Name', { exact: true }).fill('Bilal Packer');
  await form.getByLabel('Username').fill('admin');
  await form.getByLabel('Role').selectOption({ label: 'Packer' });
  await expect(form.getByText('May see orders, change an order’s status, book parcels with couriers.')).toBeVisible();
  // A taken username: the server's refusal is said at the Username field.
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(form.getByLabel('Username')).toHaveAccessibleDescription(/The username admin is taken/);
  await form.getByLabel('Username').fill('bilal');
  const firstPassword = await form.getByLabel('First password').inputValue();
  expect(firstPassword).toMatch(/^\w{4}-\w{4}-\w{4}$/);
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Bilal Packer signs in as bilal with the password ${firstPassword}`)).toBeVisible();
  const row = page.getByRole('row', { name: /Bilal Packer/ });
  await expect(row.getByRole('cell', { name: 'Has not chosen a password yet' })).toBeVisible();
  await expect(row.getByLabel('Role of Bilal Packer')).toHaveValue('packer');
  await page.screenshot({ path: 'test-results/staff-owner-adds-packer-1280.png', fullPage: true });
  // A second person added in a row: the first one's password, never shown again, stays until handed over.
  await page.getByRole('button', { name: 'Add staff' }).click();
  await form.getByLabel('Name', { exact: true }).fill('Hina Desk');
  await form.getByLabel('Username').fill('hina');
  await form.getByLabel('Role').selectOption({ label: 'Order desk' });
  const hinasPassword = await form.getByLabel('First password').inputValue();
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Hina Desk signs in as hina with the password ${hinasPassword}`)).toBeVisible();
  await expect(page.getByText(`Bilal Packer signs in as bilal with the password ${firstPassword}`)).toBeVisible();
  await page.getByRole('button', { name: 'Done, I have given it to Bilal Packer' }).click();
  await expect(page.getByText(`Bilal Packer signs in as bilal`)).toHaveCount(0);
  await expect(page.getByText(`Hina Desk signs in as hina with the password ${hinasPassword}`)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  // The packer signs in and must choose their own password before anything else.
  await countPrints(page);
  await adminSignIn(page, 'bilal', firstPassword);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expect(
    page.getByText(/Welcome, Bilal Packer\. The password the owner gave you is for your first sign-in only/),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/staff-first-password-1280.png', fullPage: true });
  await page.getByLabel('Password you were given').fill(firstPassword);
  await page.getByLabel('New password', { exact: true }).fill('bilal-packs-parcels');
  await page.getByLabel('Confirm new password').fill('bilal-packs-parcels');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // A Packer's screens: Orders only, which is where signing in lands.
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(['Orders']);
  await expect(page.getByText('Bilal Packer Packer')).toBeVisible();

  // Prints the slip and marks the order shipped.
  const entry = await openOrder(page, orderRef);
  await entry.getByRole('button', { name: 'Print packing slip' }).click();
  await expect.poll(() => printsCounted(page)).toBe(1);
  await entry.getByRole('button', { name: 'Mark as Shipped' }).click();
  const shipForm = entry.getByRole('form', { name: `Ship ${orderRef}` });
  await shipForm.getByLabel('Tracking number').fill('779912345678');
  await shipForm.getByRole('button', { name: 'Save as shipped' }).click();
  await expect(
    entry.getByRole('button', { name: new RegExp(orderRef) }).getByText('shipped', { exact: true }),
  ).toBeVisible();
  await expect(entry.getByRole('region', { name: 'History' }).getByText('Bilal Packer')).toBeVisible();
  // No buttons for what a Packer may not do.
  await expect(entry.getByRole('button', { name: /Cancel Order|Change order|Mark as paid/ })).toHaveCount(0);
  // The parcel has left the shop, so an owner would now see Return and Exchange on its lines: a Packer does not.
  await expect(entry.getByRole('button', { name: /^(Return|Exchange) / })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/staff-packer-orders-1280.png', fullPage: true });

  // Customers and Settings are not in the navigation, and a typed address says why.
  for (const [path, permission] of [
    ['customers', 'customers'],
    ['settings', 'settings'],
  ] as const) {
    await page.goto(`/admin/${path}`);
    await expect(page.getByRole('alert')).toHaveText(refusalFor('packer', permission));
  }
  await expect(page.getByText('Your role (Packer) cannot change the shop’s settings.')).toBeVisible();
  await page.screenshot({ path: 'test-results/staff-packer-settings-refused-1280.png', fullPage: true });
  await page.goto('/admin/orders');

  // The owner, in another window, sees the packer's name on the order's history and in the log.
  const owner = await browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL: shop.url });
  await adminLogIn(owner);
  const ownersEntry = await openOrder(owner, orderRef);
  const history = ownersEntry.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Bilal Packer');
  await expect(history.getByRole('listitem').first()).toContainText('Moved the order from Confirmed to Shipped');
  await owner.getByRole('link', { name: 'Activity' }).click();
  await owner.getByLabel('Person').selectOption({ label: 'Bilal Packer' });
  await owner.getByLabel('Kind of change').selectOption({ label: 'Order status' });
  // Days are typed day first, as everywhere in the admin app (issue 35 item 12): today in Pakistan.
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi' }).format(new Date());
  await owner.getByLabel('From day').fill(today);
  await owner.getByLabel('To day').fill(today);
  await owner.getByRole('button', { name: 'Show' }).click();
  await expect(owner.getByText('1 change', { exact: true })).toBeVisible();
  await expect(owner.getByRole('listitem').filter({ hasText: orderRef })).toContainText('Bilal Packer');
  const download = owner.waitForEvent('download');
  await owner.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await (
    await download
  )
    .path()
    .then((file) => import('node:fs/promises').then((fs) => fs.readFile(file, 'utf8')));
  expect(csv).toContain('Bilal Packer,Order status');
  await owner.screenshot({ path: 'test-results/staff-activity-log-1280.png', fullPage: true });

  // The owner turns the packer off: the packer's next click lands on the login screen with the reason.
  await owner.getByRole('link', { name: 'Staff' }).click();
  await owner.getByRole('button', { name: 'Turn off Bilal Packer' }).click();
  await owner
    .getByRole('dialog', { name: "Turn off Bilal Packer's account?" })
    .getByRole('button', { name: 'Turn off' })
    .click();
  await expect(
    owner.getByRole('row', { name: /Bilal Packer/ }).getByRole('cell', { name: 'Turned off' }),
  ).toBeVisible();
  await owner.close();

  await page.getByRole('heading', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('The owner has turned off your account. Ask them if you need it again.')).toBeVisible();
  await page.screenshot({ path: 'test-results/staff-packer-turned-off-1280.png', fullPage: true });
});

// Issue 37 Proof (concurrency, through the app): a Manager confirms the order with the customer while the
// owner has its Change order dialog open, and corrects the phone; the owner's save is refused with
// 'reload', keeps what was typed, and goes through after Reload with the Manager's changes kept.
test('two staff changing one order: the later save is told to reload and loses nothing typed', async ({
  page,
  shop,
}) => {
  const orderRef = await packersOrder(shop, 'Hina Baig');
  const manager = await staffMember(
    shop,
    { name: 'Maryam Manager', username: 'maryam', role: 'manager' },
    'maryam-own-pass',
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await adminLogIn(page);
  const entry = await openOrder(page, orderRef);
  await entry.getByRole('button', { name: 'Change order' }).click();
  const dialog = page.getByRole('dialog', { name: `Change order ${orderRef}` });
  await dialog.getByLabel('Address').fill('House 9, Street 3, DHA Phase 5');

  const confirmed = await shop.call('PATCH', `/api/admin/orders/${orderRef}/confirmation`, {
    token: manager,
    body: { confirmed: true },
  });
  expect(confirmed.status).toBe(200);
  // The Manager also corrects the phone, a field the owner's open dialog shows but did not touch.
  const listed = await shop.call<{
    data: Array<{ items: { productId: string; size: string; color: string; quantity: number }[] }>;
  }>('GET', `/api/orders?q=${orderRef}`, { token: manager });
  const edited = await shop.call('PUT', `/api/admin/orders/${orderRef}`, {
    token: manager,
    body: {
      phone: '0333 1112233',
      address: 'House 1, Street 1, Gulberg',
      city: 'Lahore',
      items: listed.body.data[0]!.items.map(({ productId, size, color, quantity }) => ({
        id: productId,
        size,
        color,
        quantity,
      })),
    },
  });
  expect(edited.status).toBe(200);

  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const stale = dialog
    .getByRole('alert')
    .filter({ hasText: 'This order was changed by someone else. Reload to see it.' });
  await expect(stale).toBeVisible();
  await expect(dialog.getByLabel('Address')).toHaveValue('House 9, Street 3, DHA Phase 5');
  await page.screenshot({ path: 'test-results/staff-order-changed-by-someone-else-1280.png', fullPage: true });
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(stale).toBeHidden();
  await expect(dialog.getByLabel('Address')).toHaveValue('House 9, Street 3, DHA Phase 5');
  // What the owner did not touch now shows the Manager's change, so saving does not put the old phone back.
  await expect(dialog.getByLabel('Phone')).toHaveValue('0333 1112233');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  const saved = await shop.call<{
    data: Array<{ customer: { address: string; phone: string }; confirmedWithCustomerAt: string | null }>;
  }>('GET', `/api/orders?q=${orderRef}`, { token: owner });
  expect(saved.body.data[0]?.customer.address).toBe('House 9, Street 3, DHA Phase 5');
  expect(saved.body.data[0]?.customer.phone).toBe('03331112233');
  expect(saved.body.data[0]?.confirmedWithCustomerAt).not.toBeNull();
});
