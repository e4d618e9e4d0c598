import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '../../common/orders';
import { writeShopPolicy } from '../shop/policy';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { createShopper } from '../testing/identities';
import { BANK_READY_POLICY } from '../testing/policies';

/** Issue 26, bank receipts (docs/decisions/0051): uploaded by the shopper with the order page's proof, seen by the owner, nobody else. */
// Each test sends and asks for many receipts from one address; the limit itself is tested in server/http/rateLimit.test.ts.
const shop = testShopForFile({ rateLimitMax: 10_000 });

type Answer<T> = { success: boolean; data: T; message: string; code?: string };
let shirtId = '';

beforeAll(() => {
  writeShopPolicy(shop.deps.db, BANK_READY_POLICY);
  shirtId = saveShirt(shop, { sizes: ['M'], colors: ['White'], stock: 1000 }).id;
});

let placed = 0;
async function place(paymentMethod: 'cod' | 'bank' = 'bank', token?: string): Promise<Order> {
  placed += 1;
  const customer = {
    name: 'Ayesha Khan',
    email: `ayesha${placed}@example.pk`,
    phone: '0333 4567890',
    address: 'House 5, F-7/2',
    city: 'Islamabad',
  };
  const { status, body } = await shop.call<Answer<Order>>('POST', '/api/orders', {
    body: { customer, items: [{ id: shirtId, size: 'M', color: 'White', quantity: 1 }], paymentMethod },
    token,
  });
  expect(status).toBe(201);
  return body.data;
}

