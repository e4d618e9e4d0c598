import type { Locator } from '@playwright/test';
import { saveProduct } from '../server/catalog/saveProduct';
import { expect, test } from './fixtures';
import { addToCart } from './shopper';

/*
 * A shirt the owner has not given a picture yet: its place shows a drawn shirt, decorative, since the
 * title is beside it in the list, the cart and on its page. The title was written in the placeholder
 * too, so the screen showed it and a screen reader read it twice.
 */
test.use({ viewport: { width: 390, height: 844 } });

const TITLE = 'Plain Eid Kurta Shirt';

/** The placeholder is hidden from screen readers and holds no words; the title is named once in `within`. */
async function decorative(within: Locator) {
  const placeholder = within.locator('[data-placeholder]');
  await expect(placeholder).toHaveCount(1);
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  await expect(placeholder).toHaveText('');
  await expect(within.getByRole('img', { name: TITLE })).toHaveCount(0);
  await expect(within.getByText(TITLE, { exact: true })).toHaveCount(1);
}

test('a shirt without a picture is named once in the list, on its page and in the cart', async ({ page, shop }) => {
  const { id } = saveProduct(
    shop.deps.db,
    {
      id: 'NOPIC-1',
      title: TITLE,
      description: 'Cotton, for Eid.',
      price: 1999,
      sizes: ['M'],
      colors: ['Maroon'],
      categories: ['Sale'],
      variants: [{ size: 'M', color: 'Maroon', stock: 5, sku: '' }],
    },
    new Date(),
  );

  await page.goto(`/products?q=${encodeURIComponent(TITLE)}`);
  const card = page.locator('main article', { hasText: TITLE });
  await decorative(card);
  await page.screenshot({ path: 'test-results/placeholder-card-390.png' });

  await addToCart(page, id, 'M', 'Maroon');
  await decorative(page.locator('main'));
  await page.screenshot({ path: 'test-results/placeholder-product-390.png' });

  await page.goto('/cart');
  await decorative(page.locator('main li', { hasText: TITLE }));
  await page.screenshot({ path: 'test-results/placeholder-cart-390.png' });
});
