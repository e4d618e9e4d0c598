import { useEffect, useState, type CSSProperties, type FormEvent } from 'react';
import { Link, useSearchParams } from '../router/router';
import { PROGRESS_STEPS, progressPercent, trackingLink, type Order } from '../../../common/orders';
import { ApiError } from '../../../common/apiClient';
import OrderDetails from '../orders/OrderDetails';
import { shopperStatus } from '../orders/orderState';
import { trackOrder } from '../orders/api';
import styles from './TrackOrderPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';

const STEP_LABELS: Record<string, string> = { pending: 'Pending', confirmed: 'Confirmed', processing: 'Processing', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled' };
const when = (iso: string) => new Date(iso).toLocaleString('en-PK', { dateStyle: 'medium', timeStyle: 'short' });
const day = (iso: string) => new Date(iso).toLocaleDateString('en-PK', { dateStyle: 'medium' });

type Lookup = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'found'; order: Order };

/** Order tracking by reference plus e-mail (docs/product.md §2, §4 tracking progress, §8 Tracking). */
export default function TrackOrderPage() {
  const [params] = useSearchParams();
  const [orderRef, setOrderRef] = useState(params.get('orderRef') ?? params.get('ref') ?? '');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [formError, setFormError] = useState('');
  usePageMeta({ title: 'Track your order', description: 'Follow an order with its reference and e-mail address.' });

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
        error instanceof ApiError && error.code === 'NOT_FOUND'
          ? 'Order not found'
          : error instanceof ApiError && error.code === 'RATE_LIMITED'
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
  const percent = progressPercent(order.status);
  const { tracking } = order;
  // One link, the right one, or none (issue 24): never every courier with the same number.
  const link = trackingLink(tracking);

  return (
    <article className={styles.result} aria-labelledby="order-heading">
      <header className={styles.resultHeader}>
        <div>
          <h2 id="order-heading">
            Order <span className={styles.ref}>{order.orderRef}</span>
          </h2>
          <p className={styles.placed}>Placed {when(order.createdAt)}</p>
        </div>
        <p className={styles.status} data-status={order.parcelReturn ? 'came-back' : order.status}>
          Status: <strong data-testid="order-status">{shopperStatus(order)}</strong>
        </p>
      </header>
      {cancelled ? (
        <p className={styles.cancelled}>
          This order was cancelled. If this is unexpected, please <Link to={`/contact?ref=${order.orderRef}`}>contact us</Link> with your order reference.
        </p>
      ) : order.parcelReturn ? null : (
        <div className={styles.progress}>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label="Order progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${STEP_LABELS[order.status]}, step ${currentStep + 1} of ${PROGRESS_STEPS.length}`}
            style={{ '--progress': `${percent}%` } as CSSProperties}
          >
            <span />
          </div>
          <ol className={styles.steps}>
            {PROGRESS_STEPS.map((step, index) => (
              <li key={step} data-done={index <= currentStep} aria-current={index === currentStep ? 'step' : undefined}>
                <span className={styles.dot} aria-hidden="true" />
                {STEP_LABELS[step]}
              </li>
            ))}
          </ol>
        </div>
      )}
      <OrderDetails order={order} headingLevel={3}>
        <section>
          <h3>Status history</h3>
          <ol className={styles.history}>
            {order.statusHistory.map((entry) => (
              <li key={`${entry.status}-${entry.timestamp}`}>
                <strong>{STEP_LABELS[entry.status]}</strong> <span>{when(entry.timestamp)}</span>
              </li>
            ))}
            {order.parcelReturn && (
              <li>
                <strong>{shopperStatus(order)}</strong> <span>{when(order.parcelReturn.at)}</span>
              </li>
            )}
          </ol>
        </section>
        {!(cancelled && !tracking.trackingNumber) && (
          <section>
            <h3>Tracking details</h3>
            {tracking.trackingNumber || tracking.estimatedDelivery ? (
              <dl className={styles.tracking}>
                {tracking.trackingNumber && (
                  <div>
                    <dt>{tracking.carrier ?? 'Courier'} tracking number</dt>
                    <dd className={styles.ref}>{tracking.trackingNumber}</dd>
                  </div>
                )}
                {tracking.shippedAt && (
                  <div>
                    <dt>Shipped</dt>
                    <dd>{when(tracking.shippedAt)}</dd>
                  </div>
                )}
                {tracking.deliveredAt && (
                  <div>
                    <dt>Delivered</dt>
                    <dd>{when(tracking.deliveredAt)}</dd>
                  </div>
                )}
                {tracking.estimatedDelivery && !tracking.deliveredAt && (
                  <div>
                    <dt>Expected delivery</dt>
                    <dd>{day(tracking.estimatedDelivery)}</dd>
                  </div>
                )}
              </dl>
            ) : (
              <p>Your tracking number appears here once the order is shipped.</p>
            )}
            {link && (
              <ul className={styles.carriers} aria-label="Follow your parcel">
                <li>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    Track with {link.name}
                  </a>
                </li>
              </ul>
            )}
          </section>
        )}
      </OrderDetails>
    </article>
  );
}
