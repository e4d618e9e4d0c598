import { eq } from 'drizzle-orm';
import { PARCEL_STEP_WORDS } from '../../common/courierFacts';
import type { AppDeps } from '../deps';
import { AppError, notFound } from '../http/errors';
import type { Actor } from '../activity/record';
import { changeOrderAs } from '../orders/activity';
import { updateOrderStatus } from '../orders/changes';
import { orders } from '../orders/schema';
import { CourierError } from './adapter';
import { liveConsignment } from './parcels';
import { adapterForOwner } from './registry';
import { consignments } from './schema';

type CancelDeps = Pick<AppDeps, 'db' | 'jwtSecret' | 'config' | 'now'>;

/** Orders whose cancel call is under way in this process: a second click is told so rather than asking twice. */
const cancelling = new Set<string>();

/**
 * Cancels an order's consignment at its courier, only while the courier has not picked the parcel up
 * (its last step is still 'booked'), then steps the order back to confirmed without its tracking
 * number through the status rules (common/orderSteps.ts, cause 'consignment cancelled'). The
 * consignment's row and events stay, as 'cancelled', and the order's status history keeps both steps.
 */
export async function cancelConsignment(deps: CancelDeps, orderRef: string, actor: Actor) {
  const consignment = liveConsignment(deps.db, orderRef);
  if (!consignment?.trackingNumber || consignment.state !== 'booked') {
    throw notFound(`${orderRef} is not booked with a courier.`);
  }
  const { courier, trackingNumber } = consignment;
  if (consignment.step !== 'booked') {
    throw new AppError(
      'CONFLICT',
      `${courier} has already picked up ${trackingNumber} (${PARCEL_STEP_WORDS[consignment.step].toLowerCase()}): it can no longer be cancelled. If it comes back, record it as refused or returned.`,
    );
  }
  const adapter = adapterForOwner(deps, courier);
  if (!adapter.cancel) {
    throw new AppError(
      'VALIDATION',
      `${courier} cannot cancel through its API: cancel ${trackingNumber} in its portal.`,
    );
  }
  if (cancelling.has(orderRef)) throw new AppError('CONFLICT', `${trackingNumber} is being cancelled right now.`);
  cancelling.add(orderRef);
  try {
    await adapter.cancel(trackingNumber);
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    if (error.problem === 'refused') {
      const said = error.answer ? ` ${courier} said: “${error.answer}”.` : '';
      throw new AppError('CONFLICT', `${courier} did not cancel ${trackingNumber}.${said} The parcel stays booked.`);
    }
    if (error.problem === 'timeout') {
      throw new AppError(
        'UNAVAILABLE',
        `${courier} did not answer in time, so ${trackingNumber} stays booked here. Try again in a moment.`,
      );
    }
    throw new AppError('UNAVAILABLE', error.message);
  } finally {
    cancelling.delete(orderRef);
  }

  // The courier has cancelled: its row says so first, so a refusal of the order's step below cannot hide that.
  deps.db.update(consignments).set({ state: 'cancelled' }).where(eq(consignments.id, consignment.id)).run();
  deps.db.update(orders).set({ parcelStep: null }).where(eq(orders.orderRef, orderRef)).run();
  try {
    const order = changeOrderAs(deps, actor, orderRef, 'order.status', () =>
      updateOrderStatus(
        deps.db,
        orderRef,
        { status: 'confirmed', carrier: '', trackingNumber: '' },
        deps.now(),
        'consignment cancelled',
      ),
    );
    return {
      data: { orderRef, trackingNumber, status: order.status },
      message: `${courier} cancelled ${trackingNumber}. ${orderRef} is confirmed again: book it when it is ready.`,
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      data: { orderRef, trackingNumber, status: 'unchanged' },
      message: `${courier} cancelled ${trackingNumber}, but ${orderRef} was not moved back: ${error.message}`,
    };
  }
}
