import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '../../common/orders';
import { admins } from '../admin/schema';
import { products } from '../catalog/schema';
import { writeShopPolicy } from '../shop/policy';
import { adminToken, BILAL, createShopper } from '../testing/identities';
import { placeCodOrder } from '../testing/orders';
import { BANK_READY_POLICY } from '../testing/policies';
import { saveOxford, setCellStock, testShopForFile } from '../testing/fileShop';
import { startTestShop, type TestShop } from '../testing/testShop';
import { COURIER_CSV_COLUMNS } from './courierCsv';
import { orders } from './schema';

// Issue 8 (Orders), docs/product.md §4 order status, §7 Admin, docs/architecture.md (payment kept apart from status; a
// refused or returned parcel is not a sale; cancelling restores stock).
type OrderAnswer = { success: boolean; data: AdminOrder; message: string };
type PageAnswer = {
  success: boolean;
  data: AdminOrder[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
};

const shop = testShopForFile();

const place = async (
  overrides: { customer?: Partial<typeof BILAL>; quantity?: number; paymentMethod?: 'cod' | 'bank' } = {},
) => {
  const { status, body } = await placeCodOrder(
    shop,
    [{ id: 'OXFORD', size: 'M', color: 'White', quantity: overrides.quantity ?? 2 }],
    { customer: overrides.customer, paymentMethod: overrides.paymentMethod },
  );
  expect(status).toBe(201);
  return body.data;
};
const stock = () =>
  shop.deps.db.select({ stock: products.stock }).from(products).where(eq(products.id, 'OXFORD')).get()!.stock;
const setStock = (value: number) => setCellStock(shop, 'OXFORD', value);
const patch = (path: string, body: unknown, token: string | undefined = shop.adminToken) =>
  shop.call<OrderAnswer>('PATCH', path, { body, token });
const setStatus = (orderRef: string, body: Record<string, unknown>) => patch(`/api/orders/${orderRef}/status`, body);
const setPayment = (orderRef: string, payment: string) => patch(`/api/admin/orders/${orderRef}/payment`, { payment });
const setReturn = (orderRef: string, returned: string | null) =>
  patch(`/api/admin/orders/${orderRef}/return`, { returned });
const list = (query = '') => shop.call<PageAnswer>('GET', `/api/orders${query}`, { token: shop.adminToken });
const refsOf = (answer: { body: PageAnswer }) => answer.body.data.map((order) => order.orderRef);

beforeAll(async () => {
  // The owner has entered bank details, so bank-transfer orders can be placed.
  writeShopPolicy(shop.deps.db, BANK_READY_POLICY);
  saveOxford(shop, { sizes: ['M', 'L'], stock: 100 });
});
beforeEach(() => {
  setStock(100);
});

describe('admin order routes: authorization (issue 8 Proof, docs/product.md §6 Administrator)', () => {
  it('refuse no token, a garbage token, an expired admin token and a shopper token with 401, change nothing, and serve the admin', async () => {
    const placed = await place();
    const ref = placed.orderRef;
    const owner = shop.deps.db.select().from(admins).get()!;
    const expired = jwt.sign(
      { role: 'admin', ver: owner.tokenVersion, exp: Math.floor(Date.now() / 1000) - 60 },
      shop.deps.jwtSecret,
      { algorithm: 'HS256', subject: String(owner.id) },
    );
    const calls: [string, string, unknown][] = [
      ['GET', '/api/orders', undefined],
      ['GET', '/api/admin/orders/export', undefined],
      // Allowed calls that leave the order deletable, so the last one (DELETE) is allowed too (decision 0118).
      ['PATCH', `/api/orders/${ref}/status`, { status: 'confirmed' }],
      ['PATCH', `/api/admin/orders/${ref}/payment`, { payment: 'unpaid' }],
      ['PATCH', `/api/admin/orders/${ref}/confirmation`, { confirmed: true }],
      ['PATCH', `/api/admin/orders/${ref}/return`, { returned: null }],
      ['DELETE', `/api/orders/${ref}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      for (const [who, token] of [
        ['no token', undefined],
        ['a garbage token', 'garbage'],
        ['an expired admin token', expired],
        ['a shopper token', createShopper(shop).token],
      ] as const) {
        const answer = await shop.call<{ success: boolean; data?: unknown }>(method, path, { body, token });
        expect(answer.status, `${method} ${path} with ${who}`).toBe(401);
        expect(answer.body.success).toBe(false);
        expect(answer.body.data).toBeUndefined();
      }
    }
    const stored = shop.deps.db.select().from(orders).where(eq(orders.orderRef, ref)).get()!;
    expect(stored).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      confirmedWithCustomerAt: null,
      returnKind: null,
    });
    expect(stock()).toBe(98);
    for (const [method, path, body] of calls) {
      expect(
        (await shop.call(method, path, { body, token: shop.adminToken })).status,
        `${method} ${path} as admin`,
      ).toBe(200);
    }
  });
});

describe('GET /api/orders: paging and filters (issue 8, docs/product.md §7 reads data newest first)', () => {
  let fresh: TestShop;
  let token: string;
  const refs: Record<string, string> = {};
  const call = (query: string) => fresh.call<PageAnswer>('GET', `/api/orders${query}`, { token });
  beforeAll(async () => {
    fresh = await startTestShop();
    token = adminToken(fresh);
    writeShopPolicy(fresh.deps.db, BANK_READY_POLICY);
    saveOxford(fresh, { stock: 100 });
    const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:00`);
    const rows = [
      [
        'a',
        'Ayesha Khan',
        'ayesha@example.pk',
        '+92 321 7654321',
        'Lahore',
        'pending',
        'cod',
        'unpaid',
        at('2026-03-01', 0),
      ],
      [
        'b',
        'Bilal Ahmed',
        'bilal@example.pk',
        '0300-1234567',
        'Karachi',
        'shipped',
        'cod',
        'paid',
        at('2026-03-02', 12),
      ],
      [
        'c',
        'Sana Iqbal',
        'sana_100%@example.pk',
        '03001112223',
        'Karachi',
        'confirmed',
        'bank',
        'paid',
        at('2026-03-03', 23),
      ],
      [
        'd',
        'Usman Ali',
        'usman@example.pk',
        '042 35761234',
        'Islamabad',
        'cancelled',
        'bank',
        'unpaid',
        at('2026-03-04', 9),
      ],
    ] as const;
    rows.forEach(([key, name, email, phone, city, status, paymentMethod, paymentStatus, createdAt], index) => {
      const orderRef = `ORD-FILTER00${index}`;
      refs[key] = orderRef;
      fresh.deps.db
        .insert(orders)
        .values({
          orderRef,
          customerName: name,
          customerEmail: email,
          customerPhone: phone,
          customerPhoneKey: phone.replace(/[\s-]/g, '').replace(/^\+92/, '0'),
          customerAddress: 'House 1',
          customerCity: city,
          subtotal: 1000,
          shippingCost: 300,
          total: 1300,
          status,
          paymentMethod,
          paymentStatus,
          createdAt,
          updatedAt: createdAt,
        })
        .run();
    });
  });
  afterAll(() => fresh.close());

  it('pages newest first with the paging facts beside data', async () => {
    const first = await call('?limit=3');
    expect(first.body).toMatchObject({ success: true, total: 4, page: 1, limit: 3, totalPages: 2 });
    expect(refsOf(first)).toEqual([refs.d, refs.c, refs.b]);
    expect(refsOf(await call('?limit=3&page=2'))).toEqual([refs.a]);
    expect(refsOf(await call('?limit=3&page=9'))).toEqual([]);
    expect((await call('')).body.limit).toBe(20);
  });

  it.each([
    ['status', '?status=shipped', ['b']],
    ['payment method', '?paymentMethod=bank', ['d', 'c']],
    ['payment state', '?payment=paid', ['c', 'b']],
    ['status and payment state together', '?status=confirmed&payment=paid', ['c']],
    ['a day range in Pakistan time, both days whole', '?from=2026-03-02&to=2026-03-03', ['c', 'b']],
    ['the first day from its Pakistan midnight', '?to=2026-03-01', ['a']],
    ['an order ref, in any case', '?q=orD-filter002', ['c']],
    ['a name part', '?q=khan', ['a']],
    ['two words, both matching', '?q=bilal%20karachi', ['b']],
    ['a city', '?q=Karachi', ['c', 'b']],
    ['an e-mail, with % and _ as characters', '?q=sana_100%25', ['c']],
    ['a phone written another way', `?q=${encodeURIComponent('0321 7654321')}`, ['a']],
    ['a phone in international form', `?q=${encodeURIComponent('+923001234567')}`, ['b']],
    ['a phone in Urdu digits, spaced', `?q=${encodeURIComponent('۰۳۲۱ ۷۶۵۴۳۲۱')}`, ['a']],
    ['a landline with its dash', `?q=${encodeURIComponent('042-35761234')}`, ['d']],
    ['the last digits of a phone', '?q=7654321', ['a']],
    ['the middle of a name', '?q=lal%20ahm', ['b']],
    ['a two-letter word beside a longer one', '?q=ah%20karachi', ['b']],
    ['a two-letter word alone (Ahmed, Lahore)', '?q=ah', ['b', 'a']],
    ['a search that matches nothing', `?q=${encodeURIComponent('"khan" OR *')}`, []],
    ['orders picked for packing slips', `?refs=ORD-FILTER000,ord-filter003`, ['d', 'a']],
  ])('filters by %s', async (_case, query, expected) => {
    const answer = await call(query);
    expect(answer.status).toBe(200);
    expect(refsOf(answer)).toEqual(expected.map((key) => refs[key]));
    expect(answer.body.total).toBe(expected.length);
  });

  it('finds an order by what it says now: a changed city and a deleted order follow at once (the search index, issue 8)', async () => {
    const orderRef = 'ORD-FILTER009';
    const at = new Date('2026-02-01T12:00:00+05:00');
    fresh.deps.db
      .insert(orders)
      .values({
        orderRef,
        customerName: 'Zara Sheikh',
        customerEmail: 'zara@example.pk',
        customerPhone: '03331112223',
        customerPhoneKey: '03331112223',
        customerAddress: 'House 9',
        customerCity: 'Multan',
        subtotal: 1000,
        shippingCost: 300,
        total: 1300,
        status: 'pending',
        paymentMethod: 'cod',
        createdAt: at,
        updatedAt: at,
      })
      .run();
    expect(refsOf(await call('?q=multan'))).toEqual([orderRef]);
    fresh.deps.db.update(orders).set({ customerCity: 'Sialkot' }).where(eq(orders.orderRef, orderRef)).run();
    expect(refsOf(await call('?q=multan'))).toEqual([]);
    expect(refsOf(await call('?q=sialkot%20zara'))).toEqual([orderRef]);
    expect((await fresh.call('DELETE', `/api/orders/${orderRef}`, { token })).status).toBe(200);
    expect(refsOf(await call('?q=sialkot'))).toEqual([]);
  });

  it.each([
    ['?page=0', 'page must be a whole number from 1 to 100000'],
    ['?limit=500', 'limit must be a whole number from 1 to 200'],
    ['?limit=ten', 'limit must be a whole number from 1 to 200'],
    ['?status=lost', 'status must be one of pending, confirmed, processing, shipped, delivered, cancelled'],
    ['?payment=owed', 'payment must be one of unpaid, paid'],
    ['?from=yesterday', 'from must be a date like 2026-12-31'],
    ['?refs=ORD-1', 'Order reference looks like ORD-ABC123XYZ'],
  ])('answers %s with 400 and a message', async (query, message) => {
    expect(await call(query)).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION', message } });
  });
});

describe('payment kept apart from status (docs/architecture.md, issue 8)', () => {
  it('records the cash as received without touching the status, and can take it back', async () => {
    const placed = await place();
    const paid = await setPayment(placed.orderRef, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'pending',
      payment: { status: 'paid', paidAt: expect.any(String) },
    });
    expect(paid.body.data.statusHistory.map((entry) => entry.status)).toEqual(['pending']);
    expect(paid.body.message).toBe(`Cash received for ${placed.orderRef}`);
    // Status changes leave the payment alone.
    await setStatus(placed.orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'TCS-1' });
    expect((await setStatus(placed.orderRef, { status: 'delivered' })).body.data.payment.status).toBe('paid');
    expect((await setPayment(placed.orderRef, 'unpaid')).body.data).toMatchObject({
      status: 'delivered',
      payment: { status: 'unpaid', paidAt: null },
    });
    expect(stock()).toBe(98);
  });

  it('shows a checked bank transfer to the shopper as paid on the tracking page', async () => {
    const placed = await place({ paymentMethod: 'bank' });
    expect(placed.payment).toEqual({ status: 'unpaid', paidAt: null });
    expect((await setPayment(placed.orderRef, 'paid')).body.message).toBe(`Transfer checked for ${placed.orderRef}`);
    const tracked = await shop.call<{ data: Order & Partial<AdminOrder> }>(
      'GET',
      `/api/orders/track?orderRef=${placed.orderRef}&email=${BILAL.email}`,
    );
    expect(tracked.body.data.payment.status).toBe('paid');
    // What only the shop needs to know stays with the shop.
    expect(tracked.body.data.refusedBefore).toBeUndefined();
    expect(tracked.body.data.confirmedWithCustomerAt).toBeUndefined();
  });

  it('refuses an unknown payment state and an unknown order', async () => {
    const placed = await place();
    expect(await setPayment(placed.orderRef, 'half')).toMatchObject({
      status: 400,
      body: { message: 'payment must be one of unpaid, paid' },
    });
    expect(await setPayment('ORD-NOSUCH000', 'paid')).toMatchObject({
      status: 404,
      body: { message: 'Order not found' },
    });
  });
});

