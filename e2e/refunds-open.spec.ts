import { formatPrice } from '../common/money';
import { orderPagePath } from '../common/orderTracking';
import { adminToken } from '../server/testing/identities';
import { advanceOrder } from '../server/testing/orders';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';
import { cellInStock, placedOrder } from './shopper';
import { staffMember } from './staffAccounts';

/*
 * Decision 0136, at a phone's width: a refund the desk left to decide shows on the Dashboard and under
 * the list's Refund owed filter; a return of a piece nothing was paid for asks no refund method; a free
 * exchange order reads 'Nothing to pay — exchange for order …' and offers no Return, saying why (decision 0141).
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a refund left to decide is on the Dashboard and in the Refund owed filter', async ({ page, shop }) => {
  const { shirt, cell } = await cellInStock(shop, 2);
  const order = await placedOrder(shop, [{ id: shirt.id, size: cell.size, color: cell.color, quantity: 1 }]);
  await advanceOrder(shop, adminToken(shop), order.orderRef, ['confirmed', 'shipped']);
  const desk = await staffMember(shop, { name: 'Nadia Desk', username: 'nadia', role: 'orderDesk' }, 'nadia-pass-1');
  const returned = await shop.call(
    'POST',
    `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/return`,
    {
      token: desk,
      body: { quantity: 1, refund: { amount: 0 } },
    },
  );
  expect(returned.status).toBe(200);
  const piece = formatPrice(order.items[0]!.paid);

  await adminLogIn(page);
  const reminder = page.getByTestId('refunds-owed');
  await expect(reminder).toHaveText(
    `Refunds to decide: up to ${piece} on 1 order whose pieces were returned. See the order`,
  );
  await page.screenshot({ path: test.info().outputPath('refunds-to-decide-dashboard-390.png'), fullPage: true });
  await reminder.getByRole('link', { name: 'See the order' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?refundOwed=yes$/);
  await expect(page.getByLabel('Refund owed or to decide')).toHaveValue('yes');
  await expect(page.getByRole('button', { name: new RegExp(order.orderRef) })).toContainText(
    `Refund to decide ${piece}`,
  );
  await page.screenshot({ path: test.info().outputPath('refunds-to-decide-list-390.png'), fullPage: true });
});

test('a piece nothing was paid for is returned without a refund method; a free exchange order says nothing to pay', async ({
  page,
  shop,
}) => {
  const owner = adminToken(shop);
  const made = await shop.call('POST', '/api/admin/discounts', {
    token: owner,
    body: { code: 'GIFTSHIRT', kind: 'percent', value: 100 },
  });
  expect(made.status).toBe(201);
  const { shirt, cell } = await cellInStock(shop, 2);
  const gift = await placedOrder(shop, [{ id: shirt.id, size: cell.size, color: cell.color, quantity: 1 }], {
    discountCode: 'GIFTSHIRT',
  });
  expect(gift.items[0]!.paid).toBe(0);
  await advanceOrder(shop, adminToken(shop), gift.orderRef, ['confirmed', 'shipped', 'delivered']);
  const lineName = `${shirt.title} ${cell.size} / ${cell.color}`;

  await adminLogIn(page);
  let entry = await openAdminOrder(page, gift.orderRef);
  await entry.getByRole('button', { name: `Return ${lineName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Return pieces of ${shirt.title}` });
  await expect(dialog.getByText('Nothing was paid for this piece, so there is nothing to refund.')).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByLabel('Refund (PKR)')).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveText(
    `No refund; back to stock: 1 piece of ${cell.size} / ${cell.color}.`,
  );
  await page.screenshot({ path: test.info().outputPath('return-nothing-paid-390.png') });
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry.getByRole('list', { name: `Pieces of ${gift.orderRef} that came back` })).toContainText(
    'returned, nothing refunded',
  );

  // A size swap: the exchange order is free, and was paid for on the original.
  const original = await placedOrder(shop, [{ id: shirt.id, size: cell.size, color: cell.color, quantity: 1 }]);
  await advanceOrder(shop, adminToken(shop), original.orderRef, ['confirmed', 'shipped', 'delivered']);
  const other = shirt.variants.find(
    (variant) => variant.stock > 0 && (variant.size !== cell.size || variant.color !== cell.color),
  )!;
  const exchanged = await shop.call<{ data: { exchange: { orderRef: string } } }>(
    'POST',
    `/api/admin/orders/${original.orderRef}/lines/${original.items[0]!.lineId}/exchange`,
    { token: owner, body: { quantity: 1, size: other.size, color: other.color } },
  );
  expect(exchanged.status).toBe(200);
  const exchangeRef = exchanged.body.data.exchange.orderRef;
  await advanceOrder(shop, adminToken(shop), exchangeRef, ['shipped', 'delivered']);

  await page.goto('/admin/orders');
  entry = await openAdminOrder(page, exchangeRef);
  await expect(entry.getByRole('button', { name: new RegExp(exchangeRef) })).toContainText('Nothing to pay');
  await expect(entry.getByText(`Nothing to pay — exchange for order ${original.orderRef}`)).toBeVisible();
  // Its pieces are exchanged again, not returned here (decision 0141): no Return, and the card says why.
  await expect(
    entry.getByRole('button', { name: `Exchange ${shirt.title} ${other.size} / ${other.color}` }),
  ).toBeVisible();
  await expect(entry.getByRole('button', { name: `Return ${shirt.title} ${other.size} / ${other.color}` })).toHaveCount(
    0,
  );
  await expect(entry.getByText(`the customer paid for them on ${original.orderRef}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('exchange-order-return-390.png') });

  // The shopper's page of the exchange order says the same, in their words.
  await page.goto(orderPagePath(exchangeRef, original.customer.email));
  await expect(page.getByTestId('order-payment')).toHaveText(
    `Nothing to pay — exchange for order ${original.orderRef}`,
  );
  await page.screenshot({ path: test.info().outputPath('exchange-order-shopper-390.png'), fullPage: true });
});
