import type { ActivityKind } from '../../common/activity';
import { recorded, type Actor, type Snapshot } from '../activity/record';
import type { Db } from '../db/client';
import { orderSnapshot } from '../orders/activity';

/**
 * What a courier's report said about one parcel, kept with the entry of the order it changed so the
 * entry's sentence names it (server/activity/courierCashSentences.ts, decision 0140): the payout
 * (whose, its reference and day, what it collected and charged) or the status row (whose report, what
 * it said, and when).
 */
export type ReportSaid =
  | {
      payout: {
        courier: string;
        reference: string;
        day: string;
        collected: number;
        /** Null while the source has not given them (PostEx's payment status): a later report adds them. */
        charges: number | null;
        outcome: string;
      };
    }
  | { courierReport: { courier: string; file: string; said: string; day: string | null } };

/**
 * One order a courier's row changed or paid, recorded as every change to an order is (decision 0140;
 * docs/product.md, Activity): under the name of whoever imported the report or asked the courier, in
 * the row's transaction, with the order as it was and as it became and, after, what the report said.
 */
export function recordedFromReport<T>(
  db: Db,
  actor: Actor,
  now: Date,
  change: { orderRef: string; kind: ActivityKind; said: ReportSaid },
  apply: () => T,
): T {
  let applied = false;
  const read = (): Snapshot | undefined => {
    const order = orderSnapshot(db, change.orderRef);
    return order && applied ? { ...order, ...change.said } : order;
  };
  return recorded({ db, now: () => now }, actor, { kind: change.kind, orderRef: change.orderRef, read }, () => {
    const result = apply();
    applied = true;
    return result;
  });
}
