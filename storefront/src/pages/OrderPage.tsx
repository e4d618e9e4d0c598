import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from '../router/router';
import { shopperStatus } from '../orders/orderState';
import { ApiError } from '../../../common/apiClient';
import type { Order } from '../../../common/orders';
import BankTransferModal from '../orders/BankTransferModal';
import OrderDetails from '../orders/OrderDetails';
import { trackOrder } from '../orders/api';
import { emailFromFragment, rememberedOrderEmail, rememberOrderEmail } from '../orders/orderEmail';
import { useShopPolicy } from '../shop/useShopPolicy';
import { useToast } from '../toast/ToastContext';
import styles from './OrderPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';

/** Checkout arrives with the order the server answered; only that arrival announces it. */
export type OrderPageState = { placedOrder?: Order } | null;

type Lookup =
  | { status: 'asking'; message?: string }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'found'; order: Order };

const day = (iso: string) => new Date(iso).toLocaleDateString('en-PK', { weekday: 'long', day: 'numeric', month: 'long' });
const NOT_FOUND = 'We could not find an order with this reference and e-mail. Please check the e-mail address you ordered with.';

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
  const toast = useToast();
  const policy = useShopPolicy();
  const placed = (location.state as OrderPageState)?.placedOrder;
  const arrived = placed?.orderRef === orderRef ? placed : undefined;
  const [email, setEmail] = useState(() => emailFromFragment(location.hash) ?? rememberedOrderEmail(orderRef) ?? '');
  const [typed, setTyped] = useState('');
  const [lookup, setLookup] = useState<Lookup>(() => (arrived ? { status: 'found', order: arrived } : email ? { status: 'loading' } : { status: 'asking' }));
  // Kept from the arrival: the history state that carried it is cleared below.
  const [justPlaced] = useState(Boolean(arrived));
  const [bankModal, setBankModal] = useState(arrived?.paymentMethod === 'bank');
  const announced = useRef(false);

  usePageMeta({ title: `Order ${orderRef}`, noindex: true });

  // The arrival is announced once, then forgotten (history state outlives a reload), and an e-mail from
  // the mail link is kept for this tab and taken out of the address bar, so a copied address does not carry it.
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    if (arrived) toast.show('Order placed successfully!', 'success', 'checkout');
    const fromLink = emailFromFragment(location.hash);
    if (fromLink) rememberOrderEmail(orderRef, fromLink);
    if (arrived || fromLink) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [arrived, location, navigate, orderRef, toast]);

  useEffect(() => {
    if (lookup.status !== 'loading') return;
    const controller = new AbortController();
    trackOrder(orderRef, email, controller.signal).then(
      (order) => {
        rememberOrderEmail(orderRef, email);
        setLookup({ status: 'found', order });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION')) setLookup({ status: 'asking', message: NOT_FOUND });
        else if (error instanceof ApiError && error.code === 'RATE_LIMITED') setLookup({ status: 'asking', message: error.message });
        else setLookup({ status: 'error', message: 'We could not load your order just now. Please check your connection and try again.' });
      },
    );
    return () => controller.abort();
  }, [lookup.status, orderRef, email]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setLookup({ status: 'asking', message: 'Please enter the e-mail address you ordered with.' });
      return;
    }
    setEmail(typed.trim());
    setLookup({ status: 'loading' });
  };

  return (
    <section className={`container ${styles.page}`}>
      {lookup.status === 'found' ? (
        <OrderConfirmation order={lookup.order} justPlaced={justPlaced} />
      ) : (
        <>
          <h1>Order {orderRef}</h1>
          {lookup.status === 'loading' && <p aria-live="polite">Loading your order...</p>}
          {lookup.status === 'error' && (
            <div className="notice error" role="alert">
              <p>{lookup.message}</p>
              <button type="button" className="button" onClick={() => setLookup({ status: 'loading' })}>
                Try again
              </button>
            </div>
          )}
          {lookup.status === 'asking' && (
            <form className={styles.ask} onSubmit={submit} noValidate>
              <p>To see this order, enter the e-mail address you placed it with.</p>
              <div className="field">
                <label htmlFor="order-email">Email</label>
                <input
                  id="order-email"
                  type="email"
                  autoComplete="email"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  aria-invalid={Boolean(lookup.message)}
                  aria-describedby={lookup.message ? 'order-email-error' : undefined}
                />
                {lookup.message && (
                  <span id="order-email-error" className="error" role="alert">
                    {lookup.message}
                  </span>
                )}
              </div>
              <button type="submit" className="button">
                Show my order
              </button>
            </form>
          )}
        </>
      )}
      {bankModal && lookup.status === 'found' && <BankTransferModal order={lookup.order} policy={policy} onClose={() => setBankModal(false)} />}
    </section>
  );
}

function OrderConfirmation({ order, justPlaced }: { order: Order; justPlaced: boolean }) {
  const { tracking } = order;
  const trackingPage = `/track-order?orderRef=${order.orderRef}&email=${encodeURIComponent(order.customer.email)}`;
  return (
    <article className={styles.order} aria-labelledby="order-title">
      <header className={styles.header}>
        <h1 id="order-title">{justPlaced ? 'Thank you for your order!' : 'Your order'}</h1>
        <p>
          Order reference <strong className={styles.ref} data-testid="order-ref">{order.orderRef}</strong>
          <span className={styles.status}>
            Status: <strong data-testid="order-status">{shopperStatus(order)}</strong>
          </span>
        </p>
        <p className={styles.note}>Keep the reference: with your e-mail it finds this order again.</p>
      </header>
      <OrderDetails
        order={order}
        headingLevel={2}
        delivery={
          <dl className={styles.facts}>
            <div>
              <dt>Expected delivery</dt>
              <dd data-testid="expected-delivery">{order.parcelReturn ? 'Not delivered: the parcel came back' : tracking.deliveredAt ? 'Delivered' : tracking.estimatedDelivery ? day(tracking.estimatedDelivery) : 'We will tell you once it ships'}</dd>
            </div>
          </dl>
        }
      />
      <div className={styles.actions}>
        <Link to={trackingPage} className="button secondary">
          Track this order
        </Link>
        <Link to="/products" className="button">
          Continue Shopping
        </Link>
      </div>
    </article>
  );
}
