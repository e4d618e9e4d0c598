import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Discount, DiscountInput } from '../../common/discounts';
import type { AdminOrder, Order } from '../../common/orders';
import { saveShirt } from '../testing/fileShop';
import { adminToken } from '../testing/identities';
import { startTestShop, type TestShop } from '../testing/testShop';

/**
 * Issue 33, point 7: the edges of the code limits that a one-line change got past with every test
 * green. Each test here names the customer, the order and the count at the edge.
 */
type Answer<T> = { success: boolean; data: T; message: string };

let shop: TestShop;
let admin: string;
let serial = 0;

const buyer = (n: number) => ({
  name: 'Sana Iqbal',
  email: `edge${n}@example.pk`,
  phone: `0321 55${String(n).padStart(5, '0')}`,
  address: 'Flat 4, Clifton Block 2',
  city: 'Karachi',
});
const placeOrder = (customer: ReturnType<typeof buyer>, discountCode?: string) =>
  shop.call<Answer<Order>>('POST', '/api/orders', {
    body: { customer, items: [{ id: 'EDGE', size: 'M', color: 'White', quantity: 1 }], discountCode },
  });
const setStatus = (orderRef: string, status: string) =>
  shop.call<Answer<AdminOrder>>('PATCH', `/api/orders/${orderRef}/status`, { body: { status }, token: admin });
async function makeCode(input: Partial<DiscountInput>): Promise<Discount> {
  serial += 1;
  const { status, body } = await shop.call<Answer<Discount>>('POST', '/api/admin/discounts', {
    body: { code: `EDGE${serial}`, kind: 'percent', value: 10, ...input },
    token: admin,
  });
  expect(status, body.message).toBe(201);
  return body.data;
}
const usesOf = async (id: number) =>
  (await shop.call<Answer<Discount[]>>('GET', '/api/admin/discounts', { token: admin })).body.data.find(
    (code) => code.id === id,
  )!.uses;

beforeAll(async () => {
  shop = await startTestShop();
  admin = adminToken(shop);
  saveShirt(shop, { id: 'EDGE', stock: 500 });
});
afterAll(() => shop.close());

describe('the per-customer limit counts this customer’s uses only', () => {
  it('one use per customer: another customer still gets the code after the first used it', async () => {
    const code = await makeCode({ perCustomerLimit: 1 });
    expect((await placeOrder(buyer(1), code.code)).status).toBe(201);
    const other = await placeOrder(buyer(2), code.code);
    expect(other.status, other.body.message).toBe(201);
    expect(other.body.data.discountCode).toBe(code.code);
    expect((await placeOrder(buyer(1), code.code)).status).toBe(409);
  });

  it('two uses per customer: the second is given, the third refused', async () => {
    const code = await makeCode({ perCustomerLimit: 2 });
    expect((await placeOrder(buyer(3), code.code)).status).toBe(201);
    expect((await placeOrder(buyer(4), code.code)).status).toBe(201);
    expect((await placeOrder(buyer(3), code.code)).status).toBe(201);
    expect((await placeOrder(buyer(3), code.code)).body.message).toBe(
      `You have already used the code ${code.code} 2 times.`,
    );
  });
});

describe('first order only', () => {
  it('a customer whose only earlier order was cancelled is still on a first order', async () => {
    const code = await makeCode({ firstOrderOnly: true });
    const earlier = await placeOrder(buyer(10));
    expect((await setStatus(earlier.body.data.orderRef, 'cancelled')).status).toBe(200);
    const first = await placeOrder(buyer(10), code.code);
    expect(first.status, first.body.message).toBe(201);
    expect(first.body.data.discountCode).toBe(code.code);
  });

  it('an earlier order that was not cancelled counts, whatever its status', async () => {
    const code = await makeCode({ firstOrderOnly: true });
    await placeOrder(buyer(11));
    expect((await placeOrder(buyer(11), code.code)).body.message).toBe(
      `The code ${code.code} is for a first order only.`,
    );
  });
});

describe('an order leaving "cancelled" takes its use again up to the limit, not one short of it', () => {
  // Each case: the order using the code is cancelled, a second order (by `meanwhile`) takes a use, then
  // the cancelled order goes back to pending and asks for its use again.
  for (const { name, limit, first, meanwhile, back, uses } of [
    {
      name: 'total limit 2, one use held by another order: the cancelled order takes the last use',
      limit: { usageLimit: 2 },
      first: 20,
      meanwhile: 21,
      back: 200,
      uses: 2,
    },
    {
      name: 'per-customer limit 2, one other use by the same customer: the cancelled order takes it back',
      limit: { perCustomerLimit: 2 },
      first: 22,
      meanwhile: 22,
      back: 200,
      uses: 2,
    },
    {
      name: 'per-customer limit 1, used since by the same customer: taking it back is refused',
      limit: { perCustomerLimit: 1 },
      first: 23,
      meanwhile: 23,
      back: 409,
      uses: 1,
    },
  ])
    it(name, async () => {
      const code = await makeCode(limit);
      const cancelled = (await placeOrder(buyer(first), code.code)).body.data.orderRef;
      expect((await setStatus(cancelled, 'cancelled')).status).toBe(200);
      expect((await placeOrder(buyer(meanwhile), code.code)).status).toBe(201);
      expect(await usesOf(code.id)).toBe(1);
      const answer = await setStatus(cancelled, 'pending');
      expect(answer.status, answer.body.message).toBe(back);
      expect(await usesOf(code.id)).toBe(uses);
    });
});
