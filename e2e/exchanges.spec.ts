import type { Page } from '@playwright/test';
import { formatPrice } from '../common/money';
import type { Order } from '../common/orders';
import { advanceOrder, postShirt } from '../server/testing/orders';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, countPrints, expect, openAdminOrder, test } from './fixtures';
import { placedOrder } from './shopper';

/**
 * Issue 22 (owner side of exchanges): the owner records a return of one line, or an exchange of one
 * line for another size or colour, from the order's card; the exchange order gets its own slip.
 */
const customer = {
  name: 'Bilal Exchangewala',
  email: 'bilal.exchange@example.pk',
  phone: '0300 1234567',
  address: 'House 9, Street 4, Model Town',
  city: 'Lahore',
};

let next = 0;
/** A shirt with 3 of M / Navy, 2 of L / Navy and 1 of L / White, made through the owner's API. */
async function shirt(shop: TestShop, token: string) {
  const id = `EXCH${++next}${Date.now() % 100000}`;
  const variants = [
    { size: 'M', color: 'Navy', stock: 3 },
    { size: 'M', color: 'White', stock: 0 },
    { size: 'L', color: 'Navy', stock: 2 },
    { size: 'L', color: 'White', stock: 1 },
  ];
  const { title } = await postShirt(shop, token, id, variants, { title: `Exchange Oxford ${next}` });
  return { id, title };
}

/**
 * A fresh shirt (see `shirt`) and an order of two of its M / Navy, shipped with TCS and delivered
 * (with a discount code when one is named), or only shipped; the order's card is open in the admin app.
 */
async function openOrderOfTwo(
  page: Page,
  shop: TestShop,
  token: string,
  { discountCode, until = 'delivered' }: { discountCode?: string; until?: 'shipped' | 'delivered' } = {},
) {
  const product = await shirt(shop, token);
  const order = await placedOrder(shop, [{ id: product.id, size: 'M', color: 'Navy', quantity: 2 }], {
    customer,
    ...(discountCode && { discountCode }),
  });
  const statuses = until === 'shipped' ? ['shipped' as const] : ['shipped' as const, 'delivered' as const];
  await advanceOrder(shop, token, order.orderRef, statuses);
  return { product, order, entry: await openAdminOrder(page, order.orderRef) };
}

test.use({ viewport: { width: 1280, height: 900 } });
// The exchange's slip is printed from the order's card: counted rather than opening the print dialog.
test.beforeEach(({ page }) => countPrints(page));

