import type { Page } from '@playwright/test';
import { formatPrice } from '../common/money';
import { expect, test } from './fixtures';
import { probeIntl } from './intlProbe';
import { adminToken } from '../server/testing/identities';
import { linesOf, policyOf, shirtInStock } from './shopper';

/*
 * Issue 26: the storefront in Urdu, right to left, chosen by the shopper (remembered) and defaulting
 * from the browser; at 390 px, as on the phones most shoppers use. Prices keep PKR and Latin digits.
 */
test.use({ viewport: { width: 390, height: 844 } });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
const html = (page: Page) => page.locator('html');

test.describe('a browser that asks for Urdu', () => {
  test.use({ locale: 'ur-PK' });

  test('the advanced search names its colour chips in Urdu and filters by the shop’s colour', async ({ page }) => {
    await page.goto('/advanced-search');
    const colours = page.getByRole('group', { name: 'اسٹاک میں رنگ' });
    await expect(colours.getByRole('button', { name: 'سفید', exact: true })).toBeVisible();
    await expect(colours.getByRole('button', { name: 'White', exact: true })).toHaveCount(0);
    await colours.getByRole('button', { name: 'سفید', exact: true }).click();
    await expect(colours.getByRole('button', { name: 'سفید', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('main').getByRole('button', { name: 'تلاش کریں' }).click();
    await expect(page).toHaveURL(/[?&]color=White\b/);
  });

  test('a search in Urdu finds the shop’s English shirts: the placeholder’s own example, a colour and “shirt” (decision 0115)', async ({
    page,
  }) => {
    await page.goto('/products');
    const search = page.getByRole('searchbox', { name: 'شرٹس تلاش کریں' });
    await expect(search).toHaveAttribute('placeholder', 'شرٹس تلاش کریں، جیسے لینن');
    await search.fill('لینن');
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: /لینن.* کے نتائج/ })).toBeVisible();
    await expect(page.getByText('White Linen Summer Shirt')).toBeVisible();
    await page.keyboard.press('Escape');
    await shot(page, 'search-urdu-linen');
    await page.goto(`/products?q=${encodeURIComponent('سفید شرٹ')}`);
    await expect(page.getByRole('heading', { name: /سفید شرٹ.* کے نتائج/ })).toBeVisible();
    await expect(page.getByText('White Pique Polo Shirt')).toBeVisible();
  });

  test('shops right to left in Urdu, and a guest checkout completes with an Urdu confirmation', async ({
    page,
    shop,
  }) => {
    const [shirt, policy] = [await shirtInStock(shop), await policyOf(shop)];
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ur-PK');
    await expect(page.getByRole('link', { name: 'ابھی خریدیں' })).toBeVisible();
    // The switch names the other language in itself, marked so a screen reader says it in English.
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    await shot(page, 'home');

    await page.getByRole('button', { name: 'مینو کھولیں' }).click();
    await shot(page, 'menu');
    await page.getByRole('navigation', { name: 'مرکزی' }).getByRole('link', { name: 'شرٹس' }).click();
    await expect(page.getByRole('heading', { name: 'ہماری شرٹس' })).toBeVisible();
    await expect(page.getByText(/^\d+ شرٹس$/)).toBeVisible();
    await shot(page, 'products');

    await page.goto(`/products/${shirt.id}`);
    await expect(page.getByRole('heading', { name: shirt.title })).toBeVisible();
    await expect(page.getByText(formatPrice(shirt.price), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'ٹوکری میں ڈالیں' }).click();
    await expect(page.getByRole('status').getByText('چیز ٹوکری میں ڈال دی گئی')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ٹوکری، 1 چیز' })).toBeVisible();
    await shot(page, 'product');

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'آپ کی ٹوکری' })).toBeVisible();
    await shot(page, 'cart');
    await page.getByRole('link', { name: 'چیک آؤٹ کریں' }).click();
    await expect(page.getByRole('heading', { name: 'چیک آؤٹ' })).toBeVisible();
    await expect(page.getByLabel('کیش آن ڈیلیوری')).toBeChecked();
    const total = formatPrice(shirt.price + policy.shippingFee);
    await expect(page.getByTestId('total')).toHaveText(total);
    expect(total).toMatch(/^PKR [0-9,]+$/);

    // The schema's refusal reads in Urdu at its field, and what was typed stays.
    await page.getByLabel('پورا نام').fill('بلال احمد');
    await page.getByLabel('ای میل').fill('guest.urdu@example.pk');
    await page.getByLabel('فون نمبر').fill('12345');
    await page.getByLabel('گلی اور مکان کا پتہ').fill('House 12, Block 7, Gulistan-e-Johar');
    await page.getByLabel('شہر').fill('کراچی');
    await page.getByRole('button', { name: 'آرڈر دیں' }).click();
    await expect(page.getByText('براہ کرم پاکستانی فون نمبر لکھیں، جیسے 0300 1234567')).toBeVisible();
    await expect(page.getByLabel('فون نمبر')).toBeFocused();
    await expect(page.getByLabel('پورا نام')).toHaveValue('بلال احمد');
    await shot(page, 'checkout-problem');

    await page.getByLabel('فون نمبر').fill('0300 1234567');
    const placing = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders',
    );
    await page.getByRole('button', { name: 'آرڈر دیں' }).click();
    expect((await placing).postDataJSON()).toMatchObject({ language: 'ur' });

    await expect(page.getByRole('heading', { name: 'آپ کے آرڈر کا شکریہ!' })).toBeVisible();
    // No toast over the total (issue 35 item 3): the heading says it.
    await expect(page.getByRole('status').getByText('آپ کا آرڈر مل گیا!')).toHaveCount(0);
    await expect(page.getByText(/^آرڈر نمبر ORD-/)).toBeVisible();
    await expect(page.getByTestId('order-ref')).toHaveText(/^ORD-[A-Z0-9]{9}$/);
    await expect(page.getByTestId('order-status')).toHaveText('زیرِ غور');
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await expect(page.getByTestId('order-payment')).toHaveText('کیش آن ڈیلیوری');
    await expect(page.getByText(`براہ کرم رائیڈر کے لیے ${total} تیار رکھیں۔`)).toBeVisible();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await shot(page, 'confirmation');
  });

  test('the pages shoppers land on make no Intl formatter in Urdu either, a plural cart count included', async ({
    page,
    shop,
  }) => {
    const intlMade = await probeIntl(page);
    const shirt = await shirtInStock(shop);
    // A cart of two pieces kept from an earlier visit, there before the first script.
    await page.addInitScript(
      (line) => localStorage.getItem('cart') ?? localStorage.setItem('cart', JSON.stringify([line])),
      { id: shirt.id, title: shirt.title, price: formatPrice(shirt.price), size: 'M', color: 'White', quantity: 2 },
    );
    for (const address of ['/', '/products', `/products/${shirt.id}`]) {
      await page.goto(address);
      await expect(page.getByText(/PKR \d/).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'ٹوکری، 2 چیزیں' }).first()).toBeAttached();
      expect(await intlMade(), address).toEqual([]);
    }
  });
});

