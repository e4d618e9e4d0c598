import type { Page } from '@playwright/test';
import { adminLogIn, expect, test } from './fixtures';

// The discount form's day boxes say what they cannot read when the owner leaves them; the words take
// room kept for them, so a press on Create that leaves the box still lands on Create.

const DAY_PROBLEM = /Write the date as day\/month\/year, for example 27\/11\/2026\./;

/** Opens a new discount code's form with a day in Last day it cannot read, still in the box. */
async function newCodeWithBadDay(page: Page) {
  await page.getByRole('button', { name: 'New code' }).click();
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByLabel('Percent off').fill('10');
  await form.getByLabel('Last day').fill('32/13/2026');
  return form;
}

for (const width of [1366, 390]) {
  test(`leaving a discount's day it cannot read says so without moving Create (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await adminLogIn(page, 'Discounts');
    const form = await newCodeWithBadDay(page);
    const create = form.getByRole('button', { name: 'Create code' });

    // A press on Create leaves the box, whose error shows at once, and still lands on Create: the form
    // answers, here that the code is missing.
    await create.click();
    await expect(form.getByLabel('Last day')).toHaveAccessibleDescription(DAY_PROBLEM);
    await expect(form.getByText('Code must be at least 3 letters or digits')).toBeVisible();
    await expect(form.getByLabel('Code', { exact: true })).toBeFocused();

    // Typing again hides the error until the owner leaves the box; leaving it moves nothing below.
    await form.getByLabel('Last day').fill('32/13/20266');
    await expect(form.getByLabel('Last day')).not.toHaveAccessibleDescription(DAY_PROBLEM);
    // Where Create is on the page (the box says where on the screen, which scrolls as focus moves).
    const place = () => create.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
    const before = await place();
    await form.getByLabel('Last day').press('Tab');
    await expect(form.getByLabel('Last day')).toHaveAccessibleDescription(DAY_PROBLEM);
    await expect(form.getByText(DAY_PROBLEM).filter({ visible: true })).toHaveCount(1);
    expect(await place()).toBe(before);
    await page.screenshot({ path: `test-results/discount-day-error-${width}.png`, fullPage: true });
  });
}