test('the owner exchanges M for L on a delivered order, sees the exchange order and its slip, and a sold-out size is refused', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  const { product, order, entry } = await openOrderOfTwo(page, shop, token);
  await entry.getByRole('button', { name: `Exchange ${product.title} M / Navy` }).click();
  const dialog = page.getByRole('dialog', { name: `Exchange ${product.title}` });
  await expect(dialog).toBeVisible();
  // The choices are the shirt's other sizes and colours with their stock; a sold-out one cannot be chosen.
  await expect(dialog.getByRole('radio', { name: 'M / White — sold out' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: 'L / Navy — 2 in stock' })).toBeEnabled();
  await expect(dialog.getByRole('radio', { name: /M \/ Navy/ })).toHaveCount(0);
  // Nothing chosen: the dialog says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Make exchange order' }).click();
  await expect(dialog.getByText('Choose the new size')).toBeVisible();

  // L / White is sold out by another shopper while the dialog is open: the server refuses and says so.
  await dialog.getByRole('radio', { name: 'L / White — 1 in stock' }).check();
  const other = await shop.call('POST', '/api/orders', {
    body: {
      customer: { ...customer, email: 'someone.else@example.pk' },
      items: [{ id: product.id, size: 'L', color: 'White', quantity: 1 }],
      paymentMethod: 'cod',
    },
  });
  expect(other.status).toBe(201);
  await dialog.getByRole('button', { name: 'Make exchange order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `${product.title} in L / White is sold out. Please remove it from your cart or choose another size or colour.`,
  );
  // The choices are read again: L / White now shows as sold out.
  await expect(dialog.getByRole('radio', { name: 'L / White — sold out' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: 'L / White — sold out' })).not.toBeChecked();
  await page.screenshot({ path: 'test-results/exchanges-exchange-refused.png' });

  await dialog.getByRole('radio', { name: 'L / Navy — 2 in stock' }).check();
  await expect(
    dialog.getByText('Back to stock: 1 piece of M / Navy. Going out: L / Navy. The customer pays nothing.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Make exchange order' }).click();
  await expect(dialog).toBeHidden();
  const done = entry.getByRole('status').filter({ hasText: /^Exchange order ORD-[A-Z0-9]{9} made for / });
  await expect(done).toBeVisible();
  const exchangeRef = /ORD-[A-Z0-9]{9}/.exec((await done.textContent())!)![0];

  // The original shows what came back and what went out, and links the exchange order.
  const cameBack = entry.getByRole('list', { name: `Pieces of ${order.orderRef} that came back` });
  await expect(cameBack).toContainText(
    `1 piece of ${product.title} (M / Navy) exchanged for L / Navy: exchange order ${exchangeRef} (free for the customer)`,
  );
  // Nothing came back yet: the rider collects the piece when it delivers the new one (trial 5).
  await expect(cameBack).toContainText('the rider collects the piece when it delivers the new one');
  const originalCard = entry.getByRole('button', { name: new RegExp(order.orderRef) });
  await expect(originalCard).toContainText('Exchange: M → L, piece to collect');
  await expect(originalCard).not.toContainText('Pieces came back');
  await page.screenshot({ path: 'test-results/exchanges-exchange-original.png', fullPage: true });
  // Stock moved: M / Navy got its piece back, L / Navy gave one.
  const stock = await shop.call<{ data: { variants: { size: string; color: string; stock: number }[] } }>(
    'GET',
    `/api/products/${product.id}`,
  );
  expect(stock.body.data.variants).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ size: 'M', color: 'Navy', stock: 2 }),
      expect.objectContaining({ size: 'L', color: 'Navy', stock: 1 }),
    ]),
  );

  await cameBack.getByRole('link', { name: exchangeRef }).click();
  // The link shows the exchange order, opened.
  const exchangeEntry = page
    .getByRole('listitem')
    .filter({ has: page.getByText(exchangeRef, { exact: true }) })
    .first();
  await expect(exchangeEntry.getByRole('button', { name: new RegExp(exchangeRef) })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(exchangeEntry.getByText(`Exchange for ${order.orderRef}`, { exact: true })).toBeVisible();
  await expect(exchangeEntry.getByText(`1 × ${product.title} — size L, Navy, PKR 0 each`)).toBeVisible();
  await expect(exchangeEntry.getByRole('link', { name: order.orderRef })).toBeVisible();
  // Made by the owner in the admin, for the customer of the original, and its History says so.
  await expect(exchangeEntry.getByText('Came by:')).toContainText(`Exchange for ${order.orderRef}, made in the admin`);
  await expect(exchangeEntry.getByText(`Made in the admin as the exchange for ${order.orderRef}`)).toBeVisible();

  // Its packing slip says it is an exchange of the original and what the rider collects back.
  await exchangeEntry.getByRole('button', { name: 'Print packing slip' }).click();
  await page.emulateMedia({ media: 'print' });
  const slip = page.locator('article').filter({ hasText: exchangeRef });
  await expect(slip.getByText(`Exchange for order ${order.orderRef}`)).toBeVisible();
  await expect(slip.getByText(`Deliver: 1 × ${product.title} (L / Navy)`)).toBeVisible();
  await expect(slip.getByText(`Collect back: 1 × ${product.title} (M / Navy)`)).toBeVisible();
  await expect(slip.getByText(`Order ${exchangeRef} · 1 piece`, { exact: true })).toBeVisible();
  await expect(slip.getByText('Nothing to collect')).toBeVisible();
  await page.screenshot({ path: 'test-results/exchanges-exchange-slip.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('the owner records a return of one piece of a discounted line on a parcel not yet delivered, taken off what is to collect, and only the rest can still come back', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  const code = `RET${next}${Date.now() % 100000}`;
  const made = await shop.call('POST', '/api/admin/discounts', { token, body: { code, kind: 'percent', value: 20 } });
  expect(made.status).toBe(201);
  // 2 × PKR 2,500 less 20% (PKR 1,000) plus PKR 300 delivery: PKR 4,300, of which the line cost PKR 4,000.
  // Out with the rider, not delivered: the rider has not collected (decision 0092).
  const { product, order, entry } = await openOrderOfTwo(page, shop, token, { discountCode: code, until: 'shipped' });
  expect(order).toMatchObject({ total: 4300, items: [expect.objectContaining({ paid: 4000 })] });

  await entry.getByRole('button', { name: `Return ${product.title} M / Navy` }).click();
  const dialog = page.getByRole('dialog', { name: `Return pieces of ${product.title}` });
  // The refund follows what the pieces cost the shopper (issue 33 item 6), not their list price, until the owner types one.
  await expect(dialog.getByText('paid PKR 4,000 for the line', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Refund (PKR)')).toHaveValue('2000');
  await dialog.getByLabel('Pieces coming back').fill('3');
  await expect(dialog.getByLabel('Refund (PKR)')).toHaveValue('4000');
  // More than the line has left is refused by the server, in its words.
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`Only 2 of ${product.title} (M / Navy) can still come back.`);
  await dialog.getByLabel('Pieces coming back').fill('1');
  // The refusal was about 3 pieces: it goes once the owner changes the form.
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByLabel('Refund (PKR)')).toHaveValue('2000');
  // More than the shopper paid for the piece is refused by the server (the cap is not only the dialog's).
  await dialog.getByLabel('Refund (PKR)').fill('2100');
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `The refund cannot be more than the shopper paid for 1 piece(s) of ${product.title}: PKR 2,000.`,
  );
  // The cash is not collected yet: the refund comes off what the rider collects, and no cash is paid out.
  await dialog.getByLabel('Refund (PKR)').fill('1500');
  await expect(dialog.getByRole('radio', { name: 'Cash' })).toHaveCount(0);
  await expect(dialog.getByText('the refund comes off the PKR 4,300 to collect', { exact: false })).toBeVisible();
  await expect(
    dialog.getByText('PKR 1,500 less to collect: PKR 2,800; back to stock: 1 piece of M / Navy.'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/exchanges-return-dialog.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/exchanges-return-dialog-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry.getByRole('status').filter({ hasText: `Return recorded for ${order.orderRef}` })).toBeVisible();
  await expect(entry.getByRole('list', { name: `Pieces of ${order.orderRef} that came back` })).toContainText(
    `1 piece of ${product.title} (M / Navy) returned, PKR 1,500 taken off what is to collect`,
  );
  // No cash was paid out (decision 0090): the card never says it was.
  await expect(entry.getByText('refunded by cash')).toHaveCount(0);
  // A refund is history (common/orderSteps.ts keptAsRecord): the card no longer offers Delete, which the server refuses.
  await expect(entry.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  const stock = await shop.call<{ data: { variants: { size: string; color: string; stock: number }[] } }>(
    'GET',
    `/api/products/${product.id}`,
  );
  expect(stock.body.data.variants).toEqual(
    expect.arrayContaining([expect.objectContaining({ size: 'M', color: 'Navy', stock: 2 })]),
  );
  // Cash on delivery not yet collected: the refund comes off what the courier collects (common/orderFacts.ts netTotal).
  const afterReturn = formatPrice(order.total - 1500);
  await expect(entry.getByText(`To collect: ${afterReturn}`)).toBeVisible();
  await expect(entry.getByText('After returns').locator('xpath=following-sibling::dd[1]')).toHaveText(afterReturn);

  // One piece is left: after it comes back too, the line offers nothing more.
  await entry.getByRole('button', { name: `Return ${product.title} M / Navy` }).click();
  await expect(dialog.getByText('1 piece can still come back', { exact: false })).toBeVisible();
  // What is left of what the line cost: PKR 4,000 less the PKR 1,500 already refunded.
  await expect(dialog.getByLabel('Refund (PKR)')).toHaveValue('2500');
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog).toBeHidden();
  // Both pieces back with all they cost refunded: the rider collects only the delivery.
  await expect(entry.getByText(`To collect: ${formatPrice(300)}`)).toBeVisible();
  await expect(entry.getByRole('button', { name: `Return ${product.title} M / Navy` })).toHaveCount(0);
  // The card at a tablet's width: the lines, what came back and the actions wrap without spilling.
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: 'test-results/exchanges-return-card-768.png', fullPage: true });
});

