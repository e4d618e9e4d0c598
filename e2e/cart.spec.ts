import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// SPEC.md §2 (Product detail screen, Cart), §4 (Cart add, Cart quantity), §9 (shipping).
const addFromDetail = async (page: Page, id: string, size: string, color: string, quantity: number) => {
  await page.goto(`/products/${id}`);
  await page.getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: color, exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
};

test('the detail screen shows the product and adds the chosen quantity', async ({ page }) => {
  await page.goto('/products/PROD10001');
  await expect(page.getByRole('heading', { name: 'Classic White Oxford Shirt' })).toBeVisible();
  await expect(page.getByText('PKR 2,200')).toBeVisible();
  await expect(page.getByText(/In Stock \(\d+ available\)/)).toBeVisible();
  await expect(page.getByText('KSC-CWO-10001')).toBeVisible();
  await expect(page.getByText('Formal', { exact: true })).toBeVisible();
  // The first size and colour are chosen; the quantity starts at 1 with minus disabled.
  await expect(page.getByRole('button', { name: 'S', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'White', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').getByText('Item added to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('an unknown product says so', async ({ page }) => {
  await page.goto('/products/NO-SUCH-SHIRT');
  await expect(page.getByText('Product not found')).toBeVisible();
});

test('a sold-out product reads Out of Stock', async ({ page }) => {
  await page.goto('/products/PROD10006');
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(page.getByText('Out of Stock').last()).toBeVisible();
});

test('the cart merges lines, charges shipping below 3 items and frees it at 3', async ({ page }) => {
  const line = 'Sky Blue Poplin Office Shirt, M, White';
  const cartLines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await addFromDetail(page, 'PROD10002', 'M', 'White', 2);
  await expect(page.getByRole('status').getByText('Item added to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.goto('/cart');
  await expect(cartLines).toHaveCount(1);
  await expect(cartLines.first().getByTestId('line-quantity')).toHaveText('2');
  await expect(page.getByTestId('shipping')).toHaveText('PKR 300');
  await expect(page.getByTestId('total')).toHaveText('PKR 5,500');
  await expect(page.getByText('Add 1 more shirt for free delivery.')).toBeVisible();

  // Adding the same id, size and colour again raises that line by the chosen quantity.
  await addFromDetail(page, 'PROD10002', 'M', 'White', 1);
  await expect(page.getByRole('status').getByText('Item quantity updated in cart')).toBeVisible();
  await page.goto('/cart');
  await expect(cartLines).toHaveCount(1);
  await expect(cartLines.first().getByTestId('line-quantity')).toHaveText('3');
  await expect(page.getByTestId('shipping')).toHaveText('Free');
  await expect(page.getByText('Free delivery on purchase of 3 shirts or more!')).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('PKR 7,800');

  // The cart survives a reload, and the long chain of path segments shows the same cart.
  await page.reload();
  await expect(cartLines.first().getByTestId('line-quantity')).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await page.goto('/cart/anything/M/White');
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(cartLines).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  await page.getByRole('button', { name: `Decrease quantity of ${line}` }).click();
  await expect(page.getByTestId('shipping')).toHaveText('PKR 300');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // A quantity never goes below 1 (SPEC.md §3, issue #10): '−' at 1 is disabled, and Remove removes.
  await page.getByRole('button', { name: `Decrease quantity of ${line}` }).click();
  await expect(cartLines.first().getByTestId('line-quantity')).toHaveText('1');
  await expect(page.getByRole('button', { name: `Decrease quantity of ${line}` })).toBeDisabled();
  await page.getByRole('button', { name: `Decrease quantity of ${line}` }).click({ force: true });
  await expect(cartLines.first().getByTestId('line-quantity')).toHaveText('1');
  await page.getByRole('button', { name: `Remove ${line}` }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
});

test('Remove takes a line out of the cart', async ({ page }) => {
  await addFromDetail(page, 'PROD10020', 'L', 'Navy', 1);
  await addFromDetail(page, 'PROD10020', 'L', 'White', 1);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Increase quantity of Navy Pique Polo Shirt, L, White' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Navy Pique Polo Shirt, L, Navy' }).click();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Size: L · Color: White')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('a cart kept from an earlier visit shows today’s price and flags what sold out', async ({ page }) => {
  // Stored before the shop's own script runs: a page that has just read the cart saves it back.
  await page.addInitScript(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { id: 'PROD10001', title: 'Classic White Oxford Shirt', price: 'PKR 1', imageUrl: null, size: 'M', color: 'White', quantity: 1, stock: 24 },
        { id: 'PROD10006', title: 'Maroon Velvet Touch Shirt', price: 'PKR 5,200', imageUrl: null, size: 'M', color: 'Maroon', quantity: 1, stock: 3 },
      ]),
    ),
  );
  await page.goto('/cart');
  await expect(page.getByText('Price is now PKR 2,200 (was PKR 1)')).toBeVisible();
  await expect(page.getByText('Sold out: please remove it')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Maroon Velvet Touch Shirt, M, Maroon' }).click();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('PKR 2,500');
});

test('what the shopper does while the cart is being checked stands', async ({ page }) => {
  // Stored before the shop's own script runs: a page that has just read the cart saves it back.
  await page.addInitScript(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { id: 'PROD10001', title: 'Classic White Oxford Shirt', price: 'PKR 1', imageUrl: null, size: 'M', color: 'White', quantity: 1, stock: 24 },
        { id: 'PROD10001', title: 'Classic White Oxford Shirt', price: 'PKR 1', imageUrl: null, size: 'L', color: 'White', quantity: 1, stock: 24 },
      ]),
    ),
  );
  // A slow connection: the shop's answer arrives only after the shopper has removed a line.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/products/PROD10001', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Remove Classic White Oxford Shirt, L, White' }).click();
  answer();
  await expect(page.getByText('Price is now PKR 2,200 (was PKR 1)')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('total')).toHaveText('PKR 2,500');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cart count stays in sight in the header, with the menu closed', async ({ page }) => {
    await addFromDetail(page, 'PROD10011', 'M', 'White', 2);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    const cart = header.getByRole('link', { name: 'Cart, 2 items' });
    await expect(cart).toBeVisible();
    await expect(cart.getByTestId('header-cart-count')).toHaveText('2');
    await expect(cart).toBeInViewport();
    await cart.click();
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  });
});
