import { adminLogIn, expect, test } from './fixtures';
import { linesOf, placedOrder, shirtInStock } from './shopper';

// A tester found a cancelled order still tagged 'Confirmed with customer' in the orders list, green, as if
// it were going out: the tag is about an order that goes ahead, so a cancelled one does not carry it.
test('the orders list tags a confirmed order, and not one cancelled after it was confirmed', async ({ page, shop }) => {
  const token = await adminLogIn(page);
  const shirt = await shirtInStock(shop);
  const goesAhead = await placedOrder(shop, linesOf(shirt, 1));
  const cancelled = await placedOrder(shop, linesOf(shirt, 1), { customer: { phone: '0333 4445566' } });
  for (const { orderRef } of [goesAhead, cancelled]) {
    const confirmed = await shop.call('PATCH', `/api/admin/orders/${orderRef}/confirmation`, {
      token,
      body: { confirmed: true },
    });
    expect(confirmed.status).toBe(200);
  }
  const cancel = await shop.call('PATCH', `/api/orders/${cancelled.orderRef}/status`, {
    token,
    body: { status: 'cancelled' },
  });
  expect(cancel.status).toBe(200);

  const entryOf = async (orderRef: string) => {
    await page.goto(`/admin/orders?q=${orderRef}`);
    const entry = page.getByRole('listitem').filter({ has: page.getByText(orderRef, { exact: true }) });
    await expect(entry.getByRole('button', { name: new RegExp(orderRef) })).toBeVisible();
    return entry;
  };
  await expect((await entryOf(goesAhead.orderRef)).getByText('Confirmed with customer', { exact: true })).toBeVisible();
  const cancelledEntry = await entryOf(cancelled.orderRef);
  await expect(cancelledEntry.getByRole('button', { name: new RegExp(cancelled.orderRef) })).toContainText('cancelled');
  await expect(cancelledEntry.getByText('Confirmed with customer', { exact: true })).toHaveCount(0);
});