test('the exchange delivery fee is set in Settings and charged on an exchange only when the owner ticks it', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  await page.goto('/admin/settings');
  const fee = page.getByLabel('Exchange delivery fee (PKR)');
  await fee.fill('-5');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Exchange delivery fee must be 0 or more')).toBeVisible();
  await expect(fee).toBeFocused();
  await fee.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/exchanges-settings-exchange-fee.png' });
  await fee.fill('250');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Exchange delivery fee must be 0 or more')).toBeHidden();
  await expect
    .poll(
      async () =>
        (await shop.call<{ data: { exchangeDeliveryFee: number } }>('GET', '/api/shop')).body.data.exchangeDeliveryFee,
    )
    .toBe(250);

  const { product, order, entry } = await openOrderOfTwo(page, shop, token);
  await entry.getByRole('button', { name: `Exchange ${product.title} M / Navy` }).click();
  const dialog = page.getByRole('dialog', { name: `Exchange ${product.title}` });
  await dialog.getByRole('radio', { name: 'L / Navy — 2 in stock' }).check();
  await dialog.getByLabel('Charge the exchange delivery fee (PKR 250)').check();
  await expect(dialog.getByText('The customer pays PKR 250 for delivery.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Make exchange order' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry.getByRole('list', { name: `Pieces of ${order.orderRef} that came back` })).toContainText(
    '(the customer pays PKR 250 for delivery)',
  );
  const listed = await shop.call<{ data: Order[] }>('GET', `/api/orders?q=${customer.phone.replace(' ', '')}`, {
    token,
  });
  const exchange = listed.body.data.find((candidate) => candidate.exchangeOf === order.orderRef)!;
  expect(exchange).toMatchObject({ shippingCost: 250, total: 250, payment: { status: 'unpaid' } });
});

