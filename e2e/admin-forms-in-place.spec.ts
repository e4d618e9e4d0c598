import { adminLogIn, expect, test } from './fixtures';

/*
 * A form drawn where a list is (Products) or above it (Discounts), opened from far down the list on a
 * 390 px phone: the form's heading takes the focus and is on screen, and Cancel gives the focus back
 * to the button that opened it (useFormInPlace.ts).
 */
test.use({ viewport: { width: 390, height: 844 } });

test('Edit far down the products list opens the form at its heading, and Cancel goes back to that row', async ({
  page,
}) => {
  await adminLogIn(page, 'Products');
  const edits = page.getByRole('button', { name: /^Edit / });
  await expect(edits.nth(9)).toBeVisible();
  const edit = edits.nth(9);
  const name = (await edit.getAttribute('aria-label'))!;
  await edit.scrollIntoViewIfNeeded();
  await edit.click();

  const heading = page.getByRole('heading', { level: 1, name: name });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // The product's history is a part of the page under its h1.
  await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeAttached();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
});

test('Edit on a discount code below the others opens its form in view, and Cancel goes back to the code', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  for (const code of ['FORMS1', 'FORMS2', 'FORMS3', 'FORMS4', 'FORMS5', 'FORMS6']) {
    const made = await shop.call('POST', '/api/admin/discounts', { token, body: { code, kind: 'percent', value: 10 } });
    expect(made.status).toBe(201);
  }
  await page.goto('/admin/discounts');
  const edit = page.getByRole('button', { name: 'Edit FORMS1', exact: true });
  await edit.scrollIntoViewIfNeeded();
  await edit.click();

  const heading = page.getByRole('heading', { name: 'Edit FORMS1' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeFocused();
});
