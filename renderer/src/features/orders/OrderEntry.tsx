import { useState } from 'react';
import { PAYMENT_METHOD_LABELS } from '../../../../common/policy';
import { formatPrice } from '../../../../common/money';
import { CHANNEL_LABELS, doorPayment, LOOKALIKE_RULE, looksFake, type AdminOrder } from '../../../../common/orders';
import { freeExchangeOf, freeExchangeWords, netTotal } from '../../../../common/orderFacts';
import { parcelCallout, waitingForPickup } from '../../../../common/courierFacts';
import { formatPhone } from '../../../../common/phone';
import { plural } from '../../shared/plural';
import { shownTime } from '../../shared/shownTime';
import { Can } from '../../shared/session/staff';
import { ActivityHistory } from '../activity/ActivityHistory';
import { ParcelPanel } from '../couriers/ParcelPanel';
import { CityRefusalRate } from './CityRefusalRate';
import { OrderActions } from './OrderActions';
import { OrderLines } from './OrderLines';
import { ReceiptView } from './ReceiptView';
import { AfterSaleBadges, RefundOwed } from './RefundOwed';
import styles from './OrdersPage.module.css';

/** A delivery attempted or a parcel on its way back (decision 0128): said on the card, so the owner finds whom to call without opening each order. */
function ParcelBadge({ order }: { order: AdminOrder }) {
  const parcel = { ...order, cameBack: order.parcelReturn !== null };
  const words = parcelCallout(parcel);
  if (words) return <span className={`${styles.badge} ${styles.warn}`}>{words}</span>;
  // Booked and not picked up yet (decision 0130): packed, the rider still to come.
  if (waitingForPickup(parcel))
    return (
      <span className={styles.badge}>Booked with {order.tracking.carrier ?? 'the courier'}, waiting for pickup</span>
    );
  return null;
}

type OrderEntryProps = {
  order: AdminOrder;
  startOpen?: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onPrint: () => void;
  onDeleted: (message: string) => void;
};

