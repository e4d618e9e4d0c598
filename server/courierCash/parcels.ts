import { isNotNull } from 'drizzle-orm';
import { courierKey, trackingKey } from '../../common/courierCash';
import type { Queryable } from '../db/client';
import { orders } from '../orders/schema';
import { takenOffOfOrder } from '../orders/sales';

/** What a report's row is checked against: the order the courier carries under that number. */
export type Parcel = {
  orderRef: string;
  status: (typeof orders.$inferSelect)['status'];
  paymentMethod: 'cod' | 'bank';
  paymentStatus: 'unpaid' | 'paid';
  total: number;
  /** Taken off the bill before the courier collected (decision 0090): the courier collects that much less. */
  takenOff: number;
  returnKind: 'refused' | 'returned' | null;
  shippedAt: Date | null;
  trackingNumber: string;
  customerName: string;
  customerCity: string;
  deliveredAt: Date | null;
  returnedAt: Date | null;
};

/**
 * The shop's parcels with this courier by tracking number (common/courierCash.ts courierKey and
 * trackingKey: case and spaces do not matter). Read whole, since the keys are not columns: a shop's
 * orders with tracking numbers are tens of thousands at most.
 */
export function parcelsOf(db: Queryable, courier: string): Map<string, Parcel> {
  const key = courierKey(courier);
  const rows = db
    .select({
      orderRef: orders.orderRef,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      total: orders.total,
      takenOff: takenOffOfOrder,
      returnKind: orders.returnKind,
      shippedAt: orders.shippedAt,
      customerName: orders.customerName,
      customerCity: orders.customerCity,
      deliveredAt: orders.deliveredAt,
      returnedAt: orders.returnedAt,
    })
    .from(orders)
    .where(isNotNull(orders.trackingNumber))
    .all();
  const parcels = new Map<string, Parcel>();
  for (const { carrier, trackingNumber, ...parcel } of rows) {
    if (carrier && trackingNumber && courierKey(carrier) === key) {
      parcels.set(trackingKey(trackingNumber), { ...parcel, trackingNumber });
    }
  }
  return parcels;
}

/**
 * What the courier should pay for a parcel: the cash it collects (a COD order's total, less what was
 * taken off it before collecting; a refund paid out in cash is the shop's, not the courier's); a bank
 * transfer's parcel, or one that came back or was cancelled, nothing.
 */
export const expectedFromCourier = (
  parcel: Pick<Parcel, 'paymentMethod' | 'total' | 'takenOff' | 'returnKind' | 'status'>,
) => (parcel.paymentMethod === 'cod' && !cameBack(parcel) ? Math.max(0, parcel.total - parcel.takenOff) : 0);

/** How the shop has a parcel that never reached its buyer: refused or returned at the door, or its order cancelled. */
export const cameBack = (parcel: Pick<Parcel, 'returnKind' | 'status'>) =>
  parcel.returnKind ?? (parcel.status === 'cancelled' ? 'cancelled' : null);
