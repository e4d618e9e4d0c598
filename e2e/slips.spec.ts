import { readFile } from 'node:fs/promises';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import sharp from 'sharp';
import type { Product } from '../common/catalog';
import { formatPrice } from '../common/money';
import type { AdminOrder, Order } from '../common/orders';
import { adminToken } from '../server/testing/identities';
import { pdfText } from '../server/testing/pdfText';
import { LAHORE_SHOP_POLICY } from '../server/testing/policies';
import { adminLogIn, countPrints, expect, printsCounted, test } from './fixtures';
import { linesOf } from './shopper';

// Issue 26, "Slips and receipts": a slip a courier can use (return address, dates, courier, a barcode
// a scanner reads) and a receipt the owner downloads as a PDF to send.
test.use({ shopOptions: { policy: LAHORE_SHOP_POLICY }, deviceScaleFactor: 2 });

const customer = {
  name: 'Rabia Barcodewala',
  email: 'rabia.barcode@example.pk',
  phone: '0312 3456789',
  address: 'House 9, Street 14, Model Town',
  city: 'Lahore',
};

/** What a scanner reads in a picture: the Code 128 barcode found anywhere in it, read back as text. */
async function decodeBarcode(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const image = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height)),
  );
  return reader.decode(image, hints).getText();
}

test('the owner prints a slip whose barcode a decoder reads back, and downloads the receipt as a PDF', async ({
  page,
  shop,
}, testInfo) => {
  const listing = await shop.call<{ data: Product[] }>('GET', '/api/products?limit=50');
  const product = listing.body.data.find((candidate) => candidate.stock >= 2);
  if (!product) throw new Error('The demo catalog has no shirt with 2 pieces in stock');
  const placed = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: { customer, items: linesOf(product, 2), paymentMethod: 'cod' },
  });
  expect(placed.status).toBe(201);
  const order = placed.body.data;
  const ref = order.orderRef;
  const shipped = await shop.call<{ data: AdminOrder }>('PATCH', `/api/orders/${ref}/status`, {
    body: { status: 'shipped', carrier: 'TCS', trackingNumber: 'LHE-40512' },
    token: adminToken(shop),
  });
  expect(shipped.status).toBe(200);

  await countPrints(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogIn(page);
  await page.goto(`/admin/orders?q=${ref}`);
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(ref) }) });
  await entry.getByRole('button', { name: new RegExp(ref) }).click();
  await entry.getByRole('button', { name: 'Print packing slip' }).click();
  await expect.poll(() => printsCounted(page)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  for (const paper of [
    // A5 and A4 at 96 dpi less the 12 mm margins, so the screenshot shows the slip at the size it prints.
    { name: 'A5', width: 559 - 91, height: 794 - 91 },
    { name: 'A4', width: 794 - 91, height: 1123 - 91 },
  ]) {
    await page.setViewportSize({ width: paper.width, height: paper.height });
    const slip = page.locator('article').filter({ hasText: customer.name });
    await expect(slip).toBeVisible();
    await expect(slip).toContainText(`Order ${ref} · 2 pieces`);
    await expect(slip).toContainText(/Ordered \d{2}\/\d{2}\/\d{4} · Printed \d{2}\/\d{2}\/\d{4}/);
    await expect(slip).toContainText('Courier: TCS · Tracking no. LHE-40512');
    await expect(slip).toContainText(
      'If undelivered, return to Lahore Shirt House, 14 Liberty Market, Gulberg, Lahore · 042 35761234',
    );
    // How the customer reaches the shop: its phone and WhatsApp from Settings (issue 35 item 12).
    await expect(slip).toContainText('Phone 042 35761234 · WhatsApp 0321 4567890');
    await expect(slip.getByRole('img', { name: `Barcode of ${ref}` })).toBeVisible();
    // Readable on the paper: nothing runs past the slip's width, and the cash is the largest type on it.
    expect(await slip.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const cash = slip.getByText(`Collect ${formatPrice(order.total)}`);
    const sizes = await slip.evaluate((element) =>
      [...element.querySelectorAll('*')].map((node) => ({
        text: node.textContent ?? '',
        size: parseFloat(getComputedStyle(node).fontSize),
      })),
    );
    const cashSize = await cash.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(Math.max(...sizes.filter((node) => !node.text.startsWith('Collect')).map((node) => node.size))).toBeLessThan(
      cashSize,
    );

    // The proof: a decoder reads the order reference back from the picture of the slip.
    const picture = await slip.screenshot({ path: testInfo.outputPath(`slip-${paper.name}.png`) });
    expect(await decodeBarcode(picture)).toBe(ref);
  }
  await page.emulateMedia({ media: 'screen' });

  // The invoice: a PDF file named for the order, the word its button says (issue 35 item 12).
  await page.setViewportSize({ width: 390, height: 844 });
  const download = entry.getByRole('button', { name: 'Download invoice (PDF)' });
  await download.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('order-actions-390.png') });
  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`invoice-${ref}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain(ref);
  expect(text).toContain(customer.name);
  expect(text).toContain(`To pay on delivery: ${formatPrice(order.total)}.`);
  await expect(
    entry.getByRole('status').filter({ hasText: `The invoice of ${ref} is saved as a PDF in your downloads` }),
  ).toBeVisible();
});

test('a receipt the PDF cannot write says why in the order, and the button works again', async ({ page, shop }) => {
  const listing = await shop.call<{ data: Product[] }>('GET', '/api/products?limit=50');
  const product = listing.body.data.find((candidate) => candidate.stock >= 1)!;
  const placed = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: { customer: { ...customer, name: 'رابعہ خان' }, items: linesOf(product, 1), paymentMethod: 'cod' },
  });
  const ref = placed.body.data.orderRef;
  await adminLogIn(page);
  await page.goto(`/admin/orders?q=${ref}`);
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(ref) }) });
  await entry.getByRole('button', { name: new RegExp(ref) }).click();
  await entry.getByRole('button', { name: 'Download invoice (PDF)' }).click();
  await expect(entry.getByRole('alert')).toHaveText(
    "Failed to make the invoice: The PDF writes English letters only, and the customer's name, phone or address uses others. Use Print invoice instead: it shows Urdu, and its print window can save it as a PDF.",
  );
  await expect(entry.getByRole('button', { name: 'Download invoice (PDF)' })).toBeEnabled();
});
