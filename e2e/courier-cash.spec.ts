import { stringify } from 'csv-stringify/sync';
import type { Product } from '../common/catalog';
import type { Order } from '../common/orders';
import { adminLogIn, expect, test } from './fixtures';

/**
 * Issue 34, the owner's cash flow at 1280 px: three PostEx parcels shipped with tracking numbers, two
 * delivered and one refused; the courier's payout file is imported through the Reconciliation screen
 * with two columns mapped by hand; the screen then shows the courier's charges, the refused parcel
 * back in stock, and the unknown tracking number.
 */
test('a courier payout imported on the Reconciliation screen pays the delivered parcels and shows charges and the refused parcel', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page);
  const token = (await page.evaluate(() => localStorage.getItem('admin_jwt')))!;
  const call = <T>(method: string, path: string, body?: unknown) =>
    shop.call<{ data: T }>(method, path, { token, body });

  const productId = `COD-${Date.now() % 100000}`;
  expect(
    (
      await call('POST', '/api/products', {
        id: productId,
        title: 'Payout Polo',
        description: 'Cotton',
        price: 2200,
        sizes: ['M'],
        colors: ['Navy'],
        stock: 10,
      })
    ).status,
  ).toBe(201);
  const parcels: { order: Order; tracking: string }[] = [];
  for (const [i, city] of ['Lahore', 'Karachi', 'Multan'].entries()) {
    const placed = await shop.call<{ data: Order }>('POST', '/api/orders', {
      body: {
        customer: {
          name: `Buyer ${i}`,
          email: `buyer${i}@example.pk`,
          phone: `0300 123456${i}`,
          address: 'House 1',
          city,
        },
        items: [{ id: productId, size: 'M', color: 'Navy', quantity: 1 }],
        paymentMethod: 'cod',
      },
    });
    expect(placed.status).toBe(201);
    const tracking = `2026112700${i}`;
    expect(
      (
        await call('PATCH', `/api/orders/${placed.body.data.orderRef}/status`, {
          status: 'shipped',
          carrier: 'PostEx',
          trackingNumber: tracking,
        })
      ).status,
    ).toBe(200);
    parcels.push({ order: placed.body.data, tracking });
  }
  const [first, second, refused] = parcels as [(typeof parcels)[0], (typeof parcels)[0], (typeof parcels)[0]];
  for (const { order } of [first, second]) {
    expect((await call('PATCH', `/api/orders/${order.orderRef}/status`, { status: 'delivered' })).status).toBe(200);
  }
  expect(
    (await call('PATCH', `/api/admin/orders/${refused.order.orderRef}/return`, { returned: 'refused' })).status,
  ).toBe(200);
  const stock = async () => (await call<Product>('GET', `/api/products/${productId}`)).body.data.stock;
  expect(await stock()).toBe(8);

  // PostEx's weekly payout, with headings the shop cannot guess for the charges and the payout.
  const payout = stringify([
    ['CN', 'COD Amount', 'Courier Cut', 'Payment Date', 'Batch'],
    [first.tracking, first.order.total, 150, '26/11/2026', 'PX-W48'],
    [second.tracking, second.order.total, 150, '26/11/2026', 'PX-W48'],
    ['99999999', 3000, 150, '26/11/2026', 'PX-W48'],
  ]);
  await page.goto('/admin/reconciliation?courier=PostEx');
  await expect(page.getByRole('heading', { name: 'Import a report from PostEx' })).toBeVisible();
  await page.getByLabel('Payment report (cash paid out)').check();
  await page.getByLabel('Report file (CSV or Excel .xlsx)').setInputFiles({
    name: 'postex-week-48.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(payout),
  });
  await expect(page.getByLabel('Tracking number', { exact: true })).toHaveValue('CN');
  await expect(page.getByLabel("Courier's charges (optional)")).toHaveValue('');
  await page.getByLabel("Courier's charges (optional)").selectOption('Courier Cut');
  await expect(page.getByLabel("Courier's charges (optional)")).toHaveValue('Courier Cut');
  await page.getByLabel('Payout reference (optional)').selectOption('Batch');
  await expect(page.getByText('3 rows: 2 paid, 1 unknown number.')).toBeVisible();
  await page.screenshot({ path: 'test-results/courier-cash-preview.png', fullPage: true });

  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported: 2 orders marked paid; 1 unknown tracking number.' }),
  ).toBeVisible();

  const charges = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: "Courier's charges" }) })
    .last();
  await expect(charges).toContainText('PKR 450');
  const cameBack = page.getByRole('region', { name: 'Refused and returned parcels' });
  await expect(cameBack.getByRole('row', { name: new RegExp(refused.order.orderRef) })).toContainText('Refused');
  await expect(cameBack.getByRole('row', { name: new RegExp(refused.order.orderRef) })).toContainText('Back in stock');
  const differences = page.getByRole('region', { name: 'Differences' });
  await expect(differences.getByRole('row', { name: /Tracking number the shop does not know/ })).toContainText(
    '99999999',
  );
  await expect(page.getByRole('region', { name: 'Payouts' }).getByRole('row', { name: /PX-W48/ })).toContainText(
    'PKR 450',
  );
  await expect(page.getByRole('region', { name: 'Delivered, not yet paid' })).toContainText(
    'Every parcel PostEx delivered is paid.',
  );
  await page.screenshot({ path: 'test-results/courier-cash-reconciliation.png', fullPage: true });

  for (const { order } of [first, second]) {
    expect(
      (await call<{ payment: { status: string } }[]>('GET', `/api/orders?q=${order.orderRef}`)).body.data[0]!.payment
        .status,
    ).toBe('paid');
  }
  expect(await stock()).toBe(8);

  // The same file again pays nothing twice.
  await page.getByLabel('Report file (CSV or Excel .xlsx)').setInputFiles({
    name: 'postex-week-48.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(payout),
  });
  await expect(page.getByText('3 rows: 3 imported before.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nothing new to import' })).toBeDisabled();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/courier-cash-phone.png', fullPage: true });
});
