import type { Order } from '../common/orders';
import { expect, test } from './fixtures';
import { adminToken } from '../server/testing/identities';
import { linesOf, shirtInStock } from './shopper';

/*
 * Issue 35, item 2: a shopper who kept only the phone number finds the order with it, written any way,
 * and the order page shows the courier, the tracking number and a link to the courier's own tracking,
 * also once the parcel is delivered.
 */
test('tracking by order number and the phone as the shopper writes it; the order page shows the courier', async ({
  page,
  shop,
}) => {
  const shirt = await shirtInStock(shop);
  const placed = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: {
      customer: {
        name: 'Sana Iqbal',
        email: 'sana@example.pk',
        phone: '0300-1234567',
        address: 'House 3, Street 9, G-9/4',
        city: 'Islamabad',
      },
      items: linesOf(shirt, 1),
      paymentMethod: 'cod',
    },
  });
  const { orderRef } = placed.body.data;
  const admin = { token: adminToken(shop) };
  await shop.call('PATCH', `/api/orders/${orderRef}/status`, { ...admin, body: { status: 'confirmed' } });
  await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
    ...admin,
    body: { status: 'shipped', carrier: 'TCS', trackingNumber: '7712345678' },
  });
  await shop.call('PATCH', `/api/orders/${orderRef}/status`, { ...admin, body: { status: 'delivered' } });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/track-order');
  await page.getByLabel('Order reference').fill(orderRef);
  await page.getByLabel('Email or phone number').fill('+92 300 1234567');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderRef}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  const tracking = page.getByTestId('parcel-tracking');
  await expect(tracking.getByTestId('courier')).toHaveText('TCS');
  await expect(tracking.getByTestId('tracking-number')).toHaveText('7712345678');
  await expect(tracking.getByRole('link', { name: 'Track with TCS' })).toHaveAttribute('href', /7712345678/);
  await page.screenshot({ path: 'test-results/shop-traps-track-phone-390.png', fullPage: true });

  // The order page opens at once in this tab, which keeps the phone that proved the order (decision 0127);
  // in a tab that does not, it asks, and the phone number shows the same courier details on a delivered order.
  await page.goto(`/order/${orderRef}`);
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByLabel('Email or phone number').fill('03001234567');
  await page.getByRole('button', { name: 'Show my order' }).click();
  const onOrderPage = page.getByTestId('parcel-tracking');
  await expect(onOrderPage.getByTestId('courier')).toHaveText('TCS');
  await expect(onOrderPage.getByTestId('tracking-number')).toHaveText('7712345678');
  await expect(onOrderPage.getByRole('link', { name: 'Track with TCS' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shop-traps-order-courier-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/shop-traps-order-courier-1366.png', fullPage: true });

  // A wrong number finds nothing, as an unknown order.
  await page.goto('/track-order');
  await page.getByLabel('Order reference').fill(orderRef);
  await page.getByLabel('Email or phone number').fill('0300 7654321');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order not found')).toBeVisible();
});
