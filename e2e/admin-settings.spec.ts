import type { Page } from '@playwright/test';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, test } from './fixtures';
import { addToCart, findProduct } from './shopper';

// Issue 9 Settings; docs/architecture.md: shop policy is data in one place, edited by the owner, read by cart and checkout.

async function putAShirtInTheCart(page: Page, shop: TestShop) {
  const shirt = await findProduct(shop, (product) => product.stock > 0, 'in stock');
  await addToCart(page, shirt.id, shirt.sizes[0]!, shirt.colors[0]!);
}

test('the owner changes the shipping fee and a shopper sees it in the cart', async ({ page, shop }) => {
  await adminLogIn(page, 'Settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Shoppers can pay by cash on delivery only.')).toBeVisible();

  const fee = page.getByLabel('Shipping fee (PKR)');
  await fee.fill('-5');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Shipping fee must be 0 or more')).toBeVisible();
  await expect(fee).toBeFocused();
  await fee.fill('450');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await putAShirtInTheCart(page, shop);
  await page.goto('/cart');
  await expect(page.getByTestId('shipping')).toHaveText('PKR 450');
});

test('bank transfer is offered at checkout only after the owner enters bank details', async ({ page, shop }) => {
  await putAShirtInTheCart(page, shop);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Bank Transfer/ })).toHaveCount(0);

  await adminLogIn(page);
  await page.goto('/admin/settings');
  await page.getByRole('checkbox', { name: 'Bank transfer' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByText(
      'Enter the bank name, account title, account number or IBAN and the WhatsApp number for receipts before offering bank transfer',
    ),
  ).toBeVisible();

  await page.getByLabel('Bank', { exact: true }).fill('Meezan Bank');
  await page.getByLabel('Account title').fill('Karachi Shirt Co.');
  await page.getByLabel('Account number').fill('0101-0105678901');
  // Written as Pakistanis write it: kept in one form, shown in the local form (common/phone.ts).
  await page.getByLabel('WhatsApp number for payment receipts').fill('0300-1234567');
  // One digit mistyped: the IBAN's check digits catch it before shoppers are told to pay into it.
  await page.getByLabel('IBAN').fill('PK36 SCBL 0000 0011 2345 6703');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByLabel('IBAN')).toHaveAccessibleDescription(
    /This IBAN has a mistake: its check digits do not fit the rest\. Copy it again from your bank app or cheque book/,
  );
  await expect(page.getByLabel('IBAN')).toBeFocused();
  await page.getByLabel('IBAN').fill('PK36 SCBL 0000 0011 2345 6702');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByText('Shoppers can pay by cash on delivery only.')).toBeHidden();

  const policy = await (await page.request.get('/api/shop')).json();
  expect(policy.data).toMatchObject({
    paymentMethods: ['cod', 'bank'],
    receiptWhatsApp: '03001234567',
    bank: { bankName: 'Meezan Bank', iban: 'PK36SCBL0000001123456702' },
  });
  await page.reload();
  await expect(page.getByLabel('WhatsApp number for payment receipts')).toHaveValue('0300 1234567');
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Bank Transfer/ })).toBeVisible();
});
