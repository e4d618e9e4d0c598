import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../common/orders';
import { startTestShop } from '../testing/testShop';
import { saveOxford, testShopForFile } from '../testing/fileShop';
import { placeCodOrder } from '../testing/orders';

/** Tracking by reference and phone number (issue 35, item 2): a proof equal to the order's e-mail. */

type OrderBody = { success: boolean; data: Order; message: string };

const shop = testShopForFile();
let placed: Order;

beforeAll(async () => {
  saveOxford(shop, { stock: 10 });
  // The phone written with a dash, as a shopper may type it: tracking finds it however it is written.
  const answer = await placeCodOrder(shop, [{ id: 'OXFORD', size: 'M', color: 'White', quantity: 1 }], {
    customer: { phone: '0300-1234567' },
  });
  placed = answer.body.data;
});

const track = (query: Record<string, string>) =>
  shop.call<OrderBody>('GET', `/api/orders/track?${new URLSearchParams(query).toString()}`);

describe('GET /api/orders/track with a phone number', () => {
  it.each(['+92 300 1234567', '03001234567', '0300 1234567', '923001234567', '0092-300-1234567'])(
    'finds the order by its reference and %s',
    async (phone) => {
      const { status, body } = await track({ orderRef: placed.orderRef, phone });
      expect(status).toBe(200);
      expect(body.data.orderRef).toBe(placed.orderRef);
    },
  );

  it('answers another phone number, a part of one or text as it answers an unknown order', async () => {
    const unknown = await track({ orderRef: 'ORD-NOSUCH000', phone: '0300 1234567' });
    expect(unknown.status).toBe(404);
    for (const phone of ['0300 7654321', '1234567', 'abc', '0']) {
      expect(await track({ orderRef: placed.orderRef, phone })).toMatchObject({ status: 404, body: unknown.body });
    }
  });

  it('needs the reference and an e-mail or phone number', async () => {
    const { status, body } = await track({ orderRef: placed.orderRef });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('counts phone tries against the same tracking limit', async () => {
    const limited = await startTestShop({ rateLimitMax: 2 });
    try {
      const attempt = () =>
        limited.call('GET', `/api/orders/track?orderRef=ORD-GUESS0000&phone=${encodeURIComponent('0300 1234567')}`);
      expect((await attempt()).status).toBe(404);
      expect((await attempt()).status).toBe(404);
      expect((await attempt()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
