import { adminToken } from '../server/testing/identities';
import { advanceOrder } from '../server/testing/orders';
import { expect, test } from './fixtures';
import { linesOf, placedOrder, shirtInStock } from './shopper';

/*
 * A delivered order offers the way to a return or exchange within the shop's return window (found by
 * trying the shop: the home page promises easy returns, the delivered order said nothing of them).
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a delivered order says until when pieces can be returned or exchanged and opens the contact form with its reference', async ({
  page,
  shop,
}) => {
  const order = await placedOrder(shop, linesOf(await shirtInStock(shop), 1));
  const orderPage = `/order/${order.orderRef}#email=${encodeURIComponent(order.customer.email)}`;
  const offer = page.getByTestId('return-or-exchange');

  // Not yet delivered: nothing to return.
  await page.goto(orderPage);
  await expect(page.getByRole('heading', { name: 'Your order', level: 1 })).toBeVisible();
  await expect(offer).toHaveCount(0);

  await advanceOrder(shop, adminToken(shop), order.orderRef, ['shipped', 'delivered']);
  await page.reload();
  await expect(offer).toContainText('You can return or exchange pieces of this order until');
  await page.screenshot({ path: 'test-results/order-return-link-390.png', fullPage: true });
  await offer.getByRole('link', { name: 'Ask for a return or exchange' }).click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?ref=${order.orderRef}$`));
  await expect(page.getByLabel('Subject')).toHaveValue(`Order ${order.orderRef}`);
});
