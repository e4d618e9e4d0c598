import { eq } from 'drizzle-orm';
import type { Order } from '../../common/orders';
import { shopperCancelRefusal } from '../../common/orderSteps';
import type { Actor } from '../activity/record';
import type { Db } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { changeOrderAs } from './activity';
import { updateOrderStatus } from './changes';
import { NOT_FOUND, provenOrder, type OrderProof } from './proof';
import { orders } from './schema';
import { toApiOrder } from './shapes';

/** Who the activity log names for a cancel from the order page. */
const THE_CUSTOMER: Actor = { id: null, name: 'The customer' };

/**
 * The shopper cancels their own order from its page (decision 0122), proven as the page is. The
 * owner's cancel does the rest in the same transaction: the pieces go back to stock once, the code's
 * use is given back, the cancel mail is queued, and the activity log names the customer. Checked inside
 * the transaction, so a cancel racing the owner's packing or another cancel is refused, not doubled.
 */
export function cancelByShopper(deps: { db: Db; now: () => Date }, orderRef: string, proof: OrderProof): Order {
  const { db } = deps;
  return changeOrderAs(deps, THE_CUSTOMER, orderRef, 'order.status', () => {
    const row = provenOrder(db, orderRef, proof);
    if (!row) throw notFound(NOT_FOUND);
    const refusal = shopperCancelRefusal({ ...row, receiptSent: row.receiptUploadedAt !== null });
    if (refusal) throw new AppError('CONFLICT', refusal);
    updateOrderStatus(db, orderRef, { status: 'cancelled' }, deps.now());
    return toApiOrder(db, db.select().from(orders).where(eq(orders.orderRef, orderRef)).get()!);
  });
}
