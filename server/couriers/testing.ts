import { afterAll, beforeAll, expect } from 'vitest';
import type { BookingOutcome, CourierAccount } from '../../common/couriers';
import type { AdminOrder, Order } from '../../common/orders';
import { writeShopPolicy } from '../shop/policy';
import { startFakeLeopards, type FakeLeopards } from '../testing/fakeLeopards';
import { startFakePostEx, type FakePostEx } from '../testing/fakePostEx';
import { saveShirt } from '../testing/fileShop';
import { adminToken } from '../testing/identities';
import type { Answer } from '../testing/orders';
import { BANK_READY_POLICY } from '../testing/policies';
import { startTestShop, type TestShop } from '../testing/testShop';
import { liveConsignment } from './parcels';
import { askCourier, pollParcels } from './polling';
import { adapterFor } from './registry';

/** A test shop pointed at courier fakes, with the calls the courier tests make (vitest only). */
export async function courierShop(env: Record<string, string>) {
  const shop = await startTestShop({ env });
  writeShopPolicy(shop.deps.db, BANK_READY_POLICY);
  const token = adminToken(shop);
  const shirt = saveShirt(shop, { sizes: ['M'], colors: ['White'], stock: 50 });
  return { shop, token, shirtId: shirt.id, ...calls(shop, token, shirt.id) };
}

export type CourierShop = Awaited<ReturnType<typeof courierShop>>;

/** A fake PostEx and a courier shop with its PostEx account saved, for a test file's beforeAll. */
export async function startPostExShop(env: Record<string, string> = {}) {
  const postex = await startFakePostEx();
  const shop = await courierShop({ POSTEX_BASE_URL: postex.url, ...env });
  await shop.saveAccount('PostEx', { apiKey: postex.token, pickupCode: '004' });
  return { postex, shop };
}

/** What startPostExShop started, stopped for the test file's afterAll. */
export async function stopPostExShop({ postex, shop }: { postex: FakePostEx; shop: CourierShop }) {
  await shop.shop.close();
  await postex.close();
}

/**
 * A fake PostEx, a fake Leopards and a courier shop with both accounts saved, for a test file's
 * beforeAll; `callbackPath` is where Leopards pushes its statuses to this shop.
 */
async function startBothCouriersShop(env: Record<string, string> = {}) {
  const [postex, leopards] = await Promise.all([startFakePostEx(), startFakeLeopards()]);
  const shop = await courierShop({ POSTEX_BASE_URL: postex.url, LEOPARDS_BASE_URL: leopards.url, ...env });
  await shop.saveAccount('PostEx', { apiKey: postex.token, pickupCode: '004' });
  const saved = await shop.saveAccount('Leopards', {
    apiKey: leopards.apiKey,
    apiPassword: leopards.apiPassword,
    pickupCode: '12345',
  });
  return { postex, leopards, shop, callbackPath: new URL(saved.body.data.callbackUrl!).pathname };
}

/**
 * startBothCouriersShop for a whole test file: started in its beforeAll and stopped in its afterAll, as
 * testShopForFile does for a plain shop. Read its fields inside hooks and tests.
 */
export function bothCouriersShopForFile(env: Record<string, string> = {}) {
  let started: Awaited<ReturnType<typeof startBothCouriersShop>> | undefined;
  beforeAll(async () => {
    started = await startBothCouriersShop(env);
  });
  afterAll(() => started && stopBothCouriersShop(started));
  const ready = () => {
    if (!started) throw new Error('The courier shop starts in beforeAll: use it inside hooks and tests');
    return started;
  };
  return {
    get postex() {
      return ready().postex;
    },
    get leopards() {
      return ready().leopards;
    },
    get shop() {
      return ready().shop;
    },
    /** Where Leopards pushes its statuses to this shop. */
    get callbackPath() {
      return ready().callbackPath;
    },
  };
}

/** What startBothCouriersShop started, stopped for the test file's afterAll. */
async function stopBothCouriersShop(started: { postex: FakePostEx; leopards: FakeLeopards; shop: CourierShop }) {
  await started.shop.shop.close();
  await Promise.all([started.postex.close(), started.leopards.close()]);
}

/** One pass of the parcels' schedule, with the shop's clock moved `minutes` ahead. */
export const pollAfterMinutes = (shop: CourierShop, minutes: number) =>
  pollParcels({ ...shop.shop.deps, now: () => new Date(Date.now() + minutes * 60 * 1000) });

/**
 * PostEx's rider picks the booked parcel up (at `at`) and the shop asks PostEx about it, as a poll
 * would: the order becomes Shipped (decision 0130). Returns the parcel's tracking number.
 */
export async function postexPicksUp(postex: FakePostEx, shop: CourierShop, orderRef: string, at = new Date()) {
  const consignment = liveConsignment(shop.shop.deps.db, orderRef)!;
  postex.move(consignment.trackingNumber!, 'onRoute', at);
  await askCourier(shop.shop.deps, consignment, adapterFor(shop.shop.deps, 'PostEx'));
  return consignment.trackingNumber!;
}

function calls(shop: TestShop, token: string, shirtId: string) {
  const as = <T>(method: string, path: string, body?: unknown) => shop.call<Answer<T>>(method, path, { body, token });
  return {
    as,
    /** A placed order, confirmed with the customer unless `confirm` is false. */
    async place(
      fields: { city?: string; paymentMethod?: 'cod' | 'bank'; quantity?: number; confirm?: boolean } = {},
    ): Promise<Order> {
      const placed = await shop.call<Answer<Order>>('POST', '/api/orders', {
        body: {
          customer: {
            name: 'Sana Courier',
            email: 'sana.courier@example.pk',
            phone: '0301 2345678',
            address: 'House 12, Street 4, Gulshan',
            city: fields.city ?? 'Karachi',
          },
          items: [{ id: shirtId, size: 'M', color: 'White', quantity: fields.quantity ?? 2 }],
          paymentMethod: fields.paymentMethod ?? 'cod',
        },
      });
      expect(placed.status).toBe(201);
      if (fields.confirm !== false) {
        expect(
          (await as('PATCH', `/api/admin/orders/${placed.body.data.orderRef}/confirmation`, { confirmed: true }))
            .status,
        ).toBe(200);
      }
      return placed.body.data;
    },
    saveAccount: (courier: string, body: Record<string, unknown>) =>
      as<CourierAccount>('PUT', `/api/admin/couriers/${courier}`, body),
    book: (courier: string, orderRefs: string[]) =>
      as<BookingOutcome[]>('POST', '/api/admin/couriers/book', { courier, orderRefs }),
    stored: async (orderRef: string) => (await as<AdminOrder[]>('GET', `/api/orders?q=${orderRef}`)).body.data[0]!,
    stock: () =>
      (shop.deps.db.$client.prepare('select stock from products where id = ?').get(shirtId) as { stock: number }).stock,
  };
}