describe('confirmed with the customer (issue 8)', () => {
  it('marks the order confirmed with the customer and moves a pending order to confirmed, once', async () => {
    const placed = await place();
    const confirmed = await patch(`/api/admin/orders/${placed.orderRef}/confirmation`, { confirmed: true });
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', confirmedWithCustomerAt: expect.any(String) });
    const again = await patch(`/api/admin/orders/${placed.orderRef}/confirmation`, { confirmed: true });
    expect(again.body.data.confirmedWithCustomerAt).toBe(confirmed.body.data.confirmedWithCustomerAt);
    expect(again.body.data.statusHistory.map((entry) => entry.status)).toEqual(['pending', 'confirmed']);
    expect(
      (await patch(`/api/admin/orders/${placed.orderRef}/confirmation`, { confirmed: false })).body.data,
    ).toMatchObject({ status: 'confirmed', confirmedWithCustomerAt: null });
    expect(await patch(`/api/admin/orders/${placed.orderRef}/confirmation`, { confirmed: 'yes' })).toMatchObject({
      status: 400,
      body: { message: 'confirmed must be true or false' },
    });
  });
});

describe('a parcel that came back (docs/architecture.md: not a sale; issue 8: stock back once)', () => {
  it('cannot be recorded for an order that never left the shop', async () => {
    const placed = await place();
    expect(await setReturn(placed.orderRef, 'refused')).toMatchObject({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'Only a parcel that was shipped can come back. An order that never left can be cancelled instead.',
      },
    });
    expect(stock()).toBe(98);
  });

  it('tells the shopper the parcel came back, and forgets it when the owner takes it back (issue 24)', async () => {
    const placed = await place();
    await setStatus(placed.orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'TCS-2' });
    const track = async () =>
      (await shop.call<{ data: Order }>('GET', `/api/orders/track?orderRef=${placed.orderRef}&email=${BILAL.email}`))
        .body.data;
    expect((await track()).parcelReturn).toBeNull();
    await setReturn(placed.orderRef, 'refused');
    expect(await track()).toMatchObject({
      status: 'shipped',
      parcelReturn: { kind: 'refused', at: expect.any(String) },
    });
    await setReturn(placed.orderRef, null);
    expect((await track()).parcelReturn).toBeNull();
  });

  it('gives the stock back exactly once, however often it is recorded or the order is then cancelled', async () => {
    const placed = await place({ quantity: 3 });
    await setStatus(placed.orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'TCS-375' });
    expect(stock()).toBe(97);
    const refused = await setReturn(placed.orderRef, 'refused');
    expect(refused.body.data).toMatchObject({
      status: 'shipped',
      parcelReturn: { kind: 'refused', at: expect.any(String) },
    });
    expect(stock()).toBe(100);
    await setReturn(placed.orderRef, 'refused');
    await setReturn(placed.orderRef, 'returned');
    await setStatus(placed.orderRef, { status: 'cancelled' });
    await setStatus(placed.orderRef, { status: 'pending' });
    expect(stock()).toBe(100);
  });

  it('undone, takes the stock again, or is refused with OUT_OF_STOCK and changes nothing when the stock is gone', async () => {
    const placed = await place({ quantity: 4 });
    await setStatus(placed.orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'TCS-392' });
    await setStatus(placed.orderRef, { status: 'delivered' });
    await setReturn(placed.orderRef, 'returned');
    expect(stock()).toBe(100);
    setStock(1);
    expect(await setReturn(placed.orderRef, null)).toMatchObject({
      status: 409,
      body: {
        code: 'OUT_OF_STOCK',
        message:
          'Only 1 of White Oxford in M / White left in stock, and this order needs 4. Restock it first, or leave the order as it is.',
      },
    });
    expect(stock()).toBe(1);
    expect(shop.deps.db.select().from(orders).where(eq(orders.orderRef, placed.orderRef)).get()!.returnKind).toBe(
      'returned',
    );
    setStock(10);
    expect((await setReturn(placed.orderRef, null)).body.data.parcelReturn).toBeNull();
    expect(stock()).toBe(6);
    expect(await setReturn(placed.orderRef, 'lost')).toMatchObject({
      status: 400,
      body: { message: 'returned must be one of refused, returned, or null to undo' },
    });
  });

  it('flags the other orders from a phone number that refused a parcel, however the number is written', async () => {
    const phone = { phone: '0345 9876543' };
    const refusedOrder = await place({ customer: phone });
    const next = await place({ customer: { phone: '+92 345-9876543', email: 'other@example.pk' } });
    const stranger = await place({ customer: { phone: '0333 1111111' } });
    await setStatus(refusedOrder.orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'KHI-1' });
    await setReturn(refusedOrder.orderRef, 'refused');
    const listed = new Map((await list('?limit=200')).body.data.map((order) => [order.orderRef, order]));
    expect(listed.get(next.orderRef)?.refusedBefore).toBe(1);
    expect(listed.get(refusedOrder.orderRef)?.refusedBefore).toBe(0);
    expect(listed.get(stranger.orderRef)?.refusedBefore).toBe(0);
    expect(refsOf(await list('?returned=yes&limit=200'))).toContain(refusedOrder.orderRef);
    expect(refsOf(await list('?returned=no&limit=200'))).not.toContain(refusedOrder.orderRef);
  });
});

