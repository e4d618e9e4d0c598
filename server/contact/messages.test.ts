import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES_PER_PAGE, type KeptMessage } from '../../common/contact';
import { admins } from '../admin/schema';
import { signToken } from '../auth/tokens';
import { createShopper } from '../testing/identities';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { users } from '../users/schema';
import { contactMessages } from './schema';

type ListAnswer = {
  success: boolean;
  data: KeptMessage[];
  total: number;
  unread: number;
  page: number;
  totalPages: number;
};

const shop = testShopForFile({ rateLimitMax: 1000 });

const send = async (fields: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> = {}) => {
  const body = { name: 'Sana', email: 'sana@example.pk', subject: 'Hello', message: 'A question', ...fields };
  expect((await shop.call('POST', '/api/contact', { body })).status).toBe(201);
};
const list = (page = 1) => shop.call<ListAnswer>('GET', `/api/admin/messages?page=${page}`, { token: shop.adminToken });

describe('the contact messages in the admin app (docs/architecture.md, Contact form: shown to the owner)', () => {
  it('is for the admin only on every route: no token, a garbage, expired or shopper token get 401 and change nothing; the admin is answered', async () => {
    await send();
    const id = (await list()).body.data[0]!.id;
    const adminRow = shop.deps.db.select().from(admins).get()!;
    const expired = signToken(
      shop.deps.jwtSecret,
      { sub: String(adminRow.id), role: 'admin', ver: adminRow.tokenVersion },
      -60,
    );
    const routes = [
      ['GET', '/api/admin/messages', undefined, 200],
      ['PATCH', `/api/admin/messages/${id}`, { read: true }, 200],
      ['DELETE', `/api/admin/messages/${id}`, undefined, 200],
    ] as const;
    for (const [method, path, body] of routes) {
      for (const [token, code] of [
        [undefined, 'UNAUTHENTICATED'],
        ['garbage', 'SESSION_ENDED'],
        [expired, 'SESSION_ENDED'],
        [createShopper(shop).token, 'SESSION_ENDED'],
      ] as const) {
        expect(
          await shop.call(method, path, { body, token }),
          `${method} ${path} with ${token ?? 'no token'}`,
        ).toMatchObject({ status: 401, body: { success: false, code } });
      }
    }
    expect(shop.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id)).get()).toMatchObject({
      readAt: null,
    });
    // The same calls with the admin's token: listed, marked read, deleted (in that order).
    for (const [method, path, body, status] of routes) {
      expect(
        (await shop.call(method, path, { body, token: shop.adminToken })).status,
        `${method} ${path} as admin`,
      ).toBe(status);
    }
    expect(shop.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id)).get()).toBeUndefined();
  });

  it('lists newest first with the unread count, marks read and unread, deletes, and says 404 for unknown ids', async () => {
    shop.deps.db.delete(contactMessages).run();
    await send({ subject: 'First' });
    await send({ subject: 'Second' });
    await send({ subject: 'Third' });
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 3, unread: 3, page: 1, totalPages: 1 });
    expect(body.data.map((message) => message.subject)).toEqual(['Third', 'Second', 'First']);
    expect(body.data[0]).toMatchObject({ name: 'Sana', email: 'sana@example.pk', message: 'A question', readAt: null });

    const second = body.data[1]!;
    const read = await shop.call<{ data: KeptMessage }>('PATCH', `/api/admin/messages/${second.id}`, {
      body: { read: true },
      token: shop.adminToken,
    });
    expect(read).toMatchObject({ status: 200, body: { success: true, data: { id: second.id, subject: 'Second' } } });
    const readAt = read.body.data.readAt;
    expect(readAt).toEqual(expect.any(String));
    expect((await list()).body.unread).toBe(2);
    // Reading it again keeps the first time it was read.
    expect(
      (
        await shop.call<{ data: KeptMessage }>('PATCH', `/api/admin/messages/${second.id}`, {
          body: { read: true },
          token: shop.adminToken,
        })
      ).body.data.readAt,
    ).toBe(readAt);
    expect(
      (
        await shop.call<{ data: KeptMessage }>('PATCH', `/api/admin/messages/${second.id}`, {
          body: { read: false },
          token: shop.adminToken,
        })
      ).body.data.readAt,
    ).toBeNull();
    expect((await list()).body.unread).toBe(3);

    expect(await shop.call('DELETE', `/api/admin/messages/${second.id}`, { token: shop.adminToken })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Message deleted' },
    });
    expect((await list()).body.data.map((message) => message.subject)).toEqual(['Third', 'First']);
    for (const id of [second.id, 'abc', '-1', '1.5']) {
      expect(await shop.call('DELETE', `/api/admin/messages/${id}`, { token: shop.adminToken })).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Message not found' },
      });
      expect(
        (await shop.call('PATCH', `/api/admin/messages/${id}`, { body: { read: true }, token: shop.adminToken }))
          .status,
      ).toBe(404);
    }
  });

  it('refuses a read flag that is not true or false, and a bad page', async () => {
    await send();
    const id = (await list()).body.data[0]!.id;
    expect(
      await shop.call('PATCH', `/api/admin/messages/${id}`, { body: { read: 'yes' }, token: shop.adminToken }),
    ).toMatchObject({ status: 400, body: { message: 'read must be true or false' } });
    expect(await shop.call('GET', '/api/admin/messages?page=0', { token: shop.adminToken })).toMatchObject({
      status: 400,
      body: { message: 'page must be a whole number from 1 to 100000' },
    });
  });

  it(`pages ${MESSAGES_PER_PAGE} at a time`, async () => {
    shop.deps.db.delete(contactMessages).run();
    for (let n = 1; n <= MESSAGES_PER_PAGE + 2; n++) await send({ subject: `Message ${n}` });
    const first = await list(1);
    expect(first.body).toMatchObject({ total: MESSAGES_PER_PAGE + 2, totalPages: 2 });
    expect(first.body.data).toHaveLength(MESSAGES_PER_PAGE);
    expect((await list(2)).body.data.map((message) => message.subject)).toEqual(['Message 2', 'Message 1']);
  });

  it("knows the sender's phone from their account, else from their newest order, for a WhatsApp answer (a Pakistani number only)", async () => {
    shop.deps.db.delete(contactMessages).run();
    saveShirt(shop, { id: 'MSGSHIRT' });
    const order = (phone: string) =>
      shop.call('POST', '/api/orders', {
        body: {
          customer: { name: 'Guest', email: 'guest@example.pk', phone, address: 'House 1', city: 'Lahore' },
          items: [{ id: 'MSGSHIRT', size: 'M', color: 'White', quantity: 1 }],
        },
      });
    expect((await order('0321 1111111')).status).toBe(201);
    expect((await order('0333 2222222')).status).toBe(201);
    const registered = await shop.call('POST', '/api/users/register', {
      body: {
        firstName: 'Hira',
        lastName: 'Phone',
        email: 'hira@example.pk',
        password: 'secret-password',
        phone: '0300 9999999',
      },
    });
    expect(registered.status).toBe(201);
    await send({ email: 'Guest@Example.pk', subject: 'guest' });
    await send({ email: 'hira@example.pk', subject: 'account' });
    await send({ email: 'stranger@example.pk', subject: 'stranger' });
    // An account saved before phone numbers were checked may hold free text: one that is no Pakistani
    // number gives way to the order's, or to none.
    const notANumber = { firstName: 'Zara', lastName: 'Words', password: 'secret-password', phone: '0300 1111111' };
    for (const email of ['guest@example.pk', 'words@example.pk']) {
      expect((await shop.call('POST', '/api/users/register', { body: { ...notANumber, email } })).status).toBe(201);
      shop.deps.db.update(users).set({ phone: 'after 5 pm' }).where(eq(users.email, email)).run();
    }
    await send({ email: 'words@example.pk', subject: 'words' });
    const phones = Object.fromEntries((await list()).body.data.map((message) => [message.subject, message.phone]));
    expect(phones).toEqual({ guest: '03332222222', account: '03009999999', stranger: null, words: null });
  });
});
