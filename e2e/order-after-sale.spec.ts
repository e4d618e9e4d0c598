import type { Page } from '@playwright/test';
import type { Order } from '../common/orders';
import type { TestShop } from '../server/testing/testShop';
import { adminToken } from '../server/testing/identities';
import { advanceOrder, placeCodOrder, postShirt } from '../server/testing/orders';
import { addStaff, tokenOf } from '../server/staff/testStaff';
import { formatPrice } from '../common/money';
import { expect, test } from './fixtures';

/*
 * What the shopper reads on the order page and the tracking page after the parcel left (issues 22 and
 * 24): a line returned with its refund, a size exchanged with a link to the exchange order and back,
 * and a parcel refused at the door said in plain words, with no sum to keep ready for a rider.
 */
test.use({ viewport: { width: 390, height: 844 } });

const customer = {
  name: 'Hina Raza',
  email: 'hina.aftersale@example.pk',
  phone: '0321 7654321',
  address: 'Flat 3, Clifton Block 5',
  city: 'Karachi',
};

let next = 0;
/** A shirt with stock in M / Navy and L / Navy, and an order of `quantity` M / Navy taken to `until`. */
async function orderOf(
  shop: TestShop,
  token: string,
  quantity: number,
  until: 'shipped' | 'delivered',
): Promise<Order> {
  const id = `AFTERSALE${++next}`;
  const variants = [
    { size: 'M', color: 'Navy', stock: 5 },
    { size: 'L', color: 'Navy', stock: 5 },
  ];
  await postShirt(shop, token, id, variants);
  const placed = await placeCodOrder(shop, [{ id, size: 'M', color: 'Navy', quantity }], { customer });
  expect(placed.status).toBe(201);
  await advanceOrder(
    shop,
    token,
    placed.body.data.orderRef,
    until === 'shipped' ? ['shipped'] : ['shipped', 'delivered'],
  );
  return placed.body.data;
}

/** One piece of the order's line refunded as `method` says, and one exchanged for L / Navy: the exchange order's ref. */
async function returnOneAndExchangeOne(shop: TestShop, token: string, order: Order, method: 'cash' | 'deducted') {
  const line = `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}`;
  const refunded = await shop.call('POST', `${line}/return`, {
    token,
    body: { quantity: 1, refund: { amount: 2500, method } },
  });
  expect(refunded.status).toBe(200);
  const exchanged = await shop.call<{ data: { exchange: Order } }>('POST', `${line}/exchange`, {
    token,
    body: { quantity: 1, size: 'L', color: 'Navy' },
  });
  expect(exchanged.status).toBe(200);
  return exchanged.body.data.exchange.orderRef;
}

const openOrder = (page: Page, orderRef: string) => page.goto(`/order/${orderRef}#email=${customer.email}`);

