import type { Order } from '../common/orders';
import { adminLogIn, expect, test } from './fixtures';
import { linesOf, productOf } from './shopper';

// Issue 23, finding 3 and docs/product.md Orders tab: a run of orders from one phone is marked 'Looks
// fake', listed by the filter, and cancelled at once after asking; stock comes back.
test('orders that look fake are marked, listed together and cancelled at once, after asking', async ({
  page,
  shop,
}) => {
  const shirt = await productOf(shop, 'PROD10020');
  const customer = {
    name: 'Fake Faraz',
    email: 'faraz.fake@example.pk',
    phone: '0312 9998887',
    address: 'Plot 1, Sector 9',
    city: 'Quetta',
  };
  const placed: Order[] = [];
  for (let n = 0; n < 3; n++) {
    const answer = await shop.call<{ data: Order }>('POST', '/api/orders', {
      body: { customer, items: linesOf(await productOf(shop, shirt.id), 1), paymentMethod: 'cod' },
    });
    expect(answer.status).toBe(201);
    placed.push(answer.body.data);
  }
  const stockBefore = (await productOf(shop, shirt.id)).stock;

  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page);
  await page.goto('/admin/orders');
  await page.getByLabel('Looks fake').selectOption('yes');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/lookalike=yes/);
  await expect(page.getByText('3 orders · page 1 of 1')).toBeVisible();
  await expect(page.getByText('Looks fake: 2 more from this phone or address')).toHaveCount(3);

  const cancelTicked = page.getByRole('button', { name: /^Cancel ticked orders/ });
  await expect(cancelTicked).toBeDisabled();
  for (const order of placed.slice(0, 2)) await page.getByRole('checkbox', { name: `Tick ${order.orderRef}` }).check();
  await expect(cancelTicked).toHaveText('Cancel ticked orders (2)');
  // Keeping them changes nothing.
  await cancelTicked.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keep them' }).click();
  expect((await productOf(shop, shirt.id)).stock).toBe(stockBefore);

  await cancelTicked.click();
  for (const order of placed.slice(0, 2)) await expect(page.getByRole('dialog')).toContainText(order.orderRef);
  await expect(page.getByRole('dialog')).not.toContainText(placed[2]!.orderRef);
  // Whoever placed them gave an e-mail: the owner is told they are mailed (decision 0120).
  await expect(page.getByRole('dialog')).toContainText('Customers who gave an e-mail are told by e-mail.');
  await page.screenshot({ path: 'test-results/fake-orders-confirm-1280.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel 2 orders' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 orders cancelled' })).toBeFocused();
  await expect.poll(async () => (await productOf(shop, shirt.id)).stock).toBe(stockBefore + 2);
  const statuses = await Promise.all(
    placed.map(
      async (order) =>
        (
          await shop.call<{ data: Order }>(
            'GET',
            `/api/orders/track?orderRef=${order.orderRef}&email=${customer.email}`,
          )
        ).body.data.status,
    ),
  );
  expect(statuses).toEqual(['cancelled', 'cancelled', 'pending']);
  await page.screenshot({ path: 'test-results/fake-orders-done-1280.png', fullPage: true });
});
