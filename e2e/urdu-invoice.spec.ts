import type { Product } from '../common/catalog';
import { formatPrice } from '../common/money';
import type { Order } from '../common/orders';
import { LAHORE_SHOP_POLICY } from '../server/testing/policies';
import { adminLogIn, countPrints, expect, printsCounted, test } from './fixtures';
import { linesOf } from './shopper';

/*
 * Issue 35 items 19 and 12: an order whose customer wrote their name and address in Urdu gets an
 * invoice that shows them (the browser prints it; the server's PDF cannot write Urdu), titled with the
 * word its button says, with the shop's phone and WhatsApp on it.
 */
test.use({ shopOptions: { policy: LAHORE_SHOP_POLICY } });

const customer = {
  name: 'رابعہ خان',
  email: 'rabia.urdu@example.pk',
  phone: '0312 3456789',
  address: 'مکان 9، گلی 14، ماڈل ٹاؤن',
  city: 'لاہور',
};

test('the owner prints the invoice of an order written in Urdu, and it shows the name and address', async ({
  page,
  shop,
}) => {
  const listing = await shop.call<{ data: Product[] }>('GET', '/api/products?limit=50');
  const product = listing.body.data.find((candidate) => candidate.stock >= 1)!;
  const placed = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: { customer, items: linesOf(product, 1), paymentMethod: 'cod', language: 'ur' },
  });
  expect(placed.status).toBe(201);
  const order = placed.body.data;

  await countPrints(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await adminLogIn(page);
  await page.goto(`/admin/orders?q=${order.orderRef}`);
  const entry = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(order.orderRef) }) });
  await entry.getByRole('button', { name: new RegExp(order.orderRef) }).click();
  await expect(entry.getByRole('button', { name: 'Print invoice' })).toBeVisible();
  await entry.getByRole('button', { name: 'Print invoice' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/urdu-invoice-order-1366.png' });
  await entry.getByRole('button', { name: 'Print invoice' }).click();
  await expect.poll(() => printsCounted(page)).toBe(1);

  // On paper (A4 at 96 dpi less the 14 mm margins), the invoice is all there is.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794 - 106, height: 1123 - 106 });
  const paper = page.getByTestId('invoice-paper');
  await expect(paper).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await expect(paper.getByRole('heading', { level: 1 })).toHaveText('INVOICE');
  await expect(paper).toContainText(customer.name);
  await expect(paper).toContainText(customer.address);
  await expect(paper).toContainText(customer.city);
  await expect(paper).toContainText('0312 3456789');
  await expect(paper).toContainText('Phone 042 35761234 · WhatsApp 0321 4567890');
  await expect(paper).toContainText(`To pay on delivery: ${formatPrice(order.total)}.`);
  // The name reads right to left: its first letter is drawn to the right of its last.
  const [first, last] = await paper.getByText(customer.name).evaluate((element) => {
    const text = element.firstChild as Text;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    return [at(0), at(text.data.length - 1)];
  });
  expect(first).toBeGreaterThan(last);
  await paper.screenshot({ path: 'test-results/urdu-invoice-a4.png' });

  // Once the print window closes the paper leaves the page, so a slip printed next is alone on paper.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(paper).toHaveCount(0);
});
