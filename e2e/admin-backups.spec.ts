import { writeFile } from 'node:fs/promises';
import { productPath } from '../common/storefrontPaths';
import { adminToken } from '../server/testing/identities';
import { adminLogIn, expect, test } from './fixtures';
import { cellInStock } from './shopper';

// docs/architecture.md, Backups: the admin app makes, lists, downloads and restores backups; a restore
// shows what the backup holds beside the shop now (decision 0131), is confirmed by typing RESTORE, keeps
// a safety copy, and the shop serves the restored data.
test('the owner makes a backup, downloads it, and restoring the downloaded file with RESTORE typed undoes a later change', async ({
  page,
  shop,
}, testInfo) => {
  const token = adminToken(shop);
  const listed = await shop.call<{ total: number; data: { id: string; title: string }[] }>(
    'GET',
    '/api/products?limit=1',
  );
  const [product] = listed.body.data;
  expect(product).toBeDefined();

  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page, 'Backups');
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
  await expect(page.getByText('No backups yet.')).toBeVisible();

  const make = page.getByRole('button', { name: /Make a backup now|Making a backup/ });
  await make.click();
  await expect(page.getByRole('status').getByText(/^Backup saved: shop-backup-.+\.tar\.gz/)).toBeVisible();
  // The button was disabled while it worked: the keyboard's focus is on the news, not lost to the page.
  await expect(page.getByText(/^Backup saved:/)).toBeFocused();
  await expect(make).toBeEnabled();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row.getByRole('rowheader')).toContainText('Made by you');
  // Products, orders and customers as the shop holds them now.
  const orders = await shop.call<{ total: number }>('GET', '/api/orders', { token });
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(listed.body.total));
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(orders.body.total));

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download the backup of/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^shop-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz$/);
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);

  // A change after the backup: the product is deleted, and the storefront no longer has it.
  expect((await shop.call('DELETE', `/api/products/${encodeURIComponent(product!.id)}`, { token })).status).toBe(200);
  expect((await shop.call('GET', `/api/products/${encodeURIComponent(product!.id)}`)).status).toBe(404);

  // Opened from the keyboard; Escape closes it and focus returns to the button.
  const openRestore = page.getByRole('button', { name: 'Restore from a file...' });
  await openRestore.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openRestore).toBeFocused();

  await openRestore.click();
  // Nothing to confirm until the server has read the chosen file.
  await expect(dialog.getByLabel('Type RESTORE to confirm')).toHaveCount(0);
  await dialog.getByLabel('Backup file (.tar.gz)').setInputFiles(saved);
  // Decision 0131: when it was made and what it holds beside the shop now, before anything is replaced.
  await expect(dialog.getByText(/^Made \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (am|pm) \(Pakistan time\)/)).toBeVisible();
  const compare = dialog.getByRole('table', { name: 'What the backup holds and what the shop holds now' });
  await expect(compare.getByRole('row', { name: /^Products/ }).getByRole('cell')).toHaveText([
    String(listed.body.total),
    String(listed.body.total - 1),
  ]);
  await expect(compare.getByRole('row', { name: /^Orders/ }).getByRole('cell')).toHaveText([
    String(orders.body.total),
    String(orders.body.total),
  ]);
  await expect(dialog).toContainText('Every order and customer account the shop has now is also in this backup.');
  await expect(dialog).toContainText('Before anything is replaced, the shop’s data as it is now is saved as a backup');
  const confirm = dialog.getByRole('button', { name: 'Replace the shop’s data with this backup' });
  await dialog.getByLabel('Type RESTORE to confirm').fill('restore');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
  await expect(confirm).toBeEnabled();
  await page.screenshot({ path: 'test-results/admin-backups-restore-1280.png' });
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .getByText(/^Restored the backup of .+ saved first as shop-backup-.+-before-restore\.tar\.gz\./),
  ).toBeVisible();

  // The change is undone: the API and the storefront have the product again.
  expect((await shop.call('GET', `/api/products/${encodeURIComponent(product!.id)}`)).status).toBe(200);
  const storefront = await page.context().newPage();
  await storefront.goto(productPath(product!.id));
  await expect(storefront.getByRole('heading', { name: product!.title, level: 1 })).toBeVisible();
  await storefront.close();

  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('row', { name: /Before a restore/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-backups-1280.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: 'test-results/admin-backups-768.png', fullPage: true });
});

test('a file that is not a backup is refused with a message, and the owner changes how many daily backups are kept', async ({
  page,
  shop,
}, testInfo) => {
  const before = await shop.call<{ total: number }>('GET', '/api/products');
  await page.setViewportSize({ width: 768, height: 1000 });
  await adminLogIn(page);
  await page.goto('/admin/backups');

  await page.getByRole('button', { name: 'Restore from a file...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
  const notes = testInfo.outputPath('notes.tar.gz');
  await writeFile(notes, 'these are my notes, not a backup');
  await dialog.getByLabel('Backup file (.tar.gz)').setInputFiles(notes);
  // Refused when it is read, before anything could be confirmed.
  await expect(dialog.getByRole('alert')).toContainText(
    /This file cannot be restored: This file is not a (readable )?shop backup.*Nothing has been replaced\./,
  );
  await expect(dialog.getByLabel('Type RESTORE to confirm')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Replace the shop’s data/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/admin-backups-refused-768.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await shop.call<{ total: number }>('GET', '/api/products')).body.total).toBe(before.body.total);

  const keep = page.getByLabel('Daily backups to keep');
  await expect(keep).toHaveValue('7');
  await keep.fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The last 5 daily backups will be kept')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Daily backups to keep')).toHaveValue('5');
});

