import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../common/contract/settings';
import { DEFAULT_SHOP_POLICY, paymentSettled, type ShopPolicy } from '../../common/policy';
import { addStaff, tokenOf } from '../staff/testStaff';
import { saveShirt, testShopForFile } from '../testing/fileShop';
import { BANK_READY_POLICY } from '../testing/policies';
import { writeShopPolicy } from './policy';
import { shopSettings } from './schema';
import { placeCodOrder } from '../testing/orders';

/*
 * Issue 35 item 15: the owner's "cash on delivery only" is the shop's, kept in its policy on the
 * server, so the Dashboard's checklist stops asking on every computer and after a restore.
 */
const shop = testShopForFile({ rateLimitMax: 100_000 });
beforeEach(() => {
  writeShopPolicy(shop.deps.db, DEFAULT_SHOP_POLICY);
});

const readSettings = async (token = shop.adminToken) =>
  (await shop.call<{ data: ShopSettings }>('GET', '/api/admin/settings', { token })).body.data.policy;
const putPolicy = (body: unknown, token = shop.adminToken) =>
  shop.call<{ data: ShopSettings; code?: string; message?: string }>('PUT', '/api/admin/settings/policy', {
    body,
    token,
  });
const keepCodOnly = async (token = shop.adminToken) =>
  putPolicy({ ...(await readSettings()), paymentMethods: ['cod'], codOnly: true }, token);

/** A policy as a shop saved it before the choice existed: no codOnly field at all. */
function saveOldPolicy(policy: Omit<ShopPolicy, 'codOnly'>) {
  shop.deps.db
    .insert(shopSettings)
    .values({ key: 'policy', value: policy })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: policy } })
    .run();
}
const withoutChoice = ({ codOnly: _dropped, ...policy }: ShopPolicy) => policy;

describe("the owner's cash on delivery only, kept in the shop policy (issue 35)", () => {
  it('is not chosen in a new shop, though it offers cash on delivery alone', async () => {
    const policy = await readSettings();
    expect(policy).toMatchObject({ paymentMethods: ['cod'], codOnly: false });
    expect(paymentSettled(policy)).toBe(false);
  });

  it('is saved by the owner and read back by every later request, in Settings and by the storefront', async () => {
    const saved = await keepCodOnly();
    expect(saved.status).toBe(200);
    expect(saved.body.data.policy).toMatchObject({ paymentMethods: ['cod'], codOnly: true });
    const again = await readSettings();
    expect(again.codOnly).toBe(true);
    expect(paymentSettled(again)).toBe(true);
    expect((await shop.call<{ data: ShopPolicy }>('GET', '/api/shop')).body.data).toMatchObject({
      paymentMethods: ['cod'],
      codOnly: true,
    });
  });

  it('leaves checkout offering cash on delivery only: a bank transfer order is refused', async () => {
    expect((await keepCodOnly()).status).toBe(200);
    const shirt = saveShirt(shop);
    const order = (paymentMethod: string) =>
      placeCodOrder(shop, [{ id: shirt.id, size: 'M', color: 'White', quantity: 1 }], { paymentMethod });
    expect(await order('bank')).toMatchObject({
      status: 400,
      body: { code: 'PAYMENT_METHOD_UNAVAILABLE' },
    });
    expect((await order('cod')).status).toBe(201);
  });

  it('is refused to staff without the settings permission, and the policy stays as it was', async () => {
    for (const role of ['orderDesk', 'packer'] as const) {
      const staff = addStaff(shop, role, `cod-only-${role}`);
      const refused = await keepCodOnly(tokenOf(shop, staff.id));
      expect(refused, role).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect((await readSettings()).codOnly, role).toBe(false);
    }
    // A manager changes the settings (not the bank details): the choice is theirs to make too.
    const manager = addStaff(shop, 'manager', 'cod-only-manager');
    expect((await keepCodOnly(tokenOf(shop, manager.id))).status).toBe(200);
    expect((await readSettings()).codOnly).toBe(true);
  });

  it('cannot go with bank transfer: saving both is refused with the reason', async () => {
    expect(await putPolicy({ ...BANK_READY_POLICY, codOnly: true })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', message: 'Cash on delivery only cannot go with bank transfer: untick one of them' },
    });
    expect((await readSettings()).codOnly).toBe(false);
  });

  it('reads as not chosen in a policy saved before it existed, which keeps everything else', async () => {
    const old = { ...withoutChoice(DEFAULT_SHOP_POLICY), shopName: 'Lahore Linen', shippingFee: 250 };
    saveOldPolicy(old);
    const read = await readSettings();
    expect(read).toEqual({ ...old, codOnly: false });
    expect(paymentSettled(read)).toBe(false);

    // An old shop that offers bank transfer keeps it and its bank details, and is not asked again.
    saveOldPolicy(withoutChoice(BANK_READY_POLICY));
    const bank = await readSettings();
    expect(bank).toEqual({ ...BANK_READY_POLICY, codOnly: false });
    expect(paymentSettled(bank)).toBe(true);
  });
});
