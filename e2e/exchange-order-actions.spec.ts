import { orderPagePath } from '../common/orderTracking';
import { advanceOrder } from '../server/testing/orders';
import { deliveredThenExchanged } from './exchangeOrders';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';

/*
 * Decision 0141, at a phone's width: an exchange order offers only what can be done to it. The owner's
 * card of a free exchange offers no 'Mark as unpaid' (nothing to pay), no Return (its pieces were paid
 * for on the original; Exchange stays), and its cancel asks nothing about money. The shopper's page of
 * the delivered exchange offers an exchange only, in English and Urdu.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a free exchange order offers the owner and the shopper only what can be done to it', async ({ page, shop }) => {
  const token = await adminLogIn(page);
  const { shirt, other, original, exchangeRef } = await deliveredThenExchanged(shop, token);
  const lineName = `${shirt.title} ${other.size} / ${other.color}`;

  // Before it ships: nothing to pay, so no 'Mark as unpaid', and Cancel asks nothing about money.
  let entry = await openAdminOrder(page, exchangeRef);
  const money = entry.getByRole('group', { name: `Money and returns for ${exchangeRef}` });
  await expect(money.getByRole('button', { name: 'Print invoice' })).toBeVisible();
  await expect(money.getByRole('button', { name: 'Mark as unpaid' })).toHaveCount(0);
  await entry.getByRole('button', { name: 'Cancel Order' }).click();
  const question = page.getByRole('dialog', { name: `Cancel order ${exchangeRef}?` });
  await expect(question).toContainText('Its pieces go back to stock.');
  await expect(question).not.toContainText('The customer paid');
  await question.getByRole('button', { name: 'Keep order' }).click();
  await expect(question).toBeHidden();

  // Delivered: its pieces can be exchanged again, not returned, and the card says why.
  await advanceOrder(shop, token, exchangeRef, ['shipped', 'delivered']);
  entry = await openAdminOrder(page, exchangeRef);
  await expect(entry.getByRole('button', { name: `Exchange ${lineName}` })).toBeVisible();
  await expect(entry.getByRole('button', { name: `Return ${lineName}` })).toHaveCount(0);
  await expect(
    entry.getByText(
      `Its pieces can be exchanged again but not returned here: the customer paid for them on ${original.orderRef}.`,
    ),
  ).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Mark as unpaid' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('exchange-order-admin-390.png'), fullPage: true });
  // The shopper's page of the exchange: an exchange only, in plain words, in English and Urdu.
  await page.goto(orderPagePath(exchangeRef, original.customer.email));
  const offer = page.getByTestId('return-or-exchange');
  await expect(offer).toContainText(
    `These pieces were sent as an exchange for order ${original.orderRef}, so they cannot be returned for a refund. Wrong size again? You can exchange them for another size or colour until`,
  );
  await expect(offer.getByRole('link', { name: 'Ask for an exchange' })).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Ask for a return or exchange' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('exchange-order-shopper-390.png'), fullPage: true });

  await page.evaluate(() => localStorage.setItem('shop.language', 'ur'));
  await page.reload();
  await expect(offer).toContainText(`یہ پیس آرڈر ${original.orderRef} کے تبادلے میں بھیجے گئے تھے`);
  await expect(offer.getByRole('link', { name: 'تبدیلی کی درخواست کریں' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('exchange-order-shopper-ur-390.png'), fullPage: true });
  await page.evaluate(() => localStorage.setItem('shop.language', 'en'));

  // The original's page still offers a return or an exchange of its pieces.
  await page.goto(orderPagePath(original.orderRef, original.customer.email));
  await expect(offer.getByRole('link', { name: 'Ask for a return or exchange' })).toBeVisible();
  await page.goto(orderPagePath(exchangeRef, original.customer.email));
  await offer.getByRole('link', { name: 'Ask for an exchange' }).click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?ref=${exchangeRef}$`));
});
