import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Order } from '../common/orders';
import { postShirt } from '../server/testing/orders';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';
import { placedOrder } from './shopper';

/**
 * Decision 0143 on the owner's screens: the courier CSV leaves out orders not ready to book and says
 * which and why; a tracking number already on another order is refused in the shipping form, naming it.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const customer = {
  name: 'Hina Parcelwali',
  email: 'hina.parcel@example.pk',
  phone: '0313 7654321',
  address: 'House 9, Model Town',
  city: 'Lahore',
};

let next = 0;
async function place(shop: TestShop, token: string): Promise<Order> {
  const id = `PARCEL${++next}${Date.now() % 100000}`;
  await postShirt(shop, token, id, [{ size: 'M', color: 'Black', stock: 10 }], {
    title: `Parcel Polo ${next}`,
    price: 1800,
  });
  return placedOrder(shop, [{ id, size: 'M', color: 'Black', quantity: 1 }], { customer, paymentMethod: 'cod' });
}
const move = async (shop: TestShop, token: string, orderRef: string, body: Record<string, unknown>) =>
  expect((await shop.call('PATCH', `/api/orders/${orderRef}/status`, { token, body })).status).toBe(200);

test('the courier CSV holds only the orders ready to book, and the screen says which were left out and why', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  const ready = await place(shop, token);
  const cancelled = await place(shop, token);
  const shipped = await place(shop, token);
  await move(shop, token, cancelled.orderRef, { status: 'cancelled' });
  await move(shop, token, shipped.orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: '779900000001' });

  await page.goto(`/admin/orders?q=${encodeURIComponent(customer.name)}&paymentMethod=cod`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV for courier' }).click(),
  ]);
  const rows: Record<string, string>[] = parse(await readFile(await download.path()), { columns: true, bom: true });
  expect(rows.map((row) => row['Order Ref'])).toEqual([ready.orderRef]);
  expect(rows[0]!['COD Amount']).toBe(String(ready.total));
  await expect(page.getByRole('status').filter({ hasText: 'left out' })).toHaveText(
    `Downloaded. 2 orders left out, not ready to book: 1 cancelled (${cancelled.orderRef}); 1 shipped already (${shipped.orderRef}).`,
  );
  await page.screenshot({ path: 'test-results/parcels-csv-left-out.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('status').filter({ hasText: 'left out' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/parcels-csv-left-out-390.png', fullPage: true });
});

test('a tracking number already on another order is refused in the shipping form, naming that order', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  const first = await place(shop, token);
  const second = await place(shop, token);
  await move(shop, token, first.orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: '779900000002' });

  const entry = await openAdminOrder(page, second.orderRef);
  await entry.getByRole('button', { name: 'Mark as Shipped' }).click();
  const form = entry.getByRole('form', { name: `Ship ${second.orderRef}` });
  await form.getByLabel('Courier', { exact: true }).selectOption('TCS');
  await form.getByLabel('Tracking number').fill('7799 0000 0002');
  await form.getByRole('button', { name: 'Save as shipped' }).click();
  await expect(entry.getByRole('alert')).toContainText(
    `TCS tracking number 779900000002 is already on order ${first.orderRef}. One tracking number is one parcel: check the number on this parcel’s slip.`,
  );
  await page.screenshot({ path: 'test-results/parcels-tracking-taken.png' });
  const stored = await shop.call<{ data: Order[] }>('GET', `/api/orders?q=${second.orderRef}`, { token });
  expect(stored.body.data[0]).toMatchObject({ status: 'pending', tracking: { trackingNumber: null } });
});
