import { formatPrice } from '../common/money';
import { firstAvailable } from '../common/variants';
import { expect, test } from './fixtures';
import { addToCart, findProduct, policyOf, productOf } from './shopper';

// docs/product.md §2 (Product detail screen, Cart), §4 (Cart add, Cart quantity), §9 (shipping).
// Titles, prices and the shipping fee come from this spec's shop (e2e/shopper.ts), not from the demo's.

test('the detail screen shows the product and adds the chosen quantity', async ({ page, shop }) => {
  const oxford = await productOf(shop, 'PROD10001');
  expect(oxford.sku, 'a shirt with its own SKU').not.toBe('');
  await page.goto(`/products/${oxford.id}`);
  await expect(page.getByRole('heading', { name: oxford.title })).toBeVisible();
  await expect(page.getByText(formatPrice(oxford.price))).toBeVisible();
  // The page opens on the first size and colour in stock and says how many of that one there are.
  const opened = firstAvailable(oxford.variants)!;
  await expect(page.getByText(`In Stock (${opened.stock} available)`)).toBeVisible();
  await expect(page.getByText(oxford.sku, { exact: true })).toBeVisible();
  await expect(page.getByText(oxford.categories.join(', '), { exact: true })).toBeVisible();
  // The quantity starts at 1 with minus disabled.
  await expect(page.getByRole('button', { name: opened.size, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: opened.color, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').getByText('Item added to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('a quantity typed above the stock becomes the stock, says so, and the cart gets that many', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const oxford = await productOf(shop, 'PROD10001');
  const opened = firstAvailable(oxford.variants)!;
  const setStock = shop.deps.db.$client.prepare(
    "update product_variants set stock = ? where product_id = 'PROD10001' and size = ? and color = ?",
  );
  setStock.run(3, opened.size, opened.color);
  const otherSize = oxford.variants.find((cell) => cell.color === opened.color && cell.size !== opened.size)!;
  setStock.run(7, otherSize.size, otherSize.color);
  await page.goto(`/products/${oxford.id}`);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('5');
  await expect(quantity).toHaveValue('3');
  await expect(page.getByRole('status').filter({ hasText: 'Only 3 available: quantity set to 3' })).toBeVisible();
  await expect(quantity).toHaveAccessibleDescription('Only 3 available: quantity set to 3');
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('quantity-capped-390.png') });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  // Another size has its own maximum: the message named the first one's and goes.
  await page.getByRole('button', { name: otherSize.size, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  await expect(page.getByText(/available: quantity set to/)).toHaveCount(0);
  await expect(quantity).toHaveAccessibleDescription('');
});

test('an unknown product says so', async ({ page }) => {
  await page.goto('/products/NO-SUCH-SHIRT');
  await expect(page.getByText('Product not found')).toBeVisible();
});

test('a sold-out product reads Out of Stock', async ({ page, shop }) => {
  const soldOut = await findProduct(shop, (product) => product.stock === 0, 'sold out');
  await page.goto(`/products/${soldOut.id}`);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(page.getByText('Out of Stock').last()).toBeVisible();
});

test('the cart merges lines, charges shipping below 3 items and frees it at 3', async ({ page, shop }) => {
  // The demo's stock is spread thin over sizes and colours: its first cell gets the 3 pieces this cart takes.
  const { size, color } = (await productOf(shop, 'PROD10002')).variants[0]!;
  shop.deps.db.$client
    .prepare("update product_variants set stock = 10 where product_id = 'PROD10002' and size = ? and color = ?")
    .run(size, color);
  const [poplin, policy] = [await productOf(shop, 'PROD10002'), await policyOf(shop)];
  // docs/product.md §9's numbers, which the demo shop keeps: the fee is read from the shop.
  expect(policy.freeShippingMinItems).toBe(3);
  const fee = formatPrice(policy.shippingFee);
  const line = `${poplin.title}, ${size}, ${color}`;
  const cartLines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await addToCart(page, poplin.id, size, color, 2);
  await expect(page.getByRole('status').getByText('Item added to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.goto('/cart');
  await expect(cartLines).toHaveCount(1);
  await expect(cartLines.first().getByTestId('line-quantity')).toHaveText('2');
  await expect(page.getByTestId('shipping')).toHaveText(fee);
  await expect(page.getByTestId('total')).toHaveText(formatPrice(2 * poplin.price + policy.shippingFee));
  await expect(page.getByText('Add 1 more shirt for free delivery.')).toBeVisible();

  // Adding the same id, size and colour again raises that line by the chosen quantity.
  await addToCart(page, poplin.id, size, color, 1);
  await expect(page.getByRole('status').getByText('Item quantity updated in cart')).toBeVisible();
  await page.goto('/cart');
  await expect(cartLines).toHaveCount(1);
  await expect(cartLines.first().getByTestId('line-quantity')).toHaveText('3');
  await expect(page.getByTestId('shipping')).toHaveText('Free');
  await expect(page.getByText('Free delivery on purchase of 3 shirts or more!')).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText(formatPrice(3 * poplin.price));

  // The cart survives a reload, and the long chain of path segments shows the same cart.
  await page.reload();
  await expect(cartLines.first().getByTestId('line-quantity')).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await page.goto('/cart/anything/M/White');
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(cartLines).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  await page.getByRole('button', { name: `Decrease quantity of ${line}` }).click();
  await expect(page.getByTestId('shipping')).toHaveText(fee);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // A quantity never goes below 1 (docs/product.md §3, issue #10): '−' at 1 is disabled, and Remove removes.
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

test('Remove takes a line out of the cart', async ({ page, shop }) => {
  const { id, title } = await productOf(shop, 'PROD10020');
  await addToCart(page, id, 'L', 'Navy');
  await addToCart(page, id, 'L', 'White');
  await page.goto('/cart');
  await page.getByRole('button', { name: `Increase quantity of ${title}, L, White` }).click();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${title}, L, Navy` }).click();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Size: L · Colour: White')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('a cart kept from an earlier visit shows today’s price and flags what sold out', async ({ page, shop }) => {
  const [oxford, soldOut, policy] = [
    await productOf(shop, 'PROD10001'),
    await findProduct(shop, (product) => product.stock === 0, 'sold out'),
    await policyOf(shop),
  ];
  const [soldOutSize, soldOutColor] = [soldOut.sizes[0]!, soldOut.colors[0]!];
  // Stored before the shop's own script runs: a page that has just read the cart saves it back.
  await page.addInitScript(
    (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
    [
      {
        id: oxford.id,
        title: oxford.title,
        price: 'PKR 1',
        imageUrl: null,
        size: 'M',
        color: 'White',
        quantity: 1,
        stock: 24,
      },
      {
        id: soldOut.id,
        title: soldOut.title,
        price: 'PKR 5,200',
        imageUrl: null,
        size: soldOutSize,
        color: soldOutColor,
        quantity: 1,
        stock: 3,
      },
    ],
  );
  await page.goto('/cart');
  await expect(page.getByText(`Price is now ${formatPrice(oxford.price)} (was PKR 1)`)).toBeVisible();
  await expect(page.getByText('Sold out: please remove it')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
  await page.getByRole('button', { name: `Remove ${soldOut.title}, ${soldOutSize}, ${soldOutColor}` }).click();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText(formatPrice(oxford.price + policy.shippingFee));
});

test('a stored line that cannot be a cart line is dropped, and the rest of the cart kept', async ({ page, shop }) => {
  const oxford = await productOf(shop, 'PROD10001');
  const good = { id: oxford.id, title: oxford.title, price: 'PKR 1', imageUrl: null, size: 'M', color: 'White' };
  await page.addInitScript(
    (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
    [
      { ...good, quantity: 1 },
      { ...good, size: 'L', quantity: -5 },
    ],
  );
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Size: M · Colour: White')).toBeVisible();
  // What is saved back is the cart as shown: the good line, without the bad one.
  await expect
    .poll(
      async () => JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as { size: string }[],
    )
    .toEqual([expect.objectContaining({ id: oxford.id, size: 'M', quantity: 1 })]);
});

test('what the shopper does while the cart is being checked stands', async ({ page, shop }) => {
  const [oxford, policy] = [await productOf(shop, 'PROD10001'), await policyOf(shop)];
  const kept = {
    id: oxford.id,
    title: oxford.title,
    price: 'PKR 1',
    imageUrl: null,
    color: 'White',
    quantity: 1,
    stock: 24,
  };
  // Stored before the shop's own script runs: a page that has just read the cart saves it back.
  await page.addInitScript(
    (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
    [
      { ...kept, size: 'M' },
      { ...kept, size: 'L' },
    ],
  );
  // A slow connection: the shop's answer arrives only after the shopper has removed a line.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**/api/products/${oxford.id}`, async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/cart');
  await page.getByRole('button', { name: `Remove ${oxford.title}, L, White` }).click();
  answer();
  await expect(page.getByText(`Price is now ${formatPrice(oxford.price)} (was PKR 1)`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('total')).toHaveText(formatPrice(oxford.price + policy.shippingFee));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cart count stays in sight in the header, with the menu closed', async ({ page }) => {
    await addToCart(page, 'PROD10011', 'M', 'White', 2);
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
