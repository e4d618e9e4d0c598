import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../common/activity';
import type { AdminOrder } from '../../common/orders';
import { DEFAULT_SHOP_POLICY } from '../../common/policy';
import { outbox } from '../mail/schema';
import { writeShopPolicy } from '../shop/policy';
import { saveNavyShirt, testShopForFile } from '../testing/fileShop';
import { advanceOrder, type Answer } from '../testing/orders';

/**
 * The exchange order is the customer's (trial 5): it keeps the language their messages go in, where the
 * order came from and a pick-up at the shop, its own History says it was made and by whom, and the
 * original order knows when the rider collected the piece it replaces.
 */
const shop = testShopForFile();

const customer = {
  name: 'فاطمہ رضا',
  email: 'fatima.raza@example.pk',
  phone: '0333 4567890',
  address: 'مکان 7، گلی 3، سیٹلائٹ ٹاؤن',
  city: 'راولپنڈی',
};
const as = <T>(method: string, path: string, body?: unknown) =>
  shop.call<Answer<T>>(method, path, { token: shop.adminToken, ...(body === undefined ? {} : { body }) });

/** The owner's order by hand, in Urdu, delivered: one M / Navy shirt. */
async function delivered(channel: 'whatsapp' | 'walk-in') {
  const shirt = saveNavyShirt(shop, { M: 5, L: 5 });
  const placed = await as<AdminOrder>('POST', '/api/admin/orders', {
    channel,
    customer,
    language: 'ur',
    items: [{ id: shirt.id, size: 'M', color: 'Navy', quantity: 1 }],
    paymentMethod: 'cod',
  });
  expect(placed.status, placed.body.message).toBe(201);
  const order = placed.body.data;
  await advanceOrder(shop, shop.adminToken, order.orderRef, ['confirmed', 'shipped', 'delivered']);
  return order;
}
const exchange = (order: AdminOrder, chargeDelivery = false) =>
  as<{ order: AdminOrder; exchange: AdminOrder }>(
    'POST',
    `/api/admin/orders/${order.orderRef}/lines/${order.items[0]!.lineId}/exchange`,
    { quantity: 1, size: 'L', color: 'Navy', chargeDelivery },
  );
const adminOrder = async (orderRef: string) =>
  (await as<AdminOrder[]>('GET', `/api/orders?q=${orderRef}`)).body.data.find((order) => order.orderRef === orderRef)!;

describe('the exchange order keeps what is the customer’s', () => {
  it('keeps the language and channel of the original, so its mails go in Urdu, and says in its History that it was made', async () => {
    const order = await delivered('whatsapp');
    expect(order).toMatchObject({ language: 'ur', channel: 'whatsapp' });
    const made = await exchange(order);
    expect(made.status).toBe(200);
    const { exchange: exchangeOrder } = made.body.data;
    expect(exchangeOrder).toMatchObject({
      language: 'ur',
      channel: 'whatsapp',
      pickup: false,
      exchangeOf: order.orderRef,
    });

    const history = (await as<ActivityEntry[]>('GET', `/api/admin/activity?orderRef=${exchangeOrder.orderRef}`)).body
      .data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'order.exchange', staffName: 'owner' });
    expect(history[0]!.summary).toContain(`exchange for ${order.orderRef}`);
    expect(history[0]!.summary).toContain('M/Navy → L/Navy');

    // The piece to collect is not back until the exchange parcel is delivered.
    expect((await adminOrder(order.orderRef)).lineChanges[0]).toMatchObject({
      kind: 'exchange',
      exchangeDeliveredAt: null,
    });
    await advanceOrder(shop, shop.adminToken, exchangeOrder.orderRef, ['shipped']);
    const mail = shop.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, customer.email))
      .orderBy(desc(outbox.id))
      .limit(1)
      .get()!;
    expect(mail.subject).toContain(exchangeOrder.orderRef);
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    await advanceOrder(shop, shop.adminToken, exchangeOrder.orderRef, ['delivered']);
    expect((await adminOrder(order.orderRef)).lineChanges[0]!.exchangeDeliveredAt).toEqual(expect.any(String));
  });

  it('a walk-in’s exchange is picked up at the shop too, with no delivery fee', async () => {
    writeShopPolicy(shop.deps.db, { ...DEFAULT_SHOP_POLICY, exchangeDeliveryFee: 250 });
    try {
      const order = await delivered('walk-in');
      const made = await exchange(order, true);
      expect(made.status).toBe(200);
      expect(made.body.data.exchange).toMatchObject({ channel: 'walk-in', shippingCost: 0, total: 0 });
    } finally {
      writeShopPolicy(shop.deps.db, DEFAULT_SHOP_POLICY);
    }
  });
});
