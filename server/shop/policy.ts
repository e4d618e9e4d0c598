import { eq } from 'drizzle-orm';
import { DEFAULT_SHOP_POLICY, shopPolicySchema, storedShopPolicySchema, type ShopPolicy } from '../../common/policy';
import { canonicalPhone } from '../../common/phone';
import type { Db, Queryable } from '../db/client';
import { shopSettings } from './schema';

const POLICY_KEY = 'policy';

/**
 * The contact details the shop once came with. A policy saved before they were dropped from the
 * defaults may still hold them: they are no shop's, so they read as not entered (issue 24).
 */
const OLD_PLACEHOLDERS = { phone: '+92 300 0000000', email: 'hello@example.pk' };

/** The owner's shop policy, or the defaults until the owner has edited it. */
export function readShopPolicy(db: Queryable): ShopPolicy {
  const row = db.select().from(shopSettings).where(eq(shopSettings.key, POLICY_KEY)).get();
  const stored = storedShopPolicySchema.safeParse(row?.value);
  if (!stored.success) return DEFAULT_SHOP_POLICY;
  const { contact } = stored.data;
  const placeholderPhone =
    contact.phone !== '' && canonicalPhone(contact.phone) === canonicalPhone(OLD_PLACEHOLDERS.phone);
  return {
    ...stored.data,
    contact: {
      ...contact,
      phone: placeholderPhone ? '' : contact.phone,
      email: contact.email === OLD_PLACEHOLDERS.email ? '' : contact.email,
    },
  };
}

export function writeShopPolicy(db: Db, policy: ShopPolicy): ShopPolicy {
  const value = shopPolicySchema.parse(policy);
  db.insert(shopSettings)
    .values({ key: POLICY_KEY, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value } })
    .run();
  return value;
}
