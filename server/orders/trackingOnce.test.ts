import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { BILAL } from '../testing/identities';
import type { Answer } from '../testing/orders';

/**
 * Decision 0143: one tracking number is one parcel. A second order shipped with a number another live
 * order of the same courier has is refused, naming that order: a courier's payout row pays only one.
 */
const shop = testShopForFile();
let shirtId = '';

const place = async () => {
  shirtId ||= saveShirt(shop, { sizes: ['M'], colors: ['White'], stock: 100 }).id;
  const { status, body } = await shop.call<Answer<Order>>('POST', '/api/orders', {
    body: { customer: BILAL, items: [{ id: shirtId, size: 'M', color: 'White', quantity: 1 }], paymentMethod: 'cod' },
  });
  expect(status).toBe(201);
  return body.data.orderRef;
};
const setStatus = (orderRef: string, body: Record<string, unknown>) =>
  shop.call<Answer<AdminOrder>>('PATCH', `/api/orders/${orderRef}/status`, { body, token: shop.adminToken });
const ship = (orderRef: string, carrier: string, trackingNumber: string) =>
  setStatus(orderRef, { status: 'shipped', carrier, trackingNumber });
const taken = (carrier: string, trackingNumber: string, orderRef: string) =>
  `${carrier} tracking number ${trackingNumber} is already on order ${orderRef}. One tracking number is one parcel: check the number on this parcel’s slip.`;

describe('a tracking number already on another order', () => {
  it('is refused, naming that order, however it is spaced or cased; the order stays as it was', async () => {
    const [a, b] = [await place(), await place()];
    expect((await ship(a, 'TCS', '779900000001')).status).toBe(200);
    for (const typed of ['779900000001', ' 7799 0000 0001 ']) {
      expect(await ship(b, 'TCS', typed)).toMatchObject({
        status: 409,
        body: { code: 'CONFLICT', message: taken('TCS', '779900000001', a) },
      });
    }
    const listed = await shop.call<Answer<AdminOrder[]>>('GET', `/api/orders?q=${b}`, { token: shop.adminToken });
    expect(listed.body.data[0]).toMatchObject({ status: 'pending', tracking: { trackingNumber: null } });
    // Another courier's number may read the same; the order's own number is saved again freely.
    expect((await ship(b, 'Leopards', '779900000001')).status).toBe(200);
    expect((await ship(a, 'TCS', '779900000001')).status).toBe(200);
    expect((await setStatus(a, { status: 'delivered' })).status).toBe(200);
  });

  it('is free again once the order that had it is cancelled', async () => {
    const [a, b] = [await place(), await place()];
    expect((await setStatus(a, { status: 'processing', carrier: 'M&P', trackingNumber: 'MP-55' })).status).toBe(200);
    expect((await ship(b, 'M&P', 'MP-55')).status).toBe(409);
    expect((await setStatus(a, { status: 'cancelled' })).status).toBe(200);
    expect((await ship(b, 'M&P', 'MP-55')).status).toBe(200);
    // Opened again, the cancelled order may not take back the number now on another parcel.
    expect(await setStatus(a, { status: 'confirmed' })).toMatchObject({
      status: 409,
      body: { message: taken('M&P', 'MP-55', b) },
    });
  });

  it('is given to one of two orders shipped with it at the same moment, never to both', async () => {
    const refs = await Promise.all(Array.from({ length: 4 }, () => place()));
    const answers = await Promise.all(refs.map((ref) => ship(ref, 'TCS', '779900000999')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = refs[answers.findIndex((answer) => answer.status === 200)]!;
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body.message).toBe(taken('TCS', '779900000999', winner));
    }
  });
});
