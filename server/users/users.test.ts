import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopperProfile } from '../../common/accounts';
import type { Product } from '../../common/catalog';
import { outbox } from '../mail/schema';
import { saveOxford, testShopForFile } from '../testing/fileShop';
import { placeCodOrder } from '../testing/orders';
import { startTestShop } from '../testing/testShop';
import { passwordResets, users } from './schema';
import { eq } from 'drizzle-orm';

type Session = { success: boolean; token: string; user: ShopperProfile; message: string };

const shop = testShopForFile({ rateLimitMax: 1000 });
let counter = 0;

beforeAll(() => {
  saveOxford(shop, { stock: 5 });
});

const register = async (overrides: Record<string, unknown> = {}) => {
  const email = `shopper${++counter}@example.pk`;
  const { status, body } = await shop.call<Session>('POST', '/api/users/register', {
    body: { firstName: 'Ayesha', lastName: 'Khan', email, password: 'secret123', phone: '03001234567', ...overrides },
  });
  return { status, body, email: (overrides.email as string) ?? email };
};
const outboxFor = (email: string) => shop.deps.db.select().from(outbox).where(eq(outbox.to, email)).all();

describe('registration and login (docs/product.md §5 Registration, §7 Shopper account)', () => {
  it('registers and signs in at once, never showing the password hash', async () => {
    const { status, body, email } = await register();
    expect(status).toBe(201);
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      firstName: 'Ayesha',
      lastName: 'Khan',
      email,
      phone: '03001234567',
      isActive: true,
      _id: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toContain('passwordHash');
  });

  it('keeps e-mail unique whatever its case', async () => {
    const { email } = await register();
    const again = await register({ email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists. Please log in.',
    });
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 6 characters long'],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: ' ' }, 'Last name is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
  ])('refuses %o with a message', async (overrides, message) => {
    const { status, body } = await register(overrides);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });

  it('logs in with any case of the e-mail, and refuses a wrong password like an unknown e-mail', async () => {
    const { email } = await register();
    const ok = await shop.call<Session>('POST', '/api/users/login', {
      body: { email: email.toUpperCase(), password: 'secret123' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.lastLogin).toEqual(expect.any(String));
    const wrong = await shop.call('POST', '/api/users/login', { body: { email, password: 'wrong-password' } });
    const unknown = await shop.call('POST', '/api/users/login', {
      body: { email: 'nobody@example.pk', password: 'secret123' },
    });
    expect(wrong).toMatchObject({
      status: 401,
      body: { success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
    });
    expect(unknown).toMatchObject({ status: 401, body: wrong.body });
  });

  it('refuses a deactivated account, and its old token stops working', async () => {
    const { email, body } = await register();
    shop.deps.db.update(users).set({ isActive: false }).where(eq(users.email, email)).run();
    const login = await shop.call('POST', '/api/users/login', { body: { email, password: 'secret123' } });
    expect(login).toMatchObject({
      status: 403,
      body: { message: 'Your account has been deactivated. Please contact the shop.' },
    });
    expect((await shop.call('GET', '/api/users/profile', { token: body.token })).status).toBe(403);
  });

  it('stops the token of a deleted account', async () => {
    const { email, body } = await register();
    shop.deps.db.delete(users).where(eq(users.email, email)).run();
    expect((await shop.call('GET', '/api/users/profile', { token: body.token })).status).toBe(401);
  });

  it('limits login attempts', async () => {
    const limited = await startTestShop({ rateLimitMax: 3 });
    try {
      const tries = [];
      for (let attempt = 0; attempt < 4; attempt++)
        tries.push(
          await limited.call('POST', '/api/users/login', { body: { email: 'x@example.pk', password: 'whatever' } }),
        );
      expect(tries.map((attempt) => attempt.status)).toEqual([401, 401, 401, 429]);
      expect(tries[3]?.body).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a few minutes and try again.',
      });
    } finally {
      await limited.close();
    }
  });
});

describe('profile (docs/product.md §5 Profile)', () => {
  it('reads and updates one’s own profile; e-mail cannot be changed', async () => {
    const { body, email } = await register();
    const update = {
      firstName: 'Ayesha',
      lastName: 'Siddiqui',
      email,
      phone: '03211234567',
      address: { street: 'House 5', city: 'Lahore', state: 'Punjab', zip: '54000', country: 'Pakistan' },
    };
    const saved = await shop.call<Session>('PUT', '/api/users/profile', { body: update, token: body.token });
    expect(saved.body.user).toMatchObject({
      lastName: 'Siddiqui',
      phone: '03211234567',
      address: { city: 'Lahore', zip: '54000' },
    });
    const changed = await shop.call('PUT', '/api/users/profile', {
      body: { ...update, email: 'new@example.pk' },
      token: body.token,
    });
    expect(changed).toMatchObject({ status: 400, body: { message: 'Email cannot be changed' } });
    expect(
      (await shop.call('PUT', '/api/users/profile', { body: { ...update, firstName: '' }, token: body.token })).body,
    ).toMatchObject({ message: 'First name is required' });
  });

  it('needs a shopper token', async () => {
    expect((await shop.call('GET', '/api/users/profile')).status).toBe(401);
    expect((await shop.call('GET', '/api/users/profile', { token: 'forged.token.value' })).status).toBe(401);
  });
});

describe('change password (docs/product.md §5 Change password)', () => {
  it('checks the current password, then ends older sessions and gives a fresh token', async () => {
    const { body, email } = await register();
    const wrong = await shop.call('POST', '/api/users/change-password', {
      body: { currentPassword: 'not-it', newPassword: 'newsecret1' },
      token: body.token,
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Current password is incorrect' } });
    const short = await shop.call('POST', '/api/users/change-password', {
      body: { currentPassword: 'secret123', newPassword: '123' },
      token: body.token,
    });
    expect(short.body).toMatchObject({ message: 'Password must be at least 6 characters long' });
    const changed = await shop.call<Session>('POST', '/api/users/change-password', {
      body: { currentPassword: 'secret123', newPassword: 'newsecret1' },
      token: body.token,
    });
    expect(changed.status).toBe(200);
    expect((await shop.call('GET', '/api/users/profile', { token: body.token })).status).toBe(401);
    expect((await shop.call('GET', '/api/users/profile', { token: changed.body.token })).status).toBe(200);
    expect((await shop.call('POST', '/api/users/login', { body: { email, password: 'newsecret1' } })).status).toBe(200);
  });
});

describe('forgot password (docs/architecture.md: single-use, expiring reset through the outbox)', () => {
  const resetLink = (email: string) => /\/reset-password\?token=([\w-]+)/.exec(outboxFor(email).at(-1)!.text)![1]!;

  it('answers the same whether or not the e-mail exists, and mails a link only to a real account', async () => {
    const { email } = await register();
    const known = await shop.call('POST', '/api/users/forgot-password', { body: { email } });
    const unknown = await shop.call('POST', '/api/users/forgot-password', { body: { email: 'ghost@example.pk' } });
    expect(known).toMatchObject({ status: 200, body: unknown.body });
    expect(outboxFor(email)).toHaveLength(1);
    expect(outboxFor('ghost@example.pk')).toHaveLength(0);
  });

  it('sets a new password once; the link cannot be used again', async () => {
    const { email } = await register();
    await shop.call('POST', '/api/users/forgot-password', { body: { email } });
    const token = resetLink(email);
    const reset = await shop.call<Session>('POST', '/api/users/reset-password', {
      body: { token, password: 'brandnew1' },
    });
    expect(reset.status).toBe(200);
    expect((await shop.call('POST', '/api/users/login', { body: { email, password: 'brandnew1' } })).status).toBe(200);
    const reused = await shop.call('POST', '/api/users/reset-password', { body: { token, password: 'another1' } });
    expect(reused).toMatchObject({
      status: 400,
      body: { message: 'This reset link is invalid or has expired. Please ask for a new one.' },
    });
  });

  it('refuses an expired link', async () => {
    const { email } = await register();
    await shop.call('POST', '/api/users/forgot-password', { body: { email } });
    const token = resetLink(email);
    shop.deps.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .run();
    expect(
      (await shop.call('POST', '/api/users/reset-password', { body: { token, password: 'brandnew1' } })).status,
    ).toBe(400);
  });
});

describe('wishlist (docs/product.md §4 Wishlist toggle, §7)', () => {
  it('adds, lists as product objects and removes, for its owner only', async () => {
    const me = await register();
    const other = await register();
    const added = await shop.call<{ wishlist: Product[] }>('POST', '/api/users/wishlist/OXFORD', {
      token: me.body.token,
    });
    expect(added.body.wishlist).toEqual([
      expect.objectContaining({ id: 'OXFORD', title: 'White Oxford', price: 2200 }),
    ]);
    await shop.call('POST', '/api/users/wishlist/OXFORD', { token: me.body.token });
    expect(
      (await shop.call<{ wishlist: Product[] }>('GET', '/api/users/wishlist', { token: me.body.token })).body.wishlist,
    ).toHaveLength(1);
    expect(
      (await shop.call<{ wishlist: Product[] }>('GET', '/api/users/wishlist', { token: other.body.token })).body
        .wishlist,
    ).toEqual([]);
    await shop.call('DELETE', '/api/users/wishlist/OXFORD', { token: other.body.token });
    expect(
      (await shop.call<{ wishlist: Product[] }>('GET', '/api/users/wishlist', { token: me.body.token })).body.wishlist,
    ).toHaveLength(1);
    const removed = await shop.call<{ wishlist: Product[] }>('DELETE', '/api/users/wishlist/OXFORD', {
      token: me.body.token,
    });
    expect(removed.body.wishlist).toEqual([]);
  });

  it('refuses an unknown product and a missing token', async () => {
    const me = await register();
    expect((await shop.call('POST', '/api/users/wishlist/NOPE', { token: me.body.token })).status).toBe(404);
    expect((await shop.call('POST', '/api/users/wishlist/OXFORD')).status).toBe(401);
  });
});

describe('order confirmation mail', () => {
  it('goes to the outbox when an order is placed', async () => {
    const placed = await placeCodOrder(shop, [{ id: 'OXFORD', size: 'M', color: 'White', quantity: 1 }], {
      customer: { email: 'mail.test@example.pk' },
    });
    const mails = outboxFor('mail.test@example.pk');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(placed.body.data.orderRef);
    expect(mails[0]?.text).toContain('Total: PKR 2,500');
  });
});
