import type { Order } from '../common/orders';
import { formatPrice } from '../common/money';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';

/**
 * An order with a code for two pieces or more, one piece taken off before it ships: the code refuses
 * the change, and the owner saves it without the code instead of cancelling and entering the order
 * again (found by trying the shop).
 */
test('a change the order’s code no longer fits is saved without the code when the owner says so', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await adminLogIn(page);
  const id = `PAIR${Date.now() % 100000}`;
  const title = 'Pair Kurta';
  const made = await shop.call('POST', '/api/products', {
    token,
    body: { id, title, description: 'Cotton', price: 2000, sizes: ['M'], colors: ['Navy'], stock: 10 },
  });
  expect(made.status).toBe(201);
  const code = await shop.call('POST', '/api/admin/discounts', {
    token,
    body: { code: 'PAIR15', kind: 'percent', value: 15, minPieces: 2 },
  });
  expect(code.status).toBe(201);
  const placed = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: {
      customer: {
        name: 'Rabia Saeed',
        email: 'rabia.pair@example.pk',
        phone: '0333 4445566',
        address: 'House 4, Street 9, Model Town',
        city: 'Lahore',
      },
      items: [{ id, size: 'M', color: 'Navy', quantity: 2 }],
      paymentMethod: 'cod',
      discountCode: 'PAIR15',
    },
  });
  expect(placed.status).toBe(201);
  const { orderRef, shippingCost } = placed.body.data;
  expect(placed.body.data.discount).toBe(600);

  const entry = await openAdminOrder(page, orderRef);
  await entry.getByRole('button', { name: 'Change order' }).click();
  const change = page.getByRole('dialog', { name: `Change order ${orderRef}` });
  await change.getByLabel(`Quantity of ${title} M / Navy`).fill('1');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change.getByRole('alert')).toHaveText(
    'The code PAIR15 no longer fits the changed order: Add 1 more shirt to use PAIR15. Nothing was changed.',
  );
  await page.screenshot({ path: test.info().outputPath('code-refused-390.png') });
  await change.getByRole('button', { name: 'Save without the code PAIR15' }).click();
  await expect(change).toBeHidden();
  await expect(entry.getByRole('list', { name: `Changes to ${orderRef}` })).toContainText(
    `code PAIR15 taken off; total ${formatPrice(4000 - 600 + shippingCost)} → ${formatPrice(2000 + shippingCost)}`,
  );
});
