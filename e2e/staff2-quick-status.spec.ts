import type { Order } from '../common/orders';
import { adminLogIn, expect, test } from './fixtures';
import { linesOf, placedOrder, shirtInStock } from './shopper';
import { staffMember } from './staffAccounts';

// Issue 37: the Dashboard's quick status is made on the copy the Dashboard shows. When someone else
// changed the order since, the owner is told so in the Orders screen's words and offered Reload,
// instead of their click quietly undoing the other person's change.
test('a quick status on the Dashboard, on an order someone changed since, is refused with Reload', async ({
  page,
  shop,
}) => {
  const { orderRef } = await placedOrder(shop, linesOf(await shirtInStock(shop), 1), {
    customer: {
      name: 'Nadia Rauf',
      email: 'nadia.rauf@example.pk',
      phone: '0312 5556677',
      address: 'House 21, Street 4, Satellite Town',
      city: 'Rawalpindi',
    },
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await adminLogIn(page);
  const row = page.getByRole('row', { name: new RegExp(orderRef) });
  await expect(row.getByRole('cell', { name: 'pending', exact: true })).toBeVisible();

  // Someone at the order desk cancels it (the customer said no on the phone) while the owner looks at the Dashboard.
  const desk = await staffMember(
    shop,
    { name: 'Danish Desk', username: 'danish', role: 'orderDesk' },
    'danish-own-pass',
  );
  const cancelled = await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
    token: desk,
    body: { status: 'cancelled' },
  });
  expect(cancelled.status).toBe(200);

  // The owner's Dashboard still shows it pending: Confirmed on that copy is refused, in the same words as the Orders screen.
  await row.getByRole('button', { name: 'Confirmed' }).click();
  const stale = page
    .getByRole('alert')
    .filter({ hasText: 'This order was changed by someone else. Reload to see it.' });
  await expect(stale).toContainText(orderRef);
  // It says what beat the owner's click, from the order's history.
  await expect(stale).toContainText(/Last change \(.+, Danish Desk\): Cancelled the order \(it was Pending\)\./);
  await expect(row.getByRole('alert')).toContainText(
    `Order ${orderRef} was changed by someone else after you opened it, so your change was not saved.`,
  );
  await page.screenshot({ path: 'test-results/staff2-dashboard-stale-1280.png', fullPage: true });
  const check = await shop.call<{ data: Order[] }>('GET', `/api/orders?search=${orderRef}`, { token: owner });
  expect(check.body.data.find((order) => order.orderRef === orderRef)?.status).toBe('cancelled');

  // Reload shows the order as it is now, and the refusal goes with the old copy.
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(stale).toBeHidden();
  await expect(row.getByRole('cell', { name: 'cancelled', exact: true })).toBeVisible();
  await expect(row.getByRole('alert')).toHaveCount(0);

  // On the order as it stands, the owner's choice goes through.
  await row.getByRole('button', { name: 'Confirmed' }).click();
  await expect(row.getByRole('cell', { name: 'confirmed', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Confirmed' })).toBeDisabled();
});
