import { expect, test } from './fixtures';
import { addToCart, checkoutWithAShirt } from './shopper';

/*
 * Issue 24: a phone reloads checkout after an app switch; the guest's typed delivery details stay for
 * the visit (this tab), and go once the order is placed. Nothing about payment is kept.
 */
test.use({ viewport: { width: 390, height: 844 } });

const typed = {
  'Full Name': 'Sana Mirza',
  Email: 'sana.draft@example.pk',
  Phone: '0300 1234567',
  'Street Address': 'House 4, Street 9, DHA Phase 6',
  City: 'Lahore',
};

test('a reload keeps what the guest typed at checkout, and placing the order forgets it', async ({ page, shop }) => {
  const { shirt, cell } = await checkoutWithAShirt(page, shop);
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);

  await page.reload();
  for (const [label, value] of Object.entries(typed))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await page.screenshot({ path: 'test-results/storeorders-checkout-draft.png', fullPage: true });
  // Kept for this tab only, and only the delivery details.
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('DHA Phase 6');
  const draft = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('checkout-draft') ?? '{}') as Record<string, string>,
  );
  expect(Object.keys(draft).sort()).toEqual(['address', 'city', 'email', 'name', 'phone', 'zip']);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-[A-Z0-9]{9}$/);
  expect(await page.evaluate(() => sessionStorage.getItem('checkout-draft'))).toBeNull();
  // The next purchase in this tab starts with an empty form.
  await addToCart(page, shirt.id, cell.size, cell.color);
  await page.goto('/checkout');
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Street Address', { exact: true })).toHaveValue('');
});

test("a signed-in shopper's details are not left in the tab", async ({ page, shop }) => {
  const email = `draft.${Date.now()}@example.pk`;
  const registered = await shop.call<{ token: string; user: unknown }>('POST', '/api/users/register', {
    body: { firstName: 'Sana', lastName: 'Mirza', email, password: 'secret123', phone: '03001234567' },
  });
  expect(registered.status).toBe(201);
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userData', JSON.stringify(user));
  }, registered.body);
  await checkoutWithAShirt(page, shop);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Street Address', { exact: true }).fill('House 4, Street 9, DHA Phase 6');
  await expect(page.getByLabel('Street Address', { exact: true })).toHaveValue('House 4, Street 9, DHA Phase 6');
  expect(await page.evaluate(() => sessionStorage.getItem('checkout-draft'))).toBeNull();
});
