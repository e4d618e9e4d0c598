import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { Link, useSearchParams } from '../router/router';
import type { Order } from '../../../common/orders';
import { PROGRESS_STEPS, progressPercent } from '../../../common/orderTracking';
import { ApiError } from '../../../common/apiClient';
import CancelOrder from '../orders/CancelOrder';
import OrderDetails from '../orders/OrderDetails';
import { ParcelEvents } from '../orders/ParcelEvents';
import ParcelTracking from '../orders/ParcelTracking';
import ProofField from '../orders/ProofField';
import { forgetOrderProof, rememberedOrderProof, rememberOrderProof } from '../orders/orderProof';
import { shopperStatus, statusLabel } from '../orders/orderState';
import { trackOrder } from '../orders/api';
import styles from './TrackOrderPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';
import { formatDate, useT } from '../i18n/I18nContext';
import { Ltr } from '../i18n/Ltr';
import { refusalMessage } from '../i18n/problems';

const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

type Lookup =
  { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'found'; order: Order };

const refIn = (params: URLSearchParams) => (params.get('orderRef') ?? params.get('ref') ?? '').trim();
/** An older link's e-mail or phone (a profile's list, a bookmark): kept for the tab, then taken out of the address. */
const proofIn = (params: URLSearchParams) => params.get('email') ?? params.get('phone');

/**
 * Order tracking by reference plus e-mail or phone number (docs/product.md §2, §4 tracking progress, §8 Tracking).
 * The order found stays found on reload and Back (docs/decisions/0127): the address keeps its reference
 * (`?orderRef=`), this tab's session storage what proved it (orders/orderProof.ts, as the order page does),
 * so the shopper's e-mail or phone never sits in an address, a tunnel's log or the browser's history.
 */
export default function TrackOrderPage() {
  const [params, setParams] = useSearchParams();
  const [orderRef, setOrderRef] = useState(() => refIn(params));
  const [proof, setProof] = useState(() => proofIn(params) ?? rememberedOrderProof(refIn(params)) ?? '');
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [formError, setFormError] = useState('');
  // The order this page found, whose proof the tab keeps until the shopper looks up another.
  const shown = useRef<string | null>(null);
  const t = useT();
  usePageMeta({ title: t('track.title'), description: t('track.metaDescription') });

  const find = async (ref: string, mail: string) => {
    if (!ref.trim() || !mail.trim()) {
      setFormError(t('track.bothNeeded'));
      return;
    }
    setFormError('');
    setLookup({ status: 'loading' });
    try {
      const order = await trackOrder(ref.trim(), mail.trim());
      rememberOrderProof(order.orderRef, mail.trim());
      shown.current = order.orderRef;
      setLookup({ status: 'found', order });
      // The reference only, in place of what the address had: Back from a product comes back to this order.
      if (refIn(params) !== order.orderRef || proofIn(params) !== null)
        setParams(new URLSearchParams({ orderRef: order.orderRef }), { replace: true });
    } catch (error) {
      // A proof that does not prove the order is not kept for the next reload.
      if (error instanceof ApiError && error.code === 'NOT_FOUND') forgetOrderProof(ref.trim());
      const message =
        error instanceof ApiError && error.code === 'NOT_FOUND'
          ? t('track.notFound')
          : error instanceof ApiError && error.code === 'RATE_LIMITED'
            ? refusalMessage(error, 'order.loadFailed')
            : // Not a wrong reference: the connection or the shop failed, so the details typed are not to blame.
              t('order.loadFailed');
      setLookup({ status: 'error', message });
    }
  };

  useEffect(() => {
    const ref = refIn(params);
    if (!ref) return;
    const typed = proofIn(params);
    if (typed) {
      // Kept for this tab and out of the address bar at once; the reference-only address then looks it up.
      rememberOrderProof(ref, typed);
      setParams(new URLSearchParams({ orderRef: ref }), { replace: true });
      return;
    }
    // Found here a moment ago: the address has just caught up with it.
    if (shown.current === ref.toUpperCase()) return;
    const kept = rememberedOrderProof(ref);
    setOrderRef(ref);
    if (kept) {
      setProof(kept);
      void find(ref, kept);
    }
    // Asked again when the address changes, not when the language does (find's messages read it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Another order: the one shown is forgotten, in this tab's storage and in the address bar.
    if (shown.current && shown.current !== orderRef.trim().toUpperCase()) {
      forgetOrderProof(shown.current);
      shown.current = null;
      setParams(new URLSearchParams(), { replace: true });
    }
    void find(orderRef, proof);
  };

  return (
    <section className={`container ${styles.page}`}>
      <h1>{t('track.title')}</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="track-ref">{t('track.reference')}</label>
          <input
            id="track-ref"
            value={orderRef}
            onChange={(event) => setOrderRef(event.target.value)}
            placeholder="ORD-ABC123XYZ"
            autoCapitalize="characters"
          />
        </div>
        <ProofField id="track-email" label={t('track.email')} value={proof} onChange={setProof} />
        <button type="submit" className="button" disabled={lookup.status === 'loading'}>
          {lookup.status === 'loading' ? t('track.finding') : t('track.submit')}
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
              {t('track.help')}{' '}
              <Link to={`/contact?ref=${encodeURIComponent(orderRef.trim())}`}>{t('common.contactUs')}</Link>
            </p>
          </div>
        )}
        {lookup.status === 'found' && (
          <OrderProgress order={lookup.order} onChanged={(order) => setLookup({ status: 'found', order })} />
        )}
        {lookup.status === 'found' && <ParcelEvents order={lookup.order} />}
      </div>
    </section>
  );
}

