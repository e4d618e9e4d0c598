import type { Page } from '@playwright/test';
import type { Product } from '../common/catalog';
import { expect, test } from './fixtures';
import { probeIntl } from './intlProbe';

// Issue 12: on a slow phone the product page paints its picture early and nothing it has painted moves.

/** Every layout shift the page has had that the shopper did not cause, summed as Lighthouse's CLS does for one window. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

for (const width of [390, 1280]) {
  test(`at ${width} px the product page fetches its main picture and its details once, named in its HTML, and nothing moves while the product loads`, async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { body } = await shop.call<{ data: Product[] }>('GET', '/api/products?limit=1');
    const product = body.data[0]!;
    const pictureKey = product.imageUrl!.replace(/-\d+\.webp$/, '');
    const pictureRequests: string[] = [];
    const productRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(pictureKey)) pictureRequests.push(request.url());
      if (pathname === `/api/products/${product.id}`) productRequests.push(request.url());
    });
    // A slow connection: the product's details arrive well after the page's frame has painted.
    await page.route(`**/api/products/${product.id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });

    await page.goto(`/products/${product.id}`);
    const picture = page.getByRole('img', { name: new RegExp(product.title) }).first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // The preload in the HTML and the img ask for the same widths, so the browser downloads one file.
    expect(pictureRequests, pictureRequests.join('\n')).toHaveLength(1);
    // The product's details were asked for by the HTML, and the page took that answer instead of asking again.
    expect(productRequests).toHaveLength(1);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
}

test('a first visit to the product list fetches only the pictures near the screen and no cart-checking code, and a stored cart is still read', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const { body } = await shop.call<{ data: Product[] }>('GET', '/api/products?limit=24');
  const pictureKeys = body.data.map((product) => product.imageUrl!.replace(/-\d+\.webp$/, ''));
  const requested = new Set<string>();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const key = pictureKeys.find((candidate) => pathname.startsWith(candidate));
    if (key) requested.add(key);
    if (request.resourceType() === 'script') scripts.push(pathname);
  });

  await page.goto('/products');
  await expect(page.getByRole('article')).toHaveCount(body.data.length);
  await page.waitForLoadState('networkidle');
  // The last cards are lazy pictures: they wait until the shopper scrolls to them.
  const lastKey = pictureKeys.at(-1)!;
  expect(requested.has(pictureKeys[0]!)).toBe(true);
  expect(requested.has(lastKey)).toBe(false);
  await page.getByRole('article').last().scrollIntoViewIfNeeded();
  await expect.poll(() => requested.has(lastKey)).toBe(true);
  // Nothing is stored yet, so the stored-cart check (cartLine.ts and zod) is never fetched.
  expect(scripts.filter((script) => /cartLine/.test(script))).toEqual([]);

  // A stored cart is checked and shown as before.
  const first = body.data[0]!;
  await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify([line])), {
    id: first.id,
    title: first.title,
    price: 'PKR 1,000',
    size: 'M',
    color: 'White',
    quantity: 2,
  });
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  expect(scripts.some((script) => /cartLine/.test(script))).toBe(true);
});

test('the home page, the product list and a product page make no Intl formatter while they load, the chat launcher included', async ({
  page,
  shop,
}) => {
  // The first Intl formatter a page makes holds up its first paint on a phone (decision 0001), so
  // the pages shoppers land on write prices and dates without one until a shopper asks for
  // something that needs it.
  const intlMade = await probeIntl(page);
  const { body } = await shop.call<{ data: Product[] }>('GET', '/api/products?limit=1');

  for (const address of ['/', '/products', `/products/${body.data[0]!.id}`]) {
    await page.goto(address);
    await expect(page.getByText(/PKR \d/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    expect(await intlMade(), address).toEqual([]);
  }
  // The probe itself sees a formatter being made.
  await page.evaluate(() => new Intl.NumberFormat('en-US').format(1));
  expect(await intlMade()).toEqual(['Intl.NumberFormat']);
});