describe('status changes and delete (docs/product.md §4, issue 8)', () => {
  it('keeps a known courier as the shop writes it, so the tracking page links to it', async () => {
    const placed = await place();
    const shipped = await setStatus(placed.orderRef, {
      status: 'shipped',
      carrier: 'tcs',
      trackingNumber: '779912345678',
    });
    expect(shipped.body.data.tracking).toMatchObject({
      carrier: 'TCS',
      trackingNumber: '779912345678',
      shippedAt: expect.any(String),
    });
    const other = await setStatus(placed.orderRef, { status: 'shipped', carrier: 'Call Courier' });
    expect(other.body.data.tracking.carrier).toBe('Call Courier');
  });

  it('cancelling gives the stock back exactly once', async () => {
    const placed = await place({ quantity: 5 });
    await setStatus(placed.orderRef, { status: 'cancelled' });
    await setStatus(placed.orderRef, { status: 'cancelled' });
    expect(stock()).toBe(100);
  });

  it('deleting gives back the stock of an order that never went out, and a cancelled one gives nothing twice', async () => {
    const waiting = await place({ quantity: 2 });
    const cancelled = await place({ quantity: 3 });
    await setStatus(cancelled.orderRef, { status: 'cancelled' });
    expect(stock()).toBe(98);
    expect((await shop.call('DELETE', `/api/orders/${waiting.orderRef}`, { token: shop.adminToken })).status).toBe(200);
    expect(stock()).toBe(100);
    expect((await shop.call('DELETE', `/api/orders/${cancelled.orderRef}`, { token: shop.adminToken })).status).toBe(
      200,
    );
    expect(stock()).toBe(100);
  });

  it('keeps as a record an order whose parcel went out or whose money was received, and says why (decision 0118)', async () => {
    const remove = (orderRef: string) => shop.call('DELETE', `/api/orders/${orderRef}`, { token: shop.adminToken });
    const onItsWay = await place({ quantity: 1 });
    await setStatus(onItsWay.orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'KHI-2' });
    const delivered = await place({ quantity: 1 });
    await setStatus(delivered.orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'KHI-3' });
    await setStatus(delivered.orderRef, { status: 'delivered' });
    const refused = await place({ quantity: 1 });
    await setStatus(refused.orderRef, { status: 'shipped', carrier: 'TCS', trackingNumber: 'KHI-4' });
    await setReturn(refused.orderRef, 'refused');
    const paid = await place({ quantity: 1 });
    await setPayment(paid.orderRef, 'paid');
    const stockBefore = stock();

    for (const kept of [onItsWay, delivered, refused]) {
      expect(await remove(kept.orderRef)).toMatchObject({
        status: 409,
        body: {
          code: 'CONFLICT',
          message: `${kept.orderRef} went out to the customer: it is kept as the record of its parcel and its money.`,
        },
      });
    }
    expect((await remove(paid.orderRef)).body.message).toBe(
      `${paid.orderRef} has its payment recorded as received: it is kept as a record. Cancel it instead, or if the payment was recorded by mistake, mark it unpaid first.`,
    );
    expect(stock()).toBe(stockBefore);
    for (const kept of [onItsWay, delivered, refused, paid])
      expect(refsOf(await list(`?q=${kept.orderRef}`))).toEqual([kept.orderRef]);

    // A payment recorded by mistake, taken back: the order may go, and its piece with it.
    await setPayment(paid.orderRef, 'unpaid');
    expect((await remove(paid.orderRef)).status).toBe(200);
    expect(stock()).toBe(stockBefore + 1);
  });
});

