import { failure } from '../../shared/failure';
import { PARCEL_STEP_WORDS } from '../../../../common/courierFacts';
import { shownTime } from '../../shared/shownTime';
import { useParcel, usePrintSlip } from './api';
import { CancelConsignment } from './CancelConsignment';
import styles from './Couriers.module.css';

/**
 * An order's parcel booked through a courier's API: where it is, the courier's dated events, its
 * airway bill, and, until the courier picks it up, a way to cancel the consignment.
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
        {courier} {trackingNumber} · <strong>{PARCEL_STEP_WORDS[step]}</strong>
      </p>
      {events.length > 0 && (
        <ol className={styles.events} aria-label={`${courier}’s events`}>
          {events.map((event) => (
            <li key={`${event.at}-${event.status}`}>
              <time dateTime={event.at}>{shownTime(event.at)}</time>
              {event.status}
              {event.detail && ` (${event.detail})`}
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        className="button-secondary"
        disabled={slip.isPending}
        onClick={() => slip.mutate(orderRef)}
      >
        Print {courier} airway bill
      </button>
      {step === 'booked' && <CancelConsignment orderRef={orderRef} courier={courier} trackingNumber={trackingNumber} />}
      {slip.error && (
        <p role="alert" className={styles.error}>
          {failure(slip.error, 'The airway bill could not be fetched.')}
        </p>
      )}
    </section>
  );
}
