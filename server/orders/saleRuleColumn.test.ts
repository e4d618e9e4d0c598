import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUSES, PARCEL_RETURNS, PAYMENT_STATES, type Order } from '../../common/orders';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { CAME_BACK_RULE, SALE_RULE } from './saleRule';

/**
 * Issues 33 (point 7) and 36: the sale rule that runs is migration 0011's generated column `is_sale`
 * (decision 0011), and `SALE_RULE` is its TypeScript spelling, which drizzle-kit only compares. Every
 * kind of order (each status × payment state × parcel return × exchange or not) is written into the
 * migrated database, and the column, `SALE_RULE` run as SQL on the same row and the rule as the
 * product states it must agree; `came_back` likewise. Changing one without the others fails here.
 */
const shop = testShopForFile();

type Kind = {
  status: Order['status'];
  paymentStatus: (typeof PAYMENT_STATES)[number];
  returnKind: (typeof PARCEL_RETURNS)[number] | null;
  exchange: boolean;
};

/** docs/product.md and docs/architecture.md, Analytics: not cancelled, not come back, moved on from pending or paid, no exchange. */
const statedSale = (kind: Kind) =>
  kind.status !== 'cancelled' &&
  kind.returnKind === null &&
  (kind.status !== 'pending' || kind.paymentStatus === 'paid') &&
  !kind.exchange;

it('the is_sale and came_back columns, SALE_RULE and the stated rule agree on every kind of order', async () => {
  const shirt = saveShirt(shop, { stock: 10 });
  const place = async (email: string) => {
    const { status, body } = await shop.call<{ data: Order }>('POST', '/api/orders', {
      body: {
        customer: { name: 'Hina Raza', email, phone: '0300 1112223', address: 'House 1', city: 'Multan' },
        items: [{ id: shirt.id, size: 'M', color: 'White', quantity: 1 }],
      },
    });
    expect(status).toBe(201);
    return body.data.orderRef;
  };
  const original = await place('original@example.pk');
  const ref = await place('kinds@example.pk');
  const client = shop.deps.db.$client;
  const write = client.prepare(
    'update orders set status = ?, payment_status = ?, return_kind = ?, exchange_of = ? where order_ref = ?',
  );
  const read = () =>
    shop.deps.db.get<{ saleColumn: number; saleRule: number; cameBack: number; cameBackRule: number }>(
      sql`select is_sale as saleColumn, (${SALE_RULE}) as saleRule, came_back as cameBack, (${CAME_BACK_RULE}) as cameBackRule from orders where order_ref = ${ref}`,
    );
  let kinds = 0;
  let sales = 0;
  for (const status of ORDER_STATUSES)
    for (const paymentStatus of PAYMENT_STATES)
      for (const returnKind of [null, ...PARCEL_RETURNS])
        for (const exchange of [false, true]) {
          const kind: Kind = { status, paymentStatus, returnKind, exchange };
          write.run(status, paymentStatus, returnKind, exchange ? original : null, ref);
          const row = read();
          const expected = statedSale(kind) ? 1 : 0;
          expect({ kind, ...row }).toEqual({
            kind,
            saleColumn: expected,
            saleRule: expected,
            cameBack: returnKind === null ? 0 : 1,
            cameBackRule: returnKind === null ? 0 : 1,
          });
          kinds += 1;
          sales += expected;
        }
  // Every kind was written, and both answers occur.
  expect(kinds).toBe(ORDER_STATUSES.length * PAYMENT_STATES.length * (PARCEL_RETURNS.length + 1) * 2);
  expect(sales).toBeGreaterThan(0);
  expect(sales).toBeLessThan(kinds);
});
