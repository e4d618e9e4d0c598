import type { AdminOrder } from '../common/orders';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, openAdminOrder, test } from './fixtures';

/*
 * The order desk's form: a shirt searched with a slip is found as the storefront's search puts it right;
 * each line says its stock and, at once, a quantity above it (the server still refuses such an order,
 * with its own words); a changed e-mail tells the owner that a link sent before is spent (decision 0142).
 */
const customer = {
  name: 'Rabia Desk',
  email: 'rabia.desk@exmaple.pk',
  phone: '0301 2223334',
  address: 'House 5, Street 2, Satellite Town',
  city: 'Rawalpindi',
};

async function saveShirt(shop: TestShop, token: string, id: string, title: string) {
  const variants = [
    { size: 'M', color: 'Navy', stock: 3 },
    { size: 'L', color: 'Navy', stock: 0 },
  ];
  const saved = await shop.call('POST', '/api/products', {
    token,
    body: { id, title, description: 'Lawn', price: 2500, sizes: ['M', 'L'], colors: ['Navy'], variants },
  });
  expect(saved.status).toBe(201);
}

test('the desk finds a shirt typed with a slip and says at once a quantity above its stock, which the shop still refuses', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  const id = `DESK${Date.now() % 100000}`;
  const title = 'Zarkon Desk Kurta';
  await saveShirt(shop, token, id, title);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'New order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New order' });
  for (const [label, value] of Object.entries({
    Phone: customer.phone,
    Name: customer.name,
    'E-mail (optional)': customer.email,
    Address: customer.address,
    City: customer.city,
  }))
    await dialog.getByLabel(label, { exact: true }).fill(value);

  // 'Zarkno' finds nothing as typed: the shop's own correction is searched, and said.
  await dialog.getByLabel('Find a shirt to add').fill('Zarkno');
  await expect(dialog.getByText('Nothing matches “Zarkno”: showing “zarkon”.')).toBeVisible();
  await dialog.getByRole('button', { name: 'M / Navy · 3 left' }).click();
  const quantity = dialog.getByLabel(`Quantity of ${title} M / Navy`);
  await expect(dialog.getByText('3 in stock', { exact: true })).toBeVisible();

  // More than the shelf has: said as it is typed, before anything is sent.
  await quantity.fill('5');
  await expect(dialog.getByRole('status').filter({ hasText: 'Only 3 in stock: lower the quantity' })).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await quantity.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/order-desk-over-stock-390.png' });
  // Placed anyway, the shop refuses it in its own words and takes nothing.
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: `Only 3 of ${title} in M / Navy left in stock` }),
  ).toBeVisible();

  await quantity.fill('3');
  await expect(dialog.getByText('3 in stock', { exact: true })).toBeVisible();
  await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog', { name: /^Order ORD-[A-Z0-9]{9} placed$/ })).toBeVisible();
});

test('Change order counts the pieces the order holds, and a changed e-mail says the old link is spent', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  const id = `DESK${(Date.now() + 7) % 100000}`;
  const title = 'Desk Change Kurta';
  await saveShirt(shop, token, id, title);
  const placed = await shop.call<{ data: AdminOrder }>('POST', '/api/admin/orders', {
    token,
    body: {
      channel: 'whatsapp',
      paymentMethod: 'cod',
      customer,
      items: [{ id, size: 'M', color: 'Navy', quantity: 1 }],
    },
  });
  expect(placed.status).toBe(201);
  const { orderRef } = placed.body.data;

  await page.setViewportSize({ width: 390, height: 844 });
  const entry = await openAdminOrder(page, orderRef);
  await entry.getByRole('button', { name: 'Change order' }).click();
  const change = page.getByRole('dialog', { name: `Change order ${orderRef}` });
  // Two left on the shelf and the one this order holds: three in all.
  await expect(change.getByText('3 in stock, with the 1 this order holds')).toBeVisible();
  await change.getByLabel(`Quantity of ${title} M / Navy`).fill('4');
  await expect(change.getByText('Only 3 in stock: lower the quantity')).toBeVisible();
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    change.getByRole('alert').filter({ hasText: `Only 2 of ${title} in M / Navy left in stock` }),
  ).toBeVisible();
  await change.getByLabel(`Quantity of ${title} M / Navy`).fill('1');

  await change.getByLabel('E-mail (optional)').fill('rabia.desk@example.pk');
  await page.screenshot({ path: 'test-results/order-desk-change-email-390.png' });
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change).toBeHidden();
  await expect(
    entry.getByRole('status').filter({ hasText: 'A link to it sent before with the old e-mail no longer opens it' }),
  ).toBeVisible();
});
