import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { formatPrice } from '../common/money';
import type { Product } from '../common/catalog';
import type { Order } from '../common/orders';
import { nextStatuses } from '../common/orderSteps';
import { adminLogIn, countPrints, expect, printsCounted, test } from './fixtures';
import { findProduct, linesOf, placedOrder, type Shipping } from './shopper';
import type { TestShop } from '../server/testing/testShop';

/** A COD order placed as checkout does, from a shirt the API says is in stock, at the prices the API gives. */
async function placePricedOrder(shop: TestShop, customer: Shipping, quantity: number) {
  const product = await findProduct(
    shop,
    (candidate) => candidate.stock >= quantity && candidate.sizes.length > 0 && candidate.colors.length > 0,
    `with ${quantity} in stock`,
  );
  const order = await placedOrder(shop, linesOf(product, quantity), { customer });
  // The server prices the order from its own catalog: the line costs what the API lists.
  const [line] = order.items;
  if (!line) throw new Error('The placed order has no line');
  expect(line.price).toBe(product.price);
  expect(order.total).toBe(product.price * quantity + order.shippingCost);
  return { order, line };
}

/** Presses Tab until `target` has focus (at most `limit` times): the control is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The order card's status buttons by the step each takes (OrderActions). */
const STEP_LABELS: Record<string, string> = {
  processing: 'Mark as Processing',
  shipped: 'Mark as Shipped',
  delivered: 'Mark as Delivered',
  cancelled: 'Cancel Order',
  pending: 'Reset to Pending',
};

/** Issue 34: the card offers exactly the status buttons common/orderSteps.ts allows from `status` (the server's table), nothing it would refuse. */
async function expectOnlyAllowedSteps(entry: Locator, ref: string, status: Order['status']) {
  const allowed = nextStatuses({ status, parcelReturn: null, exchangeOf: null, refundSent: false });
  const offered = await entry
    .getByRole('group', { name: `Status of ${ref}` })
    .getByRole('button')
    .allTextContents();
  expect(offered.sort()).toEqual(
    Object.entries(STEP_LABELS)
      .filter(([step]) => allowed.includes(step as Order['status']))
      .map(([, label]) => label)
      .sort(),
  );
}

/** Focus is visible: the focused control draws an outline (global.css :focus-visible). */
const outlineOf = (target: Locator) => target.evaluate((element) => getComputedStyle(element).outlineStyle);

