import { failure } from '../../shared/failure';
import { useConfirm } from '../../shared/ui/ConfirmDialog';
import { useCancelConsignment } from './api';
import styles from './Couriers.module.css';

/**
 * Cancels the order's consignment while the courier has not picked it up, after asking. The server
 * asks the courier and answers with the courier's refusal in the owner's words when it says no.
 */
export function CancelConsignment({
  orderRef,
  courier,
  trackingNumber,
}: {
  orderRef: string;
  courier: string;
  trackingNumber: string | null;
}) {
  const { ask, dialog } = useConfirm();
  const cancel = useCancelConsignment();
  return (
    <>
      <button
        type="button"
        className="button-secondary"
        disabled={cancel.isPending}
        onClick={() =>
          ask(
            {
              title: `Cancel ${courier} consignment ${trackingNumber ?? ''}?`,
              details: `${courier} is asked to cancel it before it picks the parcel up. ${orderRef} goes back to confirmed without a tracking number, and can be booked again.`,
              confirm: 'Cancel consignment',
              keep: 'Keep it booked',
              danger: true,
            },
            () => cancel.mutate(orderRef),
          )
        }
      >
        {cancel.isPending ? `Asking ${courier}...` : `Cancel ${courier} consignment`}
      </button>
      {cancel.isError && (
        <p role="alert" className={styles.error}>
          {failure(cancel.error, `${courier} could not be asked. Please check your connection and try again.`)}
        </p>
      )}
      {dialog}
    </>
  );
}