test('the order page shows a line returned with its refund and a size exchanged, linked both ways', async ({
  page,
  shop,
}) => {
  const token = adminToken(shop);
  const order = await orderOf(shop, token, 3, 'delivered');
  // The courier paid the cash over: a refund now is money given back (unpaid, it is taken off: decision 0090).
  const paid = await shop.call('PATCH', `/api/admin/orders/${order.orderRef}/payment`, {
    token,
    body: { payment: 'paid' },
  });
  expect(paid.status).toBe(200);
  const exchangeRef = await returnOneAndExchangeOne(shop, token, order, 'cash');

  await openOrder(page, order.orderRef);
  const changes = page.getByRole('region', { name: 'Returns and exchanges' });
  await expect(changes.getByTestId('line-change')).toHaveText([
    new RegExp(`^1 piece of Oxford ${order.items[0]!.productId} \\(M / Navy\\) returned, refund PKR 2,500 in cash`),
    new RegExp(`^1 piece of Oxford ${order.items[0]!.productId} exchanged M → L, sent as order ${exchangeRef}`),
  ]);
  await page.screenshot({ path: 'test-results/storeorders-after-sale.png', fullPage: true });

  // The exchange order names the order it replaces pieces of, and leads back to it.
  await changes.getByRole('link', { name: exchangeRef }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${exchangeRef}$`));
  await expect(page.getByTestId('order-ref')).toHaveText(exchangeRef);
  const exchange = page.getByRole('region', { name: 'Exchange' });
  await expect(exchange.getByTestId('exchange-of')).toContainText(
    `This parcel brings the new size or colour for order ${order.orderRef}`,
  );
  // Paid for on the original (decision 0136).
  await expect(page.getByTestId('order-payment')).toHaveText(`Nothing to pay — exchange for order ${order.orderRef}`);
  await page.screenshot({ path: 'test-results/storeorders-exchange-order.png', fullPage: true });
  await exchange.getByRole('link', { name: order.orderRef }).click();
  await expect(page.getByTestId('order-ref')).toHaveText(order.orderRef);

  // The tracking page shows the same.
  await page.goto(`/track-order?orderRef=${order.orderRef}&email=${customer.email}`);
  await expect(page.getByRole('region', { name: 'Returns and exchanges' }).getByTestId('line-change')).toHaveCount(2);
});

test('a refund taken off the cash on delivery and a cancelled exchange read so, in English and in Urdu', async ({
  page,
  shop,
}) => {
  const token = adminToken(shop);
  const order = await orderOf(shop, token, 2, 'delivered');
  // Delivered, not paid out: the owner says the rider collected less (decision 0092).
  const exchangeRef = await returnOneAndExchangeOne(shop, token, order, 'deducted');
  const cancelled = await shop.call('PATCH', `/api/orders/${exchangeRef}/status`, {
    token,
    body: { status: 'cancelled' },
  });
  expect(cancelled.status).toBe(200);

  await openOrder(page, order.orderRef);
  const changes = page.getByRole('region', { name: 'Returns and exchanges' }).getByTestId('line-change');
  await expect(changes).toHaveText([
    /returned, PKR 2,500 taken off what you pay on delivery \(/,
    new RegExp(`exchanged M → L, sent as order ${exchangeRef} \\(exchange cancelled: the pieces stay with you\\) \\(`),
  ]);
  await expect(page.getByText(/in cash/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/storeorders-after-sale-taken-off.png', fullPage: true });

  await page.evaluate(() => localStorage.setItem('shop.language', 'ur'));
  await page.reload();
  const urdu = page.getByRole('region', { name: 'واپسی اور تبادلے' }).getByTestId('line-change');
  await expect(urdu.first()).toContainText('ڈیلیوری پر ادا کی جانے والی رقم میں سے');
  await expect(urdu.first()).toContainText('PKR 2,500');
  await expect(urdu.nth(1)).toContainText('تبادلہ منسوخ');
  await page.screenshot({ path: 'test-results/storeorders-after-sale-taken-off-ur.png', fullPage: true });
});

test('a refused parcel reads as refused, with nothing to keep ready for the rider', async ({ page, shop }) => {
  const token = adminToken(shop);
  const order = await orderOf(shop, token, 1, 'shipped');
  await openOrder(page, order.orderRef);
  // Before it came back, the shopper is asked to keep the cash ready.
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await expect(page.getByText(/ready for the rider/)).toBeVisible();

  const refused = await shop.call('PATCH', `/api/admin/orders/${order.orderRef}/return`, {
    token,
    body: { returned: 'refused' },
  });
  expect(refused.status).toBe(200);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Refused at delivery');
  await expect(page.getByTestId('came-back')).toContainText(
    'This parcel was refused at delivery and came back to us on',
  );
  await expect(page.getByText(/ready for the rider/)).toHaveCount(0);
  await expect(page.getByTestId('expected-delivery')).toHaveText('Not delivered: the parcel came back');
  await page.screenshot({ path: 'test-results/storeorders-refused.png', fullPage: true });

  await page.goto(`/track-order?orderRef=${order.orderRef}&email=${customer.email}`);
  await expect(page.getByTestId('order-status')).toHaveText('Refused at delivery');
  await expect(page.getByTestId('came-back')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(
    page
      .getByRole('heading', { name: 'Status history' })
      .locator('xpath=following-sibling::ol[1]')
      .getByRole('listitem'),
  ).toHaveText([/^Pending /, /^Shipped /, /^Refused at delivery /]);
  await expect(page.getByText(/ready for the rider/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/storeorders-refused-tracking.png', fullPage: true });
});

test('a piece returned at the desk reads as a refund being decided, then as refunded once the owner records it', async ({
  page,
  shop,
}) => {
  const token = adminToken(shop);
  const order = await orderOf(shop, token, 2, 'shipped');
  const piece = order.items[0]!.paid / 2;
  // The order desk at its default refund limit of PKR 0 (decision 0133).
  const desk = tokenOf(shop, addStaff(shop, 'orderDesk', 'aftersale-desk').id);
  const line = `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}`;
  const returned = await shop.call('POST', `${line}/return`, {
    token: desk,
    body: { quantity: 1, refund: { amount: 0 } },
  });
  expect(returned.status).toBe(200);

  await openOrder(page, order.orderRef);
  const changes = page.getByRole('region', { name: 'Returns and exchanges' }).getByTestId('line-change');
  await expect(changes).toHaveText([/returned, the shop is deciding your refund \(/]);
  await expect(page.getByText('no refund')).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('shop.language', 'ur'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'واپسی اور تبادلے' }).getByTestId('line-change').first()).toContainText(
    'آپ کی رقم کی واپسی کا فیصلہ دکان کر رہی ہے',
  );
  await page.evaluate(() => localStorage.setItem('shop.language', 'en'));

  const refunded = await shop.call('POST', `${line}/refund`, { token, body: { amount: piece } });
  expect(refunded.status).toBe(200);
  await page.reload();
  await expect(changes).toHaveText([
    /returned, refunded afterwards \(below\) \(/,
    new RegExp(`returned earlier, ${formatPrice(piece)} taken off what you pay on delivery \\(`),
  ]);
  await expect(page.getByText(`Please keep ${formatPrice(order.total - piece)} ready for the rider.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/storeorders-refund-decided.png', fullPage: true });
});
