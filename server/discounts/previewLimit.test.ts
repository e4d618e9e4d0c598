import { beforeAll, describe, expect, it } from 'vitest';
import type { Discount } from '../../common/discounts';
import { saveOxford, testShopForFile } from '../testing/fileShop';

/**
 * Issue 35, item 13: the preview's guessing limit counts guesses only. A cart re-checking the code it
 * holds on every visit (many phones share one mobile-network address) is never told "Too many tries".
 */
const LIMIT = 5;
const shop = testShopForFile({ rateLimitMax: LIMIT });

beforeAll(async () => {
  saveOxford(shop, { price: 2000, stock: 50 });
  const created = await shop.call<{ data: Discount }>('POST', '/api/admin/discounts', {
    body: { code: 'EID20', kind: 'percent', value: 20 },
    token: shop.adminToken,
  });
  expect(created.status).toBe(201);
});

const check = (code: string) =>
  shop.call<{ code?: string }>('POST', '/api/discounts/preview', {
    body: { code, items: [{ id: 'OXFORD', size: 'M', color: 'White', quantity: 1 }] },
  });

describe('POST /api/discounts/preview guessing limit', () => {
  it('never counts checks of a code the shop has, even many at once, and still stops guessers', async () => {
    // Four times the limit, all at the same moment, as tabs and phones behind one address re-check EID20.
    const burst = await Promise.all(Array.from({ length: LIMIT * 4 }, (_, i) => check(i % 2 ? 'eid20' : 'EID 20')));
    expect(burst.map((answer) => answer.status)).toEqual(Array.from({ length: LIMIT * 4 }, () => 200));

    // Guesses count, concurrently too: exactly LIMIT unknown codes are answered, the rest refused.
    const guesses = await Promise.all(Array.from({ length: LIMIT + 3 }, (_, i) => check(`GUESS${i}`)));
    const statuses = guesses.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 409 || status === 404 || status === 400)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);

    // The held code keeps working for the shopper after the guesses ran out.
    expect((await check('EID20')).status).toBe(200);
  });
});
