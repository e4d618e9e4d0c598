import { formatPrice } from '../common/money';
import { adminToken, BILAL } from '../server/testing/identities';
import { BANK_READY_POLICY } from '../server/testing/policies';
import { expect, test } from './fixtures';
import { addToCart, buyOutCell, checkOut, fillShipping, placedOrder, policyOf, productOf } from './shopper';

// The owner has entered bank details, so checkout offers bank transfer beside cash on delivery.
test.use({ shopOptions: { policy: BANK_READY_POLICY } });

// docs/product.md §2 (Checkout, Order tracking, Contact), §4 (Checkout), §5 (Checkout, Tracking), §8.
// Titles, prices and the shipping fee come from this spec's shop (e2e/shopper.ts), not from the demo's.

test('a guest pays cash on delivery, lands on the order page, reloads it, then tracks the order', async ({
  page,
  shop,
}) => {
  const [gingham, polo, policy] = [
    await productOf(shop, 'PROD10014'),
    await productOf(shop, 'PROD10021'),
    await policyOf(shop),
  ];
  // Two shirts: under the free-delivery count, so the flat fee is charged.
  expect(policy.freeShippingMinItems).toBeGreaterThan(2);
  const total = formatPrice(gingham.price + polo.price + policy.shippingFee);
  await addToCart(page, gingham.id, 'M', 'Sky Blue');
  await addToCart(page, polo.id, 'L', 'White');
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByLabel('Country')).toHaveValue('Pakistan');
  await expect(page.getByLabel('Country')).toBeDisabled();
  await expect(page.getByLabel('Cash on Delivery')).toBeChecked();
  await expect(page.getByTestId('total')).toHaveText(total);
  await fillShipping(page, { ...BILAL, email: 'guest.cod@example.pk' });
  await page.getByRole('button', { name: 'Place Order' }).click();

  // docs/architecture.md, Order confirmation: the cart is empty as soon as the server has the order, and the
  // order's own page survives a reload.
  await expect(page).toHaveURL(/\/order\/ORD-[A-Z0-9]{9}$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const reference = await page.getByTestId('order-ref').textContent();
  expect(reference).toMatch(/^ORD-[A-Z0-9]{9}$/);
  await expect(page.getByRole('link', { name: /^Cart/ }).first()).toHaveAccessibleName('Cart');
  const checkOrderPage = async () => {
    await expect(page.getByText(gingham.title)).toBeVisible();
    await expect(page.getByText(polo.title)).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await expect(page.getByText('House 12, Block 7, Gulistan-e-Johar')).toBeVisible();
    await expect(page.getByTestId('expected-delivery')).toBeVisible();
    await expect(page.getByText(`Please keep ${total} ready for the rider.`)).toBeVisible();
  };
  await checkOrderPage();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expect(page.getByTestId('order-ref')).toHaveText(reference!);
  await checkOrderPage();
  await expect(page.getByText('Order placed successfully!')).toBeHidden();
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  await page.goto('/track-order');
  await page.getByLabel('Order reference').fill(reference!);
  await page.getByLabel('Email').fill('GUEST.COD@example.pk');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByText('Status: pending')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText(gingham.title)).toBeVisible();
  await expect(page.getByText(polo.title)).toBeVisible();

  await page.getByLabel('Email').fill('someone.else@example.pk');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order not found')).toBeVisible();
});

