import { eq } from 'drizzle-orm';
import { DEFAULT_SHOP_POLICY, shopPolicySchema, storedShopPolicySchema, type ShopPolicy } from '../../common/policy';
import type { Db, Queryable } from '../db/client';
import { shopSettings } from './schema';

const POLICY_KEY = 'policy';

/** The owner's shop policy, or the defaults until the owner has edited it. */
export function readShopPolicy(db: Queryable): ShopPolicy {
  const row = db.select().from(shopSettings).where(eq(shopSettings.key, POLICY_KEY)).get();
  const stored = storedShopPolicySchema.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_SHOP_POLICY;
}

export function writeShopPolicy(db: Db, policy: ShopPolicy): ShopPolicy {
  const value = shopPolicySchema.parse(policy);
  db.insert(shopSettings).values({ key: POLICY_KEY, value }).onConflictDoUpdate({ target: shopSettings.key, set: { value } }).run();
  return value;
}
