import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { outbox } from '../mail/schema';
import { BILAL, createShopper } from '../testing/identities';
import { rawRequest } from '../testing/rawHttp';
import { startTestShop, type TestShop } from '../testing/testShop';
import { saveOxford } from '../testing/fileShop';

let shop: TestShop;
let counter = 0;

beforeAll(async () => {
  // The limits as shipped, except new-address mails, lowered so the test stays short.
  const shipped = loadConfig({}).orderLimits;
  shop = await startTestShop({
    rateLimitMax: 1000,
    env: {
      ORDER_LIMIT_PER_ADDRESS: String(shipped.perAddress),
      ORDER_LIMIT_PER_CONTACT: String(shipped.perContact),
      NEW_ADDRESS_MAILS_PER_HOUR: '3',
    },
  });
  saveOxford(shop, { stock: 1000 });
});
afterAll(() => shop.close());

/** A different shopper each time (own e-mail and phone) unless told otherwise. */
function order(from: string, customer: Partial<Record<'email' | 'phone', string>> = {}, token?: string) {
  const n = ++counter;
  const body = {
    customer: { ...BILAL, email: `buyer${n}@example.pk`, phone: `0300${String(1000000 + n).slice(-7)}`, ...customer },
    items: [{ id: 'OXFORD', size: 'M', color: 'White', quantity: 1 }],
  };
  return rawRequest(`${shop.url}/api/orders`, {
    method: 'POST',
    localAddress: from,
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}
const mailsTo = (email: string) => shop.deps.db.select().from(outbox).where(eq(outbox.to, email)).all();

describe('orders are rate limited like every other write (issue 23, finding 3)', () => {
  it('ships with 40 orders per client address per 15 minutes, 5 per phone or e-mail per hour and 20 new-address mails per hour', () => {
    expect(loadConfig({}).orderLimits).toEqual({
      windowMs: 15 * 60_000,
      perAddress: 40,
      contactWindowMs: 60 * 60_000,
      perContact: 5,
      newAddressMailsPerHour: 20,
    });
  });

  it('takes 40 orders from one address in a quarter of an hour (an office on a sale day) and refuses the 41st with a clear message', async () => {
    const answers = [];
    for (let i = 0; i < 41; i++) answers.push(await order('127.0.0.11'));
    expect(answers.slice(0, 40).map((answer) => answer.status)).toEqual(Array(40).fill(201));
    expect(answers[40]!.status).toBe(429);
    expect(answers[40]!.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many orders in a short time/),
    });
    // Another address is not affected.
    expect((await order('127.0.0.12')).status).toBe(201);
  });

  it('takes 5 orders an hour for one phone number, and 5 for one e-mail, from any address', async () => {
    const phone = '03219876543';
    const byPhone = [];
    for (let i = 0; i < 6; i++) byPhone.push((await order(`127.0.0.${20 + i}`, { phone })).status);
    expect(byPhone).toEqual([201, 201, 201, 201, 201, 429]);
    const email = 'same.person@example.pk';
    const byEmail = [];
    for (let i = 0; i < 6; i++) byEmail.push((await order(`127.0.0.${30 + i}`, { email })).status);
    expect(byEmail).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('does not count an order that was refused (a mistyped form) against the phone number', async () => {
    const phone = '03451112233';
    for (let i = 0; i < 6; i++) expect((await order('127.0.0.40', { phone, email: 'not-an-email' })).status).toBe(400);
    expect((await order('127.0.0.40', { phone })).status).toBe(201);
  });

  it('mails confirmations to at most 3 new addresses an hour from one client; the orders are still placed', async () => {
    const emails = ['new1@example.pk', 'new2@example.pk', 'new3@example.pk', 'new4@example.pk'];
    for (const email of emails) expect((await order('127.0.0.50', { email })).status).toBe(201);
    expect(emails.map((email) => mailsTo(email).length)).toEqual([1, 1, 1, 0]);
    // An address the shop has written to before still gets its confirmation.
    expect((await order('127.0.0.50', { email: 'new1@example.pk' })).status).toBe(201);
    expect(mailsTo('new1@example.pk')).toHaveLength(2);
  });

  it("places a signed-in shopper's order under the account's e-mail, whatever the form said (finding 6)", async () => {
    const shopper = createShopper(shop);
    const placed = await order('127.0.0.60', { email: 'someone.else@example.pk' }, shopper.token);
    expect(placed.status).toBe(201);
    expect(placed.json<{ data: { customer: { email: string } } }>().data.customer.email).toBe(shopper.email);
    expect(mailsTo('someone.else@example.pk')).toHaveLength(0);
  });
});
