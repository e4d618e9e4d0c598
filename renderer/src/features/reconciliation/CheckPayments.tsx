import { failure } from '../../shared/failure';
import type { ApiCourier } from '../../../../common/courierFacts';
import { useCheckPayments } from './api';
import styles from './Reconciliation.module.css';

/**
 * For a courier that publishes which parcels it has paid out (PostEx): one button asks it about every
 * delivered parcel not yet paid, and the paid ones are recorded like a payment report's rows.
 */
export function CheckPayments({ courier }: { courier: ApiCourier }) {
  const checking = useCheckPayments();
  return (
    <div className={styles.importBox}>
      <p className={styles.muted}>
        {courier} says which parcels it has paid out. Ask it, instead of waiting for its weekly payment report: each
        parcel is paid once, however often you ask.
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={checking.isPending} onClick={() => checking.mutate(courier)}>
          {checking.isPending ? `Asking ${courier}...` : `Check payments with ${courier}`}
        </button>
      </div>
      {checking.data && (
        <p className={styles.done} role="status">
          {checking.data.message}
        </p>
      )}
      {checking.isError && (
        <p className={styles.alert} role="alert">
          {failure(checking.error, `${courier} could not be asked. Please check your connection and try again.`)}
        </p>
      )}
    </div>
  );
}
