import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from '../router/router';
import { expectedDelivery } from '../orders/expectedDelivery';
import { shopperStatus } from '../orders/orderState';
import { ApiError } from '../../../common/apiClient';
import type { Order } from '../../../common/orders';
import BankTransferModal from '../orders/BankTransferModal';
import CancelOrder from '../orders/CancelOrder';
import OrderDetails from '../orders/OrderDetails';
import { ParcelEvents } from '../orders/ParcelEvents';
import ParcelTracking from '../orders/ParcelTracking';
import ProofField from '../orders/ProofField';
import { trackOrder } from '../orders/api';
import { emailFromFragment, rememberedOrderProof, rememberOrderProof } from '../orders/orderProof';
import { useShopPolicy } from '../shop/useShopPolicy';
import styles from './OrderPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';
import { useI18n, useT } from '../i18n/I18nContext';
import { Ltr } from '../i18n/Ltr';
import { refusalMessage } from '../i18n/problems';

/** Checkout arrives with the order the server answered; only that arrival announces it. */
export type OrderPageState = { placedOrder?: Order } | null;

type Lookup =
  | { status: 'asking'; message?: string }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'found'; order: Order };

/**
 * An order's confirmation page (docs/architecture.md, Order confirmation): reached from checkout, after a
 * reload, or from the confirmation mail. It is read through the tracking endpoint, so only someone who
 * knows the reference and the order's e-mail sees it; the e-mail comes from checkout (kept for this
 * tab), the mail link's fragment, or the shopper.
 */
export default function OrderPage() {
  const params = useParams();
  const orderRef = (params.orderRef ?? '').toUpperCase();
  // A link from one order to another (an exchange and its original) starts afresh.
  return <OrderLookup key={orderRef} orderRef={orderRef} />;
}

function OrderLookup({ orderRef }: { orderRef: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const policy = useShopPolicy();
  const { t } = useI18n();
  const placed = (location.state as OrderPageState)?.placedOrder;
  const arrived = placed?.orderRef === orderRef ? placed : undefined;
  // The order's e-mail or phone number, from the mail's link, this tab's memory or what the shopper types.
  const [proof, setProof] = useState(() => emailFromFragment(location.hash) ?? rememberedOrderProof(orderRef) ?? '');
  const [typed, setTyped] = useState('');
  const [lookup, setLookup] = useState<Lookup>(() =>
    arrived ? { status: 'found', order: arrived } : proof ? { status: 'loading' } : { status: 'asking' },
  );
  // Kept from the arrival: the history state that carried it is cleared below.
  const [justPlaced] = useState(Boolean(arrived));
  const [bankModal, setBankModal] = useState(arrived?.paymentMethod === 'bank');
  const announced = useRef(false);

  usePageMeta({ title: t('order.metaTitle', { ref: orderRef }), noindex: true });

  // The arrival is said by the page's own heading, "Thank you" with the order number at the top of the
  // screen (focused, so a screen reader reads it), never by a toast over the total (issue 35). It is
  // forgotten once shown (history state outlives a reload), and an e-mail from
  // the mail link is kept for this tab and taken out of the address bar, so a copied address does not carry it.
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    const fromLink = emailFromFragment(location.hash);
    if (fromLink) rememberOrderProof(orderRef, fromLink);
    if (arrived || fromLink)
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [arrived, location, navigate, orderRef]);

  useEffect(() => {
    if (lookup.status !== 'loading') return;
    const controller = new AbortController();
    trackOrder(orderRef, proof, controller.signal).then(
      (order) => {
        rememberOrderProof(orderRef, proof);
        setLookup({ status: 'found', order });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION'))
          setLookup({ status: 'asking', message: t('order.notFound') });
        else if (error instanceof ApiError && error.code === 'RATE_LIMITED')
          setLookup({ status: 'asking', message: refusalMessage(error, 'order.loadFailed') });
        else setLookup({ status: 'error', message: t('order.loadFailed') });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t: messages are made when the answer comes
  }, [lookup.status, orderRef, proof]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setLookup({ status: 'asking', message: t('order.enterEmail') });
      return;
    }
    setProof(typed.trim());
    setLookup({ status: 'loading' });
  };

  return (
    <section className={`container ${styles.page}`}>
      {lookup.status === 'found' ? (
        <OrderConfirmation
          order={lookup.order}
          justPlaced={justPlaced}
          onChanged={(order) => setLookup({ status: 'found', order })}
        />
      ) : (
        <>
          <h1>{t('order.heading', { ref: orderRef })}</h1>
          {lookup.status === 'loading' && <p aria-live="polite">{t('order.loading')}</p>}
          {lookup.status === 'error' && (
            <div className="notice error" role="alert">
              <p>{lookup.message}</p>
              <button type="button" className="button" onClick={() => setLookup({ status: 'loading' })}>
                {t('common.tryAgain')}
              </button>
            </div>
          )}
          {lookup.status === 'asking' && (
            <form className={styles.ask} onSubmit={submit} noValidate>
              <p>{t('order.askEmail')}</p>
              <ProofField
                id="order-email"
                label={t('order.email')}
                value={typed}
                onChange={setTyped}
                error={lookup.message}
              />
              <button type="submit" className="button">
                {t('order.show')}
              </button>
            </form>
          )}
        </>
      )}
      {bankModal && lookup.status === 'found' && (
        <BankTransferModal order={lookup.order} policy={policy} onClose={() => setBankModal(false)} />
      )}
    </section>
  );
}

function OrderConfirmation({
  order,
  justPlaced,
  onChanged,
}: {
  order: Order;
  justPlaced: boolean;
  onChanged: (order: Order) => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!justPlaced) return;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [justPlaced]);
  // The reference only: what proved the order is already kept for this tab (orders/orderProof.ts), and
  // the tracking page reads it there, so the e-mail or phone never rides in an address (decision 0127).
  const trackingPage = `/track-order?${new URLSearchParams({ orderRef: order.orderRef }).toString()}`;
  return (
    <article className={styles.order} aria-labelledby="order-title">
      <header className={styles.header}>
        <h1 id="order-title" ref={heading} tabIndex={-1}>
          {justPlaced ? t('order.thanks') : t('order.yours')}
        </h1>
        <p>
          {t('order.reference')}{' '}
          <strong className={styles.ref} data-testid="order-ref">
            <Ltr>{order.orderRef}</Ltr>
          </strong>
          <span className={styles.status}>
            {t('order.status')} <strong data-testid="order-status">{shopperStatus(order)}</strong>
          </span>
        </p>
        <p className={styles.note}>{t('order.keepRef')}</p>
      </header>
      <OrderDetails
        order={order}
        headingLevel={2}
        delivery={
          <dl className={styles.facts}>
            <div>
              <dt>{t('order.expected')}</dt>
              <dd data-testid="expected-delivery">{expectedDelivery(order)}</dd>
            </div>
          </dl>
        }
      >
        <ParcelTracking order={order} headingLevel={2} />
        {/* What the courier said (a parcel booked through its API), as the tracking page shows it, proven by the order's e-mail. */}
        <ParcelEvents order={order} />
      </OrderDetails>
      <div className={styles.actions}>
        <Link to={trackingPage} className="button secondary">
          {t('order.track')}
        </Link>
        <Link to="/products" className="button">
          {t('common.continueShopping')}
        </Link>
      </div>
      <CancelOrder order={order} onCancelled={onChanged} />
    </article>
  );
}