function OrderProgress({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  // Cancelled by this shopper a moment ago: CancelOrder says so, and 'if this is unexpected' would not fit.
  const [cancelledHere, setCancelledHere] = useState(false);
  const cancelled = order.status === 'cancelled';
  const currentStep = PROGRESS_STEPS.indexOf(order.status as (typeof PROGRESS_STEPS)[number]);
  const percent = progressPercent(order.status);
  const t = useT();

  return (
    <article className={styles.result} aria-labelledby="order-heading">
      <header className={styles.resultHeader}>
        <div>
          <h2 id="order-heading">
            {t('track.order')} <Ltr className={styles.ref}>{order.orderRef}</Ltr>
          </h2>
          <p className={styles.placed}>{t('track.placed', { when: when(order.createdAt) })}</p>
        </div>
        <p className={styles.status} data-status={order.parcelReturn ? 'came-back' : order.status}>
          {t('order.status')} <strong data-testid="order-status">{shopperStatus(order)}</strong>
        </p>
      </header>
      {cancelled ? (
        !cancelledHere && (
          <p className={styles.cancelled}>
            {t('track.cancelled')} <Link to={`/contact?ref=${order.orderRef}`}>{t('common.contactUs')}</Link>{' '}
            {t('track.cancelledAfter')}
          </p>
        )
      ) : order.parcelReturn ? null : (
        <div className={styles.progress}>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={t('track.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('track.step', {
              status: statusLabel(order.status),
              step: currentStep + 1,
              steps: PROGRESS_STEPS.length,
            })}
            style={{ '--progress': `${percent}%` } as CSSProperties}
          >
            <span />
          </div>
          <ol className={styles.steps}>
            {PROGRESS_STEPS.map((step, index) => (
              <li key={step} data-done={index <= currentStep} aria-current={index === currentStep ? 'step' : undefined}>
                <span className={styles.dot} aria-hidden="true" />
                {statusLabel(step)}
              </li>
            ))}
          </ol>
        </div>
      )}
      <OrderDetails order={order} headingLevel={3}>
        <section>
          <h3>{t('track.history')}</h3>
          <ol className={styles.history}>
            {order.statusHistory.map((entry) => (
              <li key={`${entry.status}-${entry.timestamp}`}>
                <strong>{statusLabel(entry.status)}</strong> <span>{when(entry.timestamp)}</span>
              </li>
            ))}
            {order.parcelReturn && (
              <li>
                <strong>{shopperStatus(order)}</strong> <span>{when(order.parcelReturn.at)}</span>
              </li>
            )}
          </ol>
        </section>
        <ParcelTracking order={order} headingLevel={3} />
      </OrderDetails>
      <CancelOrder
        order={order}
        onCancelled={(changed) => {
          setCancelledHere(true);
          onChanged(changed);
        }}
      />
    </article>
  );
}
