import { formatPrice } from '../common/money';
import { BANK_READY_POLICY } from '../server/testing/policies';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';
import { cellInStock, placedOrder } from './shopper';

/*
 * Cancelling an order whose bank transfer the owner has checked: the confirmation says the money is
 * the customer's again (the shop's figures stop counting it as received), not only that the pieces
 * go back to stock.
 */
test.use({ shopOptions: { policy: BANK_READY_POLICY }, viewport: { width: 390, height: 844 } });

test('cancelling a paid bank-transfer order tells the owner to give the money back; the shopper is mailed', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  const { shirt, cell } = await cellInStock(shop);
  const line = { id: shirt.id, size: cell.size, color: cell.color, quantity: 1 };
  const paid = await placedOrder(shop, [line], { paymentMethod: 'bank' });
  const unpaid = await placedOrder(shop, [line], { paymentMethod: 'bank' });
  const checked = await shop.call('PATCH', `/api/admin/orders/${paid.orderRef}/payment`, {
    token,
    body: { payment: 'paid' },
  });
  expect(checked.status).toBe(200);

  const entry = await openAdminOrder(page, paid.orderRef);
  await entry.getByRole('button', { name: 'Cancel Order', exact: true }).click();
  const question = page.getByRole('dialog', { name: `Cancel order ${paid.orderRef}?` });
  await expect(question).toHaveAccessibleDescription(
    `Its pieces go back to stock. The customer paid ${formatPrice(paid.total)} by bank transfer: give it back, as the shop no longer counts it as received. ${paid.customer.email} is told by e-mail.`,
  );
  await page.screenshot({ path: 'test-results/cancel-paid-390.png' });
  await question.getByRole('button', { name: 'Keep order' }).click();

  // A transfer not yet received asks only about the pieces.
  const other = await openAdminOrder(page, unpaid.orderRef);
  await other.getByRole('button', { name: 'Cancel Order', exact: true }).click();
  const question2 = page.getByRole('dialog', { name: `Cancel order ${unpaid.orderRef}?` });
  await expect(question2).toHaveAccessibleDescription(
    `Its pieces go back to stock. ${unpaid.customer.email} is told by e-mail.`,
  );

  // Cancelled, the shopper is told by mail (decision 0120): the mail waits in the outbox under Messages.
  await question2.getByRole('button', { name: 'Cancel order', exact: true }).click();
  await expect(other.getByText('cancelled', { exact: true }).first()).toBeVisible();
  await page.goto('/admin/messages');
  const mail = page
    .getByRole('region', { name: 'Mail outbox' })
    .getByRole('group')
    .filter({ hasText: `order ${unpaid.orderRef} cancelled` });
  await expect(mail).toHaveCount(1);
  await mail.locator('summary').click();
  await expect(mail).toContainText(`Your order ${unpaid.orderRef} has been cancelled, and nothing will be delivered.`);
  await page.screenshot({ path: test.info().outputPath('cancelled-mail-390.png'), fullPage: true });
});

test('the shopper’s page of a paid order the shop cancelled promises no delivery and says the money goes back', async ({
  page,
  shop,
}) => {
  const { shirt, cell } = await cellInStock(shop);
  const line = { id: shirt.id, size: cell.size, color: cell.color, quantity: 1 };
  const paid = await placedOrder(shop, [line], { paymentMethod: 'bank' });
  const unpaid = await placedOrder(shop, [line], { paymentMethod: 'cod' });
  const token = await adminLogIn(page);
  const as = (method: string, url: string, body: object) => shop.call(method, url, { token, body });
  expect((await as('PATCH', `/api/admin/orders/${paid.orderRef}/payment`, { payment: 'paid' })).status).toBe(200);
  for (const order of [paid, unpaid]) {
    expect((await as('PATCH', `/api/orders/${order.orderRef}/status`, { status: 'cancelled' })).status).toBe(200);
  }

  await page.goto(`/order/${paid.orderRef}#email=${encodeURIComponent(paid.customer.email)}`);
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('expected-delivery')).toHaveText('Not sent: the order was cancelled');
  await expect(page.getByTestId('cancelled-paid')).toContainText(
    'This order was cancelled after you paid for it: the shop gives your money back.',
  );
  await page.screenshot({ path: test.info().outputPath('cancelled-paid-order-390.png'), fullPage: true });

  // Cash on delivery cancelled before it left: nothing was paid, so nothing is said of money.
  await page.goto(`/order/${unpaid.orderRef}#email=${encodeURIComponent(unpaid.customer.email)}`);
  await expect(page.getByTestId('expected-delivery')).toHaveText('Not sent: the order was cancelled');
  await expect(page.getByTestId('cancelled-paid')).toHaveCount(0);
  await expect(page.getByText('ready for the rider')).toHaveCount(0);
});
