import type { Order } from '../common/orders';
import { pollParcels } from '../server/couriers/polling';
import type { FakePostEx } from '../server/testing/fakePostEx';
import { postShirt } from '../server/testing/orders';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, test } from './fixtures';
import { bookedWithPostExApi, confirmedCashOrder, savePostExAccount } from './parcels';

/**
 * Decision 0128 on the owner's screens, against the real server and the PostEx fake: a parcel PostEx
 * could not deliver is said on the Dashboard (a count that opens the filtered list, and beside the
 * status in Recent Orders) and on its order's card in the list, under the 'Parcel: Delivery attempted'
 * filter; 'Check with PostEx now' asks PostEx at once, and a second ask within a minute is refused in
 * words. At 390 px and at 1280 px.
 */
/** Two confirmed cash orders booked with PostEx through the API; PostEx's rider failed to deliver the first. */
async function twoParcels(shop: TestShop, postex: FakePostEx, token: string, name: string) {
  await savePostExAccount(shop, token, postex);
  const productId = `ATTEMPT${Date.now() % 1_000_000}`;
  await postShirt(shop, token, productId, [{ size: 'M', color: 'Black', stock: 10 }], {
    title: 'Attempt Polo',
    price: 1500,
  });
  const orders: Order[] = [];
  for (const customer of [`${name} Attempted`, `${name} Onway`]) {
    const address = {
      email: 'attempt@example.pk',
      phone: '0321 5550001',
      address: 'House 1, Street 2',
      city: 'Karachi',
    };
    const order = await confirmedCashOrder(shop, token, productId, { name: customer, ...address });
    await bookedWithPostExApi(shop, token, order.orderRef);
    orders.push(order);
  }
  const numberOf = (order: Order) =>
    postex.orders.find((parcel) => parcel.orderRefNumber === order.orderRef)!.trackingNumber;
  const [attempted, onWay] = orders as [Order, Order];
  postex.move(numberOf(attempted), 'attempted');
  // The schedule's first pass, half an hour after booking.
  await pollParcels({ ...shop.deps, now: () => new Date(Date.now() + 31 * 60 * 1000) });
  return { attempted, onWay, numberOf };
}

test('on a phone the owner goes from the Dashboard to the customers to call, and asks PostEx again', async ({
  page,
  shop,
  postex,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await adminLogIn(page);
  const { attempted, onWay, numberOf } = await twoParcels(shop, postex, token, 'Phone');

  await page.reload();
  const notice = page.getByTestId('parcels-attempted');
  await expect(notice).toHaveText(
    'Delivery attempted: 1 parcel the courier could not deliver. Call the customer before the parcel comes back. See the order',
  );
  await page.screenshot({ path: 'test-results/attempts-1-dashboard-390.png', fullPage: true });
  await notice.getByRole('link', { name: 'See the order' }).click();

  await expect(page).toHaveURL(/\/admin\/orders\?parcel=attempted$/);
  await expect(page.getByLabel('Parcel')).toHaveValue('attempted');
  const card = page.getByRole('button', { name: new RegExp(attempted.orderRef) });
  await expect(card).toContainText('Delivery attempted');
  await expect(page.getByRole('button', { name: new RegExp(onWay.orderRef) })).toHaveCount(0);
  await expect(page.getByText('1 order · page 1 of 1')).toBeVisible();
  await page.screenshot({ path: 'test-results/attempts-2-filtered-390.png', fullPage: true });

  // The customer answered the call and took the parcel: PostEx knows before the shop's next poll.
  postex.move(numberOf(attempted), 'delivered');
  // Found by its reference: in the filtered list a delivered order would leave the list as it is checked.
  await page.goto(`/admin/orders?q=${attempted.orderRef}`);
  await card.click();
  await page.getByRole('button', { name: 'Check with PostEx now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'PostEx says' })).toHaveText('PostEx says: delivered.');
  await expect(page.getByRole('button', { name: new RegExp(attempted.orderRef) })).toContainText('delivered');
  await expect(page.getByRole('button', { name: new RegExp(attempted.orderRef) })).not.toContainText(
    'Delivery attempted',
  );
  // Delivered: PostEx has nothing more to say, so there is nothing to ask.
  await expect(page.getByRole('button', { name: 'Check with PostEx now' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/attempts-3-checked-390.png', fullPage: true });
});

test('at 1280 px Recent Orders says the attempt, the filter finds it, and a second ask within a minute is refused', async ({
  page,
  shop,
  postex,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await adminLogIn(page);
  const { attempted, onWay } = await twoParcels(shop, postex, token, 'Desk');
  await page.reload();

  const recent = page.getByRole('table', { name: 'The five newest orders' });
  await expect(recent.getByRole('row', { name: new RegExp(attempted.orderRef) })).toContainText(
    'shipped · delivery attempted',
  );
  await expect(recent.getByRole('row', { name: new RegExp(onWay.orderRef) })).not.toContainText('attempted');
  await page.screenshot({ path: 'test-results/attempts-4-dashboard-1280.png', fullPage: true });

  await page.goto('/admin/orders');
  await page.getByLabel('Parcel').selectOption({ label: 'Delivery attempted' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/parcel=attempted/);
  await expect(page.getByRole('button', { name: new RegExp(attempted.orderRef) })).toContainText('Delivery attempted');
  await expect(page.getByRole('button', { name: new RegExp(onWay.orderRef) })).toHaveCount(0);

  // The other parcel, still on its way: PostEx has nothing new, and asking again at once is refused.
  await page.goto(`/admin/orders?q=${onWay.orderRef}`);
  await page.getByRole('button', { name: new RegExp(onWay.orderRef) }).click();
  const check = page.getByRole('button', { name: 'Check with PostEx now' });
  await check.click();
  await expect(page.getByRole('status').filter({ hasText: 'PostEx' })).toHaveText(
    'PostEx has nothing new: booked, waiting for pickup.',
  );
  await check.click();
  await expect(page.getByRole('alert')).toContainText('less than a minute ago. Try again in');
  await page.screenshot({ path: 'test-results/attempts-5-check-refused-1280.png', fullPage: true });
});