/** A phone's screenshot-sized JPEG carrying the camera's make and a GPS position. */
const receiptPhoto = () =>
  sharp({ create: { width: 1080, height: 2400, channels: 3, background: { r: 240, g: 240, b: 250 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '67/1 5/1 0/1' },
    })
    .toBuffer();

/** POST /api/orders/:orderRef/receipt as the order page sends it: one file in the field 'image'. */
async function sendReceipt(
  orderRef: string,
  bytes: Buffer,
  proof: { email?: string; phone?: string; token?: string },
  type = 'image/jpeg',
) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'receipt.jpg');
  const { email, phone } = proof;
  const query = new URLSearchParams({ ...(email && { email }), ...(phone && { phone }) }).toString();
  const search = query ? `?${query}` : '';
  const response = await fetch(`${shop.url}/api/orders/${orderRef}/receipt${search}`, {
    method: 'POST',
    body: form,
    headers: proof.token ? { Authorization: `Bearer ${proof.token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Answer<Order> };
}

const receiptFiles = () => readdirSync(shop.deps.receiptsDir).sort();
const adminOrder = async (orderRef: string) =>
  (await shop.call<Answer<AdminOrder[]>>('GET', `/api/orders?refs=${orderRef}`, { token: shop.adminToken })).body
    .data[0]!;
const adminReceipt = (orderRef: string, token = shop.adminToken) =>
  fetch(`${shop.url}/api/admin/orders/${orderRef}/receipt`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

describe('the shopper sends a bank-transfer receipt', () => {
  it('keeps it re-encoded as WebP without the camera metadata, in the private receipts folder, and the order says when it came', async () => {
    const order = await place();
    const before = receiptFiles();
    const uploads = readdirSync(shop.deps.uploadsDir).length;
    const { status, body } = await sendReceipt(order.orderRef, await receiptPhoto(), {
      email: order.customer.email.toUpperCase(),
    });
    expect(status).toBe(201);
    expect(body.data.receipt?.uploadedAt).toEqual(expect.any(String));
    const added = receiptFiles().filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(readdirSync(shop.deps.uploadsDir)).toHaveLength(uploads);
    const file = path.join(shop.deps.receiptsDir, added[0]!);
    const stored = await sharp(file).metadata();
    expect(stored).toMatchObject({ format: 'webp', height: 2000 });
    expect(stored.exif).toBeUndefined();
    const bytes = (await readFile(file)).toString('latin1');
    expect(bytes).not.toContain('PhoneMaker');
    expect(bytes).not.toContain('EXIF');
    // Never by the public pictures route, under any name.
    expect((await fetch(`${shop.url}/uploads/${added[0]}`)).status).toBe(404);
    for (const address of [
      `/uploads/%2e%2e%2freceipts%2f${added[0]}`,
      `/receipts/${added[0]}`,
      `/data/receipts/${added[0]}`,
    ]) {
      expect((await fetch(shop.url + address)).headers.get('content-type') ?? '', address).not.toMatch(/image/);
    }
    expect((await adminOrder(order.orderRef)).receipt).toEqual({
      uploadedAt: body.data.receipt!.uploadedAt,
      orderChangedSince: false,
    });
  });

  it('the owner sees it as an uncached WebP; the shopper sees it again with the same proof', async () => {
    const order = await place();
    await sendReceipt(order.orderRef, await receiptPhoto(), { email: order.customer.email });
    const [name] = readdirSync(shop.deps.receiptsDir)
      .filter((file) => file.endsWith('.webp'))
      .slice(-1);
    const owner = await adminReceipt(order.orderRef);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-type')).toBe('image/webp');
    expect(owner.headers.get('x-content-type-options')).toBe('nosniff');
    expect(owner.headers.get('cache-control')).toBe('private, no-store');
    const picture = Buffer.from(await owner.arrayBuffer());
    expect((await sharp(picture).metadata()).format).toBe('webp');
    expect(name).toBeDefined();
    const shopper = await fetch(
      `${shop.url}/api/orders/${order.orderRef}/receipt?email=${encodeURIComponent(order.customer.email)}`,
    );
    expect(shopper.status).toBe(200);
    expect(Buffer.from(await shopper.arrayBuffer())).toEqual(picture);
  });

  it('a new receipt replaces the one before, whose file is deleted', async () => {
    const order = await place();
    const before = receiptFiles();
    await sendReceipt(order.orderRef, await receiptPhoto(), { email: order.customer.email });
    const first = receiptFiles().filter((name) => !before.includes(name));
    const second = await sendReceipt(
      order.orderRef,
      await sharp(await receiptPhoto())
        .png()
        .toBuffer(),
      { email: order.customer.email },
    );
    expect(second.status).toBe(201);
    const now = receiptFiles().filter((name) => !before.includes(name));
    expect(now).toHaveLength(1);
    expect(now).not.toEqual(first);
  });

  it('a shopper who gave no e-mail sends it, and sees it again, with the order’s phone number written any way', async () => {
    writeShopPolicy(shop.deps.db, { ...BANK_READY_POLICY, checkoutEmailOptional: true });
    const { status, body } = await shop.call<Answer<Order>>('POST', '/api/orders', {
      body: {
        customer: { name: 'Bilqees Bano', phone: '0345 1122334', address: 'Jinnah Abad', city: 'Sahiwal' },
        items: [{ id: shirtId, size: 'M', color: 'White', quantity: 1 }],
        paymentMethod: 'bank',
      },
    });
    writeShopPolicy(shop.deps.db, BANK_READY_POLICY);
    expect(status).toBe(201);
    expect(body.data.customer.email).toBe('');
    const sent = await sendReceipt(body.data.orderRef, await receiptPhoto(), { phone: '+92 345 1122334' });
    expect(sent.status).toBe(201);
    const seen = await fetch(`${shop.url}/api/orders/${body.data.orderRef}/receipt?phone=0345-1122334`);
    expect(seen.status).toBe(200);
  });

  it('a signed-in shopper sends it for an order of their account with their token alone', async () => {
    const account = createShopper(shop);
    const order = await place('bank', account.token);
    expect((await sendReceipt(order.orderRef, await receiptPhoto(), { token: account.token })).status).toBe(201);
    expect(
      (
        await fetch(`${shop.url}/api/orders/${order.orderRef}/receipt`, {
          headers: { Authorization: `Bearer ${account.token}` },
        })
      ).status,
    ).toBe(200);
  });
});

describe('nobody else sends or sees a receipt', () => {
  it('without the proof (no e-mail, a wrong e-mail, another shopper’s token) it is 404 as for an unknown order, and nothing is kept', async () => {
    const owner = createShopper(shop);
    const order = await place('bank', owner.token);
    const stranger = createShopper(shop);
    const before = receiptFiles();
    const photo = await receiptPhoto();
    for (const proof of [
      {},
      { email: 'someone.else@example.pk' },
      { phone: '0300 0000000' },
      { phone: 'not a phone' },
      { token: stranger.token },
      { token: stranger.token, email: stranger.email },
    ]) {
      expect(await sendReceipt(order.orderRef, photo, proof), JSON.stringify(proof)).toEqual({
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'Order not found' },
      });
    }
    expect((await sendReceipt('ORD-NOSUCH999', photo, { email: order.customer.email })).status).toBe(404);
    expect((await sendReceipt(order.orderRef, photo, { token: 'not-a-token' })).status).toBe(401);
    expect(receiptFiles()).toEqual(before);
    expect((await adminOrder(order.orderRef)).receipt).toBeNull();

    await sendReceipt(order.orderRef, photo, { token: owner.token });
    for (const headers of [{}, { Authorization: `Bearer ${stranger.token}` }] as Record<string, string>[]) {
      expect((await fetch(`${shop.url}/api/orders/${order.orderRef}/receipt`, { headers })).status).toBe(404);
      expect(
        (await fetch(`${shop.url}/api/orders/${order.orderRef}/receipt?email=someone.else%40example.pk`, { headers }))
          .status,
      ).toBe(404);
    }
  });

  it('the owner’s endpoint refuses no token and a shopper’s token; an order without a receipt is 404', async () => {
    const order = await place();
    await sendReceipt(order.orderRef, await receiptPhoto(), { email: order.customer.email });
    expect((await adminReceipt(order.orderRef, '')).status).toBe(401);
    expect((await adminReceipt(order.orderRef, createShopper(shop).token)).status).toBe(401);
    const none = await adminReceipt((await place()).orderRef);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No receipt has been sent for this order' });
  });

  it('takes none for a cash-on-delivery order, a paid one or a cancelled one (409 in the shopper’s words), and keeps nothing', async () => {
    const cod = await place('cod');
    const paid = await place();
    await shop.call('PATCH', `/api/admin/orders/${paid.orderRef}/payment`, {
      body: { payment: 'paid' },
      token: shop.adminToken,
    });
    const cancelled = await place();
    await shop.call('PATCH', `/api/orders/${cancelled.orderRef}/status`, {
      body: { status: 'cancelled' },
      token: shop.adminToken,
    });
    const before = receiptFiles();
    const photo = await receiptPhoto();
    for (const [order, message] of [
      [cod, 'This order is paid in cash on delivery, so there is no bank receipt to send.'],
      [paid, 'We have already received the payment for this order, so there is no need to send a receipt.'],
      [cancelled, 'Nothing is owed for this order any more, so there is no receipt to send.'],
    ] as const) {
      expect(await sendReceipt(order.orderRef, photo, { email: order.customer.email })).toEqual({
        status: 409,
        body: { success: false, code: 'CONFLICT', message },
      });
      expect((await adminOrder(order.orderRef)).receipt).toBeNull();
    }
    expect(receiptFiles()).toEqual(before);
  });
});

describe('what is not a picture of a receipt', () => {
  it('refuses a non-picture (415), an empty form (400) and a file above 10 MB (413) with the shop’s messages, recording nothing', async () => {
    const order = await place();
    const before = receiptFiles();
    const proof = { email: order.customer.email };
    expect(
      await sendReceipt(order.orderRef, Buffer.from('%PDF-1.4 a bank statement'), proof, 'application/pdf'),
    ).toEqual({
      status: 415,
      body: {
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Unsupported image format. Please use JPG, PNG, or WebP.',
      },
    });
    const empty = await fetch(
      `${shop.url}/api/orders/${order.orderRef}/receipt?email=${encodeURIComponent(order.customer.email)}`,
      { method: 'POST', body: new FormData() },
    );
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Please choose a photo or screenshot of your receipt.',
    });
    const big = Buffer.alloc(11 * 1024 * 1024, 7);
    (await receiptPhoto()).copy(big);
    expect(await sendReceipt(order.orderRef, big, proof)).toEqual({
      status: 413,
      body: {
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Image file is too large. Please use a smaller image (max 10MB).',
      },
    });
    const jpeg = await receiptPhoto();
    expect((await sendReceipt(order.orderRef, jpeg.subarray(0, jpeg.length / 2), proof)).status).toBe(400);
    expect(receiptFiles()).toEqual(before);
    expect((await adminOrder(order.orderRef)).receipt).toBeNull();
  });
});

describe('an order deleted by the owner', () => {
  it('takes its receipt file with it', async () => {
    const order = await place();
    const before = receiptFiles();
    await sendReceipt(order.orderRef, await receiptPhoto(), { email: order.customer.email });
    const [added] = receiptFiles().filter((name) => !before.includes(name));
    expect(existsSync(path.join(shop.deps.receiptsDir, added!))).toBe(true);
    expect((await shop.call('DELETE', `/api/orders/${order.orderRef}`, { token: shop.adminToken })).status).toBe(200);
    expect(existsSync(path.join(shop.deps.receiptsDir, added!))).toBe(false);
  });
});
