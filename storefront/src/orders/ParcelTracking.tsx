import type { Order } from '../../../common/orders';
import { trackingLink, waitsForRider } from '../../../common/orderTracking';
import { formatDate, useT } from '../i18n/I18nContext';
import styles from './ParcelTracking.module.css';

const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
const day = (iso: string) => formatDate(iso, { dateStyle: 'medium' });

/**
 * Where the parcel is, on the order page and the tracking page alike (issue 35, item 2): the courier,
 * the tracking number and one link that opens the courier's own tracking, kept after delivery too,
 * since a shopper checks who signed for it; a parcel booked and not picked up yet says it waits for the
 * courier's rider (decision 0130). Hidden for a cancelled order that never shipped.
 */
export default function ParcelTracking({ order, headingLevel }: { order: Order; headingLevel: 2 | 3 }) {
  const t = useT();
  const { tracking } = order;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (order.status === 'cancelled' && !tracking.trackingNumber) return null;
  // One link, the right one, or none (issue 24): never every courier with the same number.
  const link = trackingLink(tracking);
  return (
    <section data-testid="parcel-tracking">
      <Heading>{t('track.details')}</Heading>
      {tracking.trackingNumber || tracking.estimatedDelivery ? (
        <dl className={styles.tracking}>
          {tracking.carrier && (
            <div>
              <dt>{t('track.courier')}</dt>
              <dd data-testid="courier">
                <bdi>{tracking.carrier}</bdi>
              </dd>
            </div>
          )}
          {tracking.trackingNumber && (
            <div>
              <dt>{t('track.trackingNumber', { carrier: tracking.carrier ?? t('track.courier') })}</dt>
              <dd className={styles.number} dir="ltr" data-testid="tracking-number">
                {tracking.trackingNumber}
              </dd>
            </div>
          )}
          {waitsForRider(order) && (
            <div>
              <dt>{t('track.pickup')}</dt>
              <dd data-testid="waiting-for-pickup">{t('track.waitingForPickup', { courier: tracking.carrier! })}</dd>
            </div>
          )}
          {tracking.shippedAt && (
            <div>
              <dt>{t('track.shipped')}</dt>
              <dd>{when(tracking.shippedAt)}</dd>
            </div>
          )}
          {tracking.deliveredAt && (
            <div>
              <dt>{t('track.delivered')}</dt>
              <dd>{when(tracking.deliveredAt)}</dd>
            </div>
          )}
          {tracking.estimatedDelivery && !tracking.deliveredAt && (
            <div>
              <dt>{t('track.expected')}</dt>
              <dd>{day(tracking.estimatedDelivery)}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p>{t('track.numberLater')}</p>
      )}
      {link && (
        <ul className={styles.follow} aria-label={t('track.follow')}>
          <li>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className="button secondary">
              {t('track.trackWith', { name: link.name })}
            </a>
          </li>
        </ul>
      )}
    </section>
  );
}
