import type { AdminOrder, Order } from '../common/orders';
import { pollParcels } from '../server/couriers/polling';
import { startFakePostEx, type FakePostEx } from '../server/testing/fakePostEx';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, test } from './fixtures';

/**
 * Issue 34 on the owner's screens at 1280 px: a PostEx account pointed at the local fake, three
 * confirmed orders booked at once from the Orders screen (one city asked once), then PostEx
 * delivers two and returns one; the order screens and the shopper's tracking page show it, and the
 * returned parcel's pieces are back in stock.
 */
let postex: FakePostEx;
test.beforeAll(async () => {
  postex = await startFakePostEx();
});
test.afterAll(async () => {
  await postex.close();
});

const customer = (city: string) => ({
  name: 'Hina Parcelwali',
  email: 'hina.parcel@example.pk',
  phone: '0321 5556677',
  address: 'House 9, Block B, Satellite Town',
  city,
});

async function confirmedOrder(shop: TestShop, token: string, productId: string, city: string): Promise<Order> {
  const placed = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: {
      customer: customer(city),
      items: [{ id: productId, size: 'M', color: 'Black', quantity: 2 }],
      paymentMethod: 'cod',
    },
  });
  expect(placed.status).toBe(201);
  await shop.call('PATCH', `/api/admin/orders/${placed.body.data.orderRef}/confirmation`, {
    token,
    body: { confirmed: true },
  });
  return placed.body.data;
}

const stockOf = async (shop: TestShop, id: string) =>
  (await shop.call<{ data: { stock: number } }>('GET', `/api/products/${id}`)).body.data.stock;

test('the owner books three confirmed orders with PostEx and sees them delivered and returned without typing', async ({
  page,
  shop,
}) => {
  // What POSTEX_BASE_URL sets: the shop's PostEx address, here the fake's (read at each call).
  shop.deps.config.couriers.postexUrl = postex.url;
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page);
  const token = (await page.evaluate(() => localStorage.getItem('admin_jwt')))!;

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
  await page.screenshot({ path: 'test-results/couriers-settings-postex.png' });

  const productId = `PARCEL${Date.now() % 100000}`;
  expect(
    (
      await shop.call('POST', '/api/products', {
        token,
        body: {
          id: productId,
          title: 'Parcel Polo',
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
    await confirmedOrder(shop, token, productId, 'Pindi'),
  ];
  expect(await stockOf(shop, productId)).toBe(4);

  await page.goto('/admin/orders?status=confirmed');
  for (const order of orders) await page.getByLabel(`Tick ${order.orderRef}`).check();
  await page.getByRole('button', { name: 'Book with PostEx (3)' }).click();
  const results = page.getByRole('list', { name: 'Booking results' });
  await expect(results.getByText(`${orders[0]!.orderRef} booked with PostEx`)).toBeVisible();
  await expect(results.getByText(`${orders[1]!.orderRef} booked with PostEx`)).toBeVisible();
  await expect(results.getByText('Which of PostEx’s cities is “Pindi”?')).toBeVisible();
  await expect(results.getByLabel('PostEx’s city for Pindi')).toHaveValue('Rawalpindi');
  await page.screenshot({ path: 'test-results/couriers-book-city-question.png' });
  await results.getByRole('button', { name: 'Use Rawalpindi and book' }).click();
  await expect(results.getByText(`${orders[2]!.orderRef} booked with PostEx`)).toBeVisible();
  expect(postex.orders.map((parcel) => parcel.cityName).sort()).toEqual(['Karachi', 'Lahore', 'Rawalpindi']);

  await page.goto('/admin/orders?status=shipped');
  const listed = await shop.call<{ data: AdminOrder[] }>(
    'GET',
    `/api/orders?refs=${orders.map((order) => order.orderRef).join(',')}`,
    { token },
  );
  for (const order of listed.body.data) {
    expect(order.status).toBe('shipped');
    expect(order.tracking).toMatchObject({ carrier: 'PostEx', trackingNumber: expect.stringMatching(/^CX-/) });
    await expect(page.getByRole('button', { name: new RegExp(order.orderRef) })).toContainText('shipped');
  }
  await page.screenshot({ path: 'test-results/couriers-shipped.png' });

  const numberOf = (order: Order) =>
    postex.orders.find((parcel) => parcel.orderRefNumber === order.orderRef)!.trackingNumber;
  postex.move(numberOf(orders[0]!), 'delivered');
  postex.move(numberOf(orders[1]!), 'attempted');
  postex.move(numberOf(orders[1]!), 'delivered');
  postex.move(numberOf(orders[2]!), 'returning');
  postex.move(numberOf(orders[2]!), 'returned');
  // The schedule's next pass, half an hour on.
  await pollParcels({ ...shop.deps, now: () => new Date(Date.now() + 31 * 60 * 1000) });

  await page.goto(`/admin/orders?q=${orders[1]!.orderRef}`);
  await page.getByRole('button', { name: new RegExp(orders[1]!.orderRef) }).click();
  const events = page.getByRole('list', { name: 'PostEx’s events' });
  await expect(events).toContainText('Attempt Made: customer not responding');
  await expect(events).toContainText('Delivered');
  await expect(page.getByRole('button', { name: new RegExp(orders[1]!.orderRef) })).toContainText('delivered');
  await page.screenshot({ path: 'test-results/couriers-delivered-events.png' });

  await page.goto(`/admin/orders?q=${orders[2]!.orderRef}`);
  await page.getByRole('button', { name: new RegExp(orders[2]!.orderRef) }).click();
  await expect(page.getByText('Back at the shop')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(orders[2]!.orderRef) })).toContainText('returned');
  await page.screenshot({ path: 'test-results/couriers-returned.png' });
  // Two pieces went out in each parcel; the returned parcel's two are back.
  expect(await stockOf(shop, productId)).toBe(6);

  await page.goto(`/track-order?orderRef=${orders[0]!.orderRef}&email=${customer('').email}`);
  await expect(page.getByRole('heading', { name: 'Updates from PostEx' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Updates from PostEx' })).toContainText('Delivered');
  await page.screenshot({ path: 'test-results/couriers-shopper-tracking.png', fullPage: true });

  // On a phone the account form and the booking bar wrap instead of running off the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/orders?status=shipped');
  await expect(page.getByRole('button', { name: 'Book with PostEx (0)' })).toBeVisible();
  await page.screenshot({ path: 'test-results/couriers-orders-390.png' });
  await page.goto('/admin/settings');
  await page.getByRole('form', { name: 'Leopards' }).scrollIntoViewIfNeeded();
  // The Couriers section itself (the size guide's table above it is wider on its own).
  const widest = await page
    .getByRole('region', { name: 'Couriers' })
    .evaluate((section) =>
      Math.max(...[section, ...section.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)),
    );
  expect(widest).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/couriers-settings-390.png' });
});
