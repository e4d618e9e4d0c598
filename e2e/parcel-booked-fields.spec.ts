import { pollParcels } from '../server/couriers/polling';
import { postShirt } from '../server/testing/orders';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';
import { bookedWithPostExApi, confirmedCashOrder, savePostExAccount } from './parcels';

/**
 * Decision 0132 on a phone, against the real server and the PostEx fake: PostEx writes a status the
 * shop does not know, and the parcel panel says so while the order stays Processing, waiting for
 * pickup; the ship form of the booked order shows PostEx and its tracking number, not fields to type
 * over them, with the booking's cancel beside them; once cancelled, the fields are the owner's again.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a booked parcel’s unknown status is said plainly, and its courier and number are the booking’s', async ({
  page,
  shop,
  postex,
}) => {
  const token = await adminLogIn(page);
  await savePostExAccount(shop, token, postex);
  const productId = `HELD${Date.now() % 1_000_000}`;
  await postShirt(shop, token, productId, [{ size: 'M', color: 'Black', stock: 5 }], {
    title: 'Held Polo',
    price: 1500,
  });
  /** A confirmed cash order booked with PostEx through its API: its reference and tracking number. */
  const bookedOrder = async (name: string) => {
    const address = { email: 'sadia.booked@example.pk', phone: '0321 5550002', address: 'House 3', city: 'Karachi' };
    const { orderRef } = await confirmedCashOrder(shop, token, productId, { name, ...address });
    return { orderRef, trackingNumber: await bookedWithPostExApi(shop, token, orderRef) };
  };
  const unknown = await bookedOrder('Sadia Unknown');
  const { orderRef, trackingNumber } = await bookedOrder('Sadia Booked');
  const onRoute = await bookedOrder('Sadia On Route');
  // A code PostEx's guide does not list, heard by the schedule's first pass, with another parcel on its way.
  postex.move(unknown.trackingNumber, 'unknown');
  postex.move(onRoute.trackingNumber, 'onRoute');
  await pollParcels({ ...shop.deps, now: () => new Date(Date.now() + 31 * 60 * 1000) });

  const unknownEntry = await openAdminOrder(page, unknown.orderRef);
  await expect(unknownEntry.getByRole('list', { name: 'PostEx’s events' })).toContainText(
    'PostEx says: ‘Consignment Received at Origin Hub’ — the shop does not know this status; the parcel’s step is unchanged.',
  );
  await expect(
    unknownEntry.getByText(`PostEx ${unknown.trackingNumber} · Booked with PostEx, waiting for pickup`),
  ).toBeVisible();
  await unknownEntry
    .getByRole('region', { name: 'Parcel' })
    .screenshot({ path: 'test-results/booked-fields-1-unknown-390.png' });

  // Picked up and on its way, the order is shipped, and its courier and number are PostEx's: nothing offers to correct them.
  const onRouteEntry = await openAdminOrder(page, onRoute.orderRef);
  await expect(onRouteEntry.getByText(`PostEx ${onRoute.trackingNumber}`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(onRoute.orderRef) })).toContainText('shipped');
  await expect(onRouteEntry.getByRole('button', { name: 'Correct courier or tracking number' })).toHaveCount(0);

  const entry = await openAdminOrder(page, orderRef);
  // The other order: the ship form shows the booking's courier and number; there is nothing to type over them.
  await entry.getByRole('button', { name: 'Mark as Shipped' }).click();
  const form = entry.getByRole('form', { name: `Ship ${orderRef}` });
  await expect(form).toContainText(`CourierPostEx`);
  await expect(form).toContainText(`Tracking number${trackingNumber}`);
  await expect(form.getByRole('textbox')).toHaveCount(0);
  await expect(form.getByRole('combobox')).toHaveCount(0);
  await expect(form).toHaveAccessibleDescription(
    `This parcel is booked with PostEx (tracking ${trackingNumber}). Cancel the booking first to change the courier or tracking number.`,
  );
  await expect(form.getByRole('button', { name: 'Back' })).toBeFocused();
  const size = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(size).toBeLessThanOrEqual(390);
  await form.screenshot({ path: 'test-results/booked-fields-2-ship-form-390.png' });

  // Cancelled with PostEx from the form: the order is confirmed again, and the fields are the owner's.
  await form.getByRole('button', { name: 'Cancel PostEx consignment' }).click();
  await page.getByRole('button', { name: 'Cancel consignment' }).click();
  await expect(entry.getByRole('form', { name: `Ship ${orderRef}` }).getByLabel('Tracking number')).toBeVisible();
  await page.screenshot({ path: 'test-results/booked-fields-3-cancelled-390.png', fullPage: true });
});
