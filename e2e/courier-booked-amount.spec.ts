import { formatPrice } from '../common/money';
import { pollParcels } from '../server/couriers/polling';
import type { FakePostEx } from '../server/testing/fakePostEx';
import type { Locator, Page } from '@playwright/test';
import { postShirt } from '../server/testing/orders';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, adminSignIn, expect, openAdminOrder, test } from './fixtures';
import { confirmedCashOrder, savePostExAccount } from './parcels';
import { choosePayoutReport } from './payoutReport';
import { staffMember } from './staffAccounts';

/**
 * Decisions 0117 and 0125 on a phone: the owner books a cash-on-delivery parcel with PostEx from the
 * Orders screen, then takes a piece off the order before the rider reaches the customer. The parcel
 * panel warns that PostEx will still collect the booked amount, in words that fit 390 px, until the
 * owner says they changed it with PostEx.
 */
test.use({ viewport: { width: 390, height: 844 } });
const title = 'Booked Kurta';

/** An order of two Booked Kurtas (PKR 2,500 each) paid cash on delivery, confirmed, booked with PostEx from the Orders screen and picked up. */
async function bookedWithPostEx(page: Page, shop: TestShop, postex: FakePostEx) {
  const token = await adminLogIn(page);
  await savePostExAccount(shop, token, postex);
  const productId = `BOOKED${Date.now() % 100000}`;
  await postShirt(shop, token, productId, [{ size: 'M', color: 'Black', stock: 10 }], { title, price: 2500 });
  const hina = {
    name: 'Hina Parcelwali',
    email: 'hina.booked@example.pk',
    phone: '0321 5556677',
    address: 'House 9, Block B, Satellite Town',
    city: 'Karachi',
  };
  const order = await confirmedCashOrder(shop, token, productId, hina, 2);

  // Booked from the Orders screen: PostEx is told to collect the whole total.
  await page.goto('/admin/orders?status=confirmed');
  await page.getByLabel(`Tick ${order.orderRef}`).check();
  await page.getByRole('button', { name: 'Book with PostEx (1)' }).click();
  await expect(
    page.getByRole('list', { name: 'Booking results' }).getByText(`${order.orderRef} booked with PostEx`),
  ).toBeVisible();
  const parcel = postex.orders.find((made) => made.orderRefNumber === order.orderRef)!;
  expect(parcel.invoicePayment).toBe(order.total);
  // PostEx's rider picks it up and the schedule's first pass hears so: the order is shipped (decision 0130).
  postex.move(parcel.trackingNumber, 'onRoute');
  await pollParcels({ ...shop.deps, now: () => new Date(Date.now() + 31 * 60 * 1000) });
  return { token, order };
}

/** The customer keeps one piece only: the owner takes the other off the bill on the order's card. */
async function onePieceTakenOff(page: Page, entry: Locator) {
  await entry.getByRole('button', { name: `Return ${title} M / Black` }).click();
  const dialog = page.getByRole('dialog', { name: `Return pieces of ${title}` });
  await dialog.getByLabel('Pieces coming back').fill('1');
  await expect(dialog.getByLabel('Refund (PKR)')).toHaveValue('2500');
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog).toBeHidden();
}

