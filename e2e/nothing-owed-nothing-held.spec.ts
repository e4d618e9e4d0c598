import { DEFAULT_SHOP_POLICY } from '../common/policy';
import { orderPagePath } from '../common/orderTracking';
import { advanceOrder } from '../server/testing/orders';
import { deliveredThenExchanged } from './exchangeOrders';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';
import { placedOrder, shirtInStock } from './shopper';

/*
 * Decision 0147, at a phone's width. An exchange parcel refused at the door gives the owner's original
 * order its piece back as the customer's, with nothing left to collect. An order a 100 % code made free
 * offers no 'Mark as unpaid'. A delivered order whose whole parcel came back offers the shopper no return
 * or exchange.
 */
test.use({
  viewport: { width: 390, height: 844 },
  shopOptions: { policy: { ...DEFAULT_SHOP_POLICY, shippingFee: 0 } },
});

test('an exchange parcel refused at the door leaves the piece with the customer on the original order', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  const { original, exchangeRef } = await deliveredThenExchanged(shop, token);
  await advanceOrder(shop, token, exchangeRef, ['shipped']);

  const exchange = await openAdminOrder(page, exchangeRef);
  await exchange.getByRole('button', { name: 'Parcel refused' }).click();
  const question = page.getByRole('dialog', { name: `Record ${exchangeRef} as refused at the door?` });
  await question.getByRole('button', { name: 'Record as refused' }).click();
  await expect(exchange.getByRole('button', { name: 'Undo refused' })).toBeVisible();

  const entry = await openAdminOrder(page, original.orderRef);
  await expect(entry).toContainText('(its parcel was refused at the door: the piece is with the customer again)');
  await expect(entry).not.toContainText('to collect');
  await page.screenshot({ path: test.info().outputPath('exchange-refused-original-390.png'), fullPage: true });
});

test('a free order offers no Mark as unpaid; a parcel that came back whole offers the shopper nothing', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  const code = await shop.call('POST', '/api/admin/discounts', {
    token,
    body: { code: 'ONTHEHOUSE', kind: 'percent', value: 100 },
  });
  expect(code.status).toBe(201);
  const shirt = await shirtInStock(shop);
  const cell = shirt.variants.find((variant) => variant.stock > 0)!;
  const line = [{ id: shirt.id, size: cell.size, color: cell.color, quantity: 1 }];

  const free = await placedOrder(shop, line, { discountCode: 'ONTHEHOUSE' });
  expect(free.total).toBe(0);
  let entry = await openAdminOrder(page, free.orderRef);
  const money = entry.getByRole('group', { name: `Money and returns for ${free.orderRef}` });
  await money.getByRole('button', { name: 'Cash received' }).click();
  await expect(money.getByRole('button', { name: 'Cash received' })).toHaveCount(0);
  await expect(money.getByRole('button', { name: 'Print invoice' })).toBeVisible();
  await expect(money.getByRole('button', { name: 'Mark as unpaid' })).toHaveCount(0);

  const order = await placedOrder(shop, line);
  await advanceOrder(shop, token, order.orderRef, ['confirmed', 'shipped', 'delivered']);
  await page.goto(orderPagePath(order.orderRef, order.customer.email));
  await expect(page.getByTestId('return-or-exchange')).toBeVisible();

  entry = await openAdminOrder(page, order.orderRef);
  await entry.getByRole('button', { name: 'Parcel returned' }).click();
  await page
    .getByRole('dialog', { name: `Record ${order.orderRef} as returned?` })
    .getByRole('button', {
      name: 'Record as returned',
    })
    .click();
  await expect(entry.getByRole('button', { name: 'Undo returned' })).toBeVisible();
  await page.goto(orderPagePath(order.orderRef, order.customer.email));
  await expect(page.getByText('Returned', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('return-or-exchange')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('came-back-shopper-390.png'), fullPage: true });
});
