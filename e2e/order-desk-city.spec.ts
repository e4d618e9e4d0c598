import { adminLogIn, expect, openAdminOrder, test } from './fixtures';
import { whatsappOrder } from './staffAccounts';

/*
 * Decision 0137: the order desk offers the shop's cities as staff type, asks "Did you mean Rawalpindi?"
 * for a short form or a slip and keeps what was typed when staff say so; the Change order dialog opens on
 * its first field and corrects the customer's name, said so on the order's History.
 */
test('the desk offers the shop’s cities, puts Rawalpindi in for Pindi and keeps a small town as typed', async ({
  page,
  shop,
}) => {
  await adminLogIn(page);
  // An earlier order went to Chiniot: the shop knows it.
  await whatsappOrder(shop, { name: 'Bilal Town', phone: '0300 7654321', address: 'Mohalla 4', city: 'Chiniot' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'New order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New order' });
  const city = dialog.getByLabel('City');
  await expect(dialog.locator('datalist option[value="Chiniot"]')).toHaveCount(1);
  await city.fill('Pindi');
  await expect(dialog.getByText('Did you mean Rawalpindi?')).toBeVisible();
  await page.screenshot({ path: 'test-results/order-desk-city-pindi-390.png' });
  await dialog.getByRole('button', { name: 'Use Rawalpindi' }).click();
  await expect(city).toHaveValue('Rawalpindi');
  await expect(city).toBeFocused();
  await expect(dialog.getByText(/Did you mean/)).toHaveCount(0);

  // One slip from a city the shop knows: asked, and kept as typed when staff say so, by keyboard.
  await city.fill('Chinoit');
  await expect(dialog.getByText('Did you mean Chiniot?')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Use Chiniot' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(city).toHaveValue('Chinoit');
  await expect(dialog.getByText(/Did you mean/)).toHaveCount(0);
  // A town the shop never saw is not a mistake: nothing is asked.
  await city.fill('Pindi Bhattian');
  await expect(dialog.getByText(/Did you mean/)).toHaveCount(0);
});

test('Change order opens on its first field and corrects the customer’s name, said on the History', async ({
  page,
  shop,
}) => {
  await adminLogIn(page);
  const { orderRef } = await whatsappOrder(shop, {
    name: 'Sana Kan',
    phone: '0321 5550001',
    address: 'House 1, Street 2',
    city: 'Lahore',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  const entry = await openAdminOrder(page, orderRef);
  await entry.getByRole('button', { name: 'Change order' }).click();
  const change = page.getByRole('dialog', { name: `Change order ${orderRef}` });
  await expect(change.getByLabel('Phone')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(change.getByLabel('Name')).toBeFocused();
  await change.getByLabel('Name').fill('Sana Khan');
  // Escape with a change typed asks before dropping it.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(change.getByLabel('Name')).toHaveValue('Sana Khan');
  await page.screenshot({ path: 'test-results/order-desk-change-390.png' });
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change).toBeHidden();
  const history = entry.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Changed the name from "Sana Kan" to "Sana Khan"');
  await expect(entry.getByText('Sana Khan').first()).toBeVisible();

  // Opened again and closed by Escape with nothing changed: it just closes, and the focus goes back.
  await entry.getByRole('button', { name: 'Change order' }).click();
  await expect(change.getByLabel('Phone')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(change).toBeHidden();
  await expect(entry.getByRole('button', { name: 'Change order' })).toBeFocused();
});
