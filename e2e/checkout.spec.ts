import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, expect, test } from './fixtures';

// SPEC.md §2 (Checkout, Order tracking, Contact), §4 (Checkout), §5 (Checkout, Tracking), §8.
const addToCart = async (page: Page, id: string, size: string, color: string) => {
  await page.goto(`/products/${id}`);
  await page.getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: color, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').getByText(/Item (added to cart|quantity updated in cart)/)).toBeVisible();
};

const adminToken = async (request: APIRequestContext) => {
  const login = await request.post('/admin/login', { data: E2E_ADMIN });
  return ((await login.json()) as { token: string }).token;
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
  await expect(page.getByText('Blue Gingham Casual Shirt')).toBeVisible();
  await expect(page.getByText('White Pique Polo Shirt')).toBeVisible();

  await page.getByLabel('Email').fill('someone.else@example.pk');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order not found')).toBeVisible();
});

test('bank transfer shows the bank details, then Continue Shopping empties the cart', async ({ page }) => {
  await addToCart(page, 'PROD10024', 'M', 'Light Grey');
  await page.goto('/checkout');
  await fillShipping(page, 'guest.bank@example.pk');
  await page.getByLabel('Bank Transfer').check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Order Confirmed' })).toBeFocused();
  await expect(modal.getByRole('term').filter({ hasText: 'IBAN' })).toBeVisible();
  const reference = await modal.getByTestId('order-ref').textContent();
  await expect(modal.getByRole('link', { name: 'Send receipt on WhatsApp' })).toHaveAttribute('href', new RegExp(`wa\\.me/\\d+\\?text=.*${reference}`));
  await modal.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Your order reference is ${reference}`)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  // Until the transfer is confirmed, tracking shows the bank details again.
  await page.goto(`/track-order?orderRef=${reference}&email=guest.bank@example.pk`);
  const payment = page.getByRole('region', { name: 'Awaiting your bank transfer' });
  await expect(payment.getByRole('term').filter({ hasText: 'IBAN' })).toBeVisible();
  await expect(payment.getByRole('link', { name: 'Send receipt on WhatsApp' })).toHaveAttribute('href', new RegExp(reference!));
});

test('Escape on the bank transfer confirmation goes home with the order reference', async ({ page }) => {
  await addToCart(page, 'PROD10021', 'M', 'Navy');
  await page.goto('/checkout');
  await fillShipping(page, 'guest.escape@example.pk');
  await page.getByLabel('Bank Transfer').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
  const reference = await modal.getByTestId('order-ref').textContent();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Your order reference is ${reference}`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart');
});

test('checkout says what is missing and keeps the cart', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await addToCart(page, 'PROD10024', 'M', 'Light Grey');
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Phone is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
  await page.getByLabel('Phone').fill('12345');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please enter a valid Pakistani phone number, e.g. 0300 1234567')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Grey Melange Henley Shirt')).toBeVisible();
});

test('when another shopper buys the last piece first, checkout says so and keeps the cart', async ({ page, request }) => {
  await addToCart(page, 'PROD10012', 'M', 'Sky Blue');
  // Someone else takes every piece left while this shopper fills in the form.
  const product = ((await (await request.get('/api/products/PROD10012')).json()) as { data: { stock: number } }).data;
  expect(product.stock).toBeGreaterThan(0);
  const rival = await request.post('/api/orders', {
    data: {
      customer: { name: 'Rival', email: 'rival@example.pk', phone: '03001234567', address: 'Somewhere 1', city: 'Lahore' },
      items: [{ id: 'PROD10012', size: 'L', color: 'White', quantity: product.stock }],
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
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await page.goto('/cart');
  await expect(page.getByText('Sky Blue Linen Shirt')).toBeVisible();
});

test('a shipped order shows its courier, tracking number and the courier’s tracking link', async ({ page, request }) => {
  const placed = await request.post('/api/orders', {
    data: {
      customer: { name: 'Sana Khan', email: 'shipped@example.pk', phone: '+92 321 7654321', address: 'Flat 3, Clifton Block 2', city: 'Karachi' },
      items: [{ id: 'PROD10021', size: 'S', color: 'White', quantity: 1 }],
      paymentMethod: 'cod',
    },
  });
  const { orderRef } = ((await placed.json()) as { data: { orderRef: string } }).data;
  const token = await adminToken(request);
  const shipped = await request.patch(`/api/orders/${orderRef}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'shipped', trackingNumber: 'TCS-778812', carrier: 'TCS', estimatedDelivery: '2030-01-15' },
  });
  expect(shipped.status()).toBe(200);

  await page.goto('/track-order');
  await page.getByLabel('Order reference').fill(orderRef.toLowerCase());
  await page.getByLabel('Email').fill('shipped@example.pk');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Status: shipped')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '75');
  await expect(page.getByText('TCS-778812')).toBeVisible();
  await expect(page.getByText('15-Jan-2030')).toBeVisible();
  const links = page.getByRole('list', { name: 'Follow your parcel' }).getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links.first()).toHaveAccessibleName('Track with TCS');
  await expect(links.first()).toHaveAttribute('href', /tcsexpress\.com.*TCS-778812/);
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