test('the owner deletes a backup no longer wanted, after saying so; keeping it changes nothing', async ({
  page,
  shop,
}) => {
  const token = adminToken(shop);
  const first = await shop.call<{ data: { name: string } }>('POST', '/api/admin/backups', { token });
  const second = await shop.call<{ data: { name: string } }>('POST', '/api/admin/backups', { token });
  const [keptName, deletedName] = [first.body.data.name, second.body.data.name];
  // The spec file's shop keeps the earlier tests' backups too.
  const names = async () =>
    (
      await shop.call<{ data: { backups: { name: string }[] } }>('GET', '/api/admin/backups', { token })
    ).body.data.backups.map((backup) => backup.name);
  const before = await names();
  await page.setViewportSize({ width: 768, height: 1000 });
  await adminLogIn(page);
  await page.goto('/admin/backups');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(before.length + 1);

  const remove = page.getByRole('button', {
    name: new RegExp(`^Delete the backup of .+\\(${deletedName.replaceAll('.', '\\.')}\\)$`),
  });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Delete the backup of / });
  await expect(dialog).toContainText(`${deletedName} is removed from the shop's data folder for good.`);
  // Focus starts on Keep backup: Enter there deletes nothing, and focus goes back to the row's Delete button.
  await expect(dialog.getByRole('button', { name: 'Keep backup' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(rows).toHaveCount(before.length + 1);

  await remove.click();
  await page.screenshot({ path: 'test-results/admin-backups-delete-768.png' });
  await dialog.getByRole('button', { name: 'Delete backup' }).click();
  const notice = page.getByRole('status').getByText(`Backup ${deletedName} deleted.`);
  await expect(notice).toBeFocused();
  await expect(rows).toHaveCount(before.length);
  await expect(page.getByRole('row', { name: new RegExp(keptName.replaceAll('.', '\\.')) })).toBeVisible();
  expect(await names()).toEqual(before.filter((name) => name !== deletedName));
});

test('on a phone, the owner restores a saved backup from the list after seeing the orders it would lose', async ({
  page,
  shop,
}) => {
  const token = adminToken(shop);
  const made = await shop.call<{ data: { name: string; createdAt: string } }>('POST', '/api/admin/backups', { token });
  expect(made.status).toBe(201);
  const ordersThen = (await shop.call<{ total: number }>('GET', '/api/orders', { token })).body.total;
  // Two orders placed after the backup: a restore of it loses them.
  const { shirt, cell } = await cellInStock(shop, 2);
  const placed: string[] = [];
  for (const email of ['sana@example.pk', 'hamza@example.pk']) {
    const answer = await shop.call<{ data: { orderRef: string } }>('POST', '/api/orders', {
      body: {
        customer: { name: 'Sana Malik', email, phone: '0300-7654321', address: 'House 9, DHA', city: 'Lahore' },
        items: [{ id: shirt.id, size: cell.size, color: cell.color, quantity: 1 }],
      },
    });
    expect(answer.status).toBe(201);
    placed.push(answer.body.data.orderRef);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await adminLogIn(page);
  await page.goto('/admin/backups');
  const restoreButton = page.getByRole('button', {
    name: new RegExp(`^Restore the backup of .+\\(${made.body.data.name.replaceAll('.', '\\.')}\\)$`),
  });
  await restoreButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Restore the backup of / });
  await expect(dialog).toContainText(made.body.data.name);
  const compare = dialog.getByRole('table', { name: 'What the backup holds and what the shop holds now' });
  await expect(compare.getByRole('row', { name: /^Orders/ }).getByRole('cell')).toHaveText([
    String(ordersThen),
    String(ordersThen + 2),
  ]);
  await expect(dialog).toContainText('2 orders the shop has now are not in this backup: restoring it loses them.');
  const confirm = dialog.getByRole('button', { name: 'Replace the shop’s data with this backup' });
  await expect(confirm).toBeDisabled();
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/admin-backups-restore-saved-390.png' });
  await confirm.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/admin-backups-restore-saved-390-confirm.png' });

  // Cancel changes nothing and gives the keyboard back to the row's button.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(restoreButton).toBeFocused();
  expect((await shop.call<{ total: number }>('GET', '/api/orders', { token })).body.total).toBe(ordersThen + 2);

  await restoreButton.click();
  await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .getByText(/^Restored the backup of .+ saved first as shop-backup-.+-before-restore(-\d+)?\.tar\.gz\./),
  ).toBeVisible();
  expect((await shop.call<{ total: number }>('GET', '/api/orders', { token })).body.total).toBe(ordersThen);
  const refs = shop.deps.db.$client.prepare('select order_ref from orders').pluck().all();
  for (const orderRef of placed) expect(refs).not.toContain(orderRef);
  // The backup restored stays in the list, beside the safety copy that undoes it.
  await expect(page.getByRole('row', { name: new RegExp(made.body.data.name.replaceAll('.', '\\.')) })).toBeVisible();
  await expect(page.getByRole('row', { name: /Before a restore/ }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-backups-restored-390.png', fullPage: true });
});
