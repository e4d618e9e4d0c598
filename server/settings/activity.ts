import type { ChangeSpec, Snapshot } from '../activity/record';
import type { Db } from '../db/client';
import { readShopPolicy } from '../shop/policy';

/** The shop's policy, field by field (bank details included: the owner asks who changed them). */
export const policyChange = (db: Db): ChangeSpec => ({
  kind: 'settings.policy',
  read: () => readShopPolicy(db) as unknown as Snapshot,
});
