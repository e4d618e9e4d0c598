import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeModel, type FakeModel } from '../server/testing/fakeModel';
import { formatPrice } from '../common/money';
import { expect, test as shopTest } from './fixtures';
import { addToCart, linesOf, productOf } from './shopper';

// docs/product.md §2 (Chat assistant widget), §4 (Chat widget), §7 (assistant calls), §8, §9 (chat timings);
// docs/architecture.md (Assistant: the key stays on the server; Hot products from real sales).

/** The key this spec's shop holds for its model service; the storefront must never see it. */
const MODEL_KEY = 'e2e-fake-model-key-7d3f9a21';

/** This spec's shop talks to a local fake of the model service (server/testing/fakeModel.ts), never the real one. */
const test = shopTest.extend<object, { fakeModel: FakeModel }>({
  fakeModel: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const fake = await startFakeModel();
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  shopOptions: async ({ fakeModel }, use) =>
    use({ env: { GEMINI_API_KEY: MODEL_KEY, GEMINI_BASE_URL: fakeModel.url } }),
});

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with us' });
const chat = (page: Page) => page.getByRole('dialog', { name: 'Karachi Shirt Co. assistant' });
const conversation = (page: Page) => chat(page).getByRole('log', { name: 'Conversation' });

test('the teaser appears after 3 s, and a popular question gets its answer from the shop policy after a short wait', async ({
  page,
}) => {
  await page.goto('/');
  const teaser = page.getByRole('button', { name: 'Questions about sizes or delivery? Ask us!' });
  await expect(teaser).toBeVisible();
  expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(3000);

  await teaser.click();
  await expect(
    conversation(page).getByText(/^Assalam-o-Alaikum! I'm the Karachi Shirt Co\. assistant\. Ask me anything/),
  ).toBeVisible();
  // docs/product.md §4: the input takes the focus 300 ms after opening; Send waits for text.
  await expect(chat(page).getByLabel('Your message')).toBeFocused();
  await expect(chat(page).getByRole('button', { name: 'Send' })).toBeDisabled();
  await chat(page).getByLabel('Your message').fill('   ');
  await expect(chat(page).getByRole('button', { name: 'Send' })).toBeDisabled();

  await chat(page)
    .getByRole('group', { name: 'Popular questions' })
    .getByRole('button', { name: 'How much is delivery?' })
    .click();
  await expect(chat(page).getByText('The assistant is typing…')).toBeAttached();
  await expect(
    conversation(page).getByText(
      'We deliver anywhere in Pakistan. Delivery is a flat PKR 300 per order. Free delivery on purchase of 3 shirts or more!',
    ),
  ).toBeVisible();
  await expect(chat(page).getByText('The assistant is typing…')).not.toBeAttached();
  // The popular questions show only while the greeting is the only message.
  await expect(chat(page).getByRole('group', { name: 'Popular questions' })).toHaveCount(0);
});

test('a typed question is answered through the model service, names link to their pages, and the chat survives a reload', async ({
  page,
  shop,
}) => {
  await page.goto('/products');
  await launcher(page).click();
  const input = chat(page).getByLabel('Your message');
  await input.fill('Any white linen shirts?');
  await input.press('Enter');
  await expect(conversation(page).getByText('Any white linen shirts?')).toBeVisible();
  // The fake names the first product the shop's search put in the prompt; which linen shirt ranks first is the search's business.
  const answer = conversation(page).getByText(
    /^Assistant: From the fake model: the .*Linen.* is PKR [\d,]+, and we have it in stock\.$/,
  );
  await expect(answer).toBeVisible();
  const named = answer.getByRole('link', { name: /Linen/ });
  const title = (await named.textContent())!;
  const { body } = await shop.call<{ data: { id: string; title: string }[] }>(
    'GET',
    `/api/products?q=${encodeURIComponent(title)}`,
  );
  await expect(named).toHaveAttribute('href', `/products/${body.data.find((product) => product.title === title)!.id}`);

  await page.reload();
  await expect(conversation(page).getByText('Any white linen shirts?')).toBeVisible();
  await expect(conversation(page).getByRole('link', { name: title })).toBeVisible();

  // Keyboard: Escape closes the chat and gives the focus back to the launcher.
  await chat(page).getByLabel('Your message').focus();
  await page.keyboard.press('Escape');
  await expect(chat(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chat(page).getByLabel('Your message')).toBeFocused();

  await answer.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('Trending Now shows the real best sellers after 8 s, and Tell Me More lists them in the chat', async ({
  page,
  shop,
}) => {
  const customer = {
    name: 'Bilal Ahmed',
    email: 'trending@example.pk',
    phone: '0300 1234567',
    address: 'House 12, Block 7',
    city: 'Karachi',
  };
  // Sold in these numbers, the three outsell every other shirt of the shop; the list follows the sales.
  const sold = [
    { product: await productOf(shop, 'PROD10020'), quantity: 9 },
    { product: await productOf(shop, 'PROD10021'), quantity: 7 },
    { product: await productOf(shop, 'PROD10024'), quantity: 5 },
  ];
  for (const { product, quantity } of sold) {
    const items = linesOf(product, quantity);
    expect((await shop.call('POST', '/api/orders', { body: { customer, items, paymentMethod: 'cod' } })).status).toBe(
      201,
    );
  }
  const [first, second, third] = sold.map(({ product }) => product);

  // docs/product.md §4: hot products are asked for 8 s into the visit, not sooner.
  let askedAt: number | undefined;
  await page.route('**/api/hot-products', async (route) => {
    askedAt = await page.evaluate(() => performance.now());
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/');
  await page.clock.fastForward(8_000);
  const popup = page.getByRole('region', { name: 'Trending Now' });
  await expect(popup.getByRole('listitem')).toHaveText(
    sold.map(({ product }) => `${product.title}${formatPrice(product.price)}`),
  );
  await expect(popup.getByRole('link', { name: first!.title })).toHaveAttribute('href', `/products/${first!.id}`);
  expect(askedAt).toBeGreaterThanOrEqual(8_000);

  await popup.getByRole('button', { name: 'Tell Me More' }).click();
  await expect(popup).toHaveCount(0);
  const message = conversation(page).getByText(
    `Trending right now: ${first!.title}, ${second!.title} and ${third!.title}.`,
  );
  await expect(message).toBeVisible();
  await expect(message.getByRole('link')).toHaveCount(3);
});

test('Trending Now leaves after 10 s and once closed stays closed for the visit', async ({ page }) => {
  await page.clock.install();
  await page.goto('/products');
  await page.clock.fastForward(8_000);
  const popup = page.getByRole('region', { name: 'Trending Now' });
  await expect(popup).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(popup).toHaveCount(0);
  await page.reload();
  await page.clock.fastForward(20_000);
  await expect(launcher(page)).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test('a failing shop answers in an error-styled message (docs/product.md §8)', async ({ page }) => {
  await page.route('**/api/assistant/chat', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  await page.goto('/contact');
  await launcher(page).click();
  await chat(page).getByLabel('Your message').fill('Hello?');
  await chat(page).getByRole('button', { name: 'Send' }).click();
  const failure = conversation(page).locator('p', {
    hasText:
      "I'm sorry, I'm having trouble connecting right now. Please try again later or contact our customer support.",
  });
  await expect(failure).toBeVisible();
  // Error-styled: marked for screen readers too, not only drawn in red.
  await expect(failure).toContainText('Problem:');
  await expect(failure).toHaveCSS('color', 'rgb(185, 28, 28)');
});

test('the owner’s admin app shows no assistant', async ({ page }) => {
  await page.clock.install();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.clock.fastForward(20_000);
  await expect(launcher(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Trending Now' })).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Scrolls the control to the bottom edge, where the launcher sits, and checks that a tap lands on it. */
  const assertNotCovered = async (page: Page, control: ReturnType<Page['getByRole']>) => {
    for (const fromBottom of [4, 24, 60]) {
      await control.evaluate((element, gap) => {
        const box = element.getBoundingClientRect();
        window.scrollBy(0, box.bottom - (window.innerHeight - gap));
      }, fromBottom);
      await expect
        .poll(() =>
          control.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const hit = document.elementFromPoint(box.right - 12, box.bottom - 8);
            return hit !== null && element.contains(hit);
          }),
        )
        .toBe(true);
    }
  };

  test('the launcher never covers Proceed to Checkout or Place Order', async ({ page }) => {
    await addToCart(page, 'PROD10014', 'M', 'Sky Blue');
    await page.goto('/cart');
    // The widget is on the page; it may already be stepping aside (hidden) from a control it would cover.
    await expect(page.getByRole('button', { name: 'Chat with us', includeHidden: true })).toBeAttached();
    await assertNotCovered(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await assertNotCovered(page, page.getByRole('button', { name: 'Place Order' }));
  });

  test('closing the chat by Escape or × gives the focus back to the launcher', async ({ page }) => {
    await page.goto('/products');
    await expect(launcher(page)).toBeVisible();
    // Opened from the keyboard, closed by Escape.
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(chat(page).getByLabel('Your message')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chat(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    // Opened again, closed by the header's × button from the keyboard.
    await page.keyboard.press('Enter');
    await expect(chat(page).getByLabel('Your message')).toBeFocused();
    await chat(page).getByRole('button', { name: 'Close chat' }).focus();
    await page.keyboard.press('Enter');
    await expect(chat(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toBeVisible();
  });

  for (const [language, name] of [
    ['en', 'Chat with us'],
    ['ur', 'ہم سے بات کریں'],
  ] as const) {
    test(`on the shirts the launcher shows at every resting place, never on a control or text (${language}, decision 0139)`, async ({
      page,
    }) => {
      // Trending Now and the teaser already seen this visit: only the launcher is judged.
      await page.addInitScript((lang) => {
        sessionStorage.setItem(
          'assistant',
          JSON.stringify({ messages: [], open: false, teaserDismissed: true, trendingShown: true }),
        );
        localStorage.setItem('shop.language', lang);
      }, language);
      for (const path of ['/', '/products']) {
        await page.goto(path);
        const button = page.getByRole('button', { name, includeHidden: true });
        await expect(button).toBeAttached();
        const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        for (let y = 0; y <= end; y += 420) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          // At rest: the widget decides 150 ms after the last scroll.
          await page.waitForTimeout(500);
          await expect(button, `${path} at ${y} px`).toBeVisible();
          // What is under it: never a control or text of the page, at most a big picture's corner.
          const under = await button.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const found: string[] = [];
            const points: [number, number][] = [
              [box.left + 4, box.top + 4],
              [box.right - 4, box.top + 4],
              [box.left + 4, box.bottom - 4],
              [box.right - 4, box.bottom - 4],
              [box.left + box.width / 2, box.top + box.height / 2],
            ];
            for (const [x, y] of points) {
              const hit = document.elementsFromPoint(x, y).find((each) => !element.parentElement!.contains(each));
              const control = hit?.closest(
                'button, input, select, textarea, summary, a[href]:not([aria-hidden="true"]), p, h1, h2, h3, h4, li, label',
              );
              if (control) found.push(control.outerHTML.slice(0, 80));
            }
            return found;
          });
          expect(under, `${path} at ${y} px`).toEqual([]);
        }
        await page.screenshot({ path: `test-results/assistant-launcher-${language}${path.replace('/', '-')}-390.png` });
      }
    });
  }

  test('the chat fills the screen and keeps the focus inside', async ({ page }) => {
    await page.goto('/');
    await launcher(page).click();
    await expect(chat(page)).toHaveAttribute('aria-modal', 'true');
    // Measured once the opening slide has settled (it moves the panel by fractions of a pixel while it runs).
    await expect
      .poll(async () => {
        const box = await chat(page).boundingBox();
        return box && [box.x, box.y, box.width].map(Math.round);
      })
      .toEqual([0, 0, 390]);
    // Opening puts the focus in the message box a moment after the slide starts; moving it before then
    // raced that (seen once in CI: the box took the focus back between the two steps below).
    await expect(chat(page).getByLabel('Your message')).toBeFocused();
    // Shift+Tab from the first control wraps to the last (Send is disabled while the input is blank).
    await chat(page).getByRole('button', { name: 'Close chat' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(chat(page).getByLabel('Your message')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(chat(page).getByRole('button', { name: 'Close chat' })).toBeFocused();
  });
});

test('neither the model key nor the model service’s address reaches the browser', async ({ page }) => {
  const seen: string[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/json|javascript|html|css|text/.test(type)) seen.push(await response.text().catch(() => ''));
  });
  await page.goto('/');
  await launcher(page).click();
  await chat(page).getByLabel('Your message').fill('Any white oxford?');
  await chat(page).getByLabel('Your message').press('Enter');
  await expect(conversation(page).getByText(/From the fake model/)).toBeVisible();
  expect(seen.length).toBeGreaterThan(3);
  for (const body of seen) expect(body).not.toContain(MODEL_KEY);

  // The built storefront, every file of it: no key, no model service host, no SDK.
  const dist = path.resolve(process.env.SHOP_BUILD_DIR ?? 'dist', 'storefront');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    const text = readFileSync(path.join(file.parentPath, file.name), 'latin1');
    expect(text, file.name).not.toContain(MODEL_KEY);
    expect(text, file.name).not.toContain('generativelanguage.googleapis.com');
    expect(text, file.name).not.toContain('x-goog-api-key');
  }
});
