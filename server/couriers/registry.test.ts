import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_COURIERS } from '../../common/courierFacts';
import type { CourierAccount } from '../../common/couriers';
import { CourierError } from './adapter';
import { adapterFor } from './registry';
import { courierShop } from './testing';

/** Issue 34: the owner's screen and the adapters agree on which couriers need a password, from one place. */
let shop: Awaited<ReturnType<typeof courierShop>>;

beforeAll(async () => {
  shop = await courierShop({});
});
afterAll(async () => {
  await shop.shop.close();
});

const problemOf = (courier: (typeof API_COURIERS)[number]) => {
  try {
    adapterFor(shop.shop.deps, courier);
    return null;
  } catch (error) {
    if (error instanceof CourierError) return error.problem;
    throw error;
  }
};

describe('a courier account with only its key', () => {
  it.each(API_COURIERS)('%s books only once it has every key the Settings screen asks for', async (courier) => {
    expect((await shop.saveAccount(courier, { apiKey: 'key', apiPassword: null, pickupCode: '1' })).status).toBe(200);
    const screen = (await shop.as<CourierAccount[]>('GET', '/api/admin/couriers')).body.data.find(
      (account) => account.courier === courier,
    )!;
    expect(screen).toMatchObject({ keySaved: true, passwordSaved: false });
    // The screen asks for a password exactly when the adapter is refused without one.
    expect(problemOf(courier)).toBe(screen.needsPassword ? 'not set up' : null);

    expect((await shop.saveAccount(courier, { apiPassword: 'password', pickupCode: '1' })).status).toBe(200);
    expect(problemOf(courier)).toBeNull();
  });
});
