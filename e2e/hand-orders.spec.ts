import type { Product } from '../common/catalog';
import type { AdminOrder } from '../common/orders';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';

/**
 * Issue 26: the owner enters an order that came by WhatsApp for a guest who bought before, found by the
 * phone number as she wrote it, then changes its quantity before it ships; stock moves both times.
 */
const guest = {
  name: 'Hina Returning',
  email: 'hina.returning@example.pk',
  phone: '0321 5556667',
  address: 'House 3, Street 8, Gulberg III',
  city: 'Lahore',
};

test('an order by hand for a returning guest found by phone, then its quantity changed before shipping', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await adminLogIn(page);
  const id = `HAND${Date.now() % 100000}`;
  const title = 'Hand Order Lawn Kurta';
  const variants = [
    { size: 'M', color: 'Navy', stock: 5 },
    { size: 'L', color: 'Navy', stock: 0 },
  ];
  expect(
    (
      await shop.call('POST', '/api/products', {
        token,
        body: { id, title, description: 'Lawn', price: 3000, sizes: ['M', 'L'], colors: ['Navy'], variants },
      })
    ).status,
  ).toBe(201);
  // The guest bought on the website last month.
  const earlier = await shop.call('POST', '/api/orders', {
    body: { customer: guest, items: [{ id, size: 'M', color: 'Navy', quantity: 1 }], paymentMethod: 'cod' },
  });
  expect(earlier.status).toBe(201);
  const cells = async () =>
    Object.fromEntries(
      (await shop.call<{ data: Product }>('GET', `/api/products/${id}`)).body.data.variants.map((cell) => [
        `${cell.size}/${cell.color}`,
        cell.stock,
      ]),
    );

  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'New order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New order' });
  // Typed as she wrote it on WhatsApp: the shop finds her by the number however it is spaced.
  await dialog.getByLabel('Phone').fill('+92 321 555 6667');
  await expect(dialog.getByText(/Returning customer: details from their order ORD-/)).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(guest.name);
  await expect(dialog.getByLabel('Address')).toHaveValue(guest.address);
  await expect(dialog.getByLabel('E-mail')).toHaveValue(guest.email);
  await dialog.getByLabel('Came by').selectOption('whatsapp');

  // Nothing chosen yet: the dialog says so and sends nothing.
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Add at least one item: find a shirt above and choose its size and colour.',
  );
  // In the red of every other field's error, though it sits outside any one field.
  await expect(dialog.getByRole('alert')).toHaveCSS('color', 'rgb(185, 28, 28)');
  await page.screenshot({ path: 'test-results/handorders-no-items.png' });

  await dialog.getByLabel('Find a shirt to add').fill('Hand Order Lawn');
  await expect(dialog.getByRole('button', { name: 'L / Navy · sold out' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'M / Navy · 4 left' }).click();
  await dialog.getByLabel(`Quantity of ${title} M / Navy`).fill('2');
  await expect(dialog.getByRole('button', { name: 'M / Navy · 2 left' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/handorders-new.png' });
  await dialog.getByRole('button', { name: 'Place order' }).click();

  const placed = page.getByRole('dialog', { name: /^Order ORD-[A-Z0-9]{9} placed$/ });
  await expect(placed).toBeVisible();
  const orderRef = ((await placed.getByRole('heading').textContent()) ?? '').split(' ')[1]!;
  await expect(placed.getByLabel("The customer's order link")).toHaveValue(
    new RegExp(`/order/${orderRef}#email=hina.returning%40example.pk$`),
  );
  await expect(placed.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/923215556667\?text=/,
  );
  expect(await cells()).toEqual({ 'M/Navy': 2, 'L/Navy': 0 });
  await page.screenshot({ path: 'test-results/handorders-placed.png' });
  await placed.getByRole('button', { name: 'Done' }).click();

  // The order is in the list, came by WhatsApp; the owner changes it to 3 before it ships.
  const entry = await openAdminOrder(page, orderRef);
  await expect(entry.getByText('Came by:')).toContainText('WhatsApp');
  await entry.getByRole('button', { name: 'Change order' }).click();
  const change = page.getByRole('dialog', { name: `Change order ${orderRef}` });
  // It opens on its first field, as the New order dialog does (decision 0137), showing the phone as written.
  await expect(change.getByLabel('Phone')).toBeFocused();
  await expect(change.getByLabel('Phone')).toHaveValue(guest.phone);
  // Typed on an Urdu keyboard: '۳' is 3, as a price typed so is.
  await change.getByLabel(`Quantity of ${title} M / Navy`).fill('۳');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change).toBeHidden();
  await expect(entry.getByRole('status').filter({ hasText: `Order ${orderRef} changed` })).toBeVisible();
  await expect(entry.getByRole('list', { name: `Changes to ${orderRef}` })).toContainText(
    `${title} (M / Navy) 2 → 3; total PKR 6,300 → PKR 9,000`,
  );
  expect(await cells()).toEqual({ 'M/Navy': 1, 'L/Navy': 0 });
  await page.screenshot({ path: 'test-results/handorders-changed.png', fullPage: true });

  // Shipped, it can no longer be changed: the button goes, and the server refuses as well.
  expect(
    (
      await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
        token,
        body: { status: 'shipped', carrier: 'TCS', trackingNumber: `LHE-${orderRef}` },
      })
    ).status,
  ).toBe(200);
  await openAdminOrder(page, orderRef);
  await expect(page.getByRole('button', { name: 'Change order' })).toHaveCount(0);
  const refused = await shop.call<{ message: string; data: AdminOrder }>('PUT', `/api/admin/orders/${orderRef}`, {
    token,
    body: {
      items: [{ id, size: 'M', color: 'Navy', quantity: 1 }],
      phone: guest.phone,
      address: guest.address,
      city: guest.city,
    },
  });
  expect(refused.status).toBe(409);
});

