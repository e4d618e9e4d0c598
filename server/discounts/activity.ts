import type { ActivityKind } from '../../common/activity';
import type { ChangeSpec } from '../activity/record';
import type { Db } from '../db/client';
import { listDiscounts } from './queries';

// A discount code's entries in the activity log (issue 37): kept with discounts, which the log stands below.
export const discountChange = (db: Db, kind: ActivityKind, id: number): ChangeSpec => ({
  kind,
  read: () => {
    const found = listDiscounts(db).find((discount) => discount.id === id);
    if (!found) return undefined;
    const { id: _id, ...rule } = found as typeof found & Record<string, unknown>;
    return rule;
  },
  subject: listDiscounts(db).find((discount) => discount.id === id)?.code,
});
