import { expect, test, type Page } from '@playwright/test';

// SPEC.md §2 (Checkout, Order tracking, Contact), §4 (Checkout), §5 (Checkout, Tracking), §8.
const addToCart = async (page: Page, id: string, size: string, color: string) => {
  await page.goto(`/products/${id}`);
  await page.getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: color, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').getByText(/Item (added to cart|quantity updated in cart)/)).toBeVisible();
};

const fillShipping = async (page: Page, email: string) => {
  await page.getByLabel('Full Name').fill('Bilal Ahmed');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('0300 1234567');
  await page.getByLabel('Street Address').fill('House 12, Block 7, Gulistan-e-Johar');
  await page.getByLabel('City').fill('Karachi');
};

test('a guest pays cash on delivery, then tracks the order', async ({ page }) => {
  await addToCart(page, 'PROD10014', 'M', 'Sky Blue');
  await addToCart(page, 'PROD10021', 'L', 'White');
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByLabel('Country')).toHaveValue('Pakistan');
  await expect(page.getByLabel('Country')).toBeDisabled();
  await expect(page.getByLabel('Cash on Delivery')).toBeChecked();
  await expect(page.getByTestId('total')).toHaveText('PKR 4,500');
  await fillShipping(page, 'guest.cod@example.pk');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('status').getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const reference = await page.getByText(/Your order reference is/).locator('strong').textContent();
  expect(reference).toMatch(/^ORD-[A-Z0-9]{9}$/);
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart');

  await page.goto('/track-order');
  await page.getByLabel('Order reference').fill(reference!);
  await page.getByLabel('Email').fill('GUEST.COD@example.pk');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByText('Status: pending')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Sky Blue Poplin Office Shirt').or(page.getByText('Blue Gingham Casual Shirt'))).toBeVisible();

  await page.getByLabel('Email').fill('someone.else@example.pk');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order not found')).toBeVisible();
});

test('bank transfer shows the bank details, then Continue Shopping empties the cart', async ({ page }) => {
  await addToCart(page, 'PROD10022', 'M', 'Mustard');
  await page.goto('/checkout');
  await fillShipping(page, 'guest.bank@example.pk');
  await page.getByLabel('Bank Transfer').check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('IBAN')).toBeVisible();
  const reference = await modal.getByTestId('order-ref').textContent();
  await expect(modal.getByRole('link', { name: 'Send receipt on WhatsApp' })).toHaveAttribute('href', new RegExp(`wa\\.me/\\d+\\?text=.*${reference}`));
  await modal.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('checkout says what is missing and keeps the cart', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await addToCart(page, 'PROD10024', 'M', 'Light Grey');
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Phone is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
  await page.getByLabel('Phone').fill('12345');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please enter a valid Pakistani phone number, e.g. 0300 1234567')).toBeVisible();
});

test('when another shopper buys the last piece first, checkout says so and keeps the cart', async ({ page, request }) => {
  await addToCart(page, 'PROD10012', 'M', 'Sky Blue');
  // Someone else takes the last one while this shopper fills in the form.
  const rival = await request.post('/api/orders', {
    data: {
      customer: { name: 'Rival', email: 'rival@example.pk', phone: '03001234567', address: 'Somewhere 1', city: 'Lahore' },
      items: [{ id: 'PROD10012', size: 'M', color: 'Sky Blue', quantity: 1 }],
      paymentMethod: 'cod',
    },
  });
  expect(rival.status()).toBe(201);

  await page.goto('/checkout');
  await fillShipping(page, 'late@example.pk');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const message = 'Sky Blue Linen Shirt is out of stock. Please remove it from your cart.';
  await expect(page.locator('form').getByRole('alert')).toHaveText(message);
  await expect(page.getByRole('status').getByText(message)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Sky Blue Linen Shirt')).toBeVisible();
});

test('tracking needs both reference and e-mail', async ({ page }) => {
  await page.goto('/track-order');
  await page.getByLabel('Order reference').fill('ORD-ABC123XYZ');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Please enter both order reference and email')).toBeVisible();
});

test('the contact form takes the order reference and thanks the shopper', async ({ page }) => {
  await page.goto('/contact?ref=ORD-ABC123XYZ');
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Johar, Karachi, Sindh, Pakistan')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('Order ORD-ABC123XYZ');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your Name is required')).toBeVisible();
  await page.getByLabel('Your Name').fill('Sana');
  await page.getByLabel('Email Address').fill('sana@example.pk');
  await page.getByLabel('Your Message').fill('Can I exchange the size?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
});