/** One order in the list: a summary line that opens to its details and actions, and its tick box (packing slips, cancelling at once). */
export function OrderEntry({ order, startOpen = false, selected, onSelect, onPrint, onDeleted }: OrderEntryProps) {
  const [open, setOpen] = useState(startOpen);
  const detailsId = `order-${order.orderRef}`;
  return (
    <li className={styles.order}>
      <div className={styles.summary}>
        <input
          type="checkbox"
          className={styles.select}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Tick ${order.orderRef}`}
        />
        {/* The order's heading is its toggle, as an accordion's is: the card's sections (h3) sit under it. */}
        <h2 className={styles.entryHeading}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            <span className={styles.ref}>{order.orderRef}</span>
            <span>{order.customer.name}</span>
            <span>{order.customer.city}</span>
            <span>{formatPrice(order.total)}</span>
            <span className={`${styles.badge} ${styles.status}`}>{order.status}</span>
            <span className={`${styles.badge} ${order.payment.status === 'paid' ? styles.ok : ''}`}>
              {/* A free exchange was paid for on its first order (decision 0136): nothing was paid on this one. */}
              {freeExchangeOf(order)
                ? 'Nothing to pay'
                : `${order.paymentMethod === 'cod' ? 'COD' : 'Bank'} · ${order.payment.status}`}
            </span>
            {order.receipt && doorPayment(order) === 'transfer awaited' && (
              <span className={`${styles.badge} ${styles.warn}`}>Receipt to check</span>
            )}
            {order.exchangeOf && (
              <span className={`${styles.badge} ${styles.exchangeBadge}`}>Exchange for {order.exchangeOf}</span>
            )}
            {order.refundOwed > 0 && (
              <span className={`${styles.badge} ${styles.warn}`}>Refund owed {formatPrice(order.refundOwed)}</span>
            )}
            <AfterSaleBadges order={order} />
            {/* About an order that goes ahead: a cancelled one is not 'confirmed' any more. */}
            {order.confirmedWithCustomerAt && order.status !== 'cancelled' && (
              <span className={`${styles.badge} ${styles.ok}`}>Confirmed with customer</span>
            )}
            {order.parcelReturn && <span className={`${styles.badge} ${styles.warn}`}>{order.parcelReturn.kind}</span>}
            <ParcelBadge order={order} />
            {order.channel !== 'website' && <span className={styles.badge}>{CHANNEL_LABELS[order.channel]}</span>}
            {order.confirmByCall && <span className={`${styles.badge} ${styles.warn}`}>Confirm by call first</span>}
            <CityRefusalRate city={order.customer.city} />
            {order.pickup && <span className={styles.badge}>Collects at shop</span>}
            {order.customerNote && (
              <span className={`${styles.badge} ${styles.warn}`} title={order.customerNote}>
                Note: {order.customerNote.length > 40 ? `${order.customerNote.slice(0, 39)}…` : order.customerNote}
              </span>
            )}
            {looksFake(order) && (
              <span
                className={`${styles.badge} ${styles.warn}`}
                title={`${order.lookalikes} more orders from this phone or address within ${LOOKALIKE_RULE.windowHours} hours`}
              >
                Looks fake: {order.lookalikes} more from this phone or address
              </span>
            )}
            {order.refusedBefore > 0 && (
              <span className={`${styles.badge} ${styles.warn}`}>
                Refused {plural(order.refusedBefore, 'parcel')} before
              </span>
            )}
            <span>{shownTime(order.createdAt)}</span>
          </button>
        </h2>
      </div>
      {open && (
        <div id={detailsId} className={styles.details}>
          <OrderDetails order={order} />
          <RefundOwed order={order} />
          <Can permission="orders.payment">
            <ReceiptView order={order} />
          </Can>
          <ParcelPanel orderRef={order.orderRef} />
          <OrderActions order={order} onPrint={onPrint} onDeleted={onDeleted} />
          <ActivityHistory orderRef={order.orderRef} version={order.updatedAt} />
        </div>
      )}
    </li>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  return (
    <>
      <section>
        <h3>Order information</h3>
        <dl>
          <dt>Placed</dt>
          <dd>{shownTime(order.createdAt)}</dd>
          <dt>Payment</dt>
          <dd>
            {freeExchangeOf(order)
              ? freeExchangeWords(freeExchangeOf(order)!)
              : `${PAYMENT_METHOD_LABELS[order.paymentMethod]}, ${order.payment.status}`}
          </dd>
          <dt>Subtotal</dt>
          <dd>{formatPrice(order.subtotal)}</dd>
          <dt>Shipping</dt>
          <dd>{order.shippingCost === 0 ? 'Free' : formatPrice(order.shippingCost)}</dd>
          {order.discount > 0 && (
            <>
              <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
              <dd>−{formatPrice(order.discount)}</dd>
            </>
          )}
          <dt>Total</dt>
          <dd>{formatPrice(order.total)}</dd>
          {netTotal(order) !== order.total && (
            <>
              <dt>After returns</dt>
              <dd>{formatPrice(netTotal(order))}</dd>
            </>
          )}
          {order.tracking.trackingNumber && (
            <>
              <dt>Courier</dt>
              <dd>
                {order.tracking.carrier ?? 'Courier'} {order.tracking.trackingNumber}
                {order.tracking.trackingUrl && (
                  <>
                    {' · '}
                    <a href={order.tracking.trackingUrl} target="_blank" rel="noopener noreferrer">
                      Tracking page
                    </a>
                  </>
                )}
              </dd>
            </>
          )}
        </dl>
      </section>
      <section>
        <h3>Customer</h3>
        <dl>
          <dt>Name</dt>
          <dd>{order.customer.name}</dd>
          <dt>E-mail</dt>
          <dd>{order.customer.email || 'None given: no mails are sent'}</dd>
          <dt>Phone</dt>
          <dd>{formatPhone(order.customer.phone)}</dd>
          <dt>Address</dt>
          <dd>
            {order.pickup && 'Collects at the shop'}
            {order.pickup && order.customer.address && ' · '}
            {[order.customer.address, order.customer.city, order.customer.zip].filter(Boolean).join(', ')}
          </dd>
          {order.customerNote && (
            <>
              <dt>Note</dt>
              <dd className={styles.customerNote}>{order.customerNote}</dd>
            </>
          )}
        </dl>
      </section>
      <OrderLines order={order} />
    </>
  );
}
