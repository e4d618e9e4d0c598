import { expect, test } from './fixtures';
import { checkoutWithAShirt } from './shopper';

/*
 * Decision 0137: at checkout a city written as people say it ('Pindi') offers its full name; the shopper
 * puts it in with one tap, or leaves what they typed.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('checkout offers Rawalpindi for Pindi, in English and in Urdu, and puts it in on a tap', async ({
  page,
  shop,
}) => {
  await checkoutWithAShirt(page, shop);
  const city = page.getByLabel('City', { exact: true });
  await city.fill('Pindi');
  await expect(page.getByText('Did you mean Rawalpindi?')).toBeVisible();
  await city.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/checkout-city-pindi-390.png' });
  await page.getByRole('button', { name: 'Use Rawalpindi' }).click();
  await expect(city).toHaveValue('Rawalpindi');
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  // A town that is no short form is the shopper's: nothing is offered.
  await city.fill('Pindi Bhattian');
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);

  // The language switch is on the page's header: the same field in Urdu.
  await page.getByRole('button', { name: 'اردو' }).click();
  const shehr = page.getByLabel('شہر', { exact: true });
  await shehr.fill('Khi');
  const hint = page.getByText('کیا آپ کا مطلب Karachi ہے؟');
  await expect(hint).toBeVisible();
  // The Latin name is its own left-to-right island in the Urdu sentence, in the hint and on its button.
  await expect(hint.locator('bdi[dir="ltr"]', { hasText: 'Karachi' })).toHaveCount(2);
  await shehr.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/checkout-city-khi-ur-390.png' });
  await page.getByRole('button', { name: 'Karachi لکھیں' }).click();
  await expect(shehr).toHaveValue('Karachi');
});
