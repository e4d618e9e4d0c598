import { expect, test } from './fixtures';

/*
 * A shopper on a phone follows an order: 'Track your order' in the phone menu (in both languages, by
 * keyboard too).
 */
test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = 'test-results/phone-track-order';

test('the phone menu offers Track your order, by keyboard, in English and Urdu; wide screens keep it in the footer', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Main' });
  const track = menu.getByRole('link', { name: 'Track your order' });
  await expect(track).toBeVisible();
  // In the menu's tab order, after Home and Products.
  for (let step = 0; step < 3; step++) await page.keyboard.press('Tab');
  await expect(track).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/menu-390-en.png` });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole('heading', { name: 'Track your order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(track).toHaveAttribute('aria-current', 'page');

  // In Urdu, in the shop's words.
  await page.evaluate(() => localStorage.setItem('shop.language', 'ur'));
  await page.goto('/');
  await page.getByRole('button', { name: 'مینو کھولیں' }).click();
  const urduTrack = page.getByRole('navigation', { name: 'مرکزی' }).getByRole('link', { name: 'اپنا آرڈر ٹریک کریں' });
  await expect(urduTrack).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/menu-390-ur.png` });
  await urduTrack.click();
  await expect(page).toHaveURL(/\/track-order$/);

  // A wide screen's bar keeps its room: the link is in the footer there, not in the bar.
  await page.evaluate(() => localStorage.setItem('shop.language', 'en'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Track your order' }),
  ).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Track your order' }),
  ).toBeVisible();
});
