import type { Page } from '@playwright/test';
import { adminLogIn, adminSignIn, expect, openAdminScreen, test, unfoldAdminMenu } from './fixtures';
import { confirmedOrder, FIRST_PASSWORD, newStaffMember } from './staffAccounts';

const PHONE = { width: 390, height: 844 };

/**
 * Nothing on the page reaches past the phone's right edge, and every button or link is inside the
 * screen's width, so a thumb can reach it. A list table (DataTable, its cells named by data-label) is a
 * card list on a phone: its box scrolling sideways is a fault, never an excuse. Only boxes meant to be
 * read across excuse the controls they scroll to: the stock grid editor (VariantGrid), the printed
 * receipt and invoice preview (ReceiptView), and a plain table of a size chart's measurements.
 */
async function fitsThePhone(page: Page, shot: string) {
  await page.screenshot({ path: `test-results/staff2-390-${shot}.png`, fullPage: true });
  const page_ = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    // The skip link waits above the page until it is focused, by design.
    outside: [...document.querySelectorAll('button, a:not(.skip-link), input, select, textarea')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        // Inside a box meant to scroll sideways, a control is reached by scrolling that box.
        for (let up = element.parentElement; up; up = up.parentElement)
          if (
            up.scrollWidth > up.clientWidth &&
            getComputedStyle(up).overflowX !== 'visible' &&
            !up.querySelector('td[data-label]')
          )
            return false;
        return box.left < -1 || box.right > window.innerWidth + 1;
      })
      .map(
        (element) => `${element.tagName} ${(element.textContent || element.getAttribute('aria-label') || '').trim()}`,
      ),
    // A card list whose box still scrolls sideways hides an amount or a label past the edge.
    scrollingCardLists: [...document.querySelectorAll('.table-wrap')]
      .filter((box) => box.querySelector('td[data-label]') && box.scrollWidth > box.clientWidth + 1)
      .map((box) => box.querySelector('caption')?.textContent ?? 'a table'),
  }));
  expect.soft(page_.scrollWidth, `${shot}: the page is wider than the phone`).toBeLessThanOrEqual(page_.clientWidth);
  expect.soft(page_.outside, `${shot}: controls past the screen's edge`).toEqual([]);
  expect.soft(page_.scrollingCardLists, `${shot}: card lists scrolling sideways`).toEqual([]);
}

// Issue 37: every admin screen at 390 px as the Owner, and the staff screens as a Packer.
test('every admin screen fits a 390 px phone for the Owner, and the staff screens for a Packer', async ({
  page,
  shop,
}) => {
  const orderRef = await confirmedOrder(shop, {
    name: 'Zainab Siddiqui',
    email: 'zainab.siddiqui@example.pk',
    phone: '0345 1239876',
    address: 'Flat 12, Askari 11, Bedian Road',
    city: 'Lahore',
  });
  await newStaffMember(shop, { name: 'Muhammad Ali Packer', username: 'muhammad.ali', role: 'packer' });

  await page.setViewportSize(PHONE);
  // The Owner's screens.
  await adminLogIn(page);
  // The Recent Orders' quick status buttons are reached on the phone too.
  const row = page.getByRole('row', { name: new RegExp(orderRef) });
  await row.getByRole('button', { name: 'Shipped' }).scrollIntoViewIfNeeded();
  await expect(row.getByRole('button', { name: 'Shipped' })).toBeInViewport();
  await fitsThePhone(page, 'owner-dashboard');
  // Every screen the Owner has; Staff last: its Add dialog is shot next.
  for (const tab of [
    'Orders',
    'Products',
    'Size charts',
    'User Management',
    'Discounts',
    'Sales Analytics',
    'Reconciliation',
    'Messages',
    'Settings',
    'Backups',
    'Activity',
    'Staff',
  ]) {
    await openAdminScreen(page, tab);
    await expect(page.getByRole('heading', { name: tab, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await fitsThePhone(page, `owner-${tab.toLowerCase()}`);
  }
  // A staff row is a card on the phone: its role and buttons are on screen without scrolling the table sideways.
  const member = page.getByRole('row', { name: /Muhammad Ali Packer/ });
  for (const control of [
    member.getByLabel('Role of Muhammad Ali Packer'),
    member.getByRole('button', { name: 'Turn off Muhammad Ali Packer' }),
    member.getByRole('button', { name: 'New password for Muhammad Ali Packer' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await page.getByRole('button', { name: 'Add staff' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a member of staff' })).toBeVisible();
  await fitsThePhone(page, 'owner-add-staff');
  await page.keyboard.press('Escape');
  await unfoldAdminMenu(page);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await fitsThePhone(page, 'owner-my-account');
  await unfoldAdminMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();

  // The Packer's: the first password, then Orders with the order open, and My account.
  await adminSignIn(page, 'muhammad.ali', FIRST_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await fitsThePhone(page, 'packer-first-password');
  await page.getByLabel('Password you were given').fill(FIRST_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('ali-packs-parcels');
  await page.getByLabel('Confirm new password').fill('ali-packs-parcels');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await fitsThePhone(page, 'packer-orders');
  await page.getByRole('button', { name: new RegExp(orderRef) }).click();
  await expect(page.getByRole('heading', { name: 'Order information' })).toBeVisible();
  // The button the Packer came for is reached by scrolling down, not sideways.
  const ship = page.getByRole('button', { name: 'Mark as Shipped' });
  await ship.scrollIntoViewIfNeeded();
  await expect(ship).toBeInViewport();
  await fitsThePhone(page, 'packer-order-open');
  await unfoldAdminMenu(page);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await fitsThePhone(page, 'packer-my-account');
});