// Issue 8 Proof; docs/product.md §2 Orders tab, §4 Order status, §7 PATCH /api/orders/{orderRef}/status;
// docs/architecture.md (payment apart from status, Pakistani couriers on the tracking page).
test('the owner confirms a COD order, books it with the courier, ships it with TCS, and records the cash', async ({
  page,
  shop,
}) => {
  const customer = {
    name: 'Sana Qureshi',
    email: 'sana.qureshi@example.pk',
    phone: '0321 7654321',
    address: 'Flat 4, Block B, Gulshan-e-Iqbal',
    city: 'Karachi',
  };
  const { order, line: item } = await placePricedOrder(shop, customer, 2);
  const ref = order.orderRef;
  await countPrints(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page, 'Orders');

  // Filters and search are kept in the address: a reload shows the same filtered list.
  await page.getByLabel('Search').fill(ref);
  await page.getByLabel('Payment method').selectOption('cod');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${ref}`));
  await expect(page).toHaveURL(/[?&]paymentMethod=cod/);
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue(ref);
  await expect(page.getByLabel('Payment method')).toHaveValue('cod');
  await expect(page.getByText('1 order · page 1 of 1')).toBeVisible();

  // The order opens from the keyboard, with a visible focus ring.
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(ref) }) });
  const toggle = entry.getByRole('button', { name: new RegExp(ref) });
  await tabTo(page, toggle);
  expect(await outlineOf(toggle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Headings in order, as a screen reader lists them: the screen's h1, the order's h2, its sections' h3.
  await expect(entry.getByRole('heading', { level: 2, name: new RegExp(ref) })).toBeVisible();
  await expect(entry.getByRole('heading', { level: 3, name: 'Order information' })).toBeVisible();
  await expect(entry.getByText(customer.email)).toBeVisible();
  await expect(
    entry.getByText(`2 × ${item.title} — size ${item.size}, ${item.color}, ${formatPrice(item.price)} each`),
  ).toBeVisible();
  await expect(toggle.getByText('pending', { exact: true })).toBeVisible();
  await expectOnlyAllowedSteps(entry, ref, 'pending');
  // Reset to Pending appears only once the order is no longer pending.
  await expect(entry.getByRole('button', { name: 'Reset to Pending' })).toHaveCount(0);

  // Before dispatch: a WhatsApp message naming the order and the cash to collect, then 'Confirmed with customer'.
  const whatsapp = await entry.getByRole('link', { name: 'WhatsApp the customer' }).getAttribute('href');
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/923217654321\?text=/);
  const message = new URL(whatsapp!).searchParams.get('text');
  expect(message).toContain(ref);
  expect(message).toContain(formatPrice(order.total));
  await entry.getByRole('button', { name: 'Confirmed with customer' }).click();
  await expect(entry.getByRole('button', { name: 'Undo confirmed with customer' })).toBeVisible();
  await expect(toggle.getByText('Confirmed with customer')).toBeVisible();
  // Confirming with the customer moves a pending order to confirmed.
  await expect(toggle.getByText('confirmed', { exact: true })).toBeVisible();
  await expectOnlyAllowedSteps(entry, ref, 'confirmed');
  await expect(entry.getByRole('button', { name: 'Reset to Pending' })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-orders-1280.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: 'test-results/admin-orders-768.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // docs/product.md §5: Cancel Order asks first, in the app's own dialog (no browser box). It names the
  // order and starts on the safe answer; Escape and 'Keep order' both leave the order as it was and hand
  // focus back to the button. (The status history read at the end has no 'cancelled' in it.)
  const nativeBoxes: string[] = [];
  page.on('dialog', (native) => {
    nativeBoxes.push(native.message());
    void native.dismiss();
  });
  const cancelOrder = entry.getByRole('button', { name: 'Cancel Order', exact: true });
  const question = page.getByRole('dialog', { name: `Cancel order ${ref}?` });
  await cancelOrder.click();
  // The customer gave an e-mail: the owner is told the cancel is mailed (decision 0120).
  await expect(question).toHaveAccessibleDescription(
    `Its pieces go back to stock. ${customer.email} is told by e-mail.`,
  );
  await expect(question.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await expect(question.getByRole('button', { name: 'Cancel order', exact: true })).toHaveClass('button-danger');
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(cancelOrder).toBeFocused();
  // By keyboard: Enter on the button asks again, Enter on 'Keep order' (where focus starts) declines.
  await page.keyboard.press('Enter');
  const keep = question.getByRole('button', { name: 'Keep order' });
  await expect(keep).toBeFocused();
  expect(await outlineOf(keep)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(cancelOrder).toBeFocused();
  await expect(toggle.getByText('confirmed', { exact: true })).toBeVisible();

  // The packing slip: shop name, order ref, address and, in large type, the cash to collect.
  await entry.getByRole('button', { name: 'Print packing slip' }).click();
  await expect.poll(() => printsCounted(page)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  // A4 at 96 dpi, so the screenshot shows the slip at the size it prints.
  await page.setViewportSize({ width: 794, height: 1123 });
  const slip = page.locator('article').filter({ hasText: ref });
  await expect(slip).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeHidden();
  await expect(slip.getByText(customer.address)).toBeVisible();
  await expect(slip.getByText(customer.phone)).toBeVisible();
  const cash = slip.getByText(`Collect ${formatPrice(order.total)}`);
  await expect(cash).toBeVisible();
  const cashSize = await cash.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const bodySize = await slip
    .getByText(customer.address)
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(cashSize).toBeGreaterThanOrEqual(bodySize * 2);
  await page.screenshot({ path: 'test-results/admin-packing-slip-a4.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The courier's bulk-booking CSV of the filtered orders, read back with a CSV parser.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV for courier' }).click(),
  ]);
  const rows: Record<string, string>[] = parse(await readFile(await download.path()), { columns: true, bom: true });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    'Order Ref': ref,
    'Consignee Name': customer.name,
    Phone: '03217654321',
    Address: customer.address,
    City: customer.city,
    Pieces: '2',
    'COD Amount': String(order.total),
  });

  // Shipped with TCS and a tracking number.
  // The courier form opens from the keyboard and takes the focus.
  const markShipped = entry.getByRole('button', { name: 'Mark as Shipped' });
  await tabTo(page, markShipped);
  expect(await outlineOf(markShipped)).not.toBe('none');
  await page.keyboard.press('Enter');
  const shipForm = entry.getByRole('form', { name: `Ship ${ref}` });
  const courier = shipForm.getByLabel('Courier', { exact: true });
  await expect(courier).toBeFocused();
  expect(await outlineOf(courier)).not.toBe('none');
  await expect(courier).toHaveValue('TCS');
  const trackingNumber = '779912345678';
  await shipForm.getByLabel('Tracking number').fill(trackingNumber);
  await shipForm.getByRole('button', { name: 'Save as shipped' }).click();
  await expect(toggle.getByText('shipped', { exact: true })).toBeVisible();
  await expect(entry.getByText(`TCS ${trackingNumber}`, { exact: true })).toBeVisible();
  // Shipped is a step taken: the card no longer offers it, only what may follow (delivered), and the
  // courier form reopens to correct the number, where focus lands.
  await expectOnlyAllowedSteps(entry, ref, 'shipped');
  await expect(markShipped).toHaveCount(0);
  await expect(entry.getByRole('button', { name: 'Correct courier or tracking number' })).toBeFocused();
  // Correcting says what it saves: the order is shipped already.
  await page.keyboard.press('Enter');
  await expect(shipForm.getByLabel('Tracking number')).toHaveValue(trackingNumber);
  await expect(shipForm.getByRole('button', { name: 'Save as shipped' })).toHaveCount(0);
  await shipForm.getByRole('button', { name: 'Save courier and tracking number' }).click();
  await expect(shipForm).toBeHidden();
  await expect(entry.getByText(`TCS ${trackingNumber}`, { exact: true })).toBeVisible();

  // The shopper's tracking page shows the courier, the number and the courier's own tracking link.
  const shopper = await page.context().newPage();
  await shopper.goto(`/track-order?orderRef=${ref}&email=${encodeURIComponent(customer.email)}`);
  await expect(shopper.getByText('TCS tracking number')).toBeVisible();
  await expect(shopper.getByText(trackingNumber)).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Track with TCS' })).toHaveAttribute(
    'href',
    `https://www.tcsexpress.com/track/${trackingNumber}`,
  );
  await shopper.close();

  // Cash received: the payment changes, the status does not.
  await entry.getByRole('button', { name: 'Cash received' }).click();
  await expect(toggle.getByText('COD · paid')).toBeVisible();
  await expect(toggle.getByText('shipped', { exact: true })).toBeVisible();
  await expect(entry.getByText('To collect: Paid')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('admin_jwt'));
  const saved = await shop.call<{ data: { status: string; payment: { status: string } }[] }>(
    'GET',
    `/api/orders?q=${ref}`,
    { token: token! },
  );
  expect(saved.body.data[0]).toMatchObject({ status: 'shipped', payment: { status: 'paid' } });
  // Declining the cancellation twice (Escape, Keep order) never cancelled it.
  const history = await shop.call<{ data: { statusHistory: { status: string }[] }[] }>('GET', `/api/orders?q=${ref}`, {
    token: token!,
  });
  expect(history.body.data[0]?.statusHistory.map((entry) => entry.status)).toEqual(['pending', 'confirmed', 'shipped']);
  expect(nativeBoxes).toEqual([]);
});

