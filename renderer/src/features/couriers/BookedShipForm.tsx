import { useEffect, useRef, type FormEvent } from 'react';
import type { Parcel } from '../../../../common/couriers';
import { Can } from '../../shared/session/staff';
import { CancelConsignment } from './CancelConsignment';
import styles from './Couriers.module.css';

/**
 * The ship form of an order whose parcel is booked through a courier's API (decision 0132): its courier
 * and tracking number are the booking's, which the shop polls, so they are shown and not typed (the
 * server refuses others). Until the courier picks the parcel up, the booking can be cancelled here, and
 * the order marked shipped by hand with the booking's own (the rider took it before the courier said so).
 */
export function BookedShipForm({
  orderRef,
  parcel,
  saving,
  onShip,
  onBack,
  formClass,
}: {
  orderRef: string;
  parcel: Pick<Parcel, 'courier' | 'trackingNumber' | 'step'>;
  saving: boolean;
  onShip: (booked: { carrier: string; trackingNumber: string }) => void;
  onBack: () => void;
  formClass: string | undefined;
}) {
  const { courier, trackingNumber, step } = parcel;
  const waiting = step === 'booked';
  const backRef = useRef<HTMLButtonElement>(null);
  // Keyboard users land in the form when it opens: on Back, the one thing every form here has.
  useEffect(() => backRef.current?.focus(), []);
  const id = `order-${orderRef}-booked`;
  const ship = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trackingNumber) onShip({ carrier: courier, trackingNumber });
  };
  return (
    <form className={formClass} onSubmit={ship} aria-label={`Ship ${orderRef}`} aria-describedby={`${id}-why`}>
      <dl className={styles.booking}>
        <div>
          <dt>Courier</dt>
          <dd>{courier}</dd>
        </div>
        <div>
          <dt>Tracking number</dt>
          <dd>{trackingNumber}</dd>
        </div>
      </dl>
      <p id={`${id}-why`} className={`hint ${styles.bookedWhy}`}>
        {waiting
          ? `This parcel is booked with ${courier} (tracking ${trackingNumber ?? ''}). Cancel the booking first to change the courier or tracking number.`
          : `${courier} has picked this parcel up: its courier and tracking number are the booking’s.`}
      </p>
      {waiting && (
        <Can permission="parcels.book">
          <CancelConsignment orderRef={orderRef} courier={courier} trackingNumber={trackingNumber} />
        </Can>
      )}
      {waiting && (
        <button type="submit" className="button" disabled={saving || !trackingNumber}>
          Save as shipped
        </button>
      )}
      <button ref={backRef} type="button" className="button-secondary" onClick={onBack}>
        Back
      </button>
    </form>
  );
}
