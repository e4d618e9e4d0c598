import { adminLogIn, expect, test } from './fixtures';
import { findProduct, linesOf, placedOrder } from './shopper';

test('the Orders screen tells an empty shop from filters that match nothing', async ({ page, shop }) => {
  await adminLogIn(page, 'Orders');
  await expect(
    page.getByText('No orders yet. Orders placed in the shop, and those you add with New order, show here.'),
  ).toBeVisible();
  // The courier choice beside the booking button is drawn as the paper size in the header is.
  const courier = page.getByLabel('Courier to book with');
  const paper = page.getByLabel('Paper size');
  const heightOf = (select: typeof courier) => select.evaluate((element) => element.getBoundingClientRect().height);
  expect(await heightOf(courier)).toBe(await heightOf(paper));
  // With no order ticked, the booking sheet cannot be made, and its button looks it as the booking button does.
  for (const name of ['PostEx booking sheet', 'Book with PostEx (0)']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveCSS('opacity', '0.6');
  }

  await page.goto('/admin/orders?status=shipped');
  await expect(page.getByText('No orders match these filters.')).toBeVisible();

  const product = await findProduct(shop, (candidate) => candidate.stock > 0 && candidate.sizes.length > 0, 'in stock');
  const order = await placedOrder(shop, linesOf(product, 1));
  await page.goto('/admin/orders');
  await expect(page.getByText('1 order · page 1 of 1')).toBeVisible();
  await expect(page.getByText(order.orderRef).first()).toBeVisible();
  // Past the last page, with or without a filter, the orders are elsewhere, not missing.
  for (const address of ['/admin/orders?page=2', '/admin/orders?status=pending&page=2']) {
    await page.goto(address);
    await expect(page.getByText('No orders on this page.')).toBeVisible();
  }
});