// docs/product.md §2 Admin dashboard, §4 Order status (Dashboard tab buttons: confirmed, shipped, delivered, Reset to Pending).
test('the dashboard sets a recent order confirmed, shipped and delivered, and offers no step back once delivered', async ({
  page,
  shop,
}) => {
  const { order } = await placePricedOrder(
    shop,
    {
      name: 'Hamza Baig',
      email: 'hamza.baig@example.pk',
      phone: '0333 1112223',
      address: 'House 9, Street 4, F-10/2',
      city: 'Islamabad',
    },
    1,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sales Analytics' })).toHaveAttribute(
    'href',
    '/admin/analytics',
  );
  const pendingCard = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Pending Orders' }) })
    .last();
  const pendingBefore = Number(await pendingCard.locator('p').first().textContent());

  const row = page.getByRole('row').filter({ hasText: order.orderRef });
  const status = row.getByRole('cell').nth(3);
  await expect(status).toHaveText('pending');
  await expect(row.getByRole('button', { name: 'Reset to Pending' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Confirmed' }).click();
  await expect(status).toHaveText('confirmed');
  await expect(pendingCard.locator('p').first()).toHaveText(String(pendingBefore - 1));
  await expect(row.getByRole('button', { name: 'Confirmed' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/admin-dashboard-1280.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: 'test-results/admin-dashboard-768.png', fullPage: true });

  // Shipped asks for the courier and tracking number first (e2e/admin-dashboard-stock.spec.ts).
  await row.getByRole('button', { name: 'Shipped' }).click();
  const shipForm = row.getByRole('form', { name: `Ship ${order.orderRef}` });
  await shipForm.getByLabel('Tracking number').fill('TCS-556677');
  await shipForm.getByRole('button', { name: 'Save as shipped' }).click();
  await expect(status).toHaveText('shipped');
  await row.getByRole('button', { name: 'Delivered' }).click();
  await expect(status).toHaveText('delivered');
  // A delivered order is finished (common/orderSteps.ts): no step back is offered.
  await expect(row.getByRole('button', { name: 'Reset to Pending' })).toHaveCount(0);

  // The server has each change in the order's history.
  const token = await page.evaluate(() => localStorage.getItem('admin_jwt'));
  const saved = await shop.call<{ data: { status: string; statusHistory: { status: string }[] }[] }>(
    'GET',
    `/api/orders?q=${order.orderRef}`,
    { token: token! },
  );
  expect(saved.body.data[0]?.statusHistory.map((entry) => entry.status)).toEqual([
    'pending',
    'confirmed',
    'shipped',
    'delivered',
  ]);
});

/** Opens one order in the Orders tab, found by its ref; answers its list entry and its summary button. */
async function openOrder(page: Page, ref: string) {
  await page.goto(`/admin/orders?q=${ref}`);
  const toggle = page.getByRole('button', { name: new RegExp(ref) }).first();
  const entry = page.getByRole('listitem').filter({ has: toggle });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { entry, toggle };
}

// docs/product.md §5 and §4 Order status: each question's confirming button does what it says, and only
// once confirmed; declining (the keep button or Escape) changes nothing on the server.
test('confirming in the app’s dialog cancels an order, records a refused parcel and deletes an order', async ({
  page,
  shop,
}) => {
  const customer = {
    name: 'Bilal Ahmed',
    email: 'bilal.ahmed@example.pk',
    phone: '0300 5556667',
    address: 'House 12, Street 7, Model Town',
    city: 'Lahore',
  };
  const { order: toCancel, line } = await placePricedOrder(shop, customer, 1);
  const { order: toRefuse } = await placePricedOrder(shop, customer, 1);
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await adminLogIn(page);
  const stockOf = async (id: string) =>
    (await shop.call<{ data: Product }>('GET', `/api/products/${id}`)).body.data.stock;
  const saved = async (ref: string) =>
    (
      await shop.call<{ data: { status: string; parcelReturn: { kind: string } | null }[] }>(
        'GET',
        `/api/orders?q=${ref}`,
        { token },
      )
    ).body.data;
  const nativeBoxes: string[] = [];
  page.on('dialog', (native) => {
    nativeBoxes.push(native.message());
    void native.dismiss();
  });

  // Cancel order: the pieces go back to stock once confirmed.
  const stockBefore = await stockOf(line.productId);
  let { entry, toggle } = await openOrder(page, toCancel.orderRef);
  await entry.getByRole('button', { name: 'Cancel Order', exact: true }).click();
  const cancelQuestion = page.getByRole('dialog', { name: `Cancel order ${toCancel.orderRef}?` });
  await expect(cancelQuestion).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-order-confirm-1280.png' });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: 'test-results/admin-order-confirm-768.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await cancelQuestion.getByRole('button', { name: 'Cancel order', exact: true }).click();
  await expect(cancelQuestion).toBeHidden();
  await expect(toggle.getByText('cancelled', { exact: true })).toBeVisible();
  // The Cancel Order button went with the cancellation: focus is on the message saying what was done
  // (named by its order: the order's history may be showing its own "Loading..." status meanwhile).
  await expect(entry.getByRole('status').filter({ hasText: toCancel.orderRef })).toBeFocused();
  expect((await saved(toCancel.orderRef))[0]?.status).toBe('cancelled');
  expect(await stockOf(line.productId)).toBe(stockBefore + 1);
  // The card offers what can follow a cancelled order that never left: reopening it, not cancelling
  // it again, and no parcel to record as come back.
  await expect(entry.getByRole('button', { name: 'Cancel Order', exact: true })).toHaveCount(0);
  await expect(entry.getByRole('button', { name: 'Reset to Pending' })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Parcel refused' })).toHaveCount(0);
  await expect(entry.getByRole('button', { name: 'Parcel returned' })).toHaveCount(0);

  // Parcel refused (only a parcel that went out can come back): 'Go back' records nothing, confirming does.
  const shipped = await shop.call('PATCH', `/api/orders/${toRefuse.orderRef}/status`, {
    token,
    body: { status: 'shipped', carrier: 'TCS', trackingNumber: `7799-${toRefuse.orderRef}` },
  });
  expect(shipped.status).toBe(200);
  ({ entry, toggle } = await openOrder(page, toRefuse.orderRef));
  const refused = entry.getByRole('button', { name: 'Parcel refused' });
  const refuseQuestion = page.getByRole('dialog', { name: `Record ${toRefuse.orderRef} as refused at the door?` });
  await refused.click();
  await refuseQuestion.getByRole('button', { name: 'Go back' }).click();
  await expect(refuseQuestion).toBeHidden();
  await expect(refused).toBeFocused();
  expect((await saved(toRefuse.orderRef))[0]?.parcelReturn).toBeNull();
  await refused.click();
  await refuseQuestion.getByRole('button', { name: 'Record as refused' }).click();
  await expect(entry.getByRole('button', { name: 'Undo refused' })).toBeVisible();
  await expect(entry.getByRole('status').filter({ hasText: toRefuse.orderRef })).toBeFocused();
  expect((await saved(toRefuse.orderRef))[0]?.parcelReturn?.kind).toBe('refused');

  // A parcel that went out stays as a record (decision 0118): its card offers no Delete.
  await expect(entry.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

  // Delete, on the cancelled order that never went out: Escape keeps it; 'Delete order' removes it for good.
  ({ entry, toggle } = await openOrder(page, toCancel.orderRef));
  const remove = entry.getByRole('button', { name: 'Delete', exact: true });
  const deleteQuestion = page.getByRole('dialog', { name: `Delete order ${toCancel.orderRef} for good?` });
  await remove.click();
  await expect(deleteQuestion.getByRole('button', { name: 'Delete order' })).toHaveClass('button-danger');
  await expect(deleteQuestion).toContainText('It cannot be brought back.');
  await page.keyboard.press('Escape');
  await expect(deleteQuestion).toBeHidden();
  await expect(remove).toBeFocused();
  expect(await saved(toCancel.orderRef)).toHaveLength(1);
  const stockAtDelete = await stockOf(line.productId);
  await remove.click();
  await deleteQuestion.getByRole('button', { name: 'Delete order' }).click();
  await expect(toggle).toHaveCount(0);
  // Its entry went with it: the list says which order was deleted, and focus is there.
  const deleted = page.getByRole('status').filter({ hasText: toCancel.orderRef });
  await expect(deleted).toBeFocused();
  expect(await saved(toCancel.orderRef)).toEqual([]);
  // A cancelled order gave its piece back when it was cancelled: deleting it gives nothing twice.
  expect(await stockOf(line.productId)).toBe(stockAtDelete);
  expect(nativeBoxes).toEqual([]);
});

// Issue 21: the slips printed are the ones ticked on screen. Ticks belong to the list shown: another
// page or other filters start with none, so 'Print packing slips (N)' always prints N slips.
test('packing-slip ticks follow the page and the filters shown, and print exactly what the button counts', async ({
  page,
  shop,
}) => {
  const customer = {
    name: 'Nadia Slipwala',
    email: 'nadia.slipwala@example.pk',
    phone: '0345 1234567',
    address: 'House 3, Street 2, Satellite Town',
    city: 'Rawalpindi',
  };
  // One more order than a page holds (common/orders.ts ORDERS_PAGE_SIZE is 20), so there is a page 2.
  for (let placed = 0; placed < 21; placed += 1) await placePricedOrder(shop, customer, 1);
  await countPrints(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page);
  await page.goto('/admin/orders?q=Slipwala');
  await expect(page.getByText('21 orders · page 1 of 2')).toBeVisible();
  const printSelected = page.getByRole('button', { name: /^Print packing slips/ });
  const ticks = page.getByRole('checkbox', { name: /^Tick ORD-/ });
  await expect(printSelected).toHaveText('Print packing slips (0)');
  await expect(printSelected).toBeDisabled();

  await ticks.nth(0).check();
  await ticks.nth(1).check();
  await expect(printSelected).toHaveText('Print packing slips (2)');
  await expect(page.getByText('2 ticked on this page')).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-orders-ticked-1280.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: 'test-results/admin-orders-ticked-768.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Page 2: nothing ticked there, and the count says so.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('21 orders · page 2 of 2')).toBeVisible();
  await expect(ticks).toHaveCount(1);
  await expect(ticks.first()).not.toBeChecked();
  await expect(printSelected).toHaveText('Print packing slips (0)');
  await expect(printSelected).toBeDisabled();
  await ticks.first().check();
  await expect(printSelected).toHaveText('Print packing slips (1)');
  const ticked = (await ticks.first().getAttribute('aria-label'))!.replace(/^Tick /, '');

  // Printing prints the one slip counted, the order ticked on this page.
  await printSelected.click();
  await expect.poll(() => printsCounted(page)).toBe(1);
  const slips = page.locator('article').filter({ hasText: 'Nadia Slipwala' });
  await expect(slips).toHaveCount(1);
  await expect(slips.first()).toContainText(ticked);

  // Back on page 1, the earlier ticks are gone too: the selection is always what the screen shows.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('21 orders · page 1 of 2')).toBeVisible();
  await expect(printSelected).toHaveText('Print packing slips (0)');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);

  // Other filters start with nothing ticked as well.
  await ticks.nth(0).check();
  await expect(printSelected).toHaveText('Print packing slips (1)');
  await page.getByLabel('Payment method').selectOption('cod');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]paymentMethod=cod/);
  await expect(page.getByText('21 orders · page 1 of 2')).toBeVisible();
  await expect(printSelected).toHaveText('Print packing slips (0)');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
});