test('an English browser starts in English, switches to Urdu, keeps it after a reload, and switches back', async ({
  page,
}) => {
  const urduCatalog: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ur-[\w-]+\.js$/.test(new URL(request.url()).pathname)) urduCatalog.push(request.url());
  });
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Our Shirts' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  expect(urduCatalog, 'an English visit downloads no Urdu').toEqual([]);

  await page.getByRole('button', { name: 'اردو' }).click();
  await expect(page.getByRole('heading', { name: 'ہماری شرٹس' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  expect(urduCatalog).toHaveLength(1);
  // The page's title follows the language too.
  await expect(page).toHaveTitle(/^ہماری شرٹس \| /);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'ہماری شرٹس' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Our Shirts' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Our Shirts' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');
});

test.describe('at desktop width in Urdu', () => {
  test.use({ locale: 'ur-PK', viewport: { width: 1280, height: 800 } });

  test('the page mirrors: the shop name at the right, the menu at the left, the cart page reading from the right', async ({
    page,
    shop,
  }) => {
    const [shirt, policy] = [await shirtInStock(shop), await policyOf(shop)];
    await page.goto(`/products/${shirt.id}`);
    await page.getByRole('button', { name: 'ٹوکری میں ڈالیں' }).click();
    await expect(page.getByRole('status').getByText('چیز ٹوکری میں ڈال دی گئی')).toBeVisible();
    // The toast stands at the page's end edge: the left in Urdu.
    expect((await page.getByRole('status').getByText('چیز ٹوکری میں ڈال دی گئی').boundingBox())!.x).toBeLessThan(640);
    await shot(page, 'desktop-product');
    const brand = (await page.getByRole('banner').getByRole('link', { name: policy.shopName }).boundingBox())!;
    const home = (await page
      .getByRole('navigation', { name: 'مرکزی' })
      .getByRole('link', { name: 'ہوم' })
      .boundingBox())!;
    expect(brand.x, 'the shop name starts the bar at the right').toBeGreaterThan(640);
    expect(home.x, 'the menu ends the bar at the left').toBeLessThan(brand.x);

    await page.goto('/cart');
    const summary = (await page.getByRole('complementary', { name: 'آرڈر کا خلاصہ' }).boundingBox())!;
    const lines = (await page.getByRole('list', { name: 'ٹوکری کی چیزیں' }).boundingBox())!;
    expect(lines.x, 'the cart lines come first, at the right').toBeGreaterThan(summary.x);
    await shot(page, 'desktop-cart');
  });
});

test('a link the order desk sends an Urdu customer opens in Urdu on an English phone, and stays Urdu on reload', async ({
  page,
  shop,
}) => {
  const shirt = await shirtInStock(shop);
  const placed = await shop.call<{ data: { orderRef: string }; shopperLink: string }>('POST', '/api/admin/orders', {
    token: adminToken(shop),
    body: {
      channel: 'whatsapp',
      customer: { name: 'Usman Tariq', phone: '0300 1112223', address: 'House 4, Street 2, F-8', city: 'Islamabad' },
      items: linesOf(shirt, 1),
      paymentMethod: 'cod',
      language: 'ur',
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const link = new URL(placed.body.shopperLink);
  expect(link.hash).toBe('#lang=ur');

  await page.goto(link.pathname + link.hash);
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ur-PK');
  // A phone-only order asks for the phone it was placed with, in Urdu.
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  await shot(page, 'urdu-link-order');
  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');

  // The shopper's own choice wins over the link's from then on.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await page.goto(link.pathname + link.hash);
  await expect(html(page)).toHaveAttribute('lang', 'en');
});
