import { formatPrice } from '../common/money';
import { adminToken } from '../server/testing/identities';
import { advanceOrder } from '../server/testing/orders';
import { adminLogIn, expect, openAdminOrder, openAdminScreen, test } from './fixtures';
import { choosePayoutReport } from './payoutReport';
import { linesOf, placedOrder, shirtInStock } from './shopper';

// Decision 0140: a courier's payout that marks an order paid is in the order's History and on the
// Activity page, by whoever imported it, naming the payout; the import box counts its rows in words.
test('a TCS payout import names one row as one, and the paid order’s History says whose payout paid it', async ({
  page,
  shop,
}) => {
  const owner = adminToken(shop);
  const shirt = await shirtInStock(shop);
  const order = await placedOrder(shop, linesOf(shirt, 1));
  await advanceOrder(shop, owner, order.orderRef, ['confirmed', 'shipped', 'delivered'], {
    carrier: 'TCS',
    trackingNumber: '7788 9900 11',
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page);
  await page.goto('/admin/reconciliation?courier=TCS');
  await choosePayoutReport(page, 'tcs-payout.csv', [
    ['Payment Date', 'Payment Ref', 'CN Number', 'COD Amount', 'Delivery Charges'],
    ['30-11-2026', 'TCS-PAY-0091', '7788 9900 11', order.total.toLocaleString('en'), 150],
  ]);
  await expect(page.getByRole('status').filter({ hasText: /rows?:/ })).toHaveText('1 row: 1 paid.');
  const importButton = page.getByRole('button', { name: /^Import \d/ });
  await expect(importButton).toHaveText('Import 1 row');
  await page.screenshot({ path: 'test-results/payout-history-preview.png', fullPage: true });
  await importButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText('Imported: 1 order marked paid.');

  const said =
    `TCS payout TCS-PAY-0091 of 30 Nov 2026: ${formatPrice(order.total)} collected, PKR 150 charges, ` +
    `${formatPrice(order.total - 150)} received. Marked as paid`;
  const card = await openAdminOrder(page, order.orderRef);
  const history = card.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText(said);
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/payout-history-order.png' });

  await openAdminScreen(page, 'Activity');
  const entry = page.getByRole('listitem').filter({ hasText: said });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(order.orderRef);
  await page.screenshot({ path: 'test-results/payout-history-activity.png', fullPage: true });
});
