import type { Product } from '../common/catalog';
import type { AdminOrder } from '../common/orders';
import { adminToken } from '../server/testing/identities';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';
import { cellInStock, placedOrder } from './shopper';

/*
 * Decision 0122: a shopper who changed their mind cancels a pending order from its page on a phone,
 * instead of refusing the rider at the door. It asks in place; 'Keep my order' changes nothing.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a shopper cancels their pending order from its page: asked first, the pieces go back, the page says so', async ({
  page,
  shop,
}) => {
  const { shirt, cell } = await cellInStock(shop);
  const line = { id: shirt.id, size: cell.size, color: cell.color, quantity: 1 };
  const order = await placedOrder(shop, [line]);
  const stockOf = async () =>
    (await shop.call<{ data: Product }>('GET', `/api/products/${shirt.id}`)).body.data.variants.find(
      (variant) => variant.size === cell.size && variant.color === cell.color,
    )!.stock;
  const stockPlaced = await stockOf();

  await page.goto(`/order/${order.orderRef}#email=${encodeURIComponent(order.customer.email)}`);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  const opener = page.getByRole('button', { name: 'Cancel this order' });
  await opener.click();
  const question = page.getByRole('group', { name: `Cancel order ${order.orderRef}?` });
  await expect(question).toHaveAccessibleDescription(
    'Nothing will be delivered, and you pay nothing. This cannot be undone here.',
  );
  await expect(question.getByText(`Cancel order ${order.orderRef}?`)).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('cancel-question-390.png'), fullPage: true });

  // 'Keep my order' changes nothing and gives focus back.
  await question.getByRole('button', { name: 'Keep my order' }).click();
  await expect(question).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await stockOf()).toBe(stockPlaced);

  await opener.click();
  await question.getByRole('button', { name: 'Yes, cancel my order' }).click();
  const done = page.getByRole('status').filter({ hasText: `Your order ${order.orderRef} is cancelled.` });
  await expect(done).toBeFocused();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel this order' })).toHaveCount(0);
  expect(await stockOf()).toBe(stockPlaced + 1);
  await page.screenshot({ path: test.info().outputPath('cancelled-390.png'), fullPage: true });

  // The owner's card shows it cancelled, and its history names the customer as who did it.
  await adminLogIn(page);
  const entry = await openAdminOrder(page, order.orderRef);
  await expect(entry.getByText('cancelled', { exact: true }).first()).toBeVisible();
  const history = entry.getByRole('region', { name: 'History' });
  await expect(history.getByText('The customer', { exact: true })).toBeVisible();
  // Nothing is owed for a cancelled order: the card offers no 'Cash received' (the server refuses it too).
  await expect(entry.getByRole('button', { name: 'Cash received' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('owner-sees-customer-cancel-390.png'), fullPage: true });
});

test('a shopper who tracks the order by phone number cancels it there too', async ({ page, shop }) => {
  const { shirt, cell } = await cellInStock(shop);
  const order = await placedOrder(shop, [{ id: shirt.id, size: cell.size, color: cell.color, quantity: 1 }]);
  await page.goto('/track-order');
  await page.getByLabel('Order reference').fill(order.orderRef);
  await page.getByLabel('Email or phone number').fill(order.customer.phone);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel my order' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Your order ${order.orderRef} is cancelled.` }),
  ).toBeFocused();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  // The shopper did it: the page does not ask them to contact the shop if it was unexpected.
  await expect(page.getByText('If this is unexpected')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('tracking-cancelled-390.png'), fullPage: true });
  // Looked up again later, a cancelled order says so, with the way to the shop.
  await page.reload();
  await page.getByLabel('Order reference').fill(order.orderRef);
  await page.getByLabel('Email or phone number').fill(order.customer.phone);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('This order was cancelled. If this is unexpected, please')).toBeVisible();
});

test.describe('in Urdu', () => {
  test.use({ locale: 'ur-PK' });

  test('an order the shop started packing meanwhile is not cancelled, and the shopper is told to contact the shop', async ({
    page,
    shop,
  }) => {
    const { shirt, cell } = await cellInStock(shop);
    const order = await placedOrder(shop, [{ id: shirt.id, size: cell.size, color: cell.color, quantity: 1 }]);
    await page.goto(`/order/${order.orderRef}#email=${encodeURIComponent(order.customer.email)}`);
    await page.getByRole('button', { name: 'یہ آرڈر منسوخ کریں' }).click();
    // The owner starts packing while the shopper reads the question.
    const packing = await shop.call('PATCH', `/api/orders/${order.orderRef}/status`, {
      token: adminToken(shop),
      body: { status: 'processing' },
    });
    expect(packing.status).toBe(200);
    await page.getByRole('button', { name: 'جی ہاں، میرا آرڈر منسوخ کریں' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'یہ آرڈر اب یہاں سے منسوخ نہیں ہو سکتا۔ براہ کرم ہم سے رابطہ کریں۔',
    );
    await page.screenshot({ path: test.info().outputPath('cancel-refused-ur-390.png'), fullPage: true });
    const stored = await shop.call<{ data: AdminOrder[] }>('GET', `/api/orders?q=${order.orderRef}`, {
      token: adminToken(shop),
    });
    expect(stored.body.data[0]?.status).toBe('processing');
    // Opened again, the page offers no cancel for an order being packed.
    await page.reload();
    await expect(page.getByTestId('order-status')).toBeVisible();
    await expect(page.getByRole('button', { name: 'یہ آرڈر منسوخ کریں' })).toHaveCount(0);
  });
});
