import { expect, test } from './fixtures';
import { addToCart, cellInStock } from './shopper';

/*
 * Many phones shoppers here buy on are 360 px wide, and some older ones 320 px. No storefront page
 * may be wider than the phone: a page that scrolls sideways hides a price or a field past the edge.
 * The cart and checkout's one column once took their widest line's width (371 px).
 */
for (const width of [360, 320]) {
  test(`the storefront's pages fit a ${width} px phone, with a shirt in the cart`, async ({ page, shop }) => {
    await page.setViewportSize({ width, height: 740 });
    const { shirt, cell } = await cellInStock(shop);
    await addToCart(page, shirt.id, cell.size, cell.color);
    for (const address of [
      '/',
      '/products',
      '/products?q=oxfrd',
      `/products/${shirt.id}`,
      '/cart',
      '/checkout',
      '/track-order',
      '/contact',
      '/login',
      '/register',
      '/advanced-search',
    ]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Measured once what the page loads has come (the product list marks itself busy until then).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(sideways, `${address} scrolls sideways at ${width} px`).toBe(0);
    }
  });
}
