import { failure } from '../../shared/failure';
import { FINAL_STEPS, parcelStepWords } from '../../../../common/courierFacts';
import { formatPrice } from '../../../../common/money';
import { shownTime } from '../../shared/shownTime';
import { Can } from '../../shared/session/staff';
import { useCheckParcel, useCollectChanged, useParcel, usePrintSlip } from './api';
import { CancelConsignment } from './CancelConsignment';
import styles from './Couriers.module.css';

/**
 * An order's parcel booked through a courier's API: where it is, the courier's dated events (a status
 * the shop does not know said so, decision 0132), its
 * airway bill, and, until the courier picks it up ('Booked with PostEx, waiting for pickup', decision
 * 0130), a way to cancel the consignment. When the order
 * changed since booking and the rider would ask for the booked amount, it says so first (decision 0117).
 */
export function ParcelPanel({ orderRef }: { orderRef: string }) {
  const parcel = useParcel(orderRef);
  const slip = usePrintSlip();
  if (!parcel.data) return null;
  const { courier, trackingNumber, step, events } = parcel.data;
  return (
    <section aria-labelledby={`parcel-${orderRef}`}>
      <h3 id={`parcel-${orderRef}`}>Parcel</h3>
      <p>
        {courier} {trackingNumber} · <strong>{parcelStepWords(step, courier)}</strong>
      </p>
      {step === 'booked' && (
        // Decision 0130: not shipped until the rider has it; the booked amount holds the order as it is.
        <p>
          It is marked shipped when {courier} picks it up. To change the order, cancel the booking first, then book it
          again.
        </p>
      )}
      {parcel.data.collectDiffers && parcel.data.bookedToCollect !== null && (
        <CollectDiffers
          orderRef={orderRef}
          courier={courier}
          booked={parcel.data.bookedToCollect}
          toCollect={parcel.data.toCollect}
          canCancel={step === 'booked'}
        />
      )}
      {events.length > 0 && (
        <ol className={styles.events} aria-label={`${courier}’s events`}>
          {events.map((event) => (
            <li key={`${event.at}-${event.status}-${event.step ?? ''}`}>
              <time dateTime={event.at}>{shownTime(event.at)}</time>
              {event.step === null ? (
                // Decision 0132: a status the shop does not know is shown as the courier wrote it, and moved nothing.
                <span className={styles.unknownStatus}>
                  {courier} says: ‘{event.status}’{event.detail && ` (${event.detail})`} — the shop does not know this
                  status; the parcel’s step is unchanged.
                </span>
              ) : (
                <>
                  {event.status}
                  {event.detail && ` (${event.detail})`}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <CheckNow orderRef={orderRef} courier={courier} done={FINAL_STEPS.includes(step)} />
      {/* The airway bill, the cancel and the amount are the booking's: staff who may not book see where the parcel is. */}
      <Can permission="parcels.book">
        <button
          type="button"
          className="button-secondary"
          disabled={slip.isPending}
          onClick={() => slip.mutate(orderRef)}
        >
          Print {courier} airway bill
        </button>
        {step === 'booked' && (
          <CancelConsignment orderRef={orderRef} courier={courier} trackingNumber={trackingNumber} />
        )}
        {slip.error && (
          <p role="alert" className={styles.error}>
            {failure(slip.error, 'The airway bill could not be fetched.')}
          </p>
        )}
      </Can>
    </section>
  );
}

/**
 * Asks the courier about this parcel at once, as a poll would (decision 0128), for whoever sees orders:
 * the order desk calls the customers whose delivery was attempted. Disabled while asking; the server
 * refuses a second ask within a minute, and that refusal is said here. Not offered once the parcel is
 * delivered or back at the shop.
 */
function CheckNow({ orderRef, courier, done }: { orderRef: string; courier: string; done: boolean }) {
  const check = useCheckParcel(orderRef);
  // Delivered or back at the shop: the courier has nothing more to say, so there is nothing to ask (what it said stays).
  if (done && !check.isSuccess) return null;
  return (
    <Can permission="orders.view">
      <p className={styles.checkNow}>
        {!done && (
          <button type="button" className="button-secondary" disabled={check.isPending} onClick={() => check.mutate()}>
            {check.isPending ? `Asking ${courier}...` : `Check with ${courier} now`}
          </button>
        )}
        <span role="status">{check.isSuccess && check.data.message}</span>
      </p>
      {check.isError && (
        <p role="alert" className={styles.error}>
          {failure(check.error, `${courier} could not be asked. Please check your connection and try again.`)}
        </p>
      )}
    </Can>
  );
}

/**
 * The rider will ask for what the courier was booked to collect, and the order now has another amount.
 * Said as an alert: the owner has to act before the rider reaches the customer. Once they changed the
 * amount with the courier they say so here, and the warning ends (decision 0125).
 */
function CollectDiffers({
  orderRef,
  courier,
  booked,
  toCollect,
  canCancel,
}: {
  orderRef: string;
  courier: string;
  booked: number;
  toCollect: number;
  canCancel: boolean;
}) {
  const changed = useCollectChanged(orderRef);
  const now = toCollect > 0 ? `${formatPrice(toCollect)} to collect` : 'nothing to collect';
  return (
    <div className={`notice-warning ${styles.collectDiffers}`}>
      <p role="alert">
        {courier} was booked to collect {formatPrice(booked)}; this order now has {now}. Change the amount with{' '}
        {courier}
        {canCancel && ' (or cancel the booking and book again)'}, or the rider will ask the customer for{' '}
        {formatPrice(booked)}.
      </p>
      <Can permission="parcels.book">
        <button
          type="button"
          className="button-secondary"
          disabled={changed.isPending}
          onClick={() => changed.mutate(toCollect)}
        >
          {toCollect > 0
            ? `Changed: ${courier} collects ${formatPrice(toCollect)}`
            : `Changed: ${courier} collects nothing`}
        </button>
        {changed.isError && (
          <p className={styles.error}>{failure(changed.error, 'That could not be saved. Please try again.')}</p>
        )}
      </Can>
    </div>
  );
}
