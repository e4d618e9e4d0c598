import { stringify } from 'csv-stringify/sync';
import type { AdminOrder, Order } from '../common/orders';
import { pollParcels } from '../server/couriers/polling';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, test } from './fixtures';
import { confirmedCashOrder } from './parcels';

/**
 * Issue 34, the owner's whole courier journey on the screens at 1280 px, against the real server and
 * the PostEx fake: the account in Settings, three confirmed orders booked at once from the Orders
 * screen (one city asked once), waiting for pickup with PostEx's tracking numbers (decision 0130:
 * shipped only when PostEx picks them up); PostEx delivers two and
 * returns one, read by the shop's own poll; the payout file imported on the Reconciliation screen
 * (columns mapped, preview, import, the same file again pays nothing), which then shows the courier's
 * charges, the returned parcel back in stock and the unknown number; the shopper's tracking page;
 * the screens at 390 px.
 */
const customer = (city: string) => ({
  name: 'Hina Parcelwali',
  email: 'hina.parcel@example.pk',
  phone: '0321 5556677',
  address: 'House 9, Block B, Satellite Town',
  city,
});

const confirmedOrder = (shop: TestShop, token: string, productId: string, city: string) =>
  confirmedCashOrder(shop, token, productId, customer(city), 2);

const stockOf = async (shop: TestShop, id: string) =>
  (await shop.call<{ data: { stock: number } }>('GET', `/api/products/${id}`)).body.data.stock;

