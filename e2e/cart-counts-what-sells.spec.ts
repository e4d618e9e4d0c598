import { formatPrice } from '../common/money';
import { adminToken, BILAL } from '../server/testing/identities';
import { postShirt } from '../server/testing/orders';
import { expect, test } from './fixtures';
import { addToCart, buyOutCell, fillShipping, policyOf } from './shopper';

/*
 * Decision 0129: the cart and checkout total only what the shopper can be charged for. A line that
 * sold out after it went in the cart is marked 'Sold out: not counted' and adds nothing (its pieces
 * no longer make delivery free either); a line the shop has fewer of than the cart holds counts what
 * is left. At 390 px, as most shoppers see it.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a line that sold out is not in the cart’s total nor checkout’s, and says so beside it', async ({
  page,
  shop,
}) => {
  const token = adminToken(shop);
  const policy = await policyOf(shop);
  expect(policy.freeShippingMinItems).toBe(3);
  const kept = await postShirt(shop, token, 'COUNTKEPT', [{ size: 'M', color: 'Navy', stock: 9 }], { price: 2200 });
  const gone = await postShirt(shop, token, 'COUNTGONE', [{ size: 'M', color: 'Navy', stock: 2 }], { price: 3100 });
  await addToCart(page, kept.id, 'M', 'Navy', 2);
  await addToCart(page, gone.id, 'M', 'Navy', 1);
  await page.goto('/cart');
  // Three pieces: delivery is free.
  await expect(page.getByTestId('total')).toHaveText(formatPrice(2 * 2200 + 3100));

  await buyOutCell(shop, gone.id, 'M', 'Navy');
  await page.reload();
  const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').filter({ hasText: gone.title });
  await expect(line.getByText('M / Navy is sold out: please remove it')).toBeVisible();
  await expect(line.getByTestId('not-counted')).toHaveText('Sold out: not counted');
  // The amount the shopper can be charged: two shirts, and delivery, as two pieces are not three.
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText(formatPrice(2 * 2200), { exact: true })).toBeVisible();
  await expect(page.getByTestId('shipping')).toHaveText(formatPrice(policy.shippingFee));
  await expect(page.getByTestId('total')).toHaveText(formatPrice(2 * 2200 + policy.shippingFee));
  await expect(page.getByText(formatPrice(2 * 2200 + 3100))).toHaveCount(0);
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('cart-sold-out-not-counted-390.png'), fullPage: true });

  // Checkout's summary says the same.
  await page.goto('/checkout');
  const item = page
    .getByRole('list', { name: 'Items in your order' })
    .getByRole('listitem')
    .filter({ hasText: gone.title });
  await expect(item.getByTestId('not-counted')).toHaveText('Sold out: not counted');
  await expect(page.getByTestId('total')).toHaveText(formatPrice(2 * 2200 + policy.shippingFee));
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('checkout-sold-out-not-counted-390.png'), fullPage: true });

  // In Urdu too.
  await page.evaluate(() => localStorage.setItem('shop.language', 'ur'));
  await page.goto('/cart');
  await expect(page.getByTestId('not-counted')).toHaveText('ختم ہو گئی: کل میں شامل نہیں');
  await expect(page.getByTestId('total')).toHaveText(formatPrice(2 * 2200 + policy.shippingFee));
  await page.evaluate(() => localStorage.setItem('shop.language', 'en'));

  // Removed, the total is the same: it never counted the line.
  await page.goto('/cart');
  await line.getByRole('button', { name: `Remove ${gone.title}, M, Navy` }).click();
  await expect(page.getByTestId('total')).toHaveText(formatPrice(2 * 2200 + policy.shippingFee));
});

test('a line the shop has fewer of when Place Order is pressed counts only what is left until lowered', async ({
  page,
  shop,
}) => {
  const token = adminToken(shop);
  const policy = await policyOf(shop);
  const shirt = await postShirt(shop, token, 'COUNTSHORT', [{ size: 'M', color: 'Navy', stock: 4 }], { price: 1900 });
  await addToCart(page, shirt.id, 'M', 'Navy', 3);
  await page.goto('/checkout');
  await fillShipping(page, { ...BILAL, email: 'counted@example.pk' });
  await expect(page.getByTestId('total')).toHaveText(formatPrice(3 * 1900));
  // Another shopper leaves one piece while this one fills in the form.
  await buyOutCell(shop, shirt.id, 'M', 'Navy', 1);
  await page.getByRole('button', { name: 'Place Order' }).click();

  const line = page
    .getByRole('list', { name: 'Items in your order' })
    .getByRole('listitem')
    .filter({ hasText: shirt.title });
  await expect(line.getByText('Only 1 left: lower the quantity or remove it')).toBeVisible();
  await expect(line.getByTestId('not-counted')).toHaveText('1 of 3 counted');
  // One shirt can be bought: its price and delivery, as one piece is not three.
  await expect(page.getByTestId('total')).toHaveText(formatPrice(1900 + policy.shippingFee));
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('checkout-short-line-counted-390.png'), fullPage: true });

  await line.getByRole('button', { name: `Lower ${shirt.title}, M, Navy to 1` }).click();
  await expect(line.getByTestId('not-counted')).toHaveCount(0);
  await expect(page.getByTestId('total')).toHaveText(formatPrice(1900 + policy.shippingFee));
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-/);
  // The order is what the page said.
  await expect(page.getByTestId('order-total')).toHaveText(formatPrice(1900 + policy.shippingFee));
});

test('a discount code is priced on what can be bought, so the server’s quote and the page agree', async ({
  page,
  shop,
}) => {
  const token = adminToken(shop);
  const policy = await policyOf(shop);
  const made = await shop.call('POST', '/api/admin/discounts', {
    token,
    body: { code: 'COUNTTEN', kind: 'percent', value: 10 },
  });
  expect(made.status).toBe(201);
  const kept = await postShirt(shop, token, 'CODEKEPT', [{ size: 'M', color: 'Navy', stock: 9 }], { price: 2200 });
  const gone = await postShirt(shop, token, 'CODEGONE', [{ size: 'M', color: 'Navy', stock: 1 }], { price: 3100 });
  await addToCart(page, kept.id, 'M', 'Navy', 2);
  await addToCart(page, gone.id, 'M', 'Navy', 1);
  await buyOutCell(shop, gone.id, 'M', 'Navy');
  await page.goto('/cart');
  await page.getByLabel('Discount code').fill('countten');
  await page.getByRole('button', { name: 'Apply' }).click();
  // 10% of the two shirts that can be bought, and delivery for two pieces: what the order would be.
  await expect(page.getByTestId('discount')).toHaveText(`−${formatPrice(440)}`);
  await expect(page.getByTestId('shipping')).toHaveText(formatPrice(policy.shippingFee));
  await expect(page.getByTestId('total')).toHaveText(formatPrice(4400 - 440 + policy.shippingFee));
  await expect(page.getByTestId('not-counted')).toHaveText('Sold out: not counted');
});
