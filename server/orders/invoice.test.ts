import { BinaryBitmap, Code128Reader, HybridBinarizer, RGBLuminanceSource } from '@zxing/library';
import { beforeAll, describe, expect, it } from 'vitest';
import { code128Bars } from '../../common/barcode';
import { formatPrice } from '../../common/money';
import type { AdminOrder, Order } from '../../common/orders';
import { DEFAULT_SHOP_POLICY } from '../../common/policy';
import { writeShopPolicy } from '../shop/policy';
import { invoiceContent } from './invoice';
import { createShopper } from '../testing/identities';
import type { Answer } from '../testing/orders';
import { pdfText } from '../testing/pdfText';
import { LAHORE_SHOP_POLICY } from '../testing/policies';
import { saveShirt, testShopForFile } from '../testing/fileShop';

/** Issue 26: the order's receipt as a PDF the owner downloads and sends, from the stored order, for the owner only. */
const shop = testShopForFile();

const customer = {
  name: 'Mehwish Receiptwala',
  email: 'mehwish@example.pk',
  phone: '0300 1112223',
  address: 'House 12, Street 4, DHA Phase 5',
  city: 'Lahore',
};
let shirtId = '';

beforeAll(() => {
  writeShopPolicy(shop.deps.db, LAHORE_SHOP_POLICY);
  shirtId = saveShirt(shop, {
    title: 'Oxford Button-Down',
    sizes: ['M', 'L'],
    colors: ['Navy'],
    price: 2500,
    stock: 50,
  }).id;
});

const place = async (quantity: number, name = customer.name) => {
  const items = [{ id: shirtId, size: 'M', color: 'Navy', quantity }];
  const { status, body } = await shop.call<Answer<Order>>('POST', '/api/orders', {
    body: { customer: { ...customer, name }, items },
  });
  expect(status).toBe(201);
  return body.data;
};
const receipt = (orderRef: string, token: string | null = shop.adminToken) =>
  fetch(`${shop.url}/api/admin/orders/${orderRef}/invoice.pdf`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/admin/orders/:orderRef/invoice.pdf', () => {
  it('answers a PDF file named for the order, with the stored order’s lines, amounts and payment', async () => {
    const order = await place(2);
    const answer = await receipt(order.orderRef);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename=invoice-${order.orderRef}.pdf`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(order.orderRef);
    expect(text).toContain('Lahore Shirt House');
    expect(text).toContain('14 Liberty Market, Gulberg, Lahore');
    // How the customer reaches the shop (issue 35 item 12): its phone and its WhatsApp from Settings.
    expect(text).toContain('Phone 042 35761234 · WhatsApp 0321 4567890');
    expect(text).toContain('0300 1112223');
    expect(text).toContain('Oxford Button-Down');
    expect(text).toContain('M / Navy');
    expect(text).toContain(formatPrice(2500));
    expect(text).toContain(formatPrice(5000));
    expect(text).toContain(formatPrice(order.total));
    expect(text).toContain(`Payment: Cash on delivery. To pay on delivery: ${formatPrice(order.total)}.`);
  });

  it('prints the figures the order stored, not today’s prices: a later price change is not on it', async () => {
    const order = await place(1);
    saveShirt(shop, {
      id: shirtId,
      title: 'Oxford Button-Down',
      sizes: ['M', 'L'],
      colors: ['Navy'],
      price: 3900,
      stock: 50,
    });
    const text = pdfText(Buffer.from(await (await receipt(order.orderRef)).arrayBuffer()));
    expect(text).toContain(formatPrice(order.total));
    expect(text).not.toContain(formatPrice(3900));
    saveShirt(shop, {
      id: shirtId,
      title: 'Oxford Button-Down',
      sizes: ['M', 'L'],
      colors: ['Navy'],
      price: 2500,
      stock: 50,
    });
  });

  it('keeps its one title, INVOICE, once the cash is recorded, saying it is paid', async () => {
    const order = await place(1);
    await shop.call<Answer<AdminOrder>>('PATCH', `/api/admin/orders/${order.orderRef}/payment`, {
      body: { payment: 'paid' },
      token: shop.adminToken,
    });
    const answer = await receipt(order.orderRef);
    // The paper's title is its buttons' word (issue 35 item 12), paid or not.
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename=invoice-${order.orderRef}.pdf`);
    const text = pdfText(Buffer.from(await answer.arrayBuffer()));
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('RECEIPT');
    expect(text).toMatch(/Payment: Cash on delivery\. Paid on \d{1,2} \w{3} \d{4}\./);
  });

  it('is the owner’s only: no token and a shopper’s token are refused, and nothing is sent', async () => {
    const order = await place(1);
    const anonymous = await receipt(order.orderRef, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/json');
    // A shopper's token is no admin token at all: the same 401 as the contract's other admin routes.
    const shopper = await receipt(order.orderRef, createShopper(shop).token);
    expect(shopper.status).toBe(401);
    expect(await shopper.text()).not.toContain('%PDF');
  });

  it('answers 404 for an order that does not exist, and 400 for a reference that cannot be one', async () => {
    expect((await receipt('ORD-NOSUCHONE')).status).toBe(404);
    const malformed = await receipt('not-a-ref');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toBe('Order reference looks like ORD-ABC123XYZ');
  });

  it('refuses, pointing to the printed invoice, when the customer wrote their name in Urdu script, which its font cannot show', async () => {
    const order = await place(1, 'مہوش خان');
    const answer = await receipt(order.orderRef);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toBe(
      "The PDF writes English letters only, and the customer's name, phone or address uses others. Use Print invoice instead: it shows Urdu, and its print window can save it as a PDF.",
    );
  });
});

