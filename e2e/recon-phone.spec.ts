import type { Locator, Page } from '@playwright/test';
import type { Product } from '../common/catalog';
import { formatPrice } from '../common/money';
import { adminToken } from '../server/testing/identities';
import { advanceOrder } from '../server/testing/orders';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, openAdminScreen, test } from './fixtures';
import { choosePayoutReport } from './payoutReport';
import { linesOf, placedOrder } from './shopper';

/**
 * The owner's money tables on a 390 px phone (issue 35, issue 34's screens): on Reconciliation each
 * row of every table is a card, so every amount, label and button is on screen with its column's name
 * beside it, and nothing makes the page scroll sideways.
 */
const PHONE = { width: 390, height: 844 };
const COURIER = 'TCS';

/** A COD order shipped with TCS (or `courier`) under `trackingNumber`, then delivered or refused at the door. */
async function parcel(
  shop: TestShop,
  token: string,
  product: Product,
  trackingNumber: string,
  end: 'delivered' | 'refused',
  courier = COURIER,
) {
  const placed = await placedOrder(shop, linesOf(product, 1), {
    customer: {
      name: 'Ayesha Khan Niazi',
      email: 'ayesha.niazi@example.pk',
      phone: '0321 4567890',
      address: 'House 21, Street 7, Gulberg III',
      city: 'Faisalabad',
    },
  });
  const { orderRef } = placed;
  await advanceOrder(shop, token, orderRef, end === 'delivered' ? ['shipped', 'delivered'] : ['shipped'], {
    carrier: courier,
    trackingNumber,
  });
  if (end === 'refused') {
    const back = await shop.call('PATCH', `/api/admin/orders/${orderRef}/return`, {
      token,
      body: { returned: 'refused' },
    });
    expect(back.status).toBe(200);
  }
  return placed;
}

/**
 * Every row of the table is inside the phone's width: its row header, each cell (shown under its
 * column's name), each label and button in them. And the page itself does not scroll sideways.
 */
async function rowsFitThePhone(table: Locator, what: string) {
  const rows = await table.locator('tbody tr').evaluateAll(
    (trs, width) =>
      trs.map((tr) => ({
        row: (tr.querySelector('th') ?? tr).textContent?.trim().slice(0, 40),
        outside: [...tr.querySelectorAll('*')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && (box.left < -1 || box.right > width + 1);
          })
          .map((element) => element.textContent?.trim().slice(0, 40)),
        unnamed: [...tr.querySelectorAll('td')]
          .filter((cell) => getComputedStyle(cell, '::before').content !== `"${cell.getAttribute('data-label')}"`)
          .map((cell) => cell.getAttribute('data-label')),
      })),
    PHONE.width,
  );
  expect(rows.length, `${what}: rows`).toBeGreaterThan(0);
  for (const { row, outside, unnamed } of rows) {
    expect.soft(outside, `${what}, ${row}: past the phone's right edge`).toEqual([]);
    expect.soft(unnamed, `${what}, ${row}: cells shown without their column's name`).toEqual([]);
  }
}

