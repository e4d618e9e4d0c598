import sharp from 'sharp';
import type { Order } from '../common/orders';
import { orderPagePath } from '../common/orderTracking';
import { BANK_READY_POLICY } from '../server/testing/policies';
import type { TestShop } from '../server/testing/testShop';
import { expect, test } from './fixtures';
import { linesOf, shirtInStock } from './shopper';

/*
 * A shopper on a phone follows an order: 'Track your order' in the phone menu (in both languages, by
 * keyboard too), the order found stays found on reload and Back without the phone number in the
 * address (docs/decisions/0127), and the bank receipt's picker speaks Urdu.
 */
test.use({ viewport: { width: 390, height: 844 }, shopOptions: { policy: BANK_READY_POLICY } });

const SHOTS = 'test-results/phone-track-order';

async function placeOrder(shop: TestShop, customer: { name: string; email: string; phone: string }, bank = false) {
  const shirt = await shirtInStock(shop);
  const placed = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: {
      customer: { ...customer, address: 'House 3, Street 9, G-9/4', city: 'Islamabad' },
      items: linesOf(shirt, 1),
      paymentMethod: bank ? 'bank' : 'cod',
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data;
}

test('the phone menu offers Track your order, by keyboard, in English and Urdu; wide screens keep it in the footer', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Main' });
  const track = menu.getByRole('link', { name: 'Track your order' });
  await expect(track).toBeVisible();
  // In the menu's tab order, after Home and Products.
  for (let step = 0; step < 3; step++) await page.keyboard.press('Tab');
  await expect(track).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/menu-390-en.png` });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole('heading', { name: 'Track your order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(track).toHaveAttribute('aria-current', 'page');

  // In Urdu, in the shop's words.
  await page.evaluate(() => localStorage.setItem('shop.language', 'ur'));
  await page.goto('/');
  await page.getByRole('button', { name: 'مینو کھولیں' }).click();
  const urduTrack = page.getByRole('navigation', { name: 'مرکزی' }).getByRole('link', { name: 'اپنا آرڈر ٹریک کریں' });
  await expect(urduTrack).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/menu-390-ur.png` });
  await urduTrack.click();
  await expect(page).toHaveURL(/\/track-order$/);

  // A wide screen's bar keeps its room: the link is in the footer there, not in the bar.
  await page.evaluate(() => localStorage.setItem('shop.language', 'en'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Track your order' }),
  ).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Track your order' }),
  ).toBeVisible();
});

test('the order looked up stays on reload and Back, with only its reference in the address, until another is looked up', async ({
  page,
  shop,
}) => {
  const first = await placeOrder(shop, { name: 'Sana Iqbal', email: 'sana.track@example.pk', phone: '0300-1234567' });
  const second = await placeOrder(shop, {
    name: 'Bilal Ahmed',
    email: 'bilal.track@example.pk',
    phone: '0321-7654321',
  });
  const heading = (order: Order) => page.getByRole('heading', { name: `Order ${order.orderRef}` });
  const noProofInAddress = () => {
    expect(page.url()).not.toMatch(/1234567|7654321|example\.pk|email|phone/);
  };

  await page.goto('/track-order');
  await page.getByLabel('Order reference').fill(first.orderRef);
  await page.getByLabel('Email or phone number').fill('0300 1234567');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(heading(first)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/track-order\\?orderRef=${first.orderRef}$`));
  noProofInAddress();

  await page.reload();
  await expect(heading(first)).toBeVisible();
  await expect(page.getByLabel('Email or phone number')).toHaveValue('0300 1234567');

  // To the shirts through the menu and Back, then to a product's own page and Back.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/track-order\\?orderRef=${first.orderRef}$`));
  await expect(heading(first)).toBeVisible();
  await page.goto(`/products/${first.items[0]!.productId}`);
  await page.goBack();
  await expect(heading(first)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/back-390.png`, fullPage: true });

  // Another order: the first is forgotten, in the address and in the tab's storage.
  await page.getByLabel('Order reference').fill(second.orderRef);
  await page.getByLabel('Email or phone number').fill(second.customer.email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(heading(second)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/track-order\\?orderRef=${second.orderRef}$`));
  noProofInAddress();
  const kept = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(kept).not.toContain(first.orderRef);
  expect(kept).not.toContain('1234567');
  await page.reload();
  await expect(heading(second)).toBeVisible();
  await page.goto(`/track-order?orderRef=${first.orderRef}`);
  await expect(page.getByLabel('Order reference')).toHaveValue(first.orderRef);
  await expect(page.getByLabel('Email or phone number')).toHaveValue('');
  await expect(heading(first)).toHaveCount(0);

  // An order that is not found is not kept either: a reload shows the empty form.
  await page.goto(`/track-order?orderRef=${second.orderRef}`);
  await expect(heading(second)).toBeVisible();
  await page.getByLabel('Order reference').fill('ORD-NOTANORD1');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order not found')).toBeVisible();
  await expect(page).toHaveURL(/\/track-order$/);
  await page.reload();
  await expect(page.getByLabel('Order reference')).toHaveValue('');
  await expect(heading(second)).toHaveCount(0);

  // The order page's 'Track this order' and an older link with the e-mail: the reference only in the address.
  await page.goto(orderPagePath(second.orderRef, second.customer.email));
  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(heading(second)).toBeVisible();
  noProofInAddress();
  await page.goto(`/track-order?orderRef=${first.orderRef}&phone=${encodeURIComponent('0300 1234567')}`);
  await expect(heading(first)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/track-order\\?orderRef=${first.orderRef}$`));
});

test('in Urdu the receipt picker is the shop’s own button, named, opened by keyboard, and shows the file chosen', async ({
  page,
  shop,
}) => {
  const order = await placeOrder(
    shop,
    { name: 'Ayesha Khan', email: 'ayesha.receipt@example.pk', phone: '0333-1112223' },
    true,
  );
  await page.addInitScript(() => localStorage.setItem('shop.language', 'ur'));
  await page.goto(orderPagePath(order.orderRef, order.customer.email));
  const receipt = page.getByTestId('receipt-upload');
  const input = receipt.getByLabel('ادائیگی کی رسید بھیجیں');
  await expect(input).toHaveAttribute('type', 'file');
  await expect(receipt.getByText('تصویر چنیں', { exact: true })).toBeVisible();
  await expect(receipt.getByText('ابھی کوئی تصویر نہیں چنی گئی')).toBeVisible();
  // The browser's English button is out of sight: the native input is visually hidden.
  const box = await input.boundingBox();
  expect(box && box.width <= 1 && box.height <= 1).toBe(true);
  await receipt.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/receipt-390-ur.png` });

  // Keyboard: the input takes the focus and Space opens the picker.
  await input.focus();
  await expect(input).toBeFocused();
  const [byKey] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  expect(byKey.isMultiple()).toBe(false);
  // A tap on the shop's button opens it too; the chosen file's name is shown and the receipt is sent.
  const picture = await sharp({ create: { width: 400, height: 700, channels: 3, background: '#e8f0e8' } })
    .png()
    .toBuffer();
  const [byTap] = await Promise.all([page.waitForEvent('filechooser'), receipt.getByText('تصویر چنیں').click()]);
  await byTap.setFiles({ name: 'Screenshot_bank.png', mimeType: 'image/png', buffer: picture });
  await expect(receipt.getByText('Screenshot_bank.png')).toBeVisible();
  await expect(receipt.getByRole('link', { name: 'رسید دیکھیں' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/receipt-sent-390-ur.png`, fullPage: true });
});
