import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { formatPrice } from '../common/money';
import type { Order } from '../common/orders';
import { adminToken } from '../server/testing/identities';
import { placeCodOrder, postShirt } from '../server/testing/orders';
import { BANK_READY_POLICY } from '../server/testing/policies';
import type { TestShop } from '../server/testing/testShop';
import { adminLogIn, expect, test } from './fixtures';

/*
 * Decision 0129: the shop takes a shirt off a bank-transfer order before the transfer is checked
 * (Change order). The shopper's order page asks the order's amount now, by the rule the owner's receipt
 * view reads (common/orderFacts.ts transferAsked); a shopper who sent their receipt before the change is
 * not asked to transfer again, and reads that the shop gives back what they sent over it. At 390 px.
 */
test.use({ viewport: { width: 390, height: 844 }, shopOptions: { policy: BANK_READY_POLICY } });

const customer = {
  name: 'Hina Qureshi',
  email: 'hina.transfer@example.pk',
  phone: '0322 1112233',
  address: 'House 8, Street 3, DHA Phase 5',
  city: 'Lahore',
};

async function placeBankOrder(shop: TestShop, id: string): Promise<Order> {
  const placed = await placeCodOrder(shop, [{ id, size: 'M', color: 'Navy', quantity: 2 }], {
    customer,
    paymentMethod: 'bank',
  });
  expect(placed.status, placed.body.message).toBe(201);
  return placed.body.data;
}
/** The owner takes one shirt off (Change order), before the transfer is checked. */
async function takeOneOff(shop: TestShop, order: Order, id: string) {
  const changed = await shop.call('PUT', `/api/admin/orders/${order.orderRef}`, {
    token: adminToken(shop),
    body: {
      items: [{ id, size: 'M', color: 'Navy', quantity: 1 }],
      phone: order.customer.phone,
      address: order.customer.address,
      city: order.customer.city,
    },
  });
  expect(changed.status).toBe(200);
}
const openOrder = async (page: Page, orderRef: string) => {
  // From elsewhere: the same address with another fragment would only move within the page shown.
  await page.goto('about:blank');
  await page.goto(`/order/${orderRef}#email=${customer.email}`);
  return page.getByRole('region', { name: 'Awaiting your bank transfer' });
};

test('a piece taken off before the transfer: the page asks the new amount, and never again after a receipt', async ({
  page,
  browser,
  shop,
}) => {
  test.setTimeout(120_000);
  const token = adminToken(shop);
  const shirt = await postShirt(shop, token, 'TRANSFER1', [{ size: 'M', color: 'Navy', stock: 10 }], { price: 2000 });
  const fee = BANK_READY_POLICY.shippingFee;
  const before = 2 * 2000 + fee;
  const after = 2000 + fee;

  // No receipt yet: the page asks the order's amount now, and the WhatsApp receipt text says it too.
  const first = await placeBankOrder(shop, shirt.id);
  expect(first.total).toBe(before);
  await takeOneOff(shop, first, shirt.id);
  let payment = await openOrder(page, first.orderRef);
  await expect(payment.getByTestId('transfer-asked')).toHaveText(`Please transfer ${formatPrice(after)} to:`);
  await expect(payment.getByRole('link', { name: 'Send receipt on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(`(${formatPrice(after)})`).replace(/[()]/g, '\\$&')),
  );

  // The receipt was sent for the full amount, then the shop took a shirt off.
  const second = await placeBankOrder(shop, shirt.id);
  payment = await openOrder(page, second.orderRef);
  await expect(payment.getByTestId('transfer-asked')).toHaveText(`Please transfer ${formatPrice(before)} to:`);
  const picture = await sharp({ create: { width: 360, height: 640, channels: 3, background: '#f4f6fb' } })
    .png()
    .toBuffer();
  await payment
    .getByLabel('Upload your payment receipt')
    .setInputFiles({ name: 'Screenshot_bank.png', mimeType: 'image/png', buffer: picture });
  await expect(payment.getByRole('status').filter({ hasText: 'Receipt sent on' })).toBeVisible();
  await takeOneOff(shop, second, shirt.id);

  payment = await openOrder(page, second.orderRef);
  const asked = payment.getByTestId('transfer-asked');
  await expect(asked).toHaveText(
    `We changed your order after you sent your receipt: it now comes to ${formatPrice(after)}. Please do not transfer again. If you sent more, the shop gives the difference back once it has checked your transfer; if you sent less, please transfer the rest to:`,
  );
  await expect(page.getByText(/^Please transfer/)).toHaveCount(0);
  await expect(page.getByTestId('order-total')).toHaveText(formatPrice(after));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await asked.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('transfer-after-change-390.png'), fullPage: true });

  await page.evaluate(() => localStorage.setItem('shop.language', 'ur'));
  await page.reload();
  await expect(page.getByTestId('transfer-asked')).toContainText('براہ کرم دوبارہ ٹرانسفر نہ کریں');
  await expect(page.getByTestId('transfer-asked')).toContainText(formatPrice(after));
  await page.screenshot({ path: test.info().outputPath('transfer-after-change-ur-390.png'), fullPage: true });
  await page.evaluate(() => localStorage.setItem('shop.language', 'en'));

  // The owner's receipt view says the same amount, and what to do with a transfer for the old one.
  const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await adminLogIn(owner);
  await owner.goto(`/admin/orders?q=${second.orderRef}`);
  const toggle = owner.getByRole('button', { name: new RegExp(`^${second.orderRef}`) });
  await toggle.click();
  const receipt = owner.getByRole('listitem').filter({ has: toggle }).getByRole('region', { name: 'Payment receipt' });
  await receipt.getByRole('button', { name: /Open receipt/ }).click();
  const dialog = owner.getByRole('dialog', { name: `Receipt for ${second.orderRef}` });
  await expect(dialog).toContainText(`Look for ${formatPrice(after)} with the payment note ${second.orderRef}.`);
  await expect(dialog.getByTestId('receipt-before-change')).toContainText(
    `The order was changed after this receipt was sent: it now comes to ${formatPrice(after)}. If the transfer is for more, give the difference back to the customer`,
  );
  await owner.screenshot({ path: test.info().outputPath('owner-receipt-before-change.png') });
  await owner.close();
});
