import { eq } from 'drizzle-orm';
import type { CancelRefund } from '../../common/afterSale';
import { formatPrice } from '../../common/money';
import type { AdminOrder } from '../../common/orders';
import { shopDay } from '../../common/orderPaper';
import { REFUND_WAY_WORDS } from '../../common/orderFacts';
import type { Db } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { orders } from './schema';
import { refundOwedOf } from './sales';
import { toAdminOrders } from './shapes';

/**
 * The owner sent back the money of a paid order the shop cancelled (decision 0126): the order keeps how
 * much, how and when, and owes nothing more. Read and written in one transaction, so two clicks (or two
 * staff) record it once: the second finds it recorded and is refused. The whole amount owed or nothing:
 * a cancelled order left the customer nothing, so all they paid goes back.
 */
export function recordCancelRefund(db: Db, orderRef: string, refund: CancelRefund, now: Date): AdminOrder {
  return db.transaction((tx) => {
    const found = tx
      .select({ row: orders, owed: refundOwedOf })
      .from(orders)
      .where(eq(orders.orderRef, orderRef))
      .get();
    if (!found) throw notFound('Order not found');
    const { row, owed } = found;
    if (row.cancelRefundAt && row.cancelRefund !== null && row.cancelRefundMethod)
      throw new AppError(
        'CONFLICT',
        `The refund of ${orderRef} is already recorded: ${formatPrice(row.cancelRefund)} by ${REFUND_WAY_WORDS[row.cancelRefundMethod]} on ${shopDay(row.cancelRefundAt)}.`,
        { reason: 'refunded' },
      );
    if (row.status !== 'cancelled')
      throw new AppError(
        'CONFLICT',
        `${orderRef} is ${row.status}, not cancelled: only a cancelled order gives all its money back. Record pieces that came back as a return.`,
        { reason: 'notCancelled' },
      );
    if (row.paymentStatus !== 'paid')
      throw new AppError('CONFLICT', `${orderRef} was not recorded as paid: there is no money to give back.`, {
        reason: 'notPaid',
      });
    if (owed === 0)
      throw new AppError('CONFLICT', `${orderRef} owes nothing back: nothing was paid for it.`, {
        reason: 'nothingOwed',
      });
    if (refund.amount !== owed)
      throw new AppError(
        'CONFLICT',
        `${orderRef} owes the customer ${formatPrice(owed)}, not ${formatPrice(refund.amount)}: record the whole amount once it is sent.`,
        { reason: 'amount', owed },
      );
    tx.update(orders)
      .set({ cancelRefund: refund.amount, cancelRefundMethod: refund.method, cancelRefundAt: now, updatedAt: now })
      .where(eq(orders.orderRef, orderRef))
      .run();
    return toAdminOrders(tx, [tx.select().from(orders).where(eq(orders.orderRef, orderRef)).get()!])[0]!;
  });
}
