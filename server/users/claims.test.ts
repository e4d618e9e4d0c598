import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ShopperProfile } from '../../common/accounts';
import type { Order } from '../../common/orders';
import type { Review } from '../../common/reviews';
import { outbox } from '../mail/schema';
import { testShopForFile } from '../testing/fileShop';
import { CLAIM_SUBJECT } from './claims';

/**
 * Issue 24: My Orders takes in the guest orders placed with the account's e-mail, once the shopper has
 * shown the e-mail is theirs (the mailed link, or a password reset); their reviews then count as
 * verified purchases. An e-mail typed at registration alone claims nothing.
 */
const shop = testShopForFile({ rateLimitMax: 1000 });

type Session = { token: string; user: ShopperProfile };
let counter = 0;
const PASSWORD = 'secret123';

async function newShirt(): Promise<string> {
  const id = `CLAIM${++counter}`;
  const { status } = await shop.call('POST', '/api/products', {
    token: shop.adminToken,
    body: { id, title: `Oxford ${id}`, description: 'Cotton', price: 2000, sizes: ['M'], colors: ['White'], stock: 50 },
  });
  expect(status).toBe(201);
  return id;
}

async function guestOrder(email: string, productId: string, delivered = false): Promise<Order> {
  const customer = { name: 'Sana Mirza', email, phone: '0300 1234567', address: 'House 4, DHA', city: 'Lahore' };
  const { status, body } = await shop.call<{ data: Order }>('POST', '/api/orders', {
    body: { customer, items: [{ id: productId, size: 'M', color: 'White', quantity: 1 }] },
  });
  expect(status).toBe(201);
  if (delivered) {
    for (const next of ['shipped', 'delivered'])
      await shop.call('PATCH', `/api/orders/${body.data.orderRef}/status`, {
        token: shop.adminToken,
        body: { status: next, carrier: 'TCS', trackingNumber: 'LHE1' },
      });
  }
  return body.data;
}

const register = async (email: string) =>
  (
    await shop.call<Session>('POST', '/api/users/register', {
      body: { firstName: 'Sana', lastName: 'Mirza', email, password: PASSWORD, phone: '03001234567' },
    })
  ).body;
const logIn = async (email: string) =>
  (await shop.call<Session>('POST', '/api/users/login', { body: { email, password: PASSWORD } })).body;
const myOrders = async (token: string) =>
  (await shop.call<{ orders: Order[] }>('GET', '/api/orders/user/my-orders', { token })).body.orders
    .map((order) => order.orderRef)
    .sort();
const claimMails = (email: string) =>
  shop.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, CLAIM_SUBJECT)))
    .all();
const linkToken = (email: string) => {
  const mails = claimMails(email);
  const link = /https?:\/\/\S+\/profile\?claim=(\S+)/.exec(mails.at(-1)?.text ?? '');
  expect(link, 'a claim link in the mail').not.toBeNull();
  return decodeURIComponent(link![1]!);
};
const claim = (token: string) =>
  shop.call<{ claimed: number; message: string }>('POST', '/api/users/claim-orders', { body: { token } });