test('the owner books three parcels with PostEx, sees them delivered and returned, and reconciles the payout', async ({
  page,
  shop,
  postex,
}) => {
  // The whole journey is many screens long; on a shared machine it needs more than one screen's minute.
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await adminLogIn(page);

  // Settings › Couriers: a wrong key is PostEx's refusal in the owner's words, the right one connects.
  await page.goto('/admin/settings');
  const account = page.getByRole('form', { name: 'PostEx' });
  await account.getByLabel('PostEx API key').fill('a-wrong-token');
  await account.getByRole('button', { name: 'Save PostEx' }).click();
  await expect(account.getByText('PostEx account saved.')).toBeVisible();
  await account.getByRole('button', { name: 'Test connection' }).click();
  await expect(account.getByRole('alert')).toContainText('PostEx did not accept the API key.');
  await account.getByLabel('PostEx API key').fill(postex.token);
  await account.getByLabel('Pickup address code').fill('004');
  await account.getByRole('button', { name: 'Save PostEx' }).click();
  await expect(account.getByText('PostEx account saved.')).toBeVisible();
  await account.getByRole('button', { name: 'Test connection' }).click();
  await expect(account.getByText('Connected to PostEx: it delivers to 6 cities.')).toBeVisible();
  await account.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/journey-1-settings.png' });

  const productId = `JOURNEY${Date.now() % 100000}`;
  expect(
    (
      await shop.call('POST', '/api/products', {
        token,
        body: {
          id: productId,
          title: 'Journey Polo',
          description: 'Cotton',
          price: 1500,
          sizes: ['M'],
          colors: ['Black'],
          stock: 10,
        },
      })
    ).status,
  ).toBe(201);
  const orders = [
    await confirmedOrder(shop, token, productId, 'Karachi'),
    await confirmedOrder(shop, token, productId, 'Lahore'),
    await confirmedOrder(shop, token, productId, 'Rawalpindy'),
  ];
  const [delivered, attempted, returned] = orders as [Order, Order, Order];
  expect(await stockOf(shop, productId)).toBe(4);

  // Orders screen: the three confirmed orders ticked and booked at once; 'Rawalpindy' (a slip) is asked about once.
  await page.goto('/admin/orders?status=confirmed');
  for (const order of orders) await page.getByLabel(`Tick ${order.orderRef}`).check();
  await page.getByRole('button', { name: 'Book with PostEx (3)' }).click();
  const results = page.getByRole('list', { name: 'Booking results' });
  await expect(results.getByText(`${delivered.orderRef} booked with PostEx`)).toBeVisible();
  await expect(results.getByText(`${attempted.orderRef} booked with PostEx`)).toBeVisible();
  await expect(results.getByText('Which of PostEx’s cities is “Rawalpindy”?')).toBeVisible();
  // The keyboard's focus, dropped by the disabled button, is on the answers.
  await expect(results).toBeFocused();
  // Nothing is chosen for the owner: the nearest spelling may be a city far away.
  const cityAsked = results.getByLabel('PostEx’s city for Rawalpindy');
  await expect(cityAsked).toHaveValue('');
  await expect(cityAsked).toHaveAccessibleDescription(
    'Not there? PostEx may not deliver to Rawalpindy: leave this order unbooked and send it another way.',
  );
  await expect(results.getByRole('button', { name: 'Use this city and book' })).toBeDisabled();
  await cityAsked.selectOption('Rawalpindi');
  await page.screenshot({ path: 'test-results/journey-2-book-city-question.png' });
  await results.getByRole('button', { name: 'Use Rawalpindi and book' }).click();
  await expect(results.getByText(`${returned.orderRef} booked with PostEx`)).toBeVisible();
  expect(postex.orders.map((parcel) => parcel.cityName).sort()).toEqual(['Karachi', 'Lahore', 'Rawalpindi']);
  const numberOf = (order: Order) =>
    postex.orders.find((parcel) => parcel.orderRefNumber === order.orderRef && !parcel.cancelled)!.trackingNumber;

  // Booked, not shipped (decision 0130): each packed with PostEx's tracking number, waiting for pickup.
  await page.goto('/admin/orders?status=processing');
  for (const order of orders) {
    const card = page.getByRole('button', { name: new RegExp(order.orderRef) });
    await expect(card).toContainText('processing');
    await expect(card).toContainText('Booked with PostEx, waiting for pickup');
    await card.click();
    await expect(page.getByText(`PostEx ${numberOf(order)}`).first()).toBeVisible();
  }
  await expect(page.getByText('It is marked shipped when PostEx picks it up.').first()).toBeVisible();
  // A parcel that never left is not offered as come back.
  await expect(page.getByRole('button', { name: /^Parcel (returned|refused)$/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/journey-3-booked.png', fullPage: true });
  // On a phone the Parcel filter finds them, and the card and its panel fit 390 px.
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/orders?parcel=booked');
  const waiting = page.getByRole('button', { name: new RegExp(delivered.orderRef) });
  await expect(waiting).toContainText('Booked with PostEx, waiting for pickup');
  await waiting.click();
  await expect(page.getByText('It is marked shipped when PostEx picks it up.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/journey-3-booked-390.png', fullPage: true });
  await page.setViewportSize(wide);
  const listed = await shop.call<{ data: AdminOrder[] }>(
    'GET',
    `/api/orders?refs=${orders.map((order) => order.orderRef).join(',')}`,
    { token },
  );
  for (const order of listed.body.data) {
    expect(order.status).toBe('processing');
    expect(order.tracking).toMatchObject({ carrier: 'PostEx', trackingNumber: numberOf(order), shippedAt: null });
  }
  // The shopper reads it as packed and booked, not as gone.
  await page.goto(`/track-order?orderRef=${delivered.orderRef}&email=${customer('').email}`);
  await expect(page.getByTestId('waiting-for-pickup')).toHaveText(
    'Packed and booked: waiting for the PostEx rider to pick it up',
  );
  await expect(page.getByText(/has left|on its way/i)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/journey-3-shopper-booked.png', fullPage: true });

  // Before pickup the owner cancels one consignment from its order: it is confirmed again, without a number.
  const firstNumber = numberOf(returned);
  await page.goto(`/admin/orders?q=${returned.orderRef}`);
  await page.getByRole('button', { name: new RegExp(returned.orderRef) }).click();
  await page.getByRole('button', { name: 'Cancel PostEx consignment' }).click();
  const question = page.getByRole('dialog', { name: `Cancel PostEx consignment ${firstNumber}?` });
  await expect(question).toBeVisible();
  await page.screenshot({ path: 'test-results/journey-3-cancel-question.png' });
  await question.getByRole('button', { name: 'Cancel consignment' }).click();
  await expect(page.getByRole('button', { name: new RegExp(returned.orderRef) })).toContainText('confirmed');
  // Only the order's history still names the cancelled number, as what the tracking was before.
  await expect(page.getByText(`PostEx ${firstNumber}`, { exact: true })).toHaveCount(0);
  await expect(page.getByText(`Tracking number PostEx ${firstNumber} taken off`)).toBeVisible();
  expect(postex.orders.find((parcel) => parcel.trackingNumber === firstNumber)?.cancelled).toBe(true);
  // Booked again: Rawalpindy's PostEx city is remembered, so nothing is asked.
  await page.goto('/admin/orders?status=confirmed');
  await page.getByLabel(`Tick ${returned.orderRef}`).check();
  await page.getByRole('button', { name: 'Book with PostEx (1)' }).click();
  await expect(results.getByText(`${returned.orderRef} booked with PostEx`)).toBeVisible();
  expect(numberOf(returned)).not.toBe(firstNumber);

  // PostEx has picked another up already, though the shop has not heard: PostEx's refusal is shown as it said it.
  postex.move(numberOf(delivered), 'onRoute');
  await page.goto(`/admin/orders?q=${delivered.orderRef}`);
  await page.getByRole('button', { name: new RegExp(delivered.orderRef) }).click();
  await page.getByRole('button', { name: 'Cancel PostEx consignment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel consignment' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `PostEx did not cancel ${numberOf(delivered)}. PostEx said: “ORDER CANNOT BE CANCELLED, IT HAS BEEN PICKED UP”. The parcel stays booked.`,
  );
  // The shop has not heard of the pickup yet: still packed, shipped by the next answer.
  await expect(page.getByRole('button', { name: new RegExp(delivered.orderRef) })).toContainText('processing');
  await page.screenshot({ path: 'test-results/journey-3-cancel-refused.png' });

  // PostEx's riders deliver two (one after a failed attempt) and bring one back; the schedule's next pass reads it.
  expect(postex.created()).toBe(4);
  postex.move(numberOf(delivered), 'delivered');
  postex.move(numberOf(attempted), 'attempted');
  postex.move(numberOf(attempted), 'delivered');
  postex.move(numberOf(returned), 'returning');
  postex.move(numberOf(returned), 'returned');
  await pollParcels({ ...shop.deps, now: () => new Date(Date.now() + 31 * 60 * 1000) });

  await page.goto(`/admin/orders?q=${attempted.orderRef}`);
  await page.getByRole('button', { name: new RegExp(attempted.orderRef) }).click();
  const events = page.getByRole('list', { name: 'PostEx’s events' });
  await expect(events).toContainText('Attempt Made: customer not responding');
  await expect(events).toContainText('Delivered');
  await expect(page.getByRole('button', { name: new RegExp(attempted.orderRef) })).toContainText('delivered');
  // Picked up and delivered: there is nothing left to cancel.
  await expect(page.getByRole('button', { name: 'Cancel PostEx consignment' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/journey-4-delivered-events.png' });

  await page.goto(`/admin/orders?q=${returned.orderRef}`);
  await page.getByRole('button', { name: new RegExp(returned.orderRef) }).click();
  await expect(page.getByText('Back at the shop')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(returned.orderRef) })).toContainText('returned');
  await page.screenshot({ path: 'test-results/journey-5-returned.png' });
  // Two pieces went out in each parcel; the returned parcel's two are back.
  expect(await stockOf(shop, productId)).toBe(6);

  // Reconciliation, from the menu: both delivered parcels wait for PostEx's cash.
  await page.getByRole('link', { name: 'Reconciliation' }).click();
  await page.getByLabel('Courier', { exact: true }).selectOption('PostEx');
  const awaiting = page.getByRole('region', { name: 'Delivered, not yet paid' });
  await expect(awaiting.getByRole('row', { name: new RegExp(delivered.orderRef) })).toContainText(numberOf(delivered));
  await expect(awaiting.getByRole('row', { name: new RegExp(attempted.orderRef) })).toBeVisible();

  // PostEx has paid the first parcel out already: the owner asks it rather than waiting for the report.
  postex.settle(numberOf(delivered), 'CPR-4411', new Date('2026-11-25T09:00:00Z'));
  await page.getByRole('button', { name: 'Check payments with PostEx' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Asked PostEx about 2 parcels: 1 order marked paid, 1 not paid yet.' }),
  ).toBeVisible();
  await expect(awaiting.getByRole('row', { name: new RegExp(delivered.orderRef) })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Payouts' }).getByRole('row', { name: /CPR-4411/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/journey-6-asked-postex.png', fullPage: true });

  // PostEx's weekly payout, with headings the shop cannot guess for the charges and the payout.
  const payout = stringify([
    ['CN', 'COD Amount', 'Courier Cut', 'Payment Date', 'Batch'],
    [numberOf(delivered), delivered.total, 150, '26/11/2026', 'PX-W48'],
    [numberOf(attempted), attempted.total, 150, '26/11/2026', 'PX-W48'],
    ['CX-99999999', 3000, 150, '26/11/2026', 'PX-W48'],
  ]);
  const chooseFile = () =>
    page.getByLabel('Report file (CSV or Excel .xlsx)').setInputFiles({
      name: 'postex-week-48.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(payout),
    });
  await expect(page.getByRole('heading', { name: 'Import a report from PostEx' })).toBeVisible();
  await page.getByLabel('Payment report (cash paid out)').check();
  await chooseFile();
  await expect(page.getByLabel('Tracking number', { exact: true })).toHaveValue('CN');
  await expect(page.getByLabel("Courier's charges (optional)")).toHaveValue('');
  await page.getByLabel("Courier's charges (optional)").selectOption('Courier Cut');
  await page.getByLabel('Payout reference (optional)').selectOption('Batch');
  // The parcel PostEx's payment status paid is not paid again, but PostEx's charges for it are taken from the report.
  await expect(page.getByText('3 rows: 1 paid, 1 charges added, 1 unknown number.')).toBeVisible();
  await page.screenshot({ path: 'test-results/journey-7-payout-preview.png', fullPage: true });

  await page.getByRole('button', { name: 'Import 3 rows', exact: true }).click();
  await expect(
    page.getByRole('status').filter({
      hasText:
        'Imported: 1 order marked paid; charges added to 1 order paid before without them, 1 unknown tracking number.',
    }),
  ).toBeVisible();
  await expect(awaiting).toContainText('Every parcel PostEx delivered is paid.');
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByRole('row', { name: /PX-W48/ })).toContainText('PKR 300');
  // The parcel paid by the status check keeps PostEx's receipt and gets its 150 of charges: all 450 the report charged count.
  await expect(payouts.getByRole('row', { name: /CPR-4411/ })).toContainText('PKR 150');
  const figures = page.getByRole('region', { name: 'PostEx figures' });
  await expect(figures.getByRole('group', { name: "Courier's charges" })).toContainText('PKR 450');
  const cameBack = page.getByRole('region', { name: 'Refused and returned parcels' });
  const returnedRow = cameBack.getByRole('row', { name: new RegExp(returned.orderRef) });
  await expect(returnedRow).toContainText('Returned');
  await expect(returnedRow).toContainText('Back in stock');
  const differences = page.getByRole('region', { name: 'Differences' });
  await expect(differences.getByRole('row', { name: /Tracking number the shop does not know/ })).toContainText(
    'CX-99999999',
  );
  await page.screenshot({ path: 'test-results/journey-8-reconciliation.png', fullPage: true });
  for (const order of [delivered, attempted]) {
    expect(
      (await shop.call<{ data: AdminOrder[] }>('GET', `/api/orders?q=${order.orderRef}`, { token })).body.data[0]!
        .payment.status,
    ).toBe('paid');
  }
  expect(await stockOf(shop, productId)).toBe(6);

  // The same file again pays nothing twice.
  await chooseFile();
  await expect(page.getByText('3 rows: 3 imported before.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nothing new to import' })).toBeDisabled();

  // The shopper follows the parcel on the shop's tracking page.
  await page.goto(`/track-order?orderRef=${delivered.orderRef}&email=${customer('').email}`);
  await expect(page.getByRole('heading', { name: 'Updates from PostEx' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Updates from PostEx' })).toContainText('Delivered');
  await page.screenshot({ path: 'test-results/journey-9-shopper-tracking.png', fullPage: true });

  // On a phone the booking bar, the account form and the reconciliation wrap instead of running off the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/orders?status=shipped');
  await expect(page.getByRole('button', { name: 'Book with PostEx (0)' })).toBeVisible();
  await page.screenshot({ path: 'test-results/journey-10-orders-390.png' });
  await page.goto('/admin/settings');
  await page.getByRole('form', { name: 'Leopards' }).scrollIntoViewIfNeeded();
  // The Couriers section itself (the size guide's table above it is wider on its own).
  const widest = await page
    .getByRole('region', { name: 'Couriers' })
    .evaluate((section) =>
      Math.max(...[section, ...section.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)),
    );
  expect(widest).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/journey-10-settings-390.png' });
  await page.goto('/admin/reconciliation?courier=PostEx');
  await expect(page.getByRole('region', { name: 'Payouts' })).toBeVisible();
  await page.screenshot({ path: 'test-results/journey-10-reconciliation-390.png', fullPage: true });
});
