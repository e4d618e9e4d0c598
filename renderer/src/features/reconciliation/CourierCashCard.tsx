import { Link } from 'react-router-dom';
import type { QueryOf } from '../../../../common/contract';
import { formatPrice, formatSignedPrice } from '../../../../common/money';
import { useCashReceived } from './api';
import styles from './Reconciliation.module.css';
import { plural } from '../../shared/plural';

/**
 * Sales Analytics' card of cash received from couriers in the period (by payout day), net of their
 * charges (issue 34). Its own request, so the sales figures never wait for it.
 */
export default function CourierCashCard({ period }: { period: QueryOf<'GET /api/admin/courier-cash/received'> }) {
  const received = useCashReceived(period, true);
  return (
    <section className={styles.section} aria-labelledby="courier-cash-heading">
      <div className={styles.stat}>
        <h2 id="courier-cash-heading" className={styles.note}>
          Cash received from couriers, after their charges
        </h2>
        {received.isPending ? (
          <p role="status">Loading...</p>
        ) : received.isError ? (
          <p role="alert">
            Failed to fetch the couriers’ payouts.{' '}
            <button type="button" className="button-secondary" onClick={() => void received.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <>
            <p className={styles.value}>{formatSignedPrice(received.data.net)}</p>
            <p className={styles.note}>
              {received.data.parcels === 0
                ? 'No courier payout in this period. Import payment reports on '
                : `${formatPrice(received.data.collected)} collected for ${plural(received.data.parcels, 'parcel')}, less ${formatPrice(received.data.charges)} in courier charges${received.data.couriers.length > 1 ? ` (${received.data.couriers.map((c) => `${c.courier} ${formatSignedPrice(c.net)}`).join(', ')})` : ''}. See `}
              <Link to="/reconciliation">Reconciliation</Link>.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
