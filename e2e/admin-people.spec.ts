import { adminToken } from '../server/testing/identities';
import { adminLogIn, expect, test } from './fixtures';
import { cellInStock } from './shopper';

// Issue 26: customers are people, not accounts. Guests show in Customers grouped by phone, however the
// number was typed, with orders, spend and refused parcels; the owner keeps a note and a "confirm by
// call first" mark that flags new orders from that number.

test('the owner finds a returning guest by phone, notes them and marks the number to confirm by call first', async ({
  page,
  shop,
}) => {
  const { shirt, cell } = await cellInStock(shop, 3);
  const order = async (email: string, phone: string) => {
    const placed = await shop.call<{ data: { orderRef: string } }>('POST', '/api/orders', {
      body: {
        customer: { name: 'Zainab Qureshi', email, phone, address: 'Flat 2, Gulberg III', city: 'Lahore' },
        items: [{ id: shirt.id, size: cell.size, color: cell.color, quantity: 1 }],
      },
    });
    expect(placed.status).toBe(201);
    return placed.body.data.orderRef;
  };
  await order('zainab@example.pk', '0321-4455667');
  await order('zainab.q@example.pk', '+92 321 4455667');

  await adminLogIn(page);
  await page.goto('/admin/customers');
  await page.getByLabel('Search customers').fill('0321 4455667');
  const row = page.getByRole('row', { name: /Zainab Qureshi/ });
  await expect(row).toContainText('0321 4455667');
  await expect(row.getByRole('cell', { name: '2', exact: true }).first()).toBeVisible();

  await row.getByRole('button', { name: 'Orders and notes of Zainab Qureshi, 0321 4455667' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer 0321 4455667' });
  await expect(dialog.getByText('zainab@example.pk')).toBeVisible();
  await dialog.getByLabel('Your note').fill('Asked twice about the collar size; prefers WhatsApp.');
  await dialog.getByLabel(/Confirm by call first/).check();
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog.getByText('Saved')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/phonesmail-people-dialog.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row', { name: /Zainab Qureshi/ })).toContainText('Call first');

  // The next order from that number, however typed, is flagged for the owner.
  const next = await order('zainab@example.pk', '923214455667');
  const listed = await shop.call<{ data: { orderRef: string; confirmByCall: boolean }[] }>(
    'GET',
    '/api/orders?limit=200',
    { token: adminToken(shop) },
  );
  expect(listed.body.data.find((placed) => placed.orderRef === next)?.confirmByCall).toBe(true);
  await page.reload();
  await page.getByLabel('Search customers').fill('Zainab');
  await page.getByRole('button', { name: /Orders and notes of Zainab Qureshi/ }).click();
  await expect(page.getByRole('dialog').getByLabel('Your note')).toHaveValue(
    'Asked twice about the collar size; prefers WhatsApp.',
  );
  await expect(page.getByRole('dialog').getByText(next)).toBeVisible();
});
