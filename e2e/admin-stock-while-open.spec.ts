import type { Product } from '../common/catalog';
import { placeCodOrder, postShirt } from '../server/testing/orders';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, test } from './fixtures';

/*
 * The product form is opened, orders take stock, the form is saved (decision 0111): the pieces sold stay
 * sold in the cells the owner left alone, and a cell the owner changed after it sold is refused with
 * what it holds now, then saved as typed when the owner saves again.
 */
test.use({ viewport: { width: 390, height: 844 } });

const stockOf = async (shop: TestShop, id: string, size: string) =>
  (await shop.call<{ data: Product }>('GET', `/api/products/${id}`)).body.data.variants.find(
    (cell) => cell.size === size && cell.color === 'White',
  )!.stock;

test('a product saved from a form opened before orders keeps them, and a sold cell the owner changed is asked again', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  await postShirt(
    shop,
    token,
    'EIDLAWN1',
    [
      { size: 'S', color: 'White', stock: 5 },
      { size: 'M', color: 'White', stock: 5 },
    ],
    { title: 'Eid Lawn Shirt' },
  );
  let shopper = 0;
  const buyS = async () => {
    shopper += 1;
    const placed = await placeCodOrder(shop, [{ id: 'EIDLAWN1', size: 'S', color: 'White', quantity: 1 }], {
      customer: { phone: `0301 77788${String(shopper).padStart(2, '0')}`, email: `eid${shopper}@example.pk` },
    });
    expect(placed.status).toBe(201);
  };

  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Edit Eid Lawn Shirt', exact: true }).click();
  await expect(page.getByLabel('Stock of S / White')).toHaveValue('5');
  await buyS();
  await page.getByLabel('Description').fill('Cool lawn for Eid, now with a pocket.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved Eid Lawn Shirt (EIDLAWN1).')).toBeVisible();
  expect(await stockOf(shop, 'EIDLAWN1', 'S')).toBe(4);

  // Opened again at 4; one more sells; the owner counts 10 on the shelf and types it.
  await page.getByRole('button', { name: 'Edit Eid Lawn Shirt', exact: true }).click();
  await expect(page.getByLabel('Stock of S / White')).toHaveValue('4');
  await buyS();
  await page.getByLabel('Stock of S / White').fill('10');
  await page.getByLabel('Stock of M / White').fill('7');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Stock changed while you had this form open: S / White has 3 now (4 when you opened the form). Nothing was saved: check the stock and save again.',
  );
  await expect(page.getByLabel('Stock of S / White')).toBeFocused();
  await page.screenshot({ path: 'test-results/stock-while-open-390.png', fullPage: true });
  expect(await stockOf(shop, 'EIDLAWN1', 'M')).toBe(5);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved Eid Lawn Shirt (EIDLAWN1).')).toBeVisible();
  expect(await stockOf(shop, 'EIDLAWN1', 'S')).toBe(10);
  expect(await stockOf(shop, 'EIDLAWN1', 'M')).toBe(7);
});
