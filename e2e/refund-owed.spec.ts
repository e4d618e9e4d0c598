import { formatPrice } from '../common/money';
import { shopDay } from '../common/orderPaper';
import { BANK_READY_POLICY } from '../server/testing/policies';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';
import { cellInStock, placedOrder } from './shopper';

/*
 * Decision 0126: a paid order the shop cancelled owes the customer their money. The Dashboard reminds
 * the owner and links to those orders; the order says "Refund owed" with Refund sent, then what was
 * sent; the shopper's order page says the money was sent, how much and when. The admin part at a
 * phone's width, where the owner often records it.
 */
test.use({ shopOptions: { policy: BANK_READY_POLICY }, viewport: { width: 390, height: 844 } });

test('the owner records the refund of a cancelled paid order, and the shopper reads that it was sent', async ({
  page,
  shop,
}) => {
  const { shirt, cell } = await cellInStock(shop);
  const paid = await placedOrder(shop, [{ id: shirt.id, size: cell.size, color: cell.color, quantity: 1 }], {
    paymentMethod: 'bank',
  });
  const token = await adminLogIn(page);
  const as = (method: string, url: string, body: object) => shop.call(method, url, { token, body });
  expect((await as('PATCH', `/api/admin/orders/${paid.orderRef}/payment`, { payment: 'paid' })).status).toBe(200);
  expect((await as('PATCH', `/api/orders/${paid.orderRef}/status`, { status: 'cancelled' })).status).toBe(200);
  const amount = formatPrice(paid.total);

  // The Dashboard reminds the owner, apart from Revenue, and links to the orders that owe a refund.
  await page.goto('/admin/dashboard');
  const reminder = page.getByTestId('refunds-owed');
  await expect(reminder).toContainText(`Refunds owed: ${amount} to 1 customer whose paid order was cancelled.`);
  const quickStatus = page.getByRole('group', { name: `Set the status of ${paid.orderRef}` });
  await expect(quickStatus.getByRole('button')).toHaveText(['Confirmed', 'Reset to Pending']);
  await page.screenshot({ path: test.info().outputPath('refunds-owed-dashboard-390.png'), fullPage: true });
  await reminder.getByRole('link', { name: 'See the order' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?refundOwed=yes$/);
  await expect(page.getByLabel('Refund owed')).toHaveValue('yes');
  await expect(page.getByRole('button', { name: new RegExp(paid.orderRef) })).toContainText(`Refund owed ${amount}`);

  const entry = await openAdminOrder(page, paid.orderRef);
  await expect(entry.getByTestId('refund-owed')).toContainText(`Refund owed: ${amount}.`);
  await entry.getByTestId('refund-owed').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('refund-owed-order-390.png') });
  await entry.getByRole('button', { name: 'Refund sent', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Refund sent for ${paid.orderRef}` });
  await expect(dialog.getByLabel('Amount sent (PKR)')).toHaveValue(String(paid.total));
  await expect(dialog.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('refund-sent-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Record refund sent' }).click();
  await expect(dialog).toHaveCount(0);

  const sent = entry.getByTestId('refund-sent');
  await expect(sent).toHaveText(`Refunded ${amount} by bank transfer on ${shopDay(new Date())}`);
  await expect(sent).toBeFocused();
  await expect(entry.getByTestId('refund-owed')).toHaveCount(0);
  // Stays cancelled and paid: no step back, no marking it unpaid.
  await expect(entry.getByRole('button', { name: 'Reset to Pending' })).toHaveCount(0);
  await expect(entry.getByRole('button', { name: /Mark as unpaid|Unpaid/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('refund-sent-order-390.png'), fullPage: true });

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
  await expect(page.getByTestId('refunds-owed')).toHaveCount(0);
  // Nor does its quick status, which offered Confirmed and Pending while the money was owed (common/orderSteps.ts).
  await expect(quickStatus).toBeAttached();
  await expect(quickStatus.getByRole('button')).toHaveCount(0);

  // The shopper's order page says the money was sent, how much, how and when.
  await page.goto(`/order/${paid.orderRef}#email=${encodeURIComponent(paid.customer.email)}`);
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  const said = page.getByTestId('cancelled-paid');
  await expect(said).toContainText(
    `This order was cancelled after you paid for it. The shop sent your money back: ${amount} by bank transfer on`,
  );
  await expect(said).not.toContainText('the shop gives your money back');
  await page.screenshot({ path: test.info().outputPath('refund-sent-shopper-390.png'), fullPage: true });
});
