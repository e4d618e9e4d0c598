import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { placeOrderByTap, scrollUntilShownAtTheEnd, shirtInStock } from './shopper';

/*
 * Issue 35 item 10: on a phone the chat's launcher and its 'Ask us!' teaser never sit on the page's own
 * content: the price, the wishlist button, the filter fields, the confirmation's address, the tracking
 * steps. Each is brought to the bottom of the screen, where the widget lives, and the widget's visible
 * parts are measured once the page is at rest; at the end of every page the launcher still shows.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The launcher and the teaser as the shopper sees them: the boxes of those drawn, not stepped aside. */
const widgetBoxes = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button[aria-label="Chat with us"], button'))
      .filter((button) => button.matches('[aria-label="Chat with us"]') || /Ask us!/.test(button.textContent ?? ''))
      .map((button) => (button.matches('[aria-label="Chat with us"]') ? button : button.parentElement!))
      .filter((part) => getComputedStyle(part).visibility !== 'hidden' && getComputedStyle(part).opacity !== '0')
      .map((part) => {
        const { x, y, width, height } = part.getBoundingClientRect();
        return { x, y, width, height };
      }),
  );

/** Each element, brought to the bottom of the screen (right at it, then a little above), is not under the widget. */
async function neverCovered(page: Page, targets: Locator, what: string) {
  await expect(page.getByRole('button', { name: 'Chat with us', includeHidden: true })).toBeAttached();
  const count = Math.min(await targets.count(), 4);
  expect(count, what).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const target = targets.nth(index);
    for (const fromBottom of [6, 40]) {
      await target.evaluate((element, gap) => {
        const box = element.getBoundingClientRect();
        window.scrollBy(0, box.bottom - (window.innerHeight - gap));
      }, fromBottom);
      // At rest: the widget decides 150 ms after the last scroll.
      await page.waitForTimeout(500);
      const box = (await target.boundingBox())!;
      const covering = (await widgetBoxes(page)).filter((part) => overlap(part, box));
      expect(covering, `${what} #${index + 1}, ${fromBottom} px from the bottom`).toEqual([]);
    }
  }
}

/** At the end of the page the footer keeps a free band: the launcher shows there. */
async function launcherAtTheEnd(page: Page) {
  await scrollUntilShownAtTheEnd(page, page.getByRole('button', { name: 'Chat with us' }));
}

test("on a phone the 'Ask us!' bubble never covers a shirt's price, its wishlist button or the list's filters", async ({
  page,
  shop,
}) => {
  const shirt = await shirtInStock(shop);
  await page.goto(`/products/${shirt.id}`);
  await neverCovered(page, page.locator('main').getByText(/^PKR [\d,]+$/), 'the price');
  await neverCovered(page, page.getByRole('button', { name: /Add to Wishlist/ }), 'the wishlist button');
  await neverCovered(page, page.getByRole('button', { name: 'Add to Cart' }), 'Add to Cart');
  await launcherAtTheEnd(page);
  await page.screenshot({ path: 'test-results/traps3-ask-us-product-end-390.png' });

  await page.goto('/products');
  await page.getByText('Filters & sorting').tap();
  const panel = page.locator('details[open]');
  await neverCovered(page, panel.locator('input, select, button'), 'a filter field');
  await page.screenshot({ path: 'test-results/traps3-ask-us-filters-390.png' });
  await page.getByText('Filters & sorting').tap();
  await neverCovered(page, page.locator('main article').getByText(/^PKR [\d,]+$/), "a card's price");
  await launcherAtTheEnd(page);
});

test("on a phone the 'Ask us!' bubble never covers the confirmation's address or the tracking steps", async ({
  page,
  shop,
}) => {
  await placeOrderByTap(page, shop, {
    name: 'Hina Akram',
    email: 'hina.bubble@example.pk',
    phone: '0301 7654321',
    address: 'Flat 4, Block C, North Nazimabad',
    city: 'Karachi',
  });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderRef = (await page.getByTestId('order-ref').textContent())!.trim();
  await neverCovered(page, page.locator('main address'), "the confirmation's address");
  await neverCovered(page, page.locator('main').getByText(/^PKR [\d,]+$/), 'an amount on the confirmation');
  await page.screenshot({ path: 'test-results/traps3-ask-us-confirmation-390.png' });
  await launcherAtTheEnd(page);

  await page.goto('/track-order');
  await page.getByLabel('Order reference').fill(orderRef);
  await page.getByLabel('Email or phone number').fill('0301 7654321');
  await page.getByRole('button', { name: 'Track Order' }).tap();
  await expect(page.getByRole('heading', { name: `Order ${orderRef}` })).toBeVisible();
  await neverCovered(page, page.locator('main ol li'), 'a tracking step');
  await page.screenshot({ path: 'test-results/traps3-ask-us-tracking-390.png' });
  await launcherAtTheEnd(page);
});
