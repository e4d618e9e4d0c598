import { adminToken } from '../server/testing/identities';
import { advanceOrder } from '../server/testing/orders';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';
import { linesOf, placedOrder, shirtInStock } from './shopper';
import { newStaffMember } from './staffAccounts';

// Decision 0134: the owner reads each entry of the Activity page as a sentence saying what was done to
// which item, the same on an order's History; 'Orders cancelled' finds a Cancel Order.
test('the Activity page says in words what was done to which item, and finds every cancellation', async ({
  page,
  shop,
}) => {
  const owner = adminToken(shop);
  const shirt = await shirtInStock(shop);
  const [line] = linesOf(shirt, 1);
  const order = await placedOrder(shop, [line!]);
  await advanceOrder(shop, owner, order.orderRef, ['confirmed', 'shipped', 'delivered']);
  const returned = await shop.call(
    'POST',
    `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/return`,
    {
      token: owner,
      body: { quantity: 1, refund: { amount: 500, method: 'cash' } },
    },
  );
  expect(returned.status).toBe(200);
  const cancelled = await placedOrder(shop, [line!]);
  const cancel = await shop.call('PATCH', `/api/orders/${cancelled.orderRef}/status`, {
    token: owner,
    body: { status: 'cancelled' },
  });
  expect(cancel.status).toBe(200);
  await newStaffMember(shop, { name: 'Sana Khan', username: 'sana.k', role: 'orderDesk' });
  const staff = await shop.call<{ data: { id: number; username: string }[] }>('GET', '/api/admin/staff', {
    token: owner,
  });
  const sana = staff.body.data.find((member) => member.username === 'sana.k')!;
  for (const disabled of [true, false])
    await shop.call('PATCH', `/api/admin/staff/${sana.id}`, { token: owner, body: { disabled } });

  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page, 'Activity');
  const variant = `(${line!.size} / ${line!.color})`;
  const entries = page.getByRole('listitem');
  await expect(
    entries.filter({ hasText: `Returned 1 × ${shirt.title} ${variant}, refunded PKR 500 by cash` }),
  ).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Turned Sana Khan’s account back on' })).toHaveCount(1);
  await expect(
    entries.filter({
      hasText: 'Added Sana Khan (signs in as sana.k) as an Order desk member; must change password at first sign-in',
    }),
  ).toHaveCount(1);
  await expect(entries.filter({ hasText: `Cancelled the order (it was Pending)` })).toHaveCount(1);
  await expect(page.getByText(/returnedPieces|confirmedWithCustomer|disabled:|@ \d/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/activity-sentences-1280.png', fullPage: true });

  await page.getByLabel('Kind of change').selectOption({ label: 'Orders cancelled' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('1 change', { exact: true })).toBeVisible();
  await expect(entries.filter({ hasText: cancelled.orderRef })).toContainText('Cancelled the order (it was Pending)');

  // The order's own History says the same sentence.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await openAdminOrder(page, order.orderRef);
  const history = card.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText(
    `Returned 1 × ${shirt.title} ${variant}, refunded PKR 500 by cash`,
  );
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/activity-sentences-history-390.png' });

  // Change order saved with nothing changed: nothing is sent, nothing is written, the order is as it was.
  await page.setViewportSize({ width: 1280, height: 900 });
  const pending = await placedOrder(shop, [line!]);
  const pendingCard = await openAdminOrder(page, pending.orderRef);
  await pendingCard.getByRole('button', { name: 'Change order' }).click();
  const dialog = page.getByRole('dialog', { name: `Change order ${pending.orderRef}` });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(pendingCard.getByRole('status').filter({ hasText: 'Nothing to save' })).toBeVisible();
  const untouched = await shop.call<{ data: unknown[] }>('GET', `/api/admin/orders/${pending.orderRef}/activity`, {
    token: owner,
  });
  expect(untouched.body.data).toEqual([]);
});
