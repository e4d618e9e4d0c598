import sharp from 'sharp';
import { formatPrice } from '../common/money';
import type { AdminOrder } from '../common/orders';
import { adminToken } from '../server/testing/identities';
import { BANK_READY_POLICY } from '../server/testing/policies';
import { adminLogIn, expect, test } from './fixtures';
import { addToCart, checkOut, productOf } from './shopper';

// Issue 26, bank receipts (docs/decisions/0051): the shopper who paid by transfer uploads the receipt on
// the order page; the owner sees it beside the order and marks the order paid; the shopper's page shows paid.
test.use({ shopOptions: { policy: BANK_READY_POLICY } });

const SHOTS = 'test-results/bank-receipt';

/** A bank app's screenshot: a tall picture with the amount and the payment note on it. */
const receiptScreenshot = (amount: string, note: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1280"><rect width="720" height="1280" fill="#f4f6fb"/><rect x="40" y="120" width="640" height="560" rx="24" fill="#fff" stroke="#14532d" stroke-width="4"/>` +
        `<text x="360" y="240" font-size="48" text-anchor="middle" font-family="sans-serif" fill="#14532d">Transfer successful</text>` +
        `<text x="360" y="360" font-size="64" text-anchor="middle" font-family="sans-serif" fill="#111">${amount}</text>` +
        `<text x="360" y="480" font-size="36" text-anchor="middle" font-family="sans-serif" fill="#444">Note: ${note}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

test('a shopper uploads the transfer receipt at 390 px; the owner sees it beside the order and marks it paid; the shopper then reads paid', async ({
  page,
  browser,
  shop,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shirt = await productOf(shop, 'PROD10024');
  await addToCart(page, shirt.id, 'M', 'Light Grey');
  const sana = {
    name: 'Sana Malik',
    email: 'sana.malik@example.pk',
    phone: '0321 7654321',
    address: 'Flat 4, Clifton Block 2',
    city: 'Karachi',
  };
  await checkOut(page, sana, { bankTransfer: true });
  const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
  const ref = (await modal.getByTestId('order-ref').textContent())!;
  await page.keyboard.press('Escape');

  const payment = page.getByRole('region', { name: 'Awaiting your bank transfer' });
  const upload = payment.getByLabel('Upload your payment receipt');
  await expect(upload).toBeVisible();
  await expect(upload).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

  // Wrong files are refused in the shopper's words before anything is sent, and nothing is recorded.
  await upload.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(payment.getByRole('alert')).toHaveText(
    'This file is not a picture. Please choose a photo or screenshot of your receipt (JPG, PNG or WebP).',
  );
  await upload.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
  await expect(payment.getByRole('alert')).toHaveText(
    'This picture is too large (more than 10 MB). Please send a screenshot or a smaller photo.',
  );
  // A file that claims to be a picture but is not one is refused by the server, in the same words.
  await upload.setInputFiles({
    name: 'receipt.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not really a photo'),
  });
  await expect(payment.getByRole('alert')).toHaveText(
    'This file is not a picture. Please choose a photo or screenshot of your receipt (JPG, PNG or WebP).',
  );
  // A dropped connection says so, and the shopper can simply choose the file again.
  const picture = await receiptScreenshot(formatPrice(shirt.price), ref);
  await page.route('**/receipt?**', (route) => route.abort('internetdisconnected'));
  await upload.setInputFiles({ name: 'Screenshot_bank.png', mimeType: 'image/png', buffer: picture });
  await expect(payment.getByRole('alert')).toHaveText(
    'We could not send your receipt. Please check your connection and try again.',
  );
  await page.unroute('**/receipt?**');
  const stored = async () =>
    (await shop.call<{ data: AdminOrder[] }>('GET', `/api/orders?refs=${ref}`, { token: adminToken(shop) })).body
      .data[0]!;
  expect((await stored()).receipt).toBeNull();

  await upload.setInputFiles({ name: 'Screenshot_bank.png', mimeType: 'image/png', buffer: picture });
  await expect(payment.getByRole('status').filter({ hasText: 'Receipt sent on' })).toContainText(
    'We will confirm your payment once we have checked it.',
  );
  await expect(payment.getByRole('img', { name: 'The receipt you sent' })).toBeVisible();
  await expect(payment.getByRole('alert')).toHaveCount(0);
  await expect(payment.getByLabel('Send another receipt')).toBeEnabled();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await payment.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/shopper-receipt-sent-390.png`, fullPage: true });

  // After a reload the page still says it was sent, and the shopper can see it again (with the same e-mail).
  await page.reload();
  const view = payment.getByRole('link', { name: 'View receipt' });
  await expect(view).toBeVisible();
  const seenAgain = await page.request.get((await view.getAttribute('href'))!);
  expect(seenAgain.status()).toBe(200);
  expect(seenAgain.headers()['content-type']).toBe('image/webp');
  // An Urdu reader reads the same in Urdu, the day and time in Urdu's words.
  await page.getByRole('button', { name: 'اردو' }).click();
  await expect(page.getByLabel('دوسری رسید بھیجیں')).toBeEnabled();
  await expect(page.getByRole('link', { name: 'رسید دیکھیں' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^رسید .* کو بھیجی گئی۔/ })).toHaveText(
    /(صبح|دوپہر|سہ پہر|شام|رات)/,
  );
  await page.getByRole('button', { name: 'English' }).click();

  // The owner, in the admin app.
  const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await adminLogIn(owner);
  await owner.goto(`/admin/orders?q=${ref}`);
  const toggle = owner.getByRole('button', { name: new RegExp(`^${ref}`) });
  await expect(toggle.getByText('Receipt to check')).toBeVisible();
  await toggle.click();
  const entry = owner.getByRole('listitem').filter({ has: toggle });
  const receipt = entry.getByRole('region', { name: 'Payment receipt' });
  await expect(receipt).toContainText('transfer not checked yet');
  await expect(receipt.getByRole('img', { name: `Receipt for ${ref}` })).toBeVisible();
  await receipt.getByRole('button', { name: /Open receipt/ }).click();
  const dialog = owner.getByRole('dialog', { name: `Receipt for ${ref}` });
  const large = dialog.getByRole('img', { name: `Bank receipt the customer sent for ${ref}` });
  await expect(large).toBeVisible();
  expect(await large.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBeGreaterThan(1000);
  await expect(dialog).toContainText(`Look for ${formatPrice((await stored()).total)} with the payment note ${ref}.`);
  await owner.screenshot({ path: `${SHOTS}/owner-receipt-dialog.png` });
  // Fitted to the dialog; zoomed in, the receipt shows at its own size for the small print.
  const shownHeight = () => large.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().height);
  expect(await shownHeight()).toBeLessThan(900);
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-pressed', 'true');
  expect(await shownHeight()).toBeGreaterThan(1000);
  await dialog.getByRole('button', { name: 'Transfer checked' }).click();
  await expect(dialog).toBeHidden();
  await expect(receipt.getByRole('status')).toHaveText(`Transfer checked for ${ref}`);
  await expect(toggle.getByText('Receipt to check')).toHaveCount(0);
  await expect(toggle).toContainText('Bank · paid');
  await owner.screenshot({ path: `${SHOTS}/owner-order-paid.png`, fullPage: true });

  // The shopper's page now reads paid and asks for nothing more.
  await page.reload();
  await expect(page.getByTestId('order-payment')).toHaveText('Bank transfer, paid');
  await expect(page.getByRole('region', { name: 'Awaiting your bank transfer' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/shopper-paid-390.png`, fullPage: true });
});

test.describe('a shop that takes orders with a phone number alone', () => {
  test.use({ shopOptions: { policy: { ...BANK_READY_POLICY, checkoutEmailOptional: true } } });

  test('a shopper who gave no e-mail sends the receipt and finds the order again after a reload, by its phone number (decision 0114)', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shirt = await productOf(shop, 'PROD10024');
    await addToCart(page, shirt.id, 'M', 'Light Grey');
    await checkOut(
      page,
      { name: 'Bilqees Bano', email: '', phone: '0345 1122334', address: 'Mohallah Jinnah Abad', city: 'Sahiwal' },
      { bankTransfer: true },
    );
    const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
    const ref = (await modal.getByTestId('order-ref').textContent())!;
    await page.keyboard.press('Escape');

    const payment = page.getByRole('region', { name: 'Awaiting your bank transfer' });
    const picture = await receiptScreenshot(formatPrice(shirt.price), ref);
    await payment
      .getByLabel('Upload your payment receipt')
      .setInputFiles({ name: 'Screenshot_bank.png', mimeType: 'image/png', buffer: picture });
    await expect(payment.getByRole('status').filter({ hasText: 'Receipt sent on' })).toBeVisible();
    await expect(payment.getByRole('alert')).toHaveCount(0);
    const seenAgain = await page.request.get(
      (await payment.getByRole('link', { name: 'View receipt' }).getAttribute('href'))!,
    );
    expect(seenAgain.status()).toBe(200);
    const stored = await shop.call<{ data: AdminOrder[] }>('GET', `/api/orders?refs=${ref}`, {
      token: adminToken(shop),
    });
    expect(stored.body.data[0]!.receipt).not.toBeNull();

    // A reload finds the order again by its phone number, as it does an order by its e-mail.
    await page.reload();
    await expect(page.getByTestId('order-ref')).toHaveText(ref);
    await expect(payment.getByRole('link', { name: 'View receipt' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-only-receipt-after-reload-390.png`, fullPage: true });
  });
});
