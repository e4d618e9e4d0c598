import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The storefront's own router (storefront/src/router, docs/decisions/0008): its links behave as a
// browser's links do, except that a plain click changes the page without loading it again.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A mark on this document: it is gone once the browser loads a page anew. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

test.use({ viewport: { width: 1280, height: 800 } });

test('a plain click on a link shows the page without loading the document again', async ({ page }) => {
  await page.goto('/');
  await markDocument(page);
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

for (const modifier of ['Control', 'Shift'] as const) {
  test(`a ${modifier}-click on a link is left to the browser, and this page stays where it was`, async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await markDocument(page);
    const opened = context.waitForEvent('page');
    await nav(page)
      .getByRole('link', { name: 'Products' })
      .click({ modifiers: [modifier] });
    const other = await opened;
    await expect(other).toHaveURL(/\/products$/);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await sameDocument(page)).toBe(true);
    await other.close();
  });
}

test('following a link to the page the shopper is on adds no step to Back', async ({ page }) => {
  await page.goto('/');
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/products$/);
});