async function pageFitsThePhone(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect.soft(widths.scroll, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(widths.client);
}

test('on a 390 px phone every Reconciliation row shows its amounts and buttons on screen', async ({ page, shop }) => {
  const token = adminToken(shop);
  shop.deps.db.$client.prepare('update product_variants set stock = 50').run();
  const products = (await shop.call<{ data: Product[] }>('GET', '/api/products?limit=50')).body.data;
  const product = products.find((candidate) => candidate.sizes.length > 0)!;
  const paid = await parcel(shop, token, product, 'TCS-7700112233', 'delivered');
  const waiting = await parcel(shop, token, product, 'TCS-7700445566', 'delivered');
  const refused = await parcel(shop, token, product, 'TCS-7700778899', 'refused');
  const broughtBack = await parcel(shop, token, product, 'TCS-7700990011', 'refused');

  await page.setViewportSize(PHONE);
  await adminLogIn(page);
  await page.goto(`/admin/reconciliation?courier=${COURIER}`);
  await expect(page.getByRole('heading', { name: `Import a report from ${COURIER}` })).toBeVisible();

  // TCS's payout: the first parcel paid 500 short, a number the shop does not know, the refused parcel paid,
  // and the parcel TCS brought back with nothing collected and its return charge.
  await choosePayoutReport(page, 'tcs-week-48.csv', [
    ['Consignment', 'COD Amount', 'Service Charges', 'Payment Date', 'Payout'],
    ['TCS-7700112233', paid.total - 500, 200, '26/11/2026', 'TCS-W48'],
    ['TCS-0000999999', 3000, 150, '26/11/2026', 'TCS-W48'],
    ['TCS-7700778899', refused.total, 200, '26/11/2026', 'TCS-W48'],
    ['TCS-7700990011', 0, 180, '26/11/2026', 'TCS-W48'],
  ]);
  // Each column of the file chosen by the owner, as the import box asks.
  const column = (name: string | RegExp) => page.getByRole('combobox', { name });
  await column(/^Tracking number/).selectOption('Consignment');
  await column(/^Amount collected/).selectOption('COD Amount');
  await column(/^Courier's charges/).selectOption('Service Charges');
  await column(/^Payout date/).selectOption('Payment Date');
  await column(/^Payout reference/).selectOption('Payout');
  const preview = page.getByRole('table', { name: 'What importing each row does' });
  await expect(preview.getByRole('row', { name: /TCS-0000999999/ })).toContainText('Unknown number');
  await expect(preview.getByRole('row', { name: /TCS-7700112233/ })).toContainText(formatPrice(paid.total - 500));
  await expect(preview.getByRole('row', { name: /TCS-7700990011/ })).toContainText('Charges only');
  await page.screenshot({ path: 'test-results/recon-390-preview.png', fullPage: true });
  await preview.screenshot({ path: 'test-results/recon-390-preview-table.png' });
  await rowsFitThePhone(preview, 'The import preview');
  await pageFitsThePhone(page, 'The import preview');

  await page.getByRole('button', { name: 'Import 4 rows', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();

  // Each list holds the real rows, then each row fits the phone.
  const region = (name: string) => page.getByRole('region', { name });
  await expect(
    region('Delivered, not yet paid').getByRole('row', { name: new RegExp(waiting.orderRef) }),
  ).toContainText(formatPrice(waiting.total));
  const short = region('Differences').getByRole('row', { name: /Paid is not what was to collect/ });
  await expect(short).toContainText(formatPrice(paid.total));
  await expect(short).toContainText(formatPrice(paid.total - 500));
  await expect(region('Differences').getByRole('row', { name: /does not know/ })).toContainText('TCS-0000999999');
  await expect(
    region('Refused and returned parcels').getByRole('row', { name: new RegExp(refused.orderRef) }),
  ).toContainText('Refused');
  // A return charge is what that refusal cost, not a difference.
  await expect(
    region('Refused and returned parcels').getByRole('row', { name: new RegExp(broughtBack.orderRef) }),
  ).toContainText(`Courier's charges ${formatPrice(180)}`);
  await expect(region('Differences')).not.toContainText(broughtBack.orderRef);
  await expect(region('Payouts').getByRole('row', { name: /TCS-W48/ })).toContainText('PKR 730');
  await expect(page.getByRole('table', { name: 'By city' }).getByRole('row', { name: /Faisalabad/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/recon-390-reconciliation.png', fullPage: true });
  for (const name of ['Delivered, not yet paid', 'Differences', 'Refused and returned parcels', 'Payouts']) {
    await region(name).screenshot({ path: `test-results/recon-390-${name.split(/\W/)[0]!.toLowerCase()}.png` });
    await rowsFitThePhone(region(name).getByRole('table'), name);
  }
  for (const name of ['By courier', 'By city']) await rowsFitThePhone(page.getByRole('table', { name }), name);
  await pageFitsThePhone(page, 'Reconciliation');

  // The Dashboard's newest orders: each a card, its status buttons on screen.
  await openAdminScreen(page, 'Dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
  await page.screenshot({ path: 'test-results/recon-390-dashboard.png', fullPage: true });
  await page.getByRole('region', { name: 'Recent Orders' }).screenshot({ path: 'test-results/recon-390-recent.png' });
  await rowsFitThePhone(page.getByRole('table', { name: 'The five newest orders' }), 'Recent Orders');
  await pageFitsThePhone(page, 'Dashboard');

  // Sales Analytics' tables are for screen readers only (each chart's numbers): nothing scrolls sideways.
  await page.goto('/admin/analytics');
  await expect(page.getByRole('table', { name: 'Order Status' })).toBeAttached();
  await page.screenshot({ path: 'test-results/recon-390-analytics.png', fullPage: true });
  await pageFitsThePhone(page, 'Sales Analytics');

  // At desktop width the same lists are tables again, their column names above them.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/reconciliation?courier=${COURIER}`);
  await expect(region('Differences').getByRole('columnheader', { name: 'To collect' })).toBeVisible();
  await page.screenshot({ path: 'test-results/recon-1280-reconciliation.png', fullPage: true });
  await pageFitsThePhone(page, 'Reconciliation at 1280 px');

  // A payout of return fees only: the shop received less than nothing, and the figures say so.
  await parcel(shop, token, product, 'KI7512345678', 'refused', 'Leopards');
  await page.goto('/admin/reconciliation?courier=Leopards');
  await choosePayoutReport(page, 'leopards-returns.csv', [
    ['Tracking Number', 'COD Amount', 'Delivery Charges', 'Payment Date', 'Payment Ref'],
    ['KI7512345678', 0, 180, '27/11/2026', 'LCS-RET-1'],
  ]);
  await page.getByRole('button', { name: 'Import 1 row', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  await expect(page.getByText('Received after charges').locator('..')).toContainText(`\u2212${formatPrice(180)}`);
  await expect(region('Payouts').getByRole('row', { name: /LCS-RET-1/ })).toContainText(`\u2212${formatPrice(180)}`);
  await page.screenshot({ path: 'test-results/recon-1280-return-fees-only.png', fullPage: true });
});
