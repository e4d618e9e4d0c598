import { adminLogIn, expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

test('on a phone the admin header folds its screens behind Menu, with the unread count on it', async ({
  page,
  shop,
}) => {
  const sent = await shop.call('POST', '/api/contact', {
    body: { name: 'Bilal Khan', email: 'bilal@example.pk', subject: 'Sizes', message: 'Is the M collar 15 inches?' },
  });
  expect(sent.status).toBe(201);
  await page.setViewportSize(PHONE);
  await adminLogIn(page);

  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: /^Menu/ });
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toHaveAccessibleName('Menu 1 unread');
  await expect(nav).toBeHidden();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeHidden();
  // Folded, the screen starts under one row of header, not under half the phone.
  expect((await header.boundingBox())!.height).toBeLessThan(80);

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  // Escape folds it and gives the keyboard back to Menu.
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  // Going to a screen folds the menu again.
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  // A wider window shows every screen at once, and no Menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
});
