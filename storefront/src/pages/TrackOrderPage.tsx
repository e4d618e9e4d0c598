import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatPrice } from '../../../common/money';
import { CARRIERS, PROGRESS_STEPS, progressPercent, type Order } from '../../../common/orders';
import { ApiError } from '../../../common/apiClient';
import { trackOrder } from '../orders/api';
import styles from './TrackOrderPage.module.css';

const STEP_LABELS: Record<string, string> = { pending: 'Pending', confirmed: 'Confirmed', processing: 'Processing', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled' };
const when = (iso: string) => new Date(iso).toLocaleString('en-PK', { dateStyle: 'medium', timeStyle: 'short' });

type Lookup = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'found'; order: Order };

/** Order tracking by reference plus e-mail (SPEC.md §2, §4 tracking progress, §8 Tracking). */
export default function TrackOrderPage() {
  const [params] = useSearchParams();
  const [orderRef, setOrderRef] = useState(params.get('orderRef') ?? params.get('ref') ?? '');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [formError, setFormError] = useState('');
  useEffect(() => {
    document.title = 'Track your order';
  }, []);

  const find = async (ref: string, mail: string) => {
    if (!ref.trim() || !mail.trim()) {
      setFormError('Please enter both order reference and email');
      return;
    }
    setFormError('');
    setLookup({ status: 'loading' });
    try {
      setLookup({ status: 'found', order: await trackOrder(ref.trim(), mail.trim()) });
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 404
          ? 'Order not found'
          : error instanceof ApiError && error.status === 429
            ? error.message
            : 'Failed to find order. Please check your details and try again.';
      setLookup({ status: 'error', message });
    }
  };

  useEffect(() => {
    const ref = params.get('orderRef') ?? params.get('ref');
    const mail = params.get('email');
    if (ref && mail) void find(ref, mail);
  }, [params]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find(orderRef, email);
  };

  return (
    <section className={`container ${styles.page}`}>
      <h1>Track your order</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="track-ref">Order reference</label>
          <input id="track-ref" value={orderRef} onChange={(event) => setOrderRef(event.target.value)} placeholder="ORD-ABC123XYZ" autoCapitalize="characters" />
        </div>
        <div className="field">
          <label htmlFor="track-email">Email</label>
          <input id="track-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <button type="submit" className="button" disabled={lookup.status === 'loading'}>
          {lookup.status === 'loading' ? 'Finding your order...' : 'Track Order'}
        </button>
        {formError && (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        )}
      </form>
      <div aria-live="polite">
        {lookup.status === 'error' && (
          <div className="notice error" role="alert">
            <p>{lookup.message}</p>
            <p>
              Need help? <Link to={`/contact?ref=${encodeURIComponent(orderRef.trim())}`}>Contact us</Link>
            </p>
          </div>
        )}
        {lookup.status === 'found' && <OrderProgress order={lookup.order} />}
      </div>
    </section>
  );
}

function OrderProgress({ order }: { order: Order }) {
  const cancelled = order.status === 'cancelled';
  const currentStep = PROGRESS_STEPS.indexOf(order.status as (typeof PROGRESS_STEPS)[number]);
  const carrier = CARRIERS.find((candidate) => candidate.name.toLowerCase() === order.tracking.carrier?.toLowerCase());
  const trackingNumber = order.tracking.trackingNumber;

  return (
    <article className={styles.result} aria-labelledby="order-heading">
      <header className={styles.resultHeader}>
        <h2 id="order-heading">Order {order.orderRef}</h2>
        <p className={styles.status} data-status={order.status}>
          Status: <strong>{order.status}</strong>
        </p>
      </header>
      {cancelled ? (
        <p className="notice error">This order was cancelled.</p>
      ) : (
        <>
          <div className={styles.bar} role="progressbar" aria-label="Order progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progressPercent(order.status)}>
            <span style={{ width: `${progressPercent(order.status)}%` }} />
          </div>
          <ol className={styles.steps}>
            {PROGRESS_STEPS.map((step, index) => (
              <li key={step} data-done={index <= currentStep} aria-current={index === currentStep ? 'step' : undefined}>
                {STEP_LABELS[step]}
              </li>
            ))}
          </ol>
        </>
      )}
      <div className={styles.columns}>
        <section>
          <h3>Items</h3>
          <ul className={styles.list}>
            {order.items.map((item) => (
              <li key={`${item.productId}-${item.size}-${item.color}`}>
                {item.title} ({item.size}, {item.color}) × {item.quantity} <span>{formatPrice(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <p>
            Shipping {order.shippingCost === 0 ? 'Free' : formatPrice(order.shippingCost)} · Total <strong>{formatPrice(order.total)}</strong> ·{' '}
            {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Bank transfer'}
          </p>
        </section>
        <section>
          <h3>Status history</h3>
          <ol className={styles.list}>
            {order.statusHistory.map((entry) => (
              <li key={`${entry.status}-${entry.timestamp}`}>
                {STEP_LABELS[entry.status]} <span>{when(entry.timestamp)}</span>
              </li>
            ))}
          </ol>
        </section>
        <section>
          <h3>Tracking details</h3>
          {trackingNumber ? (
            <>
              <p>
                {order.tracking.carrier ?? 'Courier'} tracking number: <strong>{trackingNumber}</strong>
                {order.tracking.shippedAt && <> · shipped {when(order.tracking.shippedAt)}</>}
                {order.tracking.deliveredAt && <> · delivered {when(order.tracking.deliveredAt)}</>}
              </p>
              <ul className={styles.carriers}>
                {(carrier ? [carrier] : CARRIERS).map((option) => (
                  <li key={option.name}>
                    <a href={option.trackingUrl(trackingNumber)} target="_blank" rel="noopener noreferrer">
                      Track with {option.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>Your tracking number appears here once the order is shipped.</p>
          )}
        </section>
      </div>
    </article>
  );
}