describe('the barcode of an order reference', () => {
  it('is Code 128 that a decoder reads back as the reference', () => {
    const orderRef = 'ORD-ABC123XYZ';
    const { bars, width } = code128Bars(orderRef);
    // Drawn 3 pixels a module and 30 rows high, black on white, as a scanner would see it.
    const scale = 3;
    const height = 30;
    const pixels = new Uint8ClampedArray(width * scale * height).fill(255);
    for (let row = 0; row < height; row += 1) {
      for (const bar of bars)
        pixels.fill(0, row * width * scale + bar.x * scale, row * width * scale + (bar.x + bar.width) * scale);
    }
    const image = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width * scale, height)));
    expect(new Code128Reader().decode(image).getText()).toBe(orderRef);
  });

  it('leaves 10 blank modules each side, so a scanner finds its start beside the slip’s other print', () => {
    const { bars, width } = code128Bars('ORD-ABC123XYZ');
    const last = bars.at(-1)!;
    expect(bars[0]!.x).toBe(10);
    expect(width - (last.x + last.width)).toBe(10);
  });
});

describe('what the receipt says about the money', () => {
  const stored = {
    orderRef: 'ORD-ABC123XYZ',
    customer: { ...customer, zip: '', country: 'Pakistan' },
    items: [{ lineId: 1, productId: 'X', title: 'Oxford', price: 2500, size: 'M', color: 'Navy', quantity: 2 }],
    subtotal: 5000,
    shippingCost: 0,
    discount: 500,
    discountCode: 'EID10',
    total: 4500,
    status: 'delivered',
    paymentMethod: 'cod',
    createdAt: '2026-11-20T08:00:00.000Z',
    payment: { status: 'unpaid', paidAt: null },
    parcelReturn: null,
    exchangeOf: null,
    lineChanges: [],
  } as unknown as AdminOrder;
  const says = (changes: Partial<AdminOrder>) => invoiceContent({ ...stored, ...changes }, DEFAULT_SHOP_POLICY);

  it('lists delivery as free, the discount with its code and the stored total', () => {
    expect(says({}).amounts).toEqual([
      { label: 'Subtotal', value: 'PKR 5,000' },
      { label: 'Delivery', value: 'Free' },
      { label: 'Discount (EID10)', value: '- PKR 500' },
      { label: 'Total', value: 'PKR 4,500', total: true },
    ]);
  });

  it('says what is still to pay, or that nothing is', () => {
    expect(says({}).payment).toBe('Payment: Cash on delivery. To pay on delivery: PKR 4,500.');
    expect(says({ paymentMethod: 'bank' }).payment).toBe('Payment: Bank transfer. Transfer not received yet.');
    expect(says({ payment: { status: 'paid', paidAt: '2026-11-22T20:00:00.000Z' } }).payment).toBe(
      'Payment: Cash on delivery. Paid on 23 Nov 2026.',
    );
    expect(
      says({ total: 0, payment: { status: 'paid', paidAt: '2026-11-22T20:00:00.000Z' }, exchangeOf: 'ORD-OLD123XYZ' })
        .payment,
      // A free exchange was paid for on its first order (decision 0136), not 'Cash on delivery, paid'.
    ).toBe('Payment: Nothing to pay — exchange for order ORD-OLD123XYZ.');
    expect(says({ parcelReturn: { kind: 'refused', at: '2026-11-23T10:00:00.000Z' } }).payment).toBe(
      'Payment: Cash on delivery. The parcel was refused: nothing to pay.',
    );
    expect(says({ status: 'cancelled' }).payment).toBe('Payment: Cash on delivery. Order cancelled: nothing to pay.');
  });

  it('lists money refunded for single lines under the total', () => {
    const refund = {
      kind: 'refund',
      lineId: 1,
      productId: 'X',
      title: 'Oxford',
      size: 'M',
      color: 'Navy',
      quantity: 1,
      refund: 2250,
      refundMethod: 'cash',
      exchangeOrderRef: null,
      newSize: null,
      newColor: null,
      at: '2026-11-25T06:00:00.000Z',
      cancelledAt: null,
      refundToDecide: false,
      exchangeDeliveredAt: null,
    } as const;
    const amounts = says({ lineChanges: [refund] }).amounts;
    expect(amounts.at(-2)).toEqual({ label: 'Refunded 25 Nov 2026 (1 × Oxford)', value: '- PKR 2,250' });
    // What the shopper owes in the end is the total less the refund (issue 33 item 6).
    expect(amounts.at(-1)).toMatchObject({ label: 'Total after returns', total: true });
  });
});
