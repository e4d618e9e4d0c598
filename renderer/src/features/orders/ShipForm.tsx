import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SHIPPING_CARRIERS } from '../../../../common/orderFacts';
import { BookedShipForm } from '../couriers/BookedShipForm';
import { useParcel } from '../couriers/api';
import type { StatusChange } from './api';
import styles from './OrdersPage.module.css';

type Problems = Partial<Record<'otherCarrier' | 'trackingNumber', string>>;
type Tracking = { carrier: string | null; trackingNumber: string | null; trackingUrl: string | null };
/** An order that has not been shipped yet (the Dashboard's rows). */
const NOT_SHIPPED: Tracking = { carrier: null, trackingNumber: null, trackingUrl: null };

/**
 * Marking an order shipped: the courier (one of Pakistan's, or another named with its tracking address
 * when it has one) and its tracking number. Both are needed, so the customer can follow the parcel; the
 * server holds the same rule (server/orders/changes.ts) and its refusal is shown by the order's actions.
 * A parcel booked through a courier's API keeps the booking's courier and number (decision 0132): the
 * form shows them, with the booking's cancel, instead of fields.
 */
export function ShipForm({
  orderRef,
  tracking = NOT_SHIPPED,
  saving,
  onShip,
  onBack,
}: {
  orderRef: string;
  tracking?: Tracking;
  saving: boolean;
  onShip: (change: StatusChange) => void;
  onBack: () => void;
}) {
  const courierRef = useRef<HTMLSelectElement>(null);
  // A shipped order's form corrects what it has; a new one starts on TCS, the courier most shops book.
  const otherName =
    tracking.carrier && !SHIPPING_CARRIERS.some((known) => known === tracking.carrier) ? tracking.carrier : '';
  const [chosen, setChosen] = useState(otherName ? 'other' : (tracking.carrier ?? 'TCS'));
  const [problems, setProblems] = useState<Problems>({});
  const parcel = useParcel(orderRef);
  const loaded = !parcel.isPending;
  // Keyboard users land in the form when it opens (once it is known whether the parcel is booked).
  useEffect(() => {
    if (loaded) courierRef.current?.focus();
  }, [loaded]);
  const id = `order-${orderRef}`;
  if (!loaded) return <p role="status">Reading the order’s parcel...</p>;
  if (parcel.data) {
    return (
      <BookedShipForm
        orderRef={orderRef}
        parcel={parcel.data}
        saving={saving}
        formClass={styles.ship}
        onShip={(booked) => onShip({ status: 'shipped', ...booked })}
        onBack={onBack}
      />
    );
  }
  const ship = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const read = (name: string) => String(new FormData(form).get(name) ?? '').trim();
    const carrier = chosen === 'other' ? read('otherCarrier') : chosen;
    const trackingNumber = read('trackingNumber');
    const found: Problems = {
      ...(chosen === 'other' && !carrier && { otherCarrier: 'Enter the courier’s name' }),
      ...(!trackingNumber && { trackingNumber: 'Enter the tracking number, so the customer can follow the parcel' }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onShip({ status: 'shipped', carrier, trackingNumber, trackingUrl: chosen === 'other' ? read('trackingUrl') : '' });
  };
  const error = (field: keyof Problems) =>
    problems[field] && (
      <p id={`${id}-${field}-error`} className="field-error">
        {problems[field]}
      </p>
    );
  const invalid = (field: keyof Problems) => ({
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${id}-${field}-error` : undefined,
  });
  return (
    <form className={styles.ship} onSubmit={ship} aria-label={`Ship ${orderRef}`} noValidate>
      <div className="field">
        <label htmlFor={`${id}-carrier`}>Courier</label>
        <select
          ref={courierRef}
          id={`${id}-carrier`}
          name="carrier"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          {SHIPPING_CARRIERS.map((carrier) => (
            <option key={carrier}>{carrier}</option>
          ))}
          <option value="other">Other</option>
        </select>
      </div>
      {chosen === 'other' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-other`}>Courier name</label>
            <input
              id={`${id}-other`}
              name="otherCarrier"
              maxLength={40}
              defaultValue={otherName}
              {...invalid('otherCarrier')}
            />
            {error('otherCarrier')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-url`}>Tracking address (optional)</label>
            <input
              id={`${id}-url`}
              name="trackingUrl"
              defaultValue={tracking.trackingUrl ?? ''}
              type="url"
              inputMode="url"
              maxLength={300}
              placeholder="https://"
              aria-describedby={`${id}-url-hint`}
            />
            <p id={`${id}-url-hint`} className="hint">
              The courier’s page for this parcel, starting with https://
            </p>
          </div>
        </>
      )}
      <div className="field">
        <label htmlFor={`${id}-tracking`}>Tracking number</label>
        <input
          id={`${id}-tracking`}
          name="trackingNumber"
          maxLength={60}
          defaultValue={tracking.trackingNumber ?? ''}
          {...invalid('trackingNumber')}
        />
        {error('trackingNumber')}
      </div>
      <button type="submit" className="button" disabled={saving}>
        {tracking.trackingNumber ? 'Save courier and tracking number' : 'Save as shipped'}
      </button>
      <button type="button" className="button-secondary" onClick={onBack}>
        Back
      </button>
    </form>
  );
}
