import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { bulkCancelResultSchema } from '../../common/orders';
import type { Db } from '../db/client';
import { updateOrderStatus } from './changes';
import { orders } from './schema';

type BulkCancelResult = z.infer<typeof bulkCancelResultSchema>;

/**
 * Cancels the owner's chosen orders at once (issue 23: a run of fake orders), in one transaction:
 * each gives its stock back exactly as a single cancel does. An order whose parcel has left or is
 * booked with a courier, or that is cancelled already, is left as it is and said so.
 */
export function cancelOrders(db: Db, orderRefs: string[], now: Date): BulkCancelResult {
  // Each cancel is its own nested transaction on the shop's one connection, inside this one.
  return db.transaction(() => {
    const result: BulkCancelResult = { cancelled: [], skipped: [] };
    for (const orderRef of new Set(orderRefs)) {
      const row = db
        .select({ status: orders.status, shippedAt: orders.shippedAt, parcelStep: orders.parcelStep })
        .from(orders)
        .where(eq(orders.orderRef, orderRef))
        .get();
      if (!row) result.skipped.push({ orderRef, reason: 'Order not found' });
      else if (row.status === 'cancelled') result.skipped.push({ orderRef, reason: 'Already cancelled' });
      else if (row.shippedAt || row.status === 'shipped' || row.status === 'delivered')
        result.skipped.push({ orderRef, reason: 'The parcel has left: record it as refused when it comes back' });
      else if (row.parcelStep === 'booked')
        // Booked and waiting for the rider (decision 0130): the booking is cancelled first, on its own.
        result.skipped.push({ orderRef, reason: 'Booked with a courier: cancel the booking first' });
      else {
        updateOrderStatus(db, orderRef, { status: 'cancelled' }, now);
        result.cancelled.push(orderRef);
      }
    }
    return result;
  });
}
