import { failure } from '../../shared/failure';
import { plural } from '../../shared/plural';
import { useConfirm } from '../../shared/ui/ConfirmDialog';
import { useCancelOrders } from './api';

/**
 * Cancels the ticked orders at once, after asking (issue 23: a run of orders that look fake). The
 * server skips parcels that have left and says so; `onDone` gets its message, with the ones skipped.
 */
export function CancelTicked({ orderRefs, onDone }: { orderRefs: string[]; onDone: (message: string) => void }) {
  const { ask, dialog } = useConfirm();
  const cancel = useCancelOrders({
    onSuccess: (answer) =>
      onDone(
        [answer.message ?? '', ...answer.data.skipped.map((skip) => `${skip.orderRef}: ${skip.reason}`)].join('. '),
      ),
    onError: (error) =>
      onDone(failure(error, 'Failed to cancel the orders. Please check your connection and try again.')),
  });
  const count = orderRefs.length;
  return (
    <>
      <button
        type="button"
        className="button-danger"
        disabled={count === 0 || cancel.isPending}
        onClick={() =>
          ask(
            {
              title: `Cancel ${plural(count, 'ticked order')}?`,
              details: `${orderRefs.join(', ')}: their pieces go back into stock. An order whose parcel has left is not cancelled. Customers who gave an e-mail are told by e-mail.`,
              confirm: `Cancel ${plural(count, 'order')}`,
              keep: 'Keep them',
              danger: true,
            },
            () => cancel.mutate(orderRefs),
          )
        }
      >
        Cancel ticked orders ({count})
      </button>
      {dialog}
    </>
  );
}