test('bank transfer: the modal over the order page, an empty cart at once, and the bank details again after a reload', async ({
  page,
  shop,
}) => {
  const henley = await productOf(shop, 'PROD10024');
  await addToCart(page, henley.id, 'M', 'Light Grey');
  await checkOut(page, { ...BILAL, email: 'guest.bank@example.pk' }, { bankTransfer: true });

  const modal = page.getByRole('dialog', { name: 'Order Confirmed' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Order Confirmed' })).toBeFocused();
  await expect(modal.getByRole('term').filter({ hasText: 'IBAN' })).toBeVisible();
  // The header no longer counts the cart while the modal is open: the order is placed.
  await expect(page.getByTestId('header-cart-count')).toHaveCount(0);
  const reference = await modal.getByTestId('order-ref').textContent();
  await expect(modal.getByRole('link', { name: 'Send receipt on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`wa\\.me/\\d+\\?text=.*${reference}`),
  );
  // Escape leaves the shopper on the order page, which shows the same details.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/order/${reference}$`));
  const payment = page.getByRole('region', { name: 'Awaiting your bank transfer' });
  await expect(payment.getByRole('term').filter({ hasText: 'IBAN' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Order Confirmed' })).toBeHidden();
  await expect(payment.getByRole('term').filter({ hasText: 'IBAN' })).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Copy IBAN' })).toBeVisible();
  await expect(payment.getByRole('link', { name: 'Send receipt on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(reference!),
  );
  await expect(page.getByText(henley.title)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  // Until the transfer is confirmed, tracking shows the bank details again.
  await page.goto(`/track-order?orderRef=${reference}&email=guest.bank@example.pk`);
  await expect(
    page.getByRole('region', { name: 'Awaiting your bank transfer' }).getByRole('term').filter({ hasText: 'IBAN' }),
  ).toBeVisible();
});

// docs/architecture.md (Payment and returns): what the shopper owes is kept apart from the order's
// status, so the bank details show while the transfer is unpaid, whatever the status, and not once the
// owner has checked it, on the order page and on the tracking page alike.
test('the bank details follow whether the transfer is paid, not the order status', async ({ page, shop }) => {
  const token = adminToken(shop);
  const placeByBank = async (email: string) => {
    const placed = await placedOrder(shop, [{ id: 'PROD10021', size: 'S', color: 'White', quantity: 1 }], {
      customer: {
        name: 'Hina Raza',
        email,
        phone: '+92 333 1234567',
        address: 'House 4, Street 2, F-7',
        city: 'Islamabad',
      },
      paymentMethod: 'bank',
    });
    return placed.orderRef;
  };
  const awaiting = page.getByRole('region', { name: 'Awaiting your bank transfer' });

  const checked = await placeByBank('checked.transfer@example.pk');
  expect(
    (await shop.call('PATCH', `/api/admin/orders/${checked}/payment`, { token, body: { payment: 'paid' } })).status,
  ).toBe(200);
  await page.goto(`/track-order?orderRef=${checked}&email=checked.transfer@example.pk`);
  await expect(page.getByText('Status: pending')).toBeVisible();
  await expect(page.getByTestId('order-payment')).toHaveText('Bank transfer, paid');
  await expect(awaiting).toHaveCount(0);
  await page.goto(`/order/${checked}#email=checked.transfer@example.pk`);
  await expect(page.getByTestId('order-payment')).toHaveText('Bank transfer, paid');
  await expect(awaiting).toHaveCount(0);

  const movedOn = await placeByBank('unpaid.transfer@example.pk');
  expect(
    (await shop.call('PATCH', `/api/orders/${movedOn}/status`, { token, body: { status: 'processing' } })).status,
  ).toBe(200);
  await page.goto(`/track-order?orderRef=${movedOn}&email=unpaid.transfer@example.pk`);
  await expect(page.getByText('Status: processing')).toBeVisible();
  await expect(page.getByTestId('order-payment')).toHaveText('Bank transfer');
  await expect(awaiting.getByRole('term').filter({ hasText: 'IBAN' })).toBeVisible();
  await expect(awaiting.getByRole('link', { name: 'Send receipt on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(movedOn),
  );
  await page.goto(`/order/${movedOn}#email=unpaid.transfer@example.pk`);
  await expect(page.getByTestId('order-ref')).toHaveText(movedOn);
  await expect(awaiting.getByRole('term').filter({ hasText: 'IBAN' })).toBeVisible();
});

test('the confirmation mail opens the order page; without the e-mail the page asks for it and tells nothing', async ({
  page,
  browser,
  shop,
}) => {
  const polo = await productOf(shop, 'PROD10021');
  await addToCart(page, polo.id, 'M', 'Navy');
  await checkOut(page, { ...BILAL, email: 'guest.mail@example.pk' });
  const reference = await page.getByTestId('order-ref').textContent();

  const outbox = (
    await shop.call<{ data: { to: string; text: string }[] }>('GET', '/api/admin/outbox', { token: adminToken(shop) })
  ).body;
  const mail = outbox.data.find(
    (message) => message.to === 'guest.mail@example.pk' && message.text.includes(reference!),
  );
  const link = mail?.text.match(/https?:\/\/\S+\/order\/\S+/)?.[0];
  expect(link).toContain(`/order/${reference}#email=`);

  // Another device: a fresh browser context with nothing kept.
  const other = await browser.newContext({ baseURL: shop.url });
  const phone = await other.newPage();
  await phone.goto(link!);
  await expect(phone.getByTestId('order-ref')).toHaveText(reference!);
  await expect(phone.getByText(polo.title)).toBeVisible();
  // The e-mail does not stay in the address bar, where a copied link would carry it.
  expect(phone.url()).not.toContain('#email');

  const stranger = await other.newPage();
  await stranger.goto(`/order/${reference}`);
  await expect(stranger.getByText('enter the e-mail address or phone number you placed it with')).toBeVisible();
  await expect(stranger.getByText(polo.title)).toBeHidden();
  await stranger.getByLabel('Email').fill('someone.else@example.pk');
  await stranger.getByRole('button', { name: 'Show my order' }).click();
  await expect(
    stranger.getByText('We could not find an order with this reference and e-mail or phone number.'),
  ).toBeVisible();
  await expect(stranger.getByText(polo.title)).toBeHidden();
  await stranger.getByLabel('Email').fill('guest.mail@example.pk');
  await stranger.getByRole('button', { name: 'Show my order' }).click();
  await expect(stranger.getByText(polo.title)).toBeVisible();
  await other.close();
});

test('checkout says what is missing and keeps the cart', async ({ page, shop }) => {
  const henley = await productOf(shop, 'PROD10024');
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await addToCart(page, henley.id, 'M', 'Light Grey');
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
  await expect(page.getByText(henley.title)).toBeVisible();
});

test('a line sold out by another buyer is marked when checkout opens and removed right there', async ({
  page,
  shop,
}) => {
  const [linen, henley] = [await productOf(shop, 'PROD10012'), await productOf(shop, 'PROD10024')];
  await addToCart(page, linen.id, 'M', 'Sky Blue');
  await addToCart(page, henley.id, 'S', 'Charcoal');
  await buyOutCell(shop, linen.id, 'M', 'Sky Blue');

  await page.goto('/checkout');
  const soldOut = page
    .getByRole('list', { name: 'Items in your order' })
    .getByRole('listitem')
    .filter({ hasText: linen.title });
  await expect(soldOut.getByText('Sold out: please remove it')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await soldOut.getByRole('button', { name: `Remove ${linen.title}, M, Sky Blue` }).click();
  await expect(soldOut).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await fillShipping(page, { ...BILAL, email: 'after.check@example.pk' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-/);
  await expect(page.getByText(henley.title)).toBeVisible();
});

test('when another shopper buys first after checkout opened, Place Order names the line and offers to lower it', async ({
  page,
  shop,
}) => {
  const { id, title } = await productOf(shop, 'PROD10015');
  await addToCart(page, id, 'M', 'Olive');
  await addToCart(page, id, 'M', 'Olive');
  await page.goto('/checkout');
  await fillShipping(page, { ...BILAL, email: 'late@example.pk' });
  await expect(page.getByText(title)).toBeVisible();
  // Someone else leaves one piece while this shopper fills in the form.
  await buyOutCell(shop, id, 'M', 'Olive', 1);
  await page.getByRole('button', { name: 'Place Order' }).click();

  const line = page.getByRole('list', { name: 'Items in your order' }).getByRole('listitem').filter({ hasText: title });
  await expect(line.getByText('Only 1 left: lower the quantity or remove it')).toBeVisible();
  await expect(
    page
      .locator('form')
      .getByRole('alert')
      .filter({ hasText: `Only 1 of ${title} in M / Olive left in stock.` }),
  ).toBeVisible();
  // Shown on the line, not as a toast over the header.
  await expect(page.getByRole('status').getByText(/left in stock/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await line.getByRole('button', { name: `Lower ${title}, M, Olive to 1` }).click();
  await expect(line).toContainText('× 1');
  await expect(line.getByText(/Only 1 left/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/ORD-/);
  await expect(page.getByText(`${title} (M, Olive) × 1`)).toBeVisible();
});

test('a shipped order shows its courier, tracking number and the courier’s tracking link', async ({ page, shop }) => {
  const { orderRef } = await placedOrder(shop, [{ id: 'PROD10021', size: 'S', color: 'White', quantity: 1 }], {
    customer: {
      name: 'Sana Khan',
      email: 'shipped@example.pk',
      phone: '+92 321 7654321',
      address: 'Flat 3, Clifton Block 2',
      city: 'Karachi',
    },
  });
  const shipped = await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
    token: adminToken(shop),
    body: { status: 'shipped', trackingNumber: 'TCS-778812', carrier: 'TCS', estimatedDelivery: '2030-01-15' },
  });
  expect(shipped.status).toBe(200);

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

test('tracking needs both reference and e-mail or phone', async ({ page }) => {
  await page.goto('/track-order');
  await page.getByLabel('Order reference').fill('ORD-ABC123XYZ');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Please enter the order reference and your e-mail or phone number')).toBeVisible();
});

test('the contact form takes the order reference and thanks the shopper', async ({ page }) => {
  await page.goto('/contact?ref=ORD-ABC123XYZ');
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Johar, Karachi, Sindh, Pakistan')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('Order ORD-ABC123XYZ');
  // Limits show as the shopper types (issue #10), counted as the server counts them.
  await expect(page.getByText('19 / 150 characters')).toBeVisible();
  await page.getByLabel('Your Name').fill('x'.repeat(103));
  await expect(page.getByText('3 characters too many (at most 100)')).toBeVisible();
  await page.getByLabel('Your Name').fill('');
  await page.getByLabel('Your Message').fill('Hello');
  await expect(page.getByText('5 / 5000 characters')).toBeVisible();
  await page.getByLabel('Your Message').fill('');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your Name is required')).toBeVisible();
  await page.getByLabel('Your Name').fill('Sana');
  await page.getByLabel('Email Address').fill('sana@example.pk');
  await page.getByLabel('Your Message').fill('Can I exchange the size?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
});
