import type { Page } from '@playwright/test';
import { adminToken } from '../server/testing/identities';
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

    // A day it reads ends the error; a bad one typed again is said when the owner leaves the box, and
    // that moves nothing below.
    await form.getByLabel('Last day').fill('27/11/2026');
    await expect(form.getByLabel('Last day')).not.toHaveAccessibleDescription(DAY_PROBLEM);
    await form.getByLabel('Last day').fill('32/13/2026');
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

test('a discount whose last day reads as no day is not saved until the day is put right', async ({ page, shop }) => {
  await adminLogIn(page, 'Discounts');
  const form = await newCodeWithBadDay(page);
  await form.getByLabel('Code', { exact: true }).fill('ENDSFEB');
  await form.getByLabel('Last day').fill('31/02/2027');
  // Enter in the box: the owner never left it, and the form still does not save a code with no last day.
  await form.getByLabel('Last day').press('Enter');
  await expect(form.getByLabel('Last day')).toBeFocused();
  await expect(form.getByLabel('Last day')).toHaveAccessibleDescription(DAY_PROBLEM);
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByLabel('Last day')).toBeFocused();
  const saved = async () =>
    (
      await shop.call<{ data: { code: string; endsOn: string | null }[] }>('GET', '/api/admin/discounts', {
        token: adminToken(shop),
      })
    ).body.data.find((code) => code.code === 'ENDSFEB');
  expect(await saved()).toBeUndefined();

  // A day it reads ends the error at once, and the code is saved with it.
  await form.getByLabel('Last day').fill('28/02/2027');
  await expect(form.getByLabel('Last day')).not.toHaveAccessibleDescription(DAY_PROBLEM);
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('Code ENDSFEB created')).toBeVisible();
  expect((await saved())?.endsOn).toBe('2027-02-28');
  // The list says the day as the form took it, day first.
  await expect(page.getByRole('row', { name: /ENDSFEB/ })).toContainText('now to 28/02/2027');
});
