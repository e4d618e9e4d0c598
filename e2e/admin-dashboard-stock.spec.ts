import { saveProduct } from '../server/catalog/saveProduct';
import { shopSettings } from '../server/shop/schema';
import { adminToken } from '../server/testing/identities';
import { adminLogIn, expect, test } from './fixtures';

// Issue 22 (notice after the grid migration, low-stock alerts per size and colour) and issue 24 item 8 (the search in the address).
for (const width of [1280, 768]) {
  test(`at ${width} px the owner is told once to check the grids, and dismisses it for good`, async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    shop.deps.db
      .insert(shopSettings)
      .values({ key: 'notice.checkVariantGrids', value: 'true' })
      .onConflictDoNothing()
      .run();
    await adminLogIn(page);
    const notice = page.getByRole('region', { name: 'Please check your stock per size and colour' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('shared out evenly');
    await expect(notice.getByRole('link', { name: 'Check products' })).toHaveAttribute('href', '/admin/products');
    await page.screenshot({ path: `test-results/dashvar-notice-${width}.png`, fullPage: true });
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Low Stock' })).toBeVisible();
    await expect(notice).toBeHidden();
  });
}

test('the low-stock card names the size and colour running out, and its link opens that product, kept on reload', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A shop well stocked in everything but this shirt's M.
  shop.deps.db.$client.prepare('update product_variants set stock = 50').run();
  saveProduct(
    shop.deps.db,
    {
      id: 'LOWCELL-1',
      title: 'Plenty But Not In M',
      description: 'Oxford cotton.',
      price: 1999,
      sizes: ['S', 'M', 'L'],
      colors: ['Navy'],
      variants: [
        { size: 'S', color: 'Navy', stock: 2, sku: '' },
        { size: 'M', color: 'Navy', stock: 0, sku: '' },
        { size: 'L', color: 'Navy', stock: 90, sku: '' },
      ],
    },
    new Date(),
  );
  await adminLogIn(page);
  const card = page.getByRole('region', { name: 'Low Stock' });
  const line = card.getByRole('listitem').filter({ hasText: 'Plenty But Not In M' });
  await expect(card).toContainText('2 sizes and colours have 5 or fewer pieces left, in 1 product.');
  await expect(line).toHaveText('Plenty But Not In M: sold out in M / Navy · 2 left in S / Navy');
  await page.screenshot({ path: 'test-results/dashvar-lowstock-1280.png', fullPage: true });
  await line.getByRole('link', { name: 'Plenty But Not In M' }).click();
  await expect(page).toHaveURL(/\/admin\/products\?q=LOWCELL-1$/);
  await expect(page.getByLabel('Search')).toHaveValue('LOWCELL-1');
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue('LOWCELL-1');
  await expect(page.getByRole('row').filter({ hasText: 'LOWCELL-1' })).toBeVisible();
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();

  // Typing a search writes it to the address too.
  await page.getByLabel('Search').fill('Plenty');
  await expect(page).toHaveURL(/\?q=Plenty$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await card.getByRole('link', { name: 'See products with 5 or fewer pieces in all' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('stock:0-5');
});

// Issue 24 item 2: the Dashboard's Shipped does not ship in one click; it asks for the courier and tracking number.
for (const width of [1280, 768]) {
  test(`at ${width} px Shipped on the Dashboard asks for the courier and tracking number before shipping`, async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    shop.deps.db.$client.prepare('update product_variants set stock = 50').run();
    const [shirt] = (
      await shop.call<{ data: { id: string; sizes: string[]; colors: string[] }[] }>('GET', '/api/products?limit=1')
    ).body.data;
    const placed = await shop.call<{ data: { orderRef: string } }>('POST', '/api/orders', {
      body: {
        customer: {
          name: `Ship Test ${width}`,
          email: 'ship@example.pk',
          phone: '03001234567',
          address: 'House 4',
          city: 'Lahore',
        },
        items: [{ id: shirt!.id, size: shirt!.sizes[0], color: shirt!.colors[0], quantity: 1 }],
      },
    });
    const ref = placed.body.data.orderRef;
    await adminLogIn(page);
    const row = page.getByRole('row').filter({ hasText: ref });
    await row.getByRole('button', { name: 'Shipped' }).click();
    const form = row.getByRole('form', { name: `Ship ${ref}` });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Courier', { exact: true })).toBeFocused();
    // Nothing shipped yet: the row still reads pending.
    await expect(row.getByRole('cell', { name: 'pending' })).toBeVisible();
    await page.screenshot({ path: `test-results/dashvar-ship-${width}.png`, fullPage: true });
    await form.getByLabel('Courier', { exact: true }).selectOption('Leopards');
    // One tracking number is one parcel (decision 0143): each width's order its own.
    await form.getByLabel('Tracking number').fill(`LP-998877-${width}`);
    await form.getByRole('button', { name: 'Save as shipped' }).click();
    await expect(row.getByRole('cell', { name: 'shipped' })).toBeVisible();
    await expect(form).toBeHidden();
    const tracked = await shop.call<{
      data: { tracking: { carrier: string | null; trackingNumber: string | null } }[];
    }>('GET', `/api/orders?q=${ref}`, { token: adminToken(shop) });
    expect(tracked.body.data[0]!.tracking).toMatchObject({ carrier: 'Leopards', trackingNumber: `LP-998877-${width}` });

    // Refused at the door: the row says so, not plain shipped (issue 24 item 3).
    await shop.call('PATCH', `/api/admin/orders/${ref}/return`, {
      body: { returned: 'refused' },
      token: adminToken(shop),
    });
    await page.reload();
    await expect(row.getByRole('cell', { name: 'shipped · refused, came back' })).toBeVisible();
    await page.screenshot({ path: `test-results/dashvar-refused-${width}.png`, fullPage: true });
  });
}
