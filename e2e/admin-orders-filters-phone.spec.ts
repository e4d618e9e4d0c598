import { adminLogIn, expect, test } from './fixtures';

// The orders list's filters on a phone (390 px): no drop-down cuts off the choice it shows.

test('at 390 px every filter of the orders list shows its longest choice whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminLogIn(page);
  await page.goto('/admin/orders?parcel=returning&returned=yes');
  const filters = page.getByRole('form', { name: 'Filter orders' });
  await expect(filters.getByLabel('Parcel')).toHaveValue('returning');
  await filters.screenshot({ path: 'test-results/orders-filters-390.png' });
  // Each drop-down is at least as wide as it is on its own, where it fits its longest choice.
  const cut = await filters.evaluate((form) =>
    [...form.querySelectorAll('select')].flatMap((select) => {
      const alone = select.cloneNode(true) as HTMLSelectElement;
      alone.style.cssText = 'position: absolute; width: max-content; min-width: 0; max-width: none';
      document.body.append(alone);
      const needed = alone.getBoundingClientRect().width;
      alone.remove();
      const given = select.getBoundingClientRect();
      return given.width + 0.5 < needed || given.right > window.innerWidth
        ? [`${select.name}: ${given.width} < ${needed}`]
        : [];
    }),
  );
  expect(cut).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
