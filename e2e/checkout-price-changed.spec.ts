import type { Product } from '../common/catalog';
import type { ShopPolicy } from '../common/policy';
import { formatPrice } from '../common/money';
import { adminToken, BILAL } from '../server/testing/identities';
import type { TestShop } from '../server/testing/testShop';
import { expect, test } from './fixtures';
import { checkoutWithAShirt, fillShipping, policyOf } from './shopper';

/*
 * The owner changes a shirt's price while a shopper fills in checkout (a sale ends): Place Order is
 * refused rather than placing the order at a price the shopper never saw; the line shows the new
 * price, the total follows it, and Place Order again places the order at it.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function setPrice(shop: TestShop, product: Product, price: number) {
  const { title, description, sizes, colors, variants } = product;
  const body = { id: product.id, title, description, price, sizes, colors, variants };
  const saved = await shop.call('PUT', `/api/products/${product.id}`, { token: adminToken(shop), body });
  expect(saved.status).toBe(200);
}

test('a price changed while checkout is open is shown before the order is placed at it', async ({ page, shop }) => {
  const { shirt } = await checkoutWithAShirt(page, shop);
  await fillShipping(page, { ...BILAL, email: 'eid.sale@example.pk' });
  const lines = page.getByRole('list', { name: 'Items in your order' });
  await expect(lines).toContainText(formatPrice(shirt.price));

  const raised = shirt.price + 400;
  await setPrice(shop, shirt, raised);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('form').getByRole('alert').filter({ hasText: 'Please check your order' })).toHaveText(
    `The price of ${shirt.title} is now ${formatPrice(raised)}, not ${formatPrice(shirt.price)}. Please check your order and place it again.`,
  );
  await expect(lines).toContainText(`Price is now ${formatPrice(raised)} (was ${formatPrice(shirt.price)})`);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.screenshot({ path: 'test-results/checkout-price-changed-390.png', fullPage: true });

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-/);
  const order = page.getByRole('main');
  await expect(order).toContainText(formatPrice(raised));
});

test('a delivery charge changed while checkout is open is shown before the order is placed at it (decision 0116)', async ({
  page,
  shop,
}) => {
  const { shirt } = await checkoutWithAShirt(page, shop);
  await fillShipping(page, { ...BILAL, email: 'eid.delivery@example.pk' });
  const shipping = page.getByTestId('shipping');
  const before = (await policyOf(shop)).shippingFee;
  await expect(shipping).toHaveText(formatPrice(before));

  const token = adminToken(shop);
  const settings = await shop.call<{ data: { policy: ShopPolicy } }>('GET', '/api/admin/settings', { token });
  const changed = await shop.call('PUT', '/api/admin/settings/policy', {
    token,
    body: { ...settings.body.data.policy, shippingFee: before + 50 },
  });
  expect(changed.status).toBe(200);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('form').getByRole('alert').filter({ hasText: 'Delivery is now' })).toHaveText(
    `Delivery is now ${formatPrice(before + 50)}, not ${formatPrice(before)}. Please check your order and place it again.`,
  );
  await expect(shipping).toHaveText(formatPrice(before + 50));
  await page.screenshot({ path: 'test-results/checkout-delivery-changed-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-/);
  await expect(page.getByRole('main')).toContainText(formatPrice(shirt.price + before + 50));
});
