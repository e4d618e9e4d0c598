import { expect, test } from './fixtures';
import { checkoutWithAShirt } from './shopper';

/*
 * Issue 35, item 21: a shopper typed the address and, with the cursor still in the field, tapped away
 * from checkout at once (the cart, a shirt); back at checkout the name, phone and address were gone.
 * The last keystroke is kept however soon the page is left.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('what was typed at checkout stays when the shopper leaves while still in a field', async ({ page, shop }) => {
  await checkoutWithAShirt(page, shop);
  await page.getByLabel('Full Name', { exact: true }).fill('Sana Mirza');
  await page.getByLabel('Phone', { exact: true }).fill('0300 1234567');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('0300 1234567');
  // The last field typed and left in the same moment: a keystroke, then the nav bar's cart link, with
  // no pause for the page to settle (as a quick tap does on a slow phone).
  await page.getByLabel('Street Address', { exact: true }).focus();
  await page.evaluate(() => {
    const input = document.getElementById('checkout-address') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, 'House 4, Street 9, DHA Phase 6');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    (document.querySelector('a[href="/cart"]') as HTMLAnchorElement).click();
  });
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto('/checkout');
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Sana Mirza');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('0300 1234567');
  await expect(page.getByLabel('Street Address', { exact: true })).toHaveValue('House 4, Street 9, DHA Phase 6');
});
