import type { Page } from '@playwright/test';
import { cashToCollect, type AdminOrder, type Order } from '../common/orders';
import { formatPrice } from '../common/money';
import { pollParcels } from '../server/couriers/polling';
import { adminToken } from '../server/testing/identities';
import { placeCodOrder, postShirt } from '../server/testing/orders';
import type { TestShop } from '../server/testing/testShop';
import { expect, openAdminOrder, adminLogIn, test } from './fixtures';
import { savePostExAccount } from './parcels';

/*
 * The shopper's order page at 390 px for a cash-on-delivery parcel booked with PostEx, after the shop
 * took a piece off the bill before the rider came (decision 0092): one amount to pay on delivery, the
 * one the owner's order card says is to collect; 'Shipped' beside an expected delivery that names the
 * courier and the tracking number; PostEx's updates as the tracking page shows them. Then delivered
 * and paid: what the order asked, never a bare total a piece came off.
 */
test.use({ viewport: { width: 390, height: 844 } });

const customer = {
  name: 'Sadia Rider',
  email: 'sadia.cod@example.pk',
  phone: '0333 4445566',
  address: 'House 21, Block 13, Gulistan-e-Johar',
  city: 'Karachi',
};
const openOrder = (page: Page, orderRef: string) => page.goto(`/order/${orderRef}#email=${customer.email}`);
const ownerOrder = async (shop: TestShop, token: string, orderRef: string) =>
  (await shop.call<{ data: AdminOrder[] }>('GET', `/api/orders?q=${orderRef}`, { token })).body.data[0]!;

test('the order page asks the amount the owner collects, names the courier and shows its updates', async ({
  page,
  shop,
  postex,
}) => {
  test.setTimeout(180_000);
  const token = adminToken(shop);
  await savePostExAccount(shop, token, postex);

  const id = `CODPAGE${Date.now() % 100000}`;
  await postShirt(shop, token, id, [{ size: 'M', color: 'Navy', stock: 5 }], { price: 1980 });
  const placed = await placeCodOrder(shop, [{ id, size: 'M', color: 'Navy', quantity: 2 }], { customer });
  expect(placed.status).toBe(201);
  const order: Order = placed.body.data;
  expect(
    (
      await shop.call('PATCH', `/api/admin/orders/${order.orderRef}/confirmation`, {
        token,
        body: { confirmed: true },
      })
    ).status,
  ).toBe(200);
  const booked = await shop.call<{ data: { outcome: string; trackingNumber: string | null }[] }>(
    'POST',
    '/api/admin/couriers/book',
    { token, body: { courier: 'PostEx', orderRefs: [order.orderRef] } },
  );
  expect(booked.body.data[0]).toMatchObject({ outcome: 'booked' });
  const number = booked.body.data[0]!.trackingNumber!;
  postex.move(number, 'onRoute');
  await pollParcels({ ...shop.deps, now: () => new Date(Date.now() + 31 * 60 * 1000) });

  // One shirt comes back before the rider reaches Sadia: the dialog asks no method, it comes off the bill.
  const taken = await shop.call('POST', `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/return`, {
    token,
    body: { quantity: 1, refund: { amount: 1980 } },
  });
  expect(taken.status).toBe(200);
  const toCollect = cashToCollect(await ownerOrder(shop, token, order.orderRef));
  expect(toCollect).toBe(order.total - 1980);

  await openOrder(page, order.orderRef);
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await expect(page.getByTestId('expected-delivery')).toHaveText(`On its way with PostEx, tracking number ${number}`);
  // One amount to pay at the door, the owner's; the total stays the bill's, with what came off it said below.
  await expect(page.getByTestId('order-total')).toHaveText(formatPrice(order.total));
  await expect(page.getByTestId('order-to-pay')).toHaveText(formatPrice(toCollect));
  await expect(page.getByTestId('keep-cash')).toHaveText(`Please keep ${formatPrice(toCollect)} ready for the rider.`);
  await expect(page.getByText(`Please keep ${formatPrice(order.total)} ready`)).toHaveCount(0);
  await expect(page.getByTestId('line-change')).toContainText('PKR 1,980 taken off what you pay on delivery');
  // PostEx's updates, as the tracking page shows them.
  const updates = page.getByRole('region', { name: 'Updates from PostEx' });
  await expect(updates).toContainText('Package on Route');
  await expect(updates).toContainText('On the way to you');
  await page.screenshot({ path: 'test-results/order-cod-taken-off.png', fullPage: true });

  await page.evaluate(() => localStorage.setItem('shop.language', 'ur'));
  await page.reload();
  await expect(page.getByTestId('expected-delivery')).toHaveText(`PostEx کے ذریعے راستے میں ہے، ٹریکنگ نمبر ${number}`);
  await expect(page.getByTestId('keep-cash')).toContainText(formatPrice(toCollect));
  await expect(page.getByRole('region', { name: 'PostEx کی اطلاعات' })).toContainText('Package on Route');
  await page.screenshot({ path: 'test-results/order-cod-taken-off-ur.png', fullPage: true });
  await page.evaluate(() => localStorage.setItem('shop.language', 'en'));

  // The owner's order card says the same amount to collect.
  await adminLogIn(page);
  const card = await openAdminOrder(page, order.orderRef);
  await expect(card.getByText(`To collect: ${formatPrice(toCollect)}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/order-cod-admin-to-collect.png', fullPage: true });

  // Delivered and paid out: the page says what the order asked, and what to do if the rider took more.
  postex.move(number, 'delivered');
  await pollParcels({ ...shop.deps, now: () => new Date(Date.now() + 62 * 60 * 1000) });
  const paid = await shop.call('PATCH', `/api/admin/orders/${order.orderRef}/payment`, {
    token,
    body: { payment: 'paid' },
  });
  expect(paid.status).toBe(200);
  await openOrder(page, order.orderRef);
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  await expect(page.getByTestId('expected-delivery')).toHaveText('Delivered');
  await expect(page.getByTestId('order-payment')).toHaveText('Cash on delivery, paid');
  await expect(page.getByTestId('order-to-pay')).toHaveText(formatPrice(toCollect));
  await expect(page.getByText('Due on delivery')).toBeVisible();
  await expect(page.getByTestId('keep-cash')).toHaveCount(0);
  await expect(page.getByTestId('paid-more')).toContainText(
    `If you paid the rider more than ${formatPrice(toCollect)}, please contact us`,
  );
  await expect(page.getByRole('region', { name: 'Updates from PostEx' })).toContainText('Delivered');
  await page.screenshot({ path: 'test-results/order-cod-paid.png', fullPage: true });
});
