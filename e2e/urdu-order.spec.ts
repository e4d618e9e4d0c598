import type { Locator, Page } from '@playwright/test';
import { formatPrice } from '../common/money';
import { adminToken } from '../server/testing/identities';
import type { TestShop } from '../server/testing/testShop';
import { expect, test } from './fixtures';

/*
 * Issue 35 item 6: an Urdu shopper on a phone buys a shirt whose owner wrote an Urdu title, with a 20%
 * code, and follows the order. Numbers sit inside Urdu text, so the test looks at where the browser
 * draws them (left to right: '0300' before '1234567', '−' before 'PKR'), not only at the text.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'ur-PK' });

const SHIRT = { id: 'URDU-OXFORD', title: 'White Oxford', titleUrdu: 'سفید آکسفورڈ شرٹ', price: 3450 };
/** Two shirts at 3,450 with 20% off: the '−PKR 1,380'. */
const DISCOUNT = formatPrice(Math.round(SHIRT.price * 2 * 0.2));

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/urdu-order-${name}.png`, fullPage: true });

/**
 * The x at which each of `parts` starts as drawn inside `within` (its first occurrence in the element's
 * text), so a test can say in which order a reader's eye meets them.
 */
async function drawnAt(within: Locator, parts: string[]): Promise<number[]> {
  return within.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const text = nodes.map((node) => node.data).join('');
    return wanted.map((part) => {
      let at = text.indexOf(part);
      if (at < 0) throw new Error(`"${part}" is not in "${text}"`);
      const node = nodes.find((candidate) =>
        at < candidate.data.length ? true : ((at -= candidate.data.length), false),
      )!;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect().left;
    });
  }, parts);
}

/** Whether the element's text is drawn on one line (an amount that wraps has rectangles at two heights). */
const onOneLine = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size === 1;
  });

const expectLeftToRight = async (within: Locator, parts: string[]) => {
  const xs = await drawnAt(within, parts);
  expect(xs, `${parts.join(' … ')} drawn left to right`).toEqual([...xs].sort((a, b) => a - b));
};

/** The shirt with its Urdu title and the EID20 code, made once in this file's shop. */
async function stockTheShirt(shop: TestShop) {
  if ((await shop.call('GET', `/api/products/${SHIRT.id}`)).status === 200) return;
  const token = adminToken(shop);
  const created = await shop.call('POST', '/api/products', {
    token,
    body: { ...SHIRT, description: 'Cotton oxford', sizes: ['M'], colors: ['White'], stock: 20 },
  });
  expect(created.status).toBe(201);
  const code = await shop.call('POST', '/api/admin/discounts', {
    token,
    body: { code: 'EID20', kind: 'percent', value: 20 },
  });
  expect(code.status).toBe(201);
}

test('an Urdu phone shopper reads the shirt’s Urdu name, the phone, the discount and the times in order', async ({
  page,
  shop,
}) => {
  await stockTheShirt(shop);

  await page.goto(`/products/${SHIRT.id}`);
  await expect(page.getByRole('heading', { name: SHIRT.titleUrdu })).toBeVisible();
  // The colour is chosen by its Urdu word, as the cart will name it.
  const colours = page.getByRole('group', { name: /رنگ/ });
  await expect(colours.getByRole('button', { name: 'سفید' })).toHaveAttribute('aria-pressed', 'true');
  await expect(colours).not.toContainText('White');
  await page.getByRole('button', { name: 'ٹوکری میں ڈالیں' }).click();
  await expect(page.getByRole('status').getByText('چیز ٹوکری میں ڈال دی گئی')).toBeVisible();
  await page.getByRole('button', { name: 'ٹوکری میں ڈالیں' }).click();
  // Both pieces are in the cart before the page is left: a busy machine may draw the second a moment late.
  await expect(page.getByTestId('header-cart-count')).toHaveText('2');

  // The cart names the shirt as its page did, its colour in Urdu.
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: SHIRT.titleUrdu })).toBeVisible();
  await expect(page.getByText('سائز: M · رنگ: سفید')).toBeVisible();
  // Typed as an Urdu keyboard writes it: the digits in Urdu.
  await page.getByLabel('ڈسکاؤنٹ کوڈ').fill('eid۲۰');
  await page.getByRole('button', { name: 'لگائیں' }).click();
  const effect = page.getByTestId('discount-effect');
  await expect(effect).toHaveText(`20% رعایت: −${DISCOUNT}`);
  await expectLeftToRight(effect, ['20', '%']);
  await expectLeftToRight(effect, ['−', 'PKR', '1,380']);
  expect(await onOneLine(effect.locator('bdi').last()), 'the amount does not wrap').toBe(true);
  await expect(page.getByTestId('discount')).toHaveText(`−${DISCOUNT}`);
  await expectLeftToRight(page.getByTestId('discount'), ['−', 'PKR', '1,380']);
  await shot(page, 'cart-390-ur');

  await page.getByRole('link', { name: 'چیک آؤٹ کریں' }).click();
  await expect(page.getByRole('heading', { name: 'چیک آؤٹ' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'آرڈر کا خلاصہ' });
  await expect(summary.getByText(SHIRT.titleUrdu)).toBeVisible();
  await page.getByLabel('پورا نام').fill('بلال احمد');
  await page.getByLabel('ای میل').fill('bilal.urdu@example.pk');
  await page.getByLabel('فون نمبر').fill('۰۳۰۰ ۱۲۳۴۵۶۷');
  await page.getByLabel('گلی اور مکان کا پتہ').fill('مکان 12، بلاک 7، گلستان جوہر');
  await page.getByLabel('شہر').fill('کراچی');
  await shot(page, 'checkout-390-ur');
  await page.getByRole('button', { name: 'آرڈر دیں' }).click();

  // The confirmation: the shirt in Urdu, the phone as written, the discount with its sign before it.
  await expect(page.getByRole('heading', { name: 'آپ کے آرڈر کا شکریہ!' })).toBeVisible();
  const ref = (await page.getByTestId('order-ref').textContent())!;
  await expect(page.getByText(SHIRT.titleUrdu)).toBeVisible();
  const address = page.locator('address');
  await expect(address).toContainText('0300 1234567');
  await expectLeftToRight(address, ['0300', '1234567']);
  await expect(address).toContainText('کراچی، پاکستان');
  await expect(page.getByTestId('order-discount')).toHaveText(`−${DISCOUNT}`);
  await expectLeftToRight(page.getByTestId('order-discount'), ['−', 'PKR']);
  await expect(page.getByText('(M، سفید) × 2')).toBeVisible();
  await shot(page, 'confirmation-390-ur');

  // Tracking by the order number and the phone: the same names, and times with Urdu day periods.
  await page.goto(`/track-order?orderRef=${ref}&phone=${encodeURIComponent('0300 1234567')}`);
  await expect(page.getByTestId('order-status')).toBeVisible();
  await expect(page.getByText(SHIRT.titleUrdu)).toBeVisible();
  await expectLeftToRight(page.locator('address'), ['0300', '1234567']);
  const placed = page.getByText(/^آرڈر دیا گیا/);
  await expect(placed).not.toHaveText(/AM|PM/i);
  await expect(placed).toHaveText(/(صبح|دوپہر|سہ پہر|شام|رات)/);
  await shot(page, 'tracking-390-ur');
});

/**
 * The same screens in English on a phone and in Urdu at the owner's desktop width: the English keeps its
 * words ('20% off', the English title, ', ' and AM/PM), and the Urdu lays out at 1366 px.
 */
for (const view of [
  { name: '390-en', language: 'en', width: 390, height: 844 },
  { name: '1366-ur', language: 'ur', width: 1366, height: 900 },
] as const) {
  test.describe(`at ${view.name}`, () => {
    test.use({
      viewport: { width: view.width, height: view.height },
      locale: view.language === 'ur' ? 'ur-PK' : 'en-PK',
    });

    test(`cart, checkout, order and tracking read in ${view.language === 'ur' ? 'Urdu' : 'English'}`, async ({
      page,
      shop,
    }) => {
      await stockTheShirt(shop);
      const urdu = view.language === 'ur';
      const title = urdu ? SHIRT.titleUrdu : SHIRT.title;
      const email = `${view.name}@example.pk`;
      const placed = await shop.call<{ data: { orderRef: string } }>('POST', '/api/orders', {
        body: {
          customer: {
            name: 'Sana Iqbal',
            email,
            phone: '0321 7654321',
            address: 'Flat 4, Clifton Block 2',
            city: 'Karachi',
          },
          items: [{ id: SHIRT.id, size: 'M', color: 'White', quantity: 2 }],
          discountCode: 'EID20',
          language: view.language,
        },
      });
      expect(placed.status).toBe(201);
      const ref = placed.body.data.orderRef;
      await page.addInitScript(
        ({ line, language }) => {
          localStorage.setItem('cart', JSON.stringify([line]));
          localStorage.setItem('discountCode', 'EID20');
          localStorage.setItem('shop.language', language);
        },
        {
          line: {
            id: SHIRT.id,
            title: SHIRT.title,
            price: formatPrice(SHIRT.price),
            size: 'M',
            color: 'White',
            quantity: 2,
          },
          language: view.language,
        },
      );

      await page.goto('/cart');
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await expect(page.getByTestId('discount-effect')).toHaveText(
        urdu ? `20% رعایت: −${DISCOUNT}` : `20% off: −${DISCOUNT}`,
      );
      await shot(page, `cart-${view.name}`);
      await page.goto('/checkout');
      await expect(page.getByRole('complementary').getByText(title)).toBeVisible();
      await shot(page, `checkout-${view.name}`);
      await page.goto(`/order/${ref}#email=${encodeURIComponent(email)}`);
      await expect(page.getByTestId('order-discount')).toHaveText(`−${DISCOUNT}`);
      await expect(page.locator('address')).toContainText(urdu ? 'Karachi، پاکستان' : 'Karachi, Pakistan');
      await shot(page, `order-${view.name}`);
      await page.goto(`/track-order?orderRef=${ref}&email=${encodeURIComponent(email)}`);
      await expect(page.getByText(title)).toBeVisible();
      await expect(page.getByText(urdu ? /^آرڈر دیا گیا/ : /^Placed/)).toHaveText(
        urdu ? /رات|صبح|دوپہر|سہ پہر|شام/ : /am|pm/i,
      );
      await shot(page, `tracking-${view.name}`);
    });
  });
}