test('on a delivered COD order the courier has not paid out, the owner says whether a refund was given back or taken off what the courier pays', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  // 2 × PKR 2,500 plus PKR 300 delivery: PKR 5,300, collected by the rider, not yet paid out by TCS.
  const { product, order, entry: asShipped } = await openOrderOfTwo(page, shop, token, { until: 'shipped' });
  await asShipped.getByRole('button', { name: `Return ${product.title} M / Navy` }).click();
  const dialog = page.getByRole('dialog', { name: `Return pieces of ${product.title}` });
  // Not delivered: nothing to choose, the refund comes off what the rider collects.
  await expect(dialog.getByText('the refund comes off the PKR 5,300 to collect', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  // Delivered meanwhile: the dialog that asked nothing is refused, and nothing is recorded.
  const delivered = await shop.call('PATCH', `/api/orders/${order.orderRef}/status`, {
    token,
    body: { status: 'delivered' },
  });
  expect(delivered.status).toBe(200);
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Go back' }).click();
  const back = await shop.call<{ data: Order[] }>('GET', `/api/orders?q=${order.orderRef}`, { token });
  expect(back.body.data[0]!.lineChanges).toEqual([]);

  const entry = await openAdminOrder(page, order.orderRef);
  await entry.getByRole('button', { name: `Return ${product.title} M / Navy` }).click();
  const choice = dialog.getByRole('group', { name: /Delivered: the rider collected PKR 5,300/ });
  await expect(choice.getByRole('radio')).toHaveCount(3);
  // Nothing is chosen for the owner: a wrong guess is what Reconciliation would count.
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog.getByText('Say whether the refund was given back or taken off')).toBeVisible();
  await choice.getByRole('radio', { name: 'Given back to the shopper in cash' }).check();
  await expect(
    dialog.getByText('Refund PKR 2,500 by cash; the courier still pays PKR 5,300; back to stock: 1 piece of M / Navy.'),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/exchanges-return-delivered-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog).toBeHidden();
  const cameBack = entry.getByRole('list', { name: `Pieces of ${order.orderRef} that came back` });
  await expect(cameBack).toContainText(`1 piece of ${product.title} (M / Navy) returned, PKR 2,500 refunded by cash`);
  // The rider collected the whole total: the courier still owes all of it.
  await expect(entry.getByText(`To collect: ${formatPrice(5300)}`)).toBeVisible();

  // The other piece came back at the door: taken off what the courier pays.
  await entry.getByRole('button', { name: `Return ${product.title} M / Navy` }).click();
  await choice.getByRole('radio', { name: /Taken off what the courier pays/ }).check();
  await expect(
    dialog.getByText('PKR 2,500 less from the courier: it pays PKR 2,800; back to stock: 1 piece of M / Navy.'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/exchanges-return-delivered.png' });
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog).toBeHidden();
  await expect(cameBack).toContainText(
    `1 piece of ${product.title} (M / Navy) returned, PKR 2,500 taken off what is to collect`,
  );
  await expect(entry.getByText(`To collect: ${formatPrice(2800)}`)).toBeVisible();
});
