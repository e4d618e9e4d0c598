import type { Product } from '../common/catalog';
import type { Order } from '../common/orders';
import { adminLogIn, expect, test } from './fixtures';

// Issue 26, the owner's side of Urdu: an Urdu name typed on a product, an Urdu order's WhatsApp message
// for its step, and the Urdu templates in Settings.

const customer = {
  name: 'Sana Urdu',
  email: 'sana.urdu@example.pk',
  phone: '0345 1112223',
  address: 'Gali 4, Saddar',
  city: 'Rawalpindi',
};

test('the owner types a product’s name in Urdu; it is saved and an Urdu word finds it', async ({ page, shop }) => {
  const token = await adminLogIn(page);
  const id = `URDU${Date.now() % 100000}`;
  const title = `Lawn Kurta ${id}`;
  expect(
    (
      await shop.call('POST', '/api/products', {
        token,
        body: { id, title, description: 'Printed lawn', price: 2800, sizes: ['M'], colors: ['Green'], stock: 4 },
      })
    ).status,
  ).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/products');
  await page.getByLabel('Search').fill(id);
  await page
    .getByRole('row')
    .filter({ hasText: id })
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const urduName = page.getByLabel('Name in Urdu (optional)');
  await expect(urduName).toHaveAttribute('dir', 'rtl');
  await urduName.fill('لان کا کُرتا');
  await page.getByLabel('Details in Urdu (optional)').fill('گرمیوں کے لیے ہلکا پرنٹ');
  await urduName.scrollIntoViewIfNeeded();
  // The form fits a phone: nothing scrolls sideways (the pictures' file input used to push it wider).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/urdu-product-form-390.png' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(`Saved ${title} (${id}).`)).toBeVisible();

  const saved = (await shop.call<{ data: Product }>('GET', `/api/products/${id}`)).body.data;
  expect(saved).toMatchObject({ titleUrdu: 'لان کا کُرتا', descriptionUrdu: 'گرمیوں کے لیے ہلکا پرنٹ' });
  const found = (await shop.call<{ data: Product[] }>('GET', `/api/products?q=${encodeURIComponent('کرتا')}`)).body
    .data;
  expect(found.map((product) => product.id)).toContain(id);
});

test('an Urdu order’s card offers the shipped message in Urdu on WhatsApp, with the courier’s tracking link', async ({
  page,
  shop,
}) => {
  const token = await adminLogIn(page);
  const id = `URDUO${Date.now() % 100000}`;
  expect(
    (
      await shop.call('POST', '/api/products', {
        token,
        body: {
          id,
          title: 'Urdu Order Shirt',
          description: 'Cotton',
          price: 2000,
          sizes: ['M'],
          colors: ['White'],
          stock: 5,
        },
      })
    ).status,
  ).toBe(201);
  const placed = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: { customer, items: [{ id, size: 'M', color: 'White', quantity: 1 }], paymentMethod: 'cod', language: 'ur' },
  });
  expect(placed.status).toBe(201);
  const ref = placed.body.data.orderRef;

  await page.goto(`/admin/orders?q=${ref}`);
  // An order by hand asks which language the customer reads.
  await page.getByRole('button', { name: 'New order' }).click();
  const language = page.getByRole('dialog', { name: 'New order' }).getByLabel("Customer's language");
  await expect(language.locator('option')).toHaveText(['English', 'اردو']);
  await language.selectOption('ur');
  await page.screenshot({ path: 'test-results/urdu-new-order.png' });
  await page.keyboard.press('Escape');
  const entry = page
    .getByRole('listitem')
    .filter({ has: page.getByText(ref, { exact: true }) })
    .first();
  await entry.getByRole('button', { name: new RegExp(ref) }).click();
  await expect(entry.getByText('Messages in:')).toContainText('اردو');
  // The customer's order page opens in Urdu, as the confirmation mail's link does (docs/product.md §1).
  await expect(entry.getByText('Messages in:').locator('code')).toHaveText(
    `/order/${ref}#email=${encodeURIComponent(customer.email)}&lang=ur`,
  );
  // Pending: the request to confirm, in Urdu.
  const pending = entry.getByRole('link', { name: 'WhatsApp the customer (Ask to confirm the order, in Urdu)' });
  const asked = new URL((await pending.getAttribute('href'))!).searchParams.get('text')!;
  expect(asked).toContain(`براہِ کرم اپنے آرڈر ${ref} کی تصدیق کر دیں`);

  // The owner ships it with the Ship form; the card's message moves on to the shipped one.
  await entry.getByRole('button', { name: 'Mark as Shipped' }).click();
  await entry.getByLabel('Courier', { exact: true }).selectOption('TCS');
  await entry.getByLabel('Tracking number').fill('TCS-5550001');
  await entry.getByRole('button', { name: 'Save as shipped' }).click();
  const shipped = entry.getByRole('link', { name: 'WhatsApp the customer (Parcel shipped, in Urdu)' });
  await expect(shipped).toBeVisible();
  const href = new URL((await shipped.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/923451112223');
  const text = href.searchParams.get('text')!;
  expect(text).toContain(`السلام علیکم ${customer.name}،`);
  expect(text).toContain(`آپ کا پارسل ${ref} TCS کے ذریعے روانہ کر دیا گیا ہے۔ ٹریکنگ نمبر: TCS-5550001`);
  expect(text).toContain('پارسل کہاں پہنچا، یہاں دیکھیں: https://www.tcsexpress.com/track/TCS-5550001');
  await page.screenshot({ path: 'test-results/urdu-order-whatsapp.png', fullPage: true });
});

test('Settings shows the Urdu templates right to left, and the owner’s Urdu wording is saved', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/settings');
  await page.getByRole('radio', { name: 'اردو' }).check();
  const subject = page.getByLabel('Subject: Parcel shipped');
  await expect(subject).toHaveValue('{shopName}: آرڈر {orderRef} روانہ ہو گیا');
  await expect(subject).toHaveAttribute('dir', 'rtl');
  await expect(subject).toHaveAttribute('lang', 'ur');

  // A mistake in the Urdu message is shown at its field even from the English view.
  await page.getByLabel('Message: Parcel shipped').fill('ٹریکنگ {trackingNo}');
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByLabel('Subject: Parcel shipped')).toHaveValue('{shopName}: order {orderRef} is on its way');
  await page.getByRole('button', { name: 'Save messages' }).click();
  await expect(page.getByRole('radio', { name: 'اردو' })).toBeChecked();
  const body = page.getByLabel('Message: Parcel shipped');
  await expect(body).toBeFocused();
  await expect(body).toHaveAccessibleDescription(/\{trackingNo\} is not a placeholder/);

  await body.fill('{name}، آپ کا پارسل {courier} سے نکل گیا: {courierLink}');
  await page.getByRole('button', { name: 'Save messages' }).click();
  await expect(page.getByText('Messages saved')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await subject.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/urdu-templates-390.png' });
  await page.reload();
  await page.getByRole('radio', { name: 'اردو' }).check();
  await expect(page.getByLabel('Message: Parcel shipped')).toHaveValue(
    '{name}، آپ کا پارسل {courier} سے نکل گیا: {courierLink}',
  );
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByLabel('Message: Parcel shipped')).toHaveValue(/^Assalam o Alaikum \{name\},/);
});
