import type { Order } from '../common/orders';
import { postShirt } from '../server/testing/orders';
import { BANK_READY_POLICY } from '../server/testing/policies';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';
import { placedOrder } from './shopper';

/** Issue 24 on the Orders screen: shipping needs a tracking number, 'Other' couriers, the courier CSV and unpaid transfers. */
test.use({ shopOptions: { policy: BANK_READY_POLICY }, viewport: { width: 1280, height: 900 } });

const customer = {
  name: 'Zara Courierwali',
  email: 'zara.courier@example.pk',
  phone: '0312 7654321',
  address: 'Flat 2, Gulberg III',
  city: 'Lahore',
};

let next = 0;
/** A polo of its own (10 of M / Black) made by the owner, and one piece of it ordered by Zara. */
async function place(shop: TestShop, token: string, paymentMethod: 'cod' | 'bank'): Promise<Order> {
  const id = `SHIP${++next}${Date.now() % 100000}`;
  await postShirt(shop, token, id, [{ size: 'M', color: 'Black', stock: 10 }], {
    title: `Courier Polo ${next}`,
    price: 1800,
  });
  return placedOrder(shop, [{ id, size: 'M', color: 'Black', quantity: 1 }], { customer, paymentMethod });
}

test('marking shipped asks for the tracking number, and "Other" for the courier’s name; the shopper then sees one right link', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  const order = await place(shop, token, 'cod');
  const entry = await openAdminOrder(page, order.orderRef);
  await entry.getByRole('button', { name: 'Mark as Shipped' }).click();
  const form = entry.getByRole('form', { name: `Ship ${order.orderRef}` });

  await form.getByRole('button', { name: 'Save as shipped' }).click();
  await expect(form.getByText('Enter the tracking number, so the customer can follow the parcel')).toBeVisible();
  await expect(form.getByLabel('Tracking number')).toBeFocused();

  await form.getByLabel('Courier', { exact: true }).selectOption('other');
  await form.getByLabel('Tracking number').fill('CC-88120');
  await form.getByRole('button', { name: 'Save as shipped' }).click();
  await expect(form.getByText('Enter the courier’s name')).toBeVisible();
  await expect(form.getByLabel('Courier name')).toBeFocused();
  // Nothing was saved while the form said what was missing.
  const before = await shop.call<{ data: Order[] }>('GET', `/api/orders?q=${order.orderRef}`, { token });
  expect(before.body.data[0]).toMatchObject({ status: 'pending', tracking: { trackingNumber: null } });

  await form.getByLabel('Courier name').fill('Call Courier');
  await form.getByLabel('Tracking address (optional)').fill('https://callcourier.com.pk/tracking/?tc=CC-88120');
  await page.screenshot({ path: 'test-results/exchanges-ship-form-other.png' });
  await form.getByRole('button', { name: 'Save as shipped' }).click();
  await expect(entry.getByText(`Order ${order.orderRef} is now shipped`)).toBeVisible();
  // The order's history also names the courier and number: the parcel panel's line comes first.
  await expect(entry.getByText('Call Courier CC-88120').first()).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Tracking page' })).toHaveAttribute(
    'href',
    'https://callcourier.com.pk/tracking/?tc=CC-88120',
  );

  const shopper = await page.context().newPage();
  await shopper.setViewportSize({ width: 390, height: 844 });
  await shopper.goto(`/track-order?orderRef=${order.orderRef}&email=${encodeURIComponent(customer.email)}`);
  const links = shopper.getByRole('list', { name: 'Follow your parcel' }).getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links.first()).toHaveAccessibleName('Track with Call Courier');
  await expect(links.first()).toHaveAttribute('href', 'https://callcourier.com.pk/tracking/?tc=CC-88120');
  await shopper.screenshot({ path: 'test-results/exchanges-track-other-courier-390.png', fullPage: true });
  await shopper.close();
});

test('the courier CSV is refused with the reason while it holds a bank transfer not checked yet; the status filter reads "Pending"', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  const bank = await place(shop, token, 'bank');
  await page.goto('/admin/orders');
  await expect(page.getByLabel('Status').locator('option')).toContainText([
    'Any',
    'Pending',
    'Confirmed',
    'Processing',
    'Shipped',
    'Delivered',
    'Cancelled',
  ]);
  await page.getByLabel('Status').selectOption('pending');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Download CSV for courier' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `Not downloaded: ${bank.orderRef} is a bank transfer not checked yet, and a courier would book it as prepaid with nothing to collect.`,
  );
  await page.screenshot({ path: 'test-results/exchanges-csv-refused.png' });

  await page.getByLabel('Payment method').selectOption('cod');
  await page.getByRole('button', { name: 'Apply' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV for courier' }).click();
  expect((await download).suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
