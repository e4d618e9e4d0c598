import { useEffect, useId, useState, type FormEvent } from 'react';
import { failure } from '../../shared/failure';
import { NOTE_MAX } from '../../../../common/customers';
import { formatPrice } from '../../../../common/money';
import { formatPhone } from '../../../../common/phone';
import { Dialog } from '../../shared/ui/Dialog';
import { QueryState } from '../../shared/ui/QueryState';
import { useBuyer, useSaveBuyerNote } from './api';
import { shownDate } from './customerText';
import styles from './CustomersPage.module.css';

/** One customer as a person: their orders, what they spent and refused, and the owner's note and mark. */
export function BuyerDialog({ phone, onClose }: { phone: string; onClose: () => void }) {
  const buyer = useBuyer(phone);
  const save = useSaveBuyerNote();
  const [note, setNote] = useState<string | null>(null);
  const [callFirst, setCallFirst] = useState<boolean | null>(null);
  const noteId = useId();
  // The saved values fill the form once they arrive; what the owner typed is never overwritten.
  useEffect(() => {
    if (!buyer.data) return;
    setNote((typed) => typed ?? buyer.data.note);
    setCallFirst((typed) => typed ?? buyer.data.confirmByCall);
  }, [buyer.data]);
  const tooLong = (note ?? '').trim().length > NOTE_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    save.mutate({ phone, note: note ?? '', confirmByCall: callFirst ?? false });
  };
  return (
    <Dialog title={`Customer ${formatPhone(phone)}`} onClose={onClose}>
      <QueryState query={buyer}>
        {(data) => (
          <>
            <dl className={styles.details}>
              <dt>Name</dt>
              <dd>{data.name || '—'}</dd>
              <dt>E-mail</dt>
              <dd>{data.emails.join(', ') || '—'}</dd>
              <dt>Orders</dt>
              <dd>{data.orderCount}</dd>
              <dt>Spent</dt>
              <dd>{formatPrice(data.spent)}</dd>
              <dt>Refused parcels</dt>
              <dd>{data.refused}</dd>
            </dl>
            <form onSubmit={submit} className={styles.noteForm}>
              <div className="field">
                <label htmlFor={noteId}>Your note</label>
                <textarea
                  id={noteId}
                  rows={3}
                  value={note ?? ''}
                  onChange={(event) => setNote(event.target.value)}
                  aria-invalid={tooLong || undefined}
                  aria-describedby={`${noteId}-count`}
                />
                <p id={`${noteId}-count`} className={tooLong ? 'field-error' : 'hint'}>
                  {tooLong
                    ? `A note must be at most ${NOTE_MAX} characters`
                    : `${(note ?? '').trim().length} / ${NOTE_MAX} characters`}
                </p>
              </div>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={callFirst ?? false}
                  onChange={(event) => setCallFirst(event.target.checked)}
                />
                Confirm by call first: new orders from this number are flagged
              </label>
              <div className={styles.actions}>
                <button type="submit" className="button" disabled={save.isPending || tooLong}>
                  {save.isPending ? 'Saving...' : 'Save note'}
                </button>
              </div>
              <div aria-live="polite">
                {save.isSuccess && <p className={styles.notice}>Saved</p>}
                {save.error && (
                  <p role="alert" className={styles.error}>
                    {failure(save.error, 'Failed to save the note. Please check your connection and try again.')}
                  </p>
                )}
              </div>
            </form>
            <h3>Orders</h3>
            <ul className={styles.orders}>
              {data.orders.map((order) => (
                <li key={order.orderRef}>
                  {order.orderRef} · {shownDate(order.createdAt)} · {order.status}
                  {order.returnKind ? ` · ${order.returnKind}` : ''} · {formatPrice(order.total)}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </Dialog>
  );
}
