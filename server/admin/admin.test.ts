import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import type { DashboardData, OutboxMail } from '../../common/admin';
import type { OrderStatus } from '../../common/orders';
import { saveProduct } from '../catalog/saveProduct';
import { orders } from '../orders/schema';
import { adminToken, createShopper } from '../testing/identities';
import { testShopForFile } from '../testing/fileShop';
import { startTestShop, TEST_ADMIN, type TestShop } from '../testing/testShop';
import { admins } from './schema';

const shop = testShopForFile();

type LoginAnswer = { success: boolean; token?: string; message: string };
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('POST /admin/login (docs/product.md §7 Admin, §8 Admin login)', () => {
  it('gives an admin token that carries its expiry for the right username and password', async () => {
    const { status, body } = await shop.call<LoginAnswer>('POST', '/admin/login', { body: TEST_ADMIN });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Login successful' });
    const admin = shop.deps.db.select().from(admins).get()!;
    const payload = payloadOf(body.token!);
    expect(payload).toMatchObject({ role: 'admin', sub: String(admin.id), ver: admin.tokenVersion });
    // ADMIN_TOKEN_LIFETIME is 12 hours; the renderer logs out at exp (docs/product.md §4 Admin session).
    expect(payload.exp).toBe((payload.iat as number) + 12 * 60 * 60);
  });

  it('reads the username without regard to case or surrounding spaces', async () => {
    const { status } = await shop.call('POST', '/admin/login', {
      body: { username: ` ${TEST_ADMIN.username.toUpperCase()} `, password: TEST_ADMIN.password },
    });
    expect(status).toBe(200);
  });

  it("answers a wrong password and an unknown username alike: 401 'Invalid credentials', no token", async () => {
    for (const body of [
      { ...TEST_ADMIN, password: 'wrong-password' },
      { username: 'nobody', password: TEST_ADMIN.password },
    ]) {
      const answer = await shop.call<LoginAnswer>('POST', '/admin/login', { body });
      expect(answer).toMatchObject({ status: 401, body: { success: false, message: 'Invalid credentials' } });
      expect(answer.body.token).toBeUndefined();
    }
  });

  it('requires both username and password (docs/product.md §5 Admin login)', async () => {
    const cases: [unknown, string][] = [
      [{ password: 'x' }, 'Username is required'],
      [{ username: '   ', password: 'x' }, 'Username is required'],
      [{ username: 'owner' }, 'Password is required'],
      [{ username: 'owner', password: '' }, 'Password is required'],
      [{}, 'Username is required'],
    ];
    for (const [body, message] of cases) {
      expect(await shop.call('POST', '/admin/login', { body })).toMatchObject({
        status: 400,
        body: { success: false, message },
      });
    }
    expect(await shop.call('POST', '/admin/login', { rawBody: '{"username":' })).toMatchObject({
      status: 400,
      body: { message: 'Malformed JSON in request body' },
    });
  });

  it('limits refused attempts from one address; once reached, a right password waits too', async () => {
    const limited = await startTestShop({ rateLimitMax: 3 });
    try {
      // Staff signing in again and again from the shop's one computer are not locked out.
      for (let signIn = 0; signIn < 5; signIn++)
        expect((await limited.call('POST', '/admin/login', { body: TEST_ADMIN })).status).toBe(200);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++)
        statuses.push(
          (await limited.call('POST', '/admin/login', { body: { username: 'nobody', password: 'x' } })).status,
        );
      expect(statuses).toEqual([401, 401, 401]);
      const blocked = await limited.call<LoginAnswer>('POST', '/admin/login', { body: TEST_ADMIN });
      expect(blocked).toMatchObject({
        status: 429,
        body: { success: false, message: 'Too many login attempts. Please wait a few minutes and try again.' },
      });
      expect(blocked.body.token).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

let orderCount = 0;
/** An order row straight in the table: these tests are about counting, not placing orders. */
function insertOrder(
  target: TestShop,
  {
    total,
    status,
    createdAt,
    paid = false,
    returnKind = null,
  }: {
    total: number;
    status: OrderStatus;
    createdAt: Date;
    paid?: boolean;
    returnKind?: 'refused' | 'returned' | null;
  },
) {
  const orderRef = `ORD-${String(++orderCount).padStart(9, '0')}`;
  target.deps.db
    .insert(orders)
    .values({
      orderRef,
      customerName: `Customer ${orderCount}`,
      customerEmail: `c${orderCount}@example.pk`,
      customerPhone: '03001234567',
      customerAddress: 'House 1, Street 2',
      customerCity: 'Karachi',
      subtotal: total - 300,
      shippingCost: 300,
      total,
      status,
      paymentMethod: 'cod',
      paymentStatus: paid ? 'paid' : 'unpaid',
      paidAt: paid ? createdAt : null,
      returnKind,
      returnedAt: returnKind ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .run();
  return orderRef;
}

describe('GET /admin/dashboard-data (docs/product.md §2 Dashboard tab, §3 Dashboard stats, §7)', () => {
  it('shows zeros and no orders for a new shop', async () => {
    const fresh = await startTestShop();
    try {
      const { status, body } = await fresh.call<{ success: boolean; data: DashboardData }>(
        'GET',
        '/admin/dashboard-data',
        { token: adminToken(fresh) },
      );
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        data: {
          stats: {
            totalOrders: 0,
            pendingOrders: 0,
            totalRevenue: 0,
            totalProducts: 0,
            cashReceived: 0,
            cashToCollect: 0,
            refunds: 0,
            returnedOrders: 0,
            returnedValue: 0,
            refundsOwed: 0,
            refundsOwedAmount: 0,
            refundsToDecide: 0,
            refundsToDecideAmount: 0,
            parcelsAttempted: 0,
          },
          recentOrders: [],
          lowStock: { threshold: 5, count: 0, products: 0, listed: [] },
          notices: { checkVariantGrids: false },
        },
      });
    } finally {
      await fresh.close();
    }
  });

  it('counts every order, the pending ones, revenue from sales only, and products; lists the 5 newest first', async () => {
    const fresh = await startTestShop();
    try {
      const day = (n: number) => new Date(Date.UTC(2025, 0, n, 10));
      saveProduct(
        fresh.deps.db,
        {
          id: 'OXFORD',
          title: 'Oxford',
          description: 'Cotton',
          price: 2000,
          sizes: ['M'],
          colors: ['White'],
          stock: 5,
        },
        day(1),
      );
      saveProduct(
        fresh.deps.db,
        { id: 'LINEN', title: 'Linen', description: 'Linen', price: 3000, sizes: ['L'], colors: ['Blue'], stock: 5 },
        day(1),
      );
      const placed = [
        insertOrder(fresh, { total: 2300, status: 'pending', createdAt: day(1) }),
        insertOrder(fresh, { total: 5000, status: 'cancelled', createdAt: day(2) }),
        insertOrder(fresh, { total: 3300, status: 'shipped', createdAt: day(3) }),
        insertOrder(fresh, { total: 1200, status: 'delivered', createdAt: day(4) }),
        insertOrder(fresh, { total: 4000, status: 'pending', createdAt: day(6) }),
        insertOrder(fresh, { total: 700, status: 'confirmed', createdAt: day(5) }),
        insertOrder(fresh, { total: 900, status: 'pending', createdAt: day(6) }),
      ];
      const { status, body } = await fresh.call<{ data: DashboardData }>('GET', '/admin/dashboard-data', {
        token: adminToken(fresh),
      });
      expect(status).toBe(200);
      // Pending orders nobody has paid for are not sales yet, cancelled ones never were (docs/architecture.md).
      expect(body.data.stats).toMatchObject({
        totalOrders: 7,
        pendingOrders: 3,
        totalRevenue: 3300 + 1200 + 700,
        totalProducts: 2,
      });
      // Newest first; of two placed in the same moment, the one placed later is newer.
      expect(body.data.recentOrders.map((order) => order.orderRef)).toEqual([
        placed[6],
        placed[4],
        placed[5],
        placed[3],
        placed[2],
      ]);
      expect(body.data.recentOrders[0]).toEqual({
        orderRef: placed[6],
        customer: { name: expect.stringMatching(/^Customer \d+$/) },
        total: 900,
        status: 'pending',
        parcelReturn: null,
        parcelStep: null,
        refundSent: false,
        createdAt: day(6).toISOString(),
        updatedAt: expect.any(String),
      });
    } finally {
      await fresh.close();
    }
  });

  it('splits sales into cash received and cash to collect, and counts parcels that came back apart from sales (docs/architecture.md, issue 8)', async () => {
    const fresh = await startTestShop();
    try {
      const at = new Date(Date.UTC(2025, 1, 1));
      insertOrder(fresh, { total: 1000, status: 'pending', createdAt: at });
      insertOrder(fresh, { total: 2000, status: 'pending', createdAt: at, paid: true });
      insertOrder(fresh, { total: 3000, status: 'shipped', createdAt: at });
      insertOrder(fresh, { total: 4000, status: 'delivered', createdAt: at, paid: true });
      insertOrder(fresh, { total: 5000, status: 'shipped', createdAt: at, returnKind: 'refused' });
      insertOrder(fresh, { total: 6000, status: 'delivered', createdAt: at, paid: true, returnKind: 'returned' });
      insertOrder(fresh, { total: 7000, status: 'cancelled', createdAt: at, paid: true });
      const { body } = await fresh.call<{ data: DashboardData }>('GET', '/admin/dashboard-data', {
        token: adminToken(fresh),
      });
      expect(body.data.stats).toEqual({
        totalOrders: 7,
        pendingOrders: 2,
        totalRevenue: 2000 + 3000 + 4000,
        cashReceived: 2000 + 4000,
        // To collect (common/orderFacts.ts TO_COLLECT): unpaid cash on delivery not cancelled nor come back, the pending one included.
        cashToCollect: 1000 + 3000,
        refunds: 0,
        returnedOrders: 2,
        returnedValue: 5000 + 6000,
        // The paid order the shop cancelled owes its money back, apart from sales and refunds (decision 0126).
        refundsOwed: 1,
        refundsOwedAmount: 7000,
        refundsToDecide: 0,
        refundsToDecideAmount: 0,
        parcelsAttempted: 0,
        totalProducts: 0,
      });
    } finally {
      await fresh.close();
    }
  });

  it('is for the shop admin only: no token, a shopper token, an expired, forged or outdated admin token get 401', async () => {
    const admin = shop.deps.db.select().from(admins).get()!;
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = jwt.sign({ role: 'admin', ver: admin.tokenVersion, exp: past }, shop.deps.jwtSecret, {
      algorithm: 'HS256',
      subject: String(admin.id),
    });
    const forged = jwt.sign({ role: 'admin', ver: admin.tokenVersion }, 'not-the-shop-secret-not-the-shop-secret', {
      algorithm: 'HS256',
      subject: String(admin.id),
      expiresIn: '1h',
    });
    const outdated = jwt.sign({ role: 'admin', ver: admin.tokenVersion - 1 }, shop.deps.jwtSecret, {
      algorithm: 'HS256',
      subject: String(admin.id),
      expiresIn: '1h',
    });
    for (const token of [undefined, createShopper(shop).token, expired, forged, outdated, 'garbage']) {
      const { status, body } = await shop.call<{ success: boolean; data?: unknown }>('GET', '/admin/dashboard-data', {
        token,
      });
      expect(status).toBe(401);
      expect(body.success).toBe(false);
      expect(body.data).toBeUndefined();
    }
    expect((await shop.call('GET', '/admin/dashboard-data', { token: adminToken(shop) })).status).toBe(200);
  });

  it('answers JSON while the other /admin pages are the admin app', async () => {
    const page = await fetch(`${shop.url}/admin/dashboard`);
    expect(page.headers.get('content-type')).toMatch(/text\/html|text\/plain/);
    const data = await fetch(`${shop.url}/admin/dashboard-data`);
    expect(data.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('GET /api/admin/outbox', () => {
  it('shows the owner the mails the shop wrote, and nobody else', async () => {
    const fresh = await startTestShop();
    try {
      const token = adminToken(fresh);
      await fresh.deps.mailer.send({ to: 'a@example.pk', subject: 'Hello', text: 'Body' });
      const { body } = await fresh.call<{ data: OutboxMail[] }>('GET', '/api/admin/outbox', { token });
      expect(body.data).toEqual([
        expect.objectContaining({ to: 'a@example.pk', subject: 'Hello', text: 'Body', sentAt: null }),
      ]);
      expect((await fresh.call('GET', '/api/admin/outbox')).status).toBe(401);
      expect((await fresh.call('GET', '/api/admin/outbox', { token: createShopper(fresh).token })).status).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