// Decision 0121: the owner quotes the customer the price the dialog shows; a price changed meanwhile is
// refused and shown, not charged unseen.
test('an order by hand whose shirt’s price changed while the dialog was open is refused, shown and placed at the new price', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await adminLogIn(page);
  const id = `PRICE${Date.now() % 100000}`;
  const title = 'Hand Priced Cotton Shirt';
  const product = { id, title, description: 'Cotton', price: 3000, sizes: ['M'], colors: ['White'], stock: 5 };
  expect((await shop.call('POST', '/api/products', { token, body: product })).status).toBe(201);

  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'New order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New order' });
  await dialog.getByLabel('Phone').fill('0333 4445556');
  await dialog.getByLabel('Name').fill('Usman Price');
  await dialog.getByLabel('Address').fill('Flat 2, Saddar');
  await dialog.getByLabel('City').fill('Rawalpindi');
  await dialog.getByLabel('Find a shirt to add').fill('Hand Priced');
  await dialog.getByRole('button', { name: /^M \/ White/ }).click();
  await expect(dialog.getByText(`${title} — M / White at PKR 3,000`)).toBeVisible();

  // The owner raises the price in another window while this one is open.
  expect((await shop.call('PUT', `/api/products/${id}`, { token, body: { ...product, price: 3400 } })).status).toBe(
    200,
  );
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `The price of ${title} is now PKR 3,400, not PKR 3,000. Please check your order and place it again.`,
  );
  await expect(dialog.getByText(`${title} — M / White at PKR 3,400`)).toBeVisible();
  // The shirts found show the price now too, so a line added next is quoted right.
  await expect(dialog.getByText(`${title} · PKR 3,400`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('hand-order-price-changed-390.png'), fullPage: true });

  await dialog.getByRole('button', { name: 'Place order' }).click();
  const placed = page.getByRole('dialog', { name: /^Order ORD-[A-Z0-9]{9} placed$/ });
  await expect(placed).toBeVisible();
  const orderRef = ((await placed.getByRole('heading').textContent()) ?? '').split(' ')[1]!;
  const stored = await shop.call<{ data: AdminOrder[] }>('GET', `/api/orders?q=${orderRef}`, { token });
  expect(stored.body.data[0]?.items.map((item) => item.price)).toEqual([3400]);
});
