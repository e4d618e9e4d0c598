import type { Locator } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Product } from '../common/catalog';
import { formatPrice } from '../common/money';
import type { Order, OrderStatus } from '../common/orders';
import { orders } from '../server/orders/schema';
import { adminLogIn, E2E_ADMIN, expect, test } from './fixtures';
import { linesOf, productOf } from './shopper';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The shop's calendar (common/analytics.ts: Pakistan time, UTC+5). */
const shopDay = (at: Date) => new Date(at.getTime() + 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
const monthName = (at: Date) =>
  new Date(`${shopDay(at).slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-PK', {
    timeZone: 'UTC',
    month: 'short',
    year: 'numeric',
  });

/** The cells of a chart's text equivalent (its visually hidden table), row by row. */
const rowsOf = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent?.trim())),
    );

// docs/product.md §2 Admin analytics: the screen draws its charts from real orders; cancelled and returned orders are not sales.
test('Sales Analytics shows the figures of the orders placed, for the period chosen, and Refresh Data fetches them again', async ({
  page,
  shop,
}) => {
  const login = await shop.call<{ token: string }>('POST', '/admin/login', { body: E2E_ADMIN });
  const token = login.body.token;
  // Stock is kept per size and colour (issue 22): every cell has plenty, so each order below is taken.
  shop.deps.db.$client.prepare('update product_variants set stock = 50').run();
  const listed = await shop.call<{ data: Product[] }>('GET', '/api/products?limit=50');
  const shirts = listed.body.data.filter(
    (product) => product.stock >= 10 && product.sizes.length && product.colors.length,
  );
  expect(shirts.length).toBeGreaterThanOrEqual(3);
  const [shirtA, shirtB, shirtC] = shirts as [Product, Product, Product];

  /** On the website, or (with a channel) entered by the owner by hand (issue 26). */
  const placeOrder = async (
    city: string,
    product: Product,
    quantity: number,
    status: OrderStatus,
    channel?: 'whatsapp',
  ) => {
    const placed = await shop.call<{ data: Order }>('POST', channel ? '/api/admin/orders' : '/api/orders', {
      body: {
        customer: {
          name: 'Sana Malik',
          email: 'sana@example.pk',
          phone: '03001234567',
          address: 'House 4, Street 9',
          city,
        },
        items: linesOf(await productOf(shop, product.id), quantity),
        ...(channel && { channel }),
      },
      token: channel && token,
    });
    expect(placed.status).toBe(201);
    const { orderRef, total } = placed.body.data;
    // A parcel is delivered after it ships (common/orderSteps.ts).
    for (const step of status === 'delivered' ? (['shipped', 'delivered'] as const) : [status]) {
      expect(
        (
          await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
            body: { status: step, carrier: 'TCS', trackingNumber: `KHI-${orderRef}` },
            token,
          })
        ).status,
      ).toBe(200);
    }
    return { orderRef, total };
  };

  const delivered = await placeOrder('Karachi', shirtA, 2, 'delivered');
  const paid = await placeOrder('Lahore', shirtB, 1, 'confirmed', 'whatsapp');
  expect(
    (await shop.call('PATCH', `/api/admin/orders/${paid.orderRef}/payment`, { body: { payment: 'paid' }, token }))
      .status,
  ).toBe(200);
  const shipped = await placeOrder('Karachi', shirtA, 1, 'shipped');
  // Not sales: a cancelled order (more of shirt C than anything sold) and a parcel that came back (more of shirt B).
  await placeOrder('Islamabad', shirtC, 3, 'cancelled');
  const returned = await placeOrder('Multan', shirtB, 4, 'delivered');
  expect(
    (
      await shop.call('PATCH', `/api/admin/orders/${returned.orderRef}/return`, {
        body: { returned: 'returned' },
        token,
      })
    ).status,
  ).toBe(200);
  // An order from 200 days ago: inside "All time", outside "Last 90 days".
  const old = await placeOrder('Faisalabad', shirtC, 1, 'confirmed');
  const longAgo = new Date(Date.now() - 200 * DAY_MS);
  shop.deps.db.update(orders).set({ createdAt: longAgo }).where(eq(orders.orderRef, old.orderRef)).run();

  const recent = delivered.total + paid.total + shipped.total;
  const sales = recent + old.total;

  await adminLogIn(page, 'Sales Analytics');
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Sales Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'All time' })).toBeChecked();

  const totals = page.getByRole('region', { name: 'Period totals' });
  const card = (title: string) =>
    totals.locator('div').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const figure = (title: string) => card(title).locator('p').first();
  await expect(figure('Sales')).toHaveText(formatPrice(sales));
  await expect(figure('Orders')).toHaveText('4');
  await expect(card('Orders')).toContainText('sales of 6 orders placed');
  await expect(figure('Pieces sold')).toHaveText('5');
  // To collect (common/orderFacts.ts TO_COLLECT): the delivered, shipped and old orders; the paid one, the cancelled one and the parcel that came back are not owed.
  await expect(figure('To collect')).toHaveText(formatPrice(delivered.total + shipped.total + old.total));
  await expect(card('To collect')).toContainText('3 orders of any date');

  const monthly = page.getByRole('table', { name: 'Monthly Sales' });
  await expect
    .poll(() => rowsOf(monthly))
    .toEqual([
      [monthName(longAgo), formatPrice(old.total), '1'],
      [monthName(new Date()), formatPrice(recent), '3'],
    ]);
  // By pieces: shirt A's 3; shirts B and C sold one each (ties in product id order). B's returned 4 and C's cancelled 3 are not sales.
  const oneEach = [shirtB, shirtC].sort((a, b) => (a.id < b.id ? -1 : 1));
  await expect
    .poll(() => rowsOf(page.getByRole('table', { name: 'Top Selling Products' })))
    .toEqual([
      [shirtA.title, '3', formatPrice(3 * shirtA.price)],
      ...oneEach.map((shirt) => [shirt.title, '1', formatPrice(shirt.price)]),
    ]);
  await expect
    .poll(() => rowsOf(page.getByRole('table', { name: 'Top Cities by Sales' })))
    .toEqual(
      [
        ['Karachi', delivered.total + shipped.total, 2],
        ['Lahore', paid.total, 1],
        ['Faisalabad', old.total, 1],
      ]
        .sort((a, b) => Number(b[1]) - Number(a[1]) || String(a[0]).localeCompare(String(b[0])))
        .map(([city, revenue, count]) => [city, formatPrice(revenue), String(count)]),
    );
  await expect
    .poll(() => rowsOf(page.getByRole('table', { name: 'Order Status' })))
    .toEqual([
      ['Pending', '0'],
      ['Confirmed', '2'],
      ['Processing', '0'],
      ['Shipped', '1'],
      ['Delivered', '2'],
      ['Cancelled', '1'],
    ]);
  await expect
    .poll(() => rowsOf(page.getByRole('table', { name: 'Revenue by Payment Method' })))
    .toEqual([
      ['Cash on delivery', formatPrice(sales), '4'],
      ['Bank transfer', formatPrice(0), '0'],
    ]);
  // The Lahore order came by WhatsApp, entered by hand; the rest through the website.
  await expect
    .poll(() => rowsOf(page.getByRole('table', { name: 'Sales by Channel' })))
    .toEqual([
      ['Website', formatPrice(sales - paid.total), '3'],
      ['WhatsApp', formatPrice(paid.total), '1'],
      ['Instagram', formatPrice(0), '0'],
      ['Phone call', formatPrice(0), '0'],
      ['Walk-in', formatPrice(0), '0'],
    ]);

  // The drawings show the same figures: a bar per city with its amount written beside it, the payment legend with its amount.
  const cities = page.getByRole('region', { name: 'Top Cities by Sales' });
  await expect(cities.locator('.recharts-bar-rectangle')).toHaveCount(3);
  await expect(
    cities.locator('svg text').filter({ hasText: formatPrice(delivered.total + shipped.total) }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Monthly Sales' }).locator('.recharts-bar-rectangle')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Revenue by Payment Method' })).toContainText(
    `Cash on delivery: ${formatPrice(sales)}`,
  );

  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/admin-analytics-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The period is in the address: 90 days leaves the old order out, wherever it was counted; cash owed is owed whatever the period.
  await page.getByRole('radio', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/\?period=90d$/);
  await expect(figure('Sales')).toHaveText(formatPrice(recent));
  await expect(figure('Orders')).toHaveText('3');
  await expect(card('Orders')).toContainText('sales of 5 orders placed');
  await expect.poll(() => rowsOf(monthly)).toEqual([[monthName(new Date()), formatPrice(recent), '3']]);
  await expect
    .poll(() =>
      rowsOf(page.getByRole('table', { name: 'Top Cities by Sales' })).then((rows) => rows.map((row) => row[0])),
    )
    .not.toContain('Faisalabad');
  await expect(figure('To collect')).toHaveText(formatPrice(delivered.total + shipped.total + old.total));
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
  await expect(figure('Sales')).toHaveText(formatPrice(recent));

  // Custom dates: the old order's day alone; then a period that runs backwards is refused before anything is asked.
  await page.getByRole('radio', { name: 'Custom dates' }).click();
  await page.getByLabel('From', { exact: true }).fill(shopDay(longAgo));
  await page.getByLabel('To', { exact: true }).fill(shopDay(longAgo));
  await expect(page).toHaveURL(new RegExp(`period=custom&from=${shopDay(longAgo)}&to=${shopDay(longAgo)}$`));
  await expect(figure('Sales')).toHaveText(formatPrice(old.total));
  await expect
    .poll(() => rowsOf(page.getByRole('table', { name: 'Top Cities by Sales' })))
    .toEqual([['Faisalabad', formatPrice(old.total), '1']]);
  await page.getByLabel('To', { exact: true }).fill(shopDay(new Date(longAgo.getTime() - 10 * DAY_MS)));
  await expect(page.getByRole('alert')).toHaveText('The start of the period must not be after its end');
  // A period without orders says so instead of drawing empty charts.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await expect(page.getByRole('region', { name: 'Monthly Sales' })).toContainText('No sales in this period.');
  await expect(page.getByRole('region', { name: 'Order Status' })).toContainText('No orders in this period.');
  await expect(page.getByRole('table')).toHaveCount(0);

  // Refresh Data asks the server again: an order confirmed after the screen loaded appears only then.
  await page.getByRole('radio', { name: 'All time' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(figure('Sales')).toHaveText(formatPrice(sales));
  // The cached figures may be refreshing in the background: wait until that is done before the new order.
  const refresh = page.getByRole('button', { name: 'Refresh Data' });
  await expect(refresh).toBeEnabled();
  const later = await placeOrder('Karachi', shirtB, 2, 'confirmed');
  await expect(figure('Sales')).toHaveText(formatPrice(sales));
  const refetched = page.waitForResponse(
    (response) => response.url().includes('/api/admin/analytics') && response.ok(),
  );
  await refresh.click();
  await refetched;
  await expect(figure('Sales')).toHaveText(formatPrice(sales + later.total));
  await expect.poll(() => rowsOf(page.getByRole('table', { name: 'Order Status' }))).toContainEqual(['Confirmed', '3']);

  // A failed load says so (docs/product.md §8) and Try again recovers.
  await page.route('**/api/admin/analytics*', (route) => route.abort());
  await page.getByRole('radio', { name: 'This year' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to fetch data');
  await page.unroute('**/api/admin/analytics*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(figure('Sales')).toHaveText(/^PKR /);

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goBack();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin_jwt'))).toBeNull();
});
