import type { Page } from '@playwright/test';
import { formatPrice } from '../common/money';
import { expect, test } from './fixtures';
import { adminToken } from '../server/testing/identities';
import { findProduct, policyOf, scrollUntilShownAtTheEnd } from './shopper';

/*
 * Issue 26: the account, review and assistant screens in Urdu, right to left, at 390 px as on the phones
 * most shoppers use. The browser asks for Urdu (ur-PK), so the shop starts in it (i18n/language.ts).
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'ur-PK' });

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.pk`;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a shopper registers, signs out and in again, and reads the profile in Urdu', async ({ page }) => {
  const email = unique('ayesha');
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'نیا اکاؤنٹ بنائیں' })).toBeVisible();

  // A browser-only rule, said in Urdu and tied to its field.
  await page.getByLabel('پہلا نام').fill('Ayesha');
  await page.getByLabel('آخری نام').fill('Khan');
  await page.getByLabel('ای میل').fill(email);
  await page.getByLabel('پاس ورڈ', { exact: true }).fill('secret123');
  await page.getByLabel('پاس ورڈ دوبارہ لکھیں').fill('secret124');
  await page.getByRole('button', { name: 'اکاؤنٹ بنائیں' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('دونوں پاس ورڈ ایک جیسے نہیں');
  await expect(page.getByLabel('پاس ورڈ دوبارہ لکھیں')).toBeFocused();

  await page.getByLabel('پاس ورڈ دوبارہ لکھیں').fill('secret123');
  await page.getByLabel('مجھے شرائط و ضوابط منظور ہیں').check();
  await expect(page.getByRole('link', { name: 'شرائط و ضوابط' })).toHaveAttribute('href', '/terms');
  await shot(page, 'urdu-register');
  await page.getByRole('button', { name: 'اکاؤنٹ بنائیں' }).click();

  await expect(page.getByRole('heading', { name: 'السلام علیکم، Ayesha' })).toBeVisible();
  await expect(page).toHaveTitle(/^آپ کا پروفائل \|/);
  const tabs = page.getByRole('tablist', { name: 'آپ کا اکاؤنٹ' });
  await expect(tabs.getByRole('tab')).toHaveText(['پروفائل', 'پاس ورڈ', 'میرے آرڈر', 'پسندیدہ']);
  await expect(page.getByRole('tabpanel', { name: 'پروفائل' }).getByLabel('ای میل')).toHaveValue(email);
  await expect(page.getByText('ای میل تبدیل نہیں کی جا سکتی')).toBeVisible();
  await shot(page, 'urdu-profile');

  // Right to left the next tab is on the left: the left arrow goes to it.
  await tabs.getByRole('tab', { name: 'پروفائل' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'پاس ورڈ' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tabpanel', { name: 'میرے آرڈر' })).toContainText('آپ نے ابھی تک کوئی آرڈر نہیں دیا۔');

  // Signed out and back in: the server's refusal of a wrong password reads in Urdu.
  await page.getByRole('button', { name: 'مینو کھولیں' }).click();
  await page.getByRole('button', { name: 'لاگ آؤٹ' }).click();
  await page.goto('/login');
  await page.getByLabel('ای میل').fill(email);
  await page.getByLabel('پاس ورڈ').fill('wrong-password');
  await page.getByRole('button', { name: 'لاگ ان کریں' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('ای میل یا پاس ورڈ درست نہیں');
  await shot(page, 'urdu-login-refused');
  await page.getByLabel('پاس ورڈ').fill('secret123');
  await page.getByRole('button', { name: 'لاگ ان کریں' }).click();
  await expect(page.getByRole('heading', { name: 'السلام علیکم، Ayesha' })).toBeVisible();
});

test("the assistant opens in Urdu and asks the shop in the shopper's language", async ({ page }) => {
  await page.goto('/');
  // On a phone the teaser and the launcher step aside from the page's content; the end of the page keeps them a place (issue 35 item 10).
  await expect(page.getByRole('button', { name: 'ہم سے بات کریں', includeHidden: true })).toBeAttached();
  const launcher = page.getByRole('button', { name: 'ہم سے بات کریں' });
  await scrollUntilShownAtTheEnd(
    page,
    page.getByRole('button', { name: 'سائز یا ڈیلیوری کے بارے میں سوال؟ ہم سے پوچھیں!' }),
  );
  await expect(launcher).toBeVisible();
  await launcher.click();

  const chat = page.getByRole('dialog', { name: /اسسٹنٹ$/ });
  const log = chat.getByRole('log', { name: 'گفتگو' });
  await expect(log).toContainText('السلام علیکم! میں');
  await expect(chat.getByRole('group', { name: 'عام سوالات' }).getByRole('button')).toHaveCount(6);
  await expect(chat.getByLabel('آپ کا پیغام')).toHaveAttribute('placeholder', 'اپنا سوال لکھیں…');
  await shot(page, 'urdu-assistant');

  // A popular question is answered from the shop's popular answers in the shopper's language.
  await chat.getByRole('button', { name: 'ڈیلیوری کتنے کی ہے؟' }).click();
  await expect(log.locator('p').last()).not.toContainText('ڈیلیوری کتنے کی ہے؟');
  await expect(log.locator('p').last()).toContainText('PKR');
  await expect(log.locator('p').last()).toContainText('ڈیلیوری');

  const typed = page.waitForRequest(
    (request) => request.url().endsWith('/api/assistant/chat') && request.method() === 'POST',
  );
  await chat.getByLabel('آپ کا پیغام').fill('کیا لان کی شرٹس ہیں؟');
  await chat.getByRole('button', { name: 'بھیجیں' }).click();
  expect((await typed).postDataJSON()).toMatchObject({ message: 'کیا لان کی شرٹس ہیں؟', language: 'ur' });
  await chat.getByRole('button', { name: 'چیٹ بند کریں' }).first().click();
  await expect(chat).toBeHidden();
});

test('a signed-in shopper writes a review in Urdu', async ({ page, shop }) => {
  const response = await page.request.post('/api/users/register', {
    data: { firstName: 'Sana', lastName: 'M', email: unique('sana'), password: 'secret123', phone: '' },
  });
  expect(response.status()).toBe(201);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.goto('/');
  await page.evaluate(
    (session) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('userData', JSON.stringify(session.user));
    },
    { token, user },
  );
  const product = await findProduct(shop, () => true, 'any shirt');
  await page.goto(`/products/${encodeURIComponent(product.id)}`);

  const reviews = page.getByRole('region', { name: 'خریداروں کی رائے' });
  await expect(page.getByRole('button', { name: '♡ پسندیدہ میں شامل کریں' })).toBeVisible();
  await reviews.getByRole('button', { name: 'ریویو لکھیں' }).click();
  const form = page.getByRole('form', { name: 'ریویو لکھیں' });
  await expect(form.getByRole('group', { name: 'آپ کی ریٹنگ' })).toBeVisible();
  await expect(form.getByRole('radio', { name: '5 ستارے' })).toBeChecked();
  await expect(form.getByText('5 میں سے 5')).toBeVisible();
  await expect(form.getByLabel('عنوان')).toBeVisible();
  await expect(form.getByLabel('آپ کی رائے')).toBeVisible();
  await expect(form.getByText('0/100 حروف')).toBeVisible();

  // The shop's rule, checked in the browser, in Urdu.
  await form.getByRole('button', { name: 'ریویو بھیجیں' }).click();
  await expect(form.getByRole('alert')).toHaveText('عنوان لکھنا ضروری ہے');
  await form.getByRole('radio', { name: '1 ستارہ' }).check();
  await form.getByLabel('عنوان').fill('بہت اچھی شرٹ');
  await form.getByLabel('آپ کی رائے').fill('کپڑا نرم ہے اور سلائی مضبوط۔');
  await shot(page, 'urdu-review-form');
  await form.getByRole('button', { name: 'ریویو بھیجیں' }).click();
  await expect(page.getByRole('status').getByText('ریویو کا شکریہ!')).toBeVisible();
  await expect(reviews.getByText('آپ اس شرٹ پر ریویو دے چکے ہیں۔ شکریہ!')).toBeVisible();
  await expect(reviews.getByTestId('review').filter({ hasText: 'بہت اچھی شرٹ' })).toContainText(
    'آپ کا ریویو · 0 لوگوں نے اسے مفید پایا',
  );
});

test('the terms and the password pages read Urdu, with prices in PKR and Latin digits', async ({ page, shop }) => {
  const policy = await policyOf(shop);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'شرائط و ضوابط' })).toBeVisible();
  await expect(
    page.getByText(
      `ڈیلیوری کا خرچ ${formatPrice(policy.shippingFee)} ہے۔ ${policy.freeShippingMinItems} یا زیادہ شرٹس کی خریداری پر ڈیلیوری مفت!`,
    ),
  ).toBeVisible();
  await expect(page.getByText(`ڈیلیوری کے ${policy.returnWindowDays} دن کے اندر`)).toBeVisible();
  // The link sits where Urdu puts it in the sentence: "یا رابطے کے صفحے پر ہمیں لکھیں۔"
  await expect(page.getByRole('link', { name: 'رابطے کے صفحے' })).toHaveAttribute('href', '/contact');
  await expect(page.getByText('یا رابطے کے صفحے پر ہمیں لکھیں۔')).toBeVisible();
  await shot(page, 'urdu-terms');

  await page.goto('/forgot-password');
  await page.getByLabel('ای میل').fill(unique('nobody'));
  await page.getByRole('button', { name: 'ری سیٹ لنک بھیجیں' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'اگر اس ای میل سے کوئی اکاؤنٹ موجود ہے' })).toBeVisible();

  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('نیا پاس ورڈ', { exact: true }).fill('secret123');
  await page.getByLabel('نیا پاس ورڈ دوبارہ لکھیں').fill('secret123');
  await page.getByRole('button', { name: 'پاس ورڈ محفوظ کریں' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'یہ ری سیٹ لنک درست نہیں یا اس کی مدت ختم ہو چکی ہے۔ براہ کرم نیا لنک منگوائیں۔',
  );
  await shot(page, 'urdu-reset-refused');
});

test("an Urdu shopper's own orders name each shirt as its order page does: Urdu title, size and colour", async ({
  page,
  shop,
}) => {
  const shirt = { id: 'URDU-MINE', title: 'Olive Linen', titleUrdu: 'زیتونی لینن شرٹ', price: 2950 };
  const created = await shop.call('POST', '/api/products', {
    token: adminToken(shop),
    body: { ...shirt, description: 'Linen', sizes: ['L'], colors: ['White'], stock: 5 },
  });
  expect(created.status).toBe(201);
  const email = unique('hina');
  const registered = await page.request.post('/api/users/register', {
    data: { firstName: 'Hina', lastName: 'R', email, password: 'secret123', phone: '' },
  });
  expect(registered.status()).toBe(201);
  const session = (await registered.json()) as { token: string; user: unknown };
  const placed = await shop.call<{ data: { orderRef: string; total: number } }>('POST', '/api/orders', {
    token: session.token,
    body: {
      customer: { name: 'Hina R', email, phone: '0300 1234567', address: 'House 3, Model Town', city: 'Lahore' },
      items: [{ id: shirt.id, size: 'L', color: 'White', quantity: 2 }],
      language: 'ur',
    },
  });
  expect(placed.status).toBe(201);

  await page.goto('/');
  await page.evaluate((signedIn) => {
    localStorage.setItem('token', signedIn.token);
    localStorage.setItem('userData', JSON.stringify(signedIn.user));
  }, session);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'میرے آرڈر' }).click();
  const orders = page.getByRole('tabpanel', { name: 'میرے آرڈر' });
  await expect(orders.getByText(placed.body.data.orderRef)).toBeVisible();
  await expect(orders.getByRole('listitem').filter({ hasText: shirt.titleUrdu }).last()).toHaveText(
    `${shirt.titleUrdu} (L، سفید) × 2`,
  );
  await expect(orders).toContainText(formatPrice(placed.body.data.total));
  await shot(page, 'urdu-my-orders');
});