describe('guest orders placed with the account e-mail', () => {
  it('are not shown on registration alone, but by the link mailed to the address, with the reviews they back verified', async () => {
    const email = `sana${++counter}@example.pk`;
    const shirt = await newShirt();
    const first = await guestOrder(email.toUpperCase(), shirt, true);
    const second = await guestOrder(email, await newShirt());
    const someoneElses = await guestOrder(`other${counter}@example.pk`, shirt);

    const session = await register(email);
    // Anyone may type any e-mail at registration: nothing is claimed on that alone.
    expect(await myOrders(session.token)).toEqual([]);
    const review = await shop.call<{ data: Review }>('POST', `/api/reviews/product/${shirt}`, {
      token: session.token,
      body: { rating: 5, title: 'Fits', comment: 'Good cloth.' },
    });
    expect(review.body.data.verified).toBe(false);
    expect(claimMails(email)).toHaveLength(1);
    expect(claimMails(email)[0]!.text).toContain('2 orders were placed with this e-mail address');

    const claimed = await claim(linkToken(email));
    expect(claimed).toMatchObject({
      status: 200,
      body: { claimed: 2, message: '2 earlier orders added to My Orders' },
    });
    expect(await myOrders(session.token)).toEqual([first.orderRef, second.orderRef].sort());
    expect(await myOrders(session.token)).not.toContain(someoneElses.orderRef);
    const reviews = (await shop.call<{ reviews: Review[] }>('GET', `/api/reviews/product/${shirt}`)).body.reviews;
    expect(reviews.find((entry) => entry._id === review.body.data._id)?.verified).toBe(true);
    expect(
      (await shop.call<Session>('GET', '/api/users/profile', { token: session.token })).body.user.isEmailVerified,
    ).toBe(true);

    // The link is single-use (issue 33): opened again, it is refused and adds nothing.
    expect(await claim(linkToken(email))).toMatchObject({
      status: 400,
      body: { message: 'This link has been used already: the orders it was for are under My Orders.' },
    });
  });

  it('placed signed out after the e-mail was proven, join the account at the next sign-in', async () => {
    const email = `sana${++counter}@example.pk`;
    await guestOrder(email, await newShirt());
    const session = await register(email);
    await claim(linkToken(email));
    const later = await guestOrder(email, await newShirt());
    expect(await myOrders(session.token)).not.toContain(later.orderRef);
    await logIn(email);
    expect(await myOrders(session.token)).toContain(later.orderRef);
  });

  it('join the account when the password is reset by the mailed link', async () => {
    const email = `sana${++counter}@example.pk`;
    const placed = await guestOrder(email, await newShirt());
    const session = await register(email);
    await shop.call('POST', '/api/users/forgot-password', { body: { email } });
    const resetMail = shop.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.subject, 'Reset your password')))
      .get();
    const resetToken = /token=(\S+)/.exec(resetMail!.text)![1]!;
    const reset = await shop.call<Session>('POST', '/api/users/reset-password', {
      body: { token: resetToken, password: 'newsecret123' },
    });
    expect(reset.status).toBe(200);
    expect(await myOrders(reset.body.token)).toEqual([placed.orderRef]);
    expect(session.user.isEmailVerified).toBe(false);
    // The reset proved the e-mail: the claim link mailed at registration is spent with it.
    expect((await claim(linkToken(email))).status).toBe(400);
  });

  it('join once however many times the link is opened at once: one opening spends it', async () => {
    const email = `sana${++counter}@example.pk`;
    for (let order = 0; order < 3; order++) await guestOrder(email, await newShirt());
    const session = await register(email);
    const token = linkToken(email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(answers.reduce((sum, answer) => sum + (answer.body.claimed ?? 0), 0)).toBe(3);
    expect(await myOrders(session.token)).toHaveLength(3);
  });

  it('are mailed about at most once a day, however often the shopper signs in', async () => {
    const email = `sana${++counter}@example.pk`;
    await guestOrder(email, await newShirt());
    await register(email);
    await logIn(email);
    await logIn(email);
    expect(claimMails(email)).toHaveLength(1);
  });

  it('are not claimed with a forged, foreign or session token', async () => {
    const email = `sana${++counter}@example.pk`;
    const placed = await guestOrder(email, await newShirt());
    const session = await register(email);
    const refused = {
      status: 400,
      body: { message: 'This link is invalid or has expired. Sign in again and we will send a new one.' },
    };
    expect(await claim('not-a-token')).toMatchObject(refused);
    // The shopper's own session token is no claim link.
    expect(await claim(session.token)).toMatchObject(refused);
    const genuine = linkToken(email);
    expect(await claim(`${genuine.slice(0, -2)}xx`)).toMatchObject(refused);
    expect(await myOrders(session.token)).not.toContain(placed.orderRef);
  });
});
