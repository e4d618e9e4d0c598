import { formatPrice } from '../common/money';
import { advanceOrder } from '../server/testing/orders';
import { adminSignIn, expect, openAdminOrder, test } from './fixtures';
import { cellInStock, placedOrder } from './shopper';
import { staffMember } from './staffAccounts';
import { adminToken } from '../server/testing/identities';

/**
 * The order desk refunds up to the limit the owner sets on the Staff screen (issue 37). Their Return
 * form starts within it and says so, rather than offering a refund the server then refuses.
 */
test('the order desk’s return form starts within their refund limit and says so', async ({ page, shop }) => {
  const owner = adminToken(shop);
  const limit = 500;
  const saved = await shop.call('PUT', '/api/admin/staff-rules', {
    token: owner,
    body: { orderDeskRefundLimit: limit },
  });
  expect(saved.status).toBe(200);
  const { shirt, cell } = await cellInStock(shop);
  const order = await placedOrder(shop, [{ id: shirt.id, size: cell.size, color: cell.color, quantity: 1 }]);
  await advanceOrder(shop, owner, order.orderRef, ['confirmed', 'shipped', 'delivered']);
  expect(order.items[0]!.price).toBeGreaterThan(limit);

  await staffMember(shop, { name: 'Hamza Desk', username: 'hamza', role: 'orderDesk' }, 'hamza-own-pass');
  await page.setViewportSize({ width: 390, height: 844 });
  await adminSignIn(page, 'hamza', 'hamza-own-pass');
  await page.waitForURL(/\/admin\/dashboard$/);
  const entry = await openAdminOrder(page, order.orderRef);
  await entry.getByRole('button', { name: `Return ${shirt.title} ${cell.size} / ${cell.color}` }).click();
  const dialog = page.getByRole('dialog', { name: `Return pieces of ${shirt.title}` });
  const refund = dialog.getByLabel('Refund (PKR)');
  await expect(refund).toHaveValue(String(limit));
  await expect(refund).toHaveAccessibleDescription(
    new RegExp(
      `Your role refunds up to ${formatPrice(limit)}\\. The owner or a manager records the rest of the refund \\(up to ${formatPrice(order.items[0]!.paid)}\\) later: the order shows it as a refund to decide\\.`,
    ),
  );
  await page.screenshot({ path: test.info().outputPath('desk-refund-limit-390.png') });
  await dialog.getByLabel('Given back to the shopper in cash').check();
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
