import { expect, type Locator, type Page } from '@playwright/test';
import type { Product } from '../common/catalog';
import type { Order } from '../common/orders';
import type { ShopPolicy } from '../common/policy';
import { cellStock } from '../common/variants';
import { placeCodOrder } from '../server/testing/orders';
import type { TestShop } from '../server/testing/testShop';

/*
 * What a shopper does and what the spec's own shop holds, shared by the storefront specs. Specs read
 * titles, prices, stock and the shop policy from the API here instead of assuming the demo catalog's,
 * so a change to the demo data breaks no browser test that is not about it.
 */

/** A product as the shop's API answers it. */
export async function productOf(shop: TestShop, id: string): Promise<Product> {
  const { status, body } = await shop.call<{ data: Product }>('GET', `/api/products/${encodeURIComponent(id)}`);
  expect(status, `product ${id} in this spec's shop`).toBe(200);
  return body.data;
}

/** The first product of the catalog (up to 100) that `matches`; fails the test when there is none. */
export async function findProduct(
  shop: TestShop,
  matches: (product: Product) => boolean,
  what: string,
): Promise<Product> {
  const { body } = await shop.call<{ data: Product[] }>('GET', '/api/products?limit=100');
  const found = body.data.find(matches);
  expect(found, `a product that is ${what} in this spec's shop`).toBeDefined();
  return found!;
}

/** The first shirt of the catalog with `pieces` or more in stock in one size and colour, and that cell. */
export async function cellInStock(shop: TestShop, pieces = 1) {
  const holds = (cell: Product['variants'][number]) => cell.stock >= pieces;
  const shirt = await findProduct(shop, (product) => product.variants.some(holds), `with ${pieces} in one cell`);
  return { shirt, cell: shirt.variants.find(holds)! };
}

/** The first shirt of the catalog with a piece in stock in any size and colour. */
export const shirtInStock = async (shop: TestShop) => (await cellInStock(shop)).shirt;

/**
 * Order lines for `quantity` pieces of the product, taken from its sizes and colours in stock in grid
 * order (stock is kept per size and colour, so one cell may hold fewer than asked).
 */
export function linesOf(product: Product, quantity: number) {
  const lines: { id: string; size: string; color: string; quantity: number }[] = [];
  let wanted = quantity;
  for (const cell of product.variants) {
    if (wanted === 0) break;
    const taken = Math.min(cell.stock, wanted);
    if (taken > 0) lines.push({ id: product.id, size: cell.size, color: cell.color, quantity: taken });
    wanted -= taken;
  }
  expect(wanted, `${quantity} pieces of ${product.id} in stock`).toBe(0);
  return lines;
}

/**
 * An order placed through POST /api/orders as checkout does (cash on delivery as Bilal unless `checkout`
 * says otherwise: server/testing/orders.ts), for a spec whose subject is what comes after; fails the
 * test when the shop refuses it.
 */
export async function placedOrder(
  shop: Pick<TestShop, 'call'>,
  lines: Parameters<typeof placeCodOrder>[1],
  checkout?: Parameters<typeof placeCodOrder>[2],
): Promise<Order> {
  const placed = await placeCodOrder(shop, lines, checkout);
  expect(placed.status, `order placed: ${JSON.stringify(placed.body)}`).toBe(201);
  return placed.body.data;
}

/**
 * Another buyer (not the spec's shopper) buys out a size and colour through the shop's own checkout,
 * leaving `leave` pieces: stock that goes while the spec's shopper has the shirt in the cart.
 */
export async function buyOutCell(shop: TestShop, id: string, size: string, color: string, leave = 0) {
  const stock = cellStock((await productOf(shop, id)).variants, size, color);
  expect(stock, `more than ${leave} of ${id} ${size} / ${color} to buy`).toBeGreaterThan(leave);
  await placedOrder(shop, [{ id, size, color, quantity: stock - leave }], {
    customer: {
      name: 'Rival',
      email: 'rival@example.pk',
      phone: '03001234567',
      address: 'Somewhere 1',
      city: 'Lahore',
    },
  });
}

/** The shop policy the storefront works with (shipping fee, free delivery from how many shirts, …). */
export async function policyOf(shop: TestShop): Promise<ShopPolicy> {
  return (await shop.call<{ data: ShopPolicy }>('GET', '/api/shop')).body.data;
}

/**
 * Adds a shirt from its own page as a shopper does: size, colour, optionally a quantity, then Add to
 * Cart, and waits for the toast that says it went in (a new line or a raised quantity).
 */
export async function addToCart(page: Page, id: string, size: string, color: string, quantity?: number) {
  await page.goto(`/products/${id}`);
  await page.getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: color, exact: true }).click();
  if (quantity !== undefined) await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').getByText(/Item (added to cart|quantity updated in cart)/)).toBeVisible();
}

/** A new shopper as the register form asks for them. */
type Registration = { firstName: string; lastName: string; email: string; password: string };

/** Fills the register form with `who`, the password twice, accepts the terms and presses Register; the spec checks what follows. */
export async function submitRegistration(page: Page, who: Registration) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
  await page.getByLabel('I accept the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Register' }).click();
}

/** A guest's shipping details as typed into checkout. */
export type Shipping = { name: string; email: string; phone: string; address: string; city: string };

/** Types the shipping details into checkout's fields, as a shopper does. */
export async function fillShipping(page: Page, shipping: Shipping) {
  await page.getByLabel('Full Name').fill(shipping.name);
  await page.getByLabel('Email').fill(shipping.email);
  await page.getByLabel('Phone').fill(shipping.phone);
  await page.getByLabel('Street Address').fill(shipping.address);
  await page.getByLabel('City').fill(shipping.city);
}

/** Checkout from the cart as it stands: the shipping details typed in, bank transfer chosen when asked for, then Place Order. */
export async function checkOut(page: Page, shipping: Shipping, { bankTransfer = false } = {}) {
  await page.goto('/checkout');
  await fillShipping(page, shipping);
  if (bankTransfer) await page.getByLabel('Bank Transfer').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
}

/**
 * One piece of the first shirt in stock goes in the cart from its own page, and checkout opens with
 * it: answers that shirt and its size and colour.
 */
export async function checkoutWithAShirt(page: Page, shop: TestShop) {
  const inStock = await cellInStock(shop);
  await addToCart(page, inStock.shirt.id, inStock.cell.size, inStock.cell.color);
  await page.goto('/checkout');
  return inStock;
}

/**
 * On a phone: one piece of the first shirt in stock goes in the cart, checkout is filled in with
 * `shipping`, and Place Order is tapped once scrolled to, as a thumb reaches it.
 */
export async function placeOrderByTap(page: Page, shop: TestShop, shipping: Shipping) {
  await checkoutWithAShirt(page, shop);
  await fillShipping(page, shipping);
  const place = page.getByRole('button', { name: 'Place Order' });
  await place.scrollIntoViewIfNeeded();
  await place.tap();
}

/** How the storefront counts reviews: '1 review', '0 reviews', '2 reviews'. */
export const reviewCountText = (count: number) => `${count} review${count === 1 ? '' : 's'}`;

/**
 * On a phone the assistant's launcher and teaser step aside from the page's content, and the end of
 * the page keeps them a place (issue 35 item 10). The page may still grow as its lists and pictures
 * load, leaving a scroll made too early short of the end: scroll again until `part` shows there.
 */
export async function scrollUntilShownAtTheEnd(page: Page, part: Locator) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(part).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
