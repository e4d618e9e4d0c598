import { useEffect, useId, useState } from 'react';
import { formatPrice } from '../../../../common/money';
import { transferAsked, type AdminOrder } from '../../../../common/orders';
import { Dialog } from '../../shared/ui/Dialog';
import { shownTime } from '../../shared/shownTime';
import { useRecordPayment } from './api';
import { useOrderReceipt } from './apiFiles';
import { failure } from '../../shared/failure';
import styles from './ReceiptView.module.css';

/** A blob as an address an <img> can show, given back when the blob changes or the view goes. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * The bank receipt the shopper sent (issue 26, docs/decisions/0051), beside the order's details: its
 * thumbnail opens it large, with the amount to look for and 'Transfer checked' while the transfer waits.
 * The picture comes with the owner's token; nothing shows for an order without one.
 */
export function ReceiptView({ order }: { order: AdminOrder }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  // Fitted to the dialog the small print of a tall screenshot may be hard to read: zoomed, it is shown at its own size and scrolls.
  const [zoomed, setZoomed] = useState(false);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const picture = useOrderReceipt(order.orderRef, order.receipt?.uploadedAt);
  const url = useObjectUrl(picture.data);
  const payment = useRecordPayment(order, {
    onMutate: () => setSaid(null),
    onSuccess: (answer) => {
      setOpen(false);
      setSaid({ text: answer.message ?? 'Saved', failed: false });
    },
    onError: (error) => setSaid({ text: `Failed to record payment: ${failure(error)}`, failed: true }),
  });
  if (!order.receipt) return null;
  // What the order asks to be transferred now, as the shopper's page says it (decision 0129).
  const transfer = transferAsked(order);
  const awaited = transfer !== null;

  return (
    <section className={styles.receipt} aria-labelledby={headingId}>
      <h3 id={headingId}>Payment receipt</h3>
      <p>
        Sent by the customer {shownTime(order.receipt.uploadedAt)}
        {awaited ? ': transfer not checked yet' : ''}
      </p>
      {picture.isError ? (
        <p role="alert" className={styles.failed}>
          The receipt could not be loaded: {failure(picture.error)}{' '}
          <button type="button" className="button-secondary" onClick={() => void picture.refetch()}>
            Try again
          </button>
        </p>
      ) : url ? (
        <button type="button" className={styles.thumb} onClick={() => setOpen(true)}>
          <img src={url} alt={`Receipt for ${order.orderRef}`} />
          Open receipt
        </button>
      ) : (
        <p aria-live="polite">Loading the receipt...</p>
      )}
      {/* While the dialog is open, what went wrong is said inside it. */}
      {said && !open && (
        <p role={said.failed ? 'alert' : 'status'} className={said.failed ? styles.failed : undefined}>
          {said.text}
        </p>
      )}
      {open && url && (
        <Dialog
          title={`Receipt for ${order.orderRef}`}
          onClose={() => setOpen(false)}
          footer={
            <>
              <button type="button" className="button-secondary" onClick={() => setOpen(false)} data-autofocus>
                Close
              </button>
              {awaited && (
                <button
                  type="button"
                  className="button"
                  disabled={payment.isPending}
                  onClick={() => payment.mutate('paid')}
                >
                  Transfer checked
                </button>
              )}
            </>
          }
        >
          <div className={zoomed ? styles.scroller : undefined}>
            <img
              className={zoomed ? styles.natural : styles.full}
              src={url}
              alt={`Bank receipt the customer sent for ${order.orderRef}`}
            />
          </div>
          <button type="button" className="button-secondary" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
            Zoom in
          </button>
          <p className={styles.facts}>
            Look for {formatPrice(transfer?.amount ?? order.total)} with the payment note {order.orderRef}.{' '}
            {awaited ? 'The transfer is not checked yet.' : 'The transfer is checked.'}
          </p>
          {transfer?.earlierReceipt && (
            <p className={styles.facts} data-testid="receipt-before-change">
              The order was changed after this receipt was sent: it now comes to {formatPrice(transfer.amount)}. If the
              transfer is for more, give the difference back to the customer; if for less, ask for the rest. The
              customer's order page says the same.
            </p>
          )}
          {said?.failed && (
            <p role="alert" className={styles.failed}>
              {said.text}
            </p>
          )}
        </Dialog>
      )}
    </section>
  );
}
