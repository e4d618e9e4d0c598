import { eq } from 'drizzle-orm';
import { formatPrice } from '../../common/money';
import { recorded, type Actor } from '../activity/record';
import type { AppDeps } from '../deps';
import { AppError, notFound } from '../http/errors';
import { liveConsignment, parcelOf } from './parcels';
import { consignments } from './schema';

/**
 * The owner changed, in the courier's portal or by phone, what the rider collects to what the order
 * now has to collect: the consignment keeps that amount, so the parcel's warning (decision 0117) ends
 * and the courier's payout is read against it. The shop cannot change it at the courier through its
 * API (no documented call), so this records the owner's word, in the activity log under their name.
 * `amount` is what the owner was shown; an order changed again since is refused, in one transaction
 * with the write.
 */
export function collectAmountChanged(
  deps: Pick<AppDeps, 'db' | 'now'>,
  orderRef: string,
  amount: number,
  actor: Actor,
) {
  const { db } = deps;
  const consignment = liveConsignment(db, orderRef);
  if (!consignment?.trackingNumber || consignment.state !== 'booked') {
    throw notFound(`${orderRef} is not booked with a courier.`);
  }
  const { courier } = consignment;
  const collects = () => {
    const row = db.select().from(consignments).where(eq(consignments.id, consignment.id)).get();
    return { [`${courier} collects`]: row?.bookedToCollect ?? null };
  };
  return db.transaction(() => {
    const parcel = parcelOf(db, orderRef)!;
    if (parcel.toCollect !== amount) {
      throw new AppError(
        'CONFLICT',
        `${orderRef} now has ${formatPrice(parcel.toCollect)} to collect, not ${formatPrice(amount)}: it changed meanwhile. Check the amount with ${courier} again.`,
      );
    }
    // A second click, or another admin's: already noted.
    if (parcel.bookedToCollect === amount) return parcel;
    // Only the parcel's own warning is ended here (parcelOf's collectDiffers, decision 0117).
    if (!parcel.collectDiffers) {
      throw new AppError(
        'CONFLICT',
        parcel.bookedToCollect === null
          ? `What ${courier} was booked to collect for ${orderRef} is not known here: there is no warning to end.`
          : `${courier}’s rider has already reached the customer with ${orderRef}: the payout will say what was collected.`,
      );
    }
    return recorded(deps, actor, { kind: 'order.collect', orderRef, read: collects }, () => {
      db.update(consignments).set({ bookedToCollect: amount }).where(eq(consignments.id, consignment.id)).run();
      return parcelOf(db, orderRef)!;
    });
  });
}