describe('GET /api/admin/orders/export: the courier CSV (issue 8)', () => {
  it('writes the filtered orders with the fields of a courier bulk booking, read back by a CSV parser', async () => {
    const tricky = await place({
      customer: {
        name: '=HYPERLINK("http://evil")',
        // A line break is refused at checkout (common/text.ts); quotes and commas are what the CSV must escape.
        address: 'Flat 3, "Gul" Heights, Block 5',
        city: 'Lahore',
        phone: '+92 300 7654321',
      },
      quantity: 1,
    });
    const paidBank = await place({ paymentMethod: 'bank', quantity: 3 });
    await setPayment(paidBank.orderRef, 'paid');
    const response = await fetch(`${shop.url}/api/admin/orders/export?q=${encodeURIComponent(tricky.orderRef)}`, {
      headers: { Authorization: `Bearer ${shop.adminToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?orders-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const records = parse(await response.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!)).toEqual([...COURIER_CSV_COLUMNS]);
    expect(records).toEqual([
      {
        'Order Ref': tricky.orderRef,
        'Consignee Name': `'=HYPERLINK("http://evil")`,
        Phone: '03007654321',
        Address: 'Flat 3, "Gul" Heights, Block 5',
        City: 'Lahore',
        Pieces: '1',
        'COD Amount': String(tricky.total),
        'Product Details': '1 x White Oxford (M, White)',
      },
    ]);
    const bank = await fetch(`${shop.url}/api/admin/orders/export?paymentMethod=bank&payment=paid`, {
      headers: { Authorization: `Bearer ${shop.adminToken}` },
    });
    const bankRows = parse(await bank.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(bankRows.find((row) => row['Order Ref'] === paidBank.orderRef)).toMatchObject({
      Pieces: '3',
      'COD Amount': '0',
    });
    expect(bankRows.every((row) => row['COD Amount'] === '0')).toBe(true);
  });

  it('answers bad filters with a 400 and a message, not a file', async () => {
    expect(await shop.call('GET', '/api/admin/orders/export?status=lost', { token: shop.adminToken })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    });
  });
});
