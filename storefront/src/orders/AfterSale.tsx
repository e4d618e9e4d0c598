import { formatPrice } from '../../../common/money';
import type { Order } from '../../../common/orders';
import { orderPagePath } from '../../../common/orderTracking';
import type { LineChange } from '../../../common/afterSale';
import { variantLabel } from '../../../common/variants';
import { Link } from '../router/router';
import styles from './OrderDetails.module.css';
import { productTitle } from '../catalog/productText';
import { currentLanguage, formatDate, richMessage, t } from '../i18n/I18nContext';

const day = (iso: string) => formatDate(iso, { dateStyle: 'medium' });

/** 'M → L' when only the size changed, 'Navy → White' when only the colour did, else both. */
function exchanged(change: LineChange): string {
  const size = change.newSize ?? change.size;
  const color = change.newColor ?? change.color;
  if (color === change.color) return `${change.size} → ${size}`;
  if (size === change.size) return `${change.color} → ${color}`;
  return `${variantLabel(change.size, change.color)} → ${variantLabel(size, color)}`;
}

const REFUND_KEYS = {
  bank: 'afterSale.refundBank',
  cash: 'afterSale.refundCash',
  // Taken off the cash the rider collects before it was paid: nothing was handed back (decision 0090).
  deducted: 'afterSale.refundTakenOff',
} as const;

/** The refund and how it came back: by hand, to the shopper's account, or off what they pay on delivery. */
function refundText(change: LineChange, refundedLater = false): string {
  // Returned at the desk, its refund left to the owner (decision 0133): not 'no refund' until decided,
  // nor once it was refunded afterwards (the refund's own line follows).
  if (change.refund <= 0)
    return t(
      change.refundToDecide
        ? 'afterSale.refundToDecide'
        : refundedLater
          ? 'afterSale.refundBelow'
          : 'afterSale.noRefund',
    );
  const amount = formatPrice(change.refund);
  return t(change.refundMethod ? REFUND_KEYS[change.refundMethod] : 'afterSale.refund', { amount });
}

/**
 * What happened after the parcel reached the shopper (issue 22): pieces returned with the money given
 * back, pieces exchanged for another size or colour with the order that brings them, and on an exchange
 * order, the order it replaces pieces of. The e-mail rides along so the other order opens at once.
 */
export default function AfterSale({ order, headingLevel }: { order: Order; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const orderLink = (orderRef: string) => <Link to={orderPagePath(orderRef, order.customer.email)}>{orderRef}</Link>;
  if (!order.exchangeOf && order.lineChanges.length === 0) return null;
  // A returned line is named as the order's line is, in Urdu when the shirt has an Urdu title.
  const titleOf = (change: { lineId: number; title: string }) =>
    productTitle(
      { title: change.title, titleUrdu: order.items.find((item) => item.lineId === change.lineId)?.titleUrdu },
      currentLanguage(),
    );
  return (
    <section className={styles.afterSale} aria-labelledby={`after-sale-${order.orderRef}`}>
      <Heading id={`after-sale-${order.orderRef}`}>
        {t(order.exchangeOf ? 'afterSale.exchange' : 'afterSale.returnsAndExchanges')}
      </Heading>
      {order.exchangeOf && (
        <p data-testid="exchange-of">{richMessage('afterSale.exchangeOf', { ref: orderLink(order.exchangeOf) })}</p>
      )}
      {order.lineChanges.length > 0 && (
        <ul className={styles.changes}>
          {order.lineChanges.map((change, index) => (
            <li key={`${change.at}-${index}`} data-testid="line-change">
              {change.kind === 'refund' ? (
                <>
                  {/* A refund recorded later for pieces returned before (decision 0133) brings no pieces. */}
                  {change.quantity === 0
                    ? t('afterSale.returnedEarlier', {
                        title: titleOf(change),
                        variant: variantLabel(change.size, change.color),
                      })
                    : t('afterSale.returned', {
                        pieces: t('common.pieces', { count: change.quantity }),
                        title: titleOf(change),
                        variant: variantLabel(change.size, change.color),
                      })}
                  {refundText(
                    change,
                    order.lineChanges.some(
                      (later) => later.lineId === change.lineId && later.kind === 'refund' && later.quantity === 0,
                    ),
                  )}
                </>
              ) : (
                <>
                  {t('afterSale.exchanged', {
                    pieces: t('common.pieces', { count: change.quantity }),
                    title: titleOf(change),
                    change: exchanged(change),
                  })}
                  {change.exchangeOrderRef &&
                    richMessage('afterSale.sentAs', { ref: orderLink(change.exchangeOrderRef) })}
                  {/* Its order was cancelled: the record stays, the pieces are the shopper's again (issue 33 item 3). */}
                  {change.cancelledAt !== null && t('afterSale.exchangeCancelled')}
                </>
              )}{' '}
              <small>({day(change.at)})</small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
