import { useEffect, useRef, type FormEvent } from 'react';
import { SHIPPING_CARRIERS } from '../../../../common/orderFacts';
import type { StatusChange } from './api';
import styles from './OrdersPage.module.css';

/** Marking an order shipped: the courier (one of Pakistan's or another named) and its tracking number. */
export function ShipForm({ orderRef, saving, onShip, onBack }: { orderRef: string; saving: boolean; onShip: (change: StatusChange) => void; onBack: () => void }) {
  const courierRef = useRef<HTMLSelectElement>(null);
  // Keyboard users land in the form when it opens.
  useEffect(() => courierRef.current?.focus(), []);
  const id = `order-${orderRef}`;
  const ship = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = String(form.get('carrier') ?? '');
    const carrier = chosen === 'other' ? String(form.get('otherCarrier') ?? '').trim() : chosen;
    onShip({ status: 'shipped', carrier, trackingNumber: String(form.get('trackingNumber') ?? '').trim() });
  };
  return (
    <form className={styles.ship} onSubmit={ship} aria-label={`Ship ${orderRef}`}>
      <div className="field">
        <label htmlFor={`${id}-carrier`}>Courier</label>
        <select ref={courierRef} id={`${id}-carrier`} name="carrier" defaultValue="TCS">
          {SHIPPING_CARRIERS.map((carrier) => (
            <option key={carrier}>{carrier}</option>
          ))}
          <option value="other">Other</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-other`}>Other courier</label>
        <input id={`${id}-other`} name="otherCarrier" maxLength={40} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-tracking`}>Tracking number</label>
        <input id={`${id}-tracking`} name="trackingNumber" maxLength={60} />
      </div>
      <button type="submit" className="button" disabled={saving}>
        Save as shipped
      </button>
      <button type="button" className="button-secondary" onClick={onBack}>
        Back
      </button>
    </form>
  );
}