test('the parcel panel warns when the order has less to collect than PostEx was booked for, until the owner changed it', async ({
  page,
  shop,
  browser,
  postex,
}) => {
  const { order } = await bookedWithPostEx(page, shop, postex);

  const entry = await openAdminOrder(page, order.orderRef);
  await expect(entry.getByRole('heading', { name: 'Parcel', exact: true })).toBeVisible();
  const warning = entry.getByRole('alert').filter({ hasText: 'was booked to collect' });
  await expect(warning).toHaveCount(0);

  // The customer keeps one piece only: the owner takes it off the bill before the rider reaches them.
  await onePieceTakenOff(page, entry);

  const booked = formatPrice(order.total);
  await expect(warning).toHaveText(
    `PostEx was booked to collect ${booked}; this order now has ${formatPrice(order.total - 2500)} to collect. ` +
      `Change the amount with PostEx, or the rider will ask the customer for ${booked}.`,
  );
  await warning.scrollIntoViewIfNeeded();
  const box = await warning.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('booked-amount.png') });

  // Someone at the order desk, who may not book parcels, sees the warning and none of the booking's buttons.
  await staffMember(shop, { name: 'Danish Desk', username: 'danish', role: 'orderDesk' }, 'danish-own-pass');
  const desk = await browser.newPage({ baseURL: shop.url, viewport: { width: 390, height: 844 } });
  // Nothing the desk's screens ask for is refused to their role.
  const refused: string[] = [];
  desk.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      refused.push(`${response.status()} ${response.url()}`);
  });
  await adminSignIn(desk, 'danish', 'danish-own-pass');
  await desk.waitForURL(/\/admin\/dashboard$/);
  await expect(desk.getByRole('heading', { name: 'Low Stock' })).toBeVisible();
  await expect(desk.getByRole('link', { name: 'Sales Analytics' })).toHaveCount(0);
  const deskEntry = await openAdminOrder(desk, order.orderRef);
  await expect(deskEntry.getByRole('alert').filter({ hasText: 'was booked to collect' })).toBeVisible();
  await expect(deskEntry.getByRole('button', { name: /^Changed:|airway bill|Cancel PostEx consignment/ })).toHaveCount(
    0,
  );
  // Nor is booking offered on the Orders screen: the courier's CSV is a booking too.
  await desk.goto('/admin/orders?status=confirmed');
  await expect(desk.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expect(desk.getByRole('button', { name: /^Book with|booking sheet|CSV for courier/ })).toHaveCount(0);
  expect(refused).toEqual([]);
  await desk.close();

  // The owner changes the amount in PostEx's portal and says so: the warning ends, and the log keeps it (decision 0125).
  const toCollect = formatPrice(order.total - 2500);
  const changed = entry.getByRole('button', { name: `Changed: PostEx collects ${toCollect}` });
  await changed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('booked-amount-changed.png') });
  await changed.click();
  await expect(warning).toHaveCount(0);
  await page.reload();
  const reopened = await openAdminOrder(page, order.orderRef);
  await expect(reopened.getByRole('heading', { name: 'Parcel', exact: true })).toBeVisible();
  await expect(reopened.getByRole('alert').filter({ hasText: 'was booked to collect' })).toHaveCount(0);
  await expect(
    reopened.getByText(
      `PostEx collects changed from ${formatPrice(order.total)} to ${formatPrice(order.total - 2500)}`,
    ),
  ).toBeVisible();
});

test('Reconciliation says when PostEx paid out the booked amount the rider took, and what to give back', async ({
  page,
  shop,
  postex,
}) => {
  const { token, order } = await bookedWithPostEx(page, shop, postex);
  const trackingNumber = postex.orders.find((parcel) => parcel.orderRefNumber === order.orderRef)!.trackingNumber;
  await onePieceTakenOff(page, await openAdminOrder(page, order.orderRef));
  // Nobody changed the amount with PostEx: the rider took the booked total, and PostEx pays that out.
  const delivered = await shop.call('PATCH', `/api/orders/${order.orderRef}/status`, {
    token,
    body: { status: 'delivered' },
  });
  expect(delivered.status).toBe(200);

  await page.goto('/admin/reconciliation?courier=PostEx');
  await choosePayoutReport(page, 'postex-payout.csv', [
    ['Tracking Number', 'COD Amount', 'Delivery Charges', 'Payment Date', 'Payment Ref'],
    [trackingNumber, order.total, 180, '28/11/2026', 'PX-BOOKED-E2E'],
  ]);
  await page.getByRole('button', { name: 'Import 1 row', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();

  const row = page.getByRole('region', { name: 'Differences' }).getByRole('row', { name: new RegExp(order.orderRef) });
  await expect(row).toContainText(
    `PKR 2,500 more than to collect: PostEx was booked to collect ${formatPrice(order.total)} and the rider took that. ` +
      'The customer paid PKR 2,500 more than the order now asks: give it back.',
  );
  await row.scrollIntoViewIfNeeded();
  const box = await row.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await row.screenshot({ path: test.info().outputPath('booked-payout-difference.png') });
});
