import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ABOUT_US_MAX, DEFAULT_SHOP_POLICY, type ShopPolicy } from '../../common/policy';
import { readShopPolicy } from '../shop/policy';
import { shopSettings } from '../shop/schema';
import { testShopForFile } from '../testing/fileShop';

const shop = testShopForFile();
const save = (policy: unknown) =>
  shop.call<{ success: boolean; message?: string }>('PUT', '/api/admin/settings/policy', {
    body: policy,
    token: shop.adminToken,
  });

describe('the shop’s own city and about-us, which the assistant speaks from (issue 24 item 5)', () => {
  it('are saved in Settings and shown to the storefront', async () => {
    expect(
      (
        await save({
          ...DEFAULT_SHOP_POLICY,
          city: ' Multan ',
          aboutUs: 'Two sisters stitching lawn shirts since 2019.',
        })
      ).status,
    ).toBe(200);
    const { body } = await shop.call<{ data: ShopPolicy }>('GET', '/api/shop');
    expect(body.data).toMatchObject({ city: 'Multan', aboutUs: 'Two sisters stitching lawn shirts since 2019.' });
  });

  it('refuses an about-us too long for the chat header with a clear message, and keeps the saved one', async () => {
    const answer = await save({ ...DEFAULT_SHOP_POLICY, aboutUs: 'x'.repeat(ABOUT_US_MAX + 1) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(`About us must be at most ${ABOUT_US_MAX} characters`);
    expect(readShopPolicy(shop.deps.db).aboutUs).toBe('Two sisters stitching lawn shirts since 2019.');
  });

  it('read as empty from a policy saved before they existed', () => {
    const { city: _city, aboutUs: _aboutUs, ...older } = DEFAULT_SHOP_POLICY;
    shop.deps.db
      .update(shopSettings)
      .set({ value: { ...older, shopName: 'Older Shop' } })
      .where(eq(shopSettings.key, 'policy'))
      .run();
    expect(readShopPolicy(shop.deps.db)).toMatchObject({ shopName: 'Older Shop', city: '', aboutUs: '' });
  });
});
