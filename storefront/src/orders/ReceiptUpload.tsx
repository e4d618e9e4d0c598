import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../../common/apiClient';
import { MAX_IMAGE_BYTES, MAX_IMAGE_MEGABYTES } from '../../../common/images';
import type { Order } from '../../../common/orders';
import { receiptAddress, sendReceipt } from './api';
import styles from './ReceiptUpload.module.css';

/** The picture types the shop keeps (server/images/store.ts); a phone's picker offers photos and screenshots for these. */
const ACCEPTED = 'image/jpeg,image/png,image/webp';

const TOO_LARGE = `This picture is too large (more than ${MAX_IMAGE_MEGABYTES} MB). Please send a screenshot or a smaller photo.`;
const NOT_A_PICTURE =
  'This file is not a picture. Please choose a photo or screenshot of your receipt (JPG, PNG or WebP).';
const OFFLINE = 'We could not send your receipt. Please check your connection and try again.';

type Sending =
  { state: 'idle' } | { state: 'sending' } | { state: 'failed'; message: string } | { state: 'sent'; preview: string };

const when = (iso: string) => new Date(iso).toLocaleString('en-PK', { dateStyle: 'medium', timeStyle: 'short' });

/** The shop's answer in the shopper's words: what was wrong with the file, or that it never arrived. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return OFFLINE;
  if (error.code === 'PAYLOAD_TOO_LARGE') return error.message.includes('pixels') ? error.message : TOO_LARGE;
  if (error.code === 'UNSUPPORTED_MEDIA_TYPE') return NOT_A_PICTURE;
  if (error.code === 'INTERNAL' || error.code === 'UNAVAILABLE') return OFFLINE;
  return error.message;
}

/**
 * 'Upload your payment receipt' on an order that waits for its bank transfer (issue 26,
 * docs/decisions/0051): a photo or screenshot, sent as soon as it is chosen, with the order's e-mail as
 * proof. Says when a receipt was sent, shows the one just sent, and lets the shopper send another.
 */
export default function ReceiptUpload({ order }: { order: Order }) {
  const id = useId();
  const [sentAt, setSentAt] = useState(order.receipt?.uploadedAt ?? null);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const preview = sending.state === 'sent' ? sending.preview : undefined;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picture = input.files?.[0];
    // The same file may be chosen again after a failure.
    input.value = '';
    if (!picture) return;
    if (picture.size > MAX_IMAGE_BYTES) return setSending({ state: 'failed', message: TOO_LARGE });
    if (picture.type && !ACCEPTED.split(',').includes(picture.type))
      return setSending({ state: 'failed', message: NOT_A_PICTURE });
    setSending({ state: 'sending' });
    sendReceipt(order.orderRef, order.customer.email, picture).then(
      (updated) => {
        setSentAt(updated.receipt?.uploadedAt ?? null);
        setSending({ state: 'sent', preview: URL.createObjectURL(picture) });
      },
      (error: unknown) => setSending({ state: 'failed', message: failureMessage(error) }),
    );
  };

  const busy = sending.state === 'sending';
  return (
    <div className={styles.receipt} data-testid="receipt-upload">
      <div role="status" aria-live="polite">
        {sentAt && (
          <p className={styles.sent}>
            Receipt sent on {when(sentAt)}. We will confirm your payment once we have checked it.{' '}
            <a href={receiptAddress(order.orderRef, order.customer.email)} target="_blank" rel="noopener noreferrer">
              View receipt
            </a>
          </p>
        )}
        {sending.state === 'sending' && <p className={styles.sending}>Sending your receipt...</p>}
      </div>
      {preview && <img className={styles.preview} src={preview} alt="The receipt you sent" />}
      <label htmlFor={id}>{sentAt ? 'Send another receipt' : 'Upload your payment receipt'}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {sentAt ? 'Sent the wrong one? Choose another' : 'Paid already? Choose a'} photo or screenshot of the transfer
        (JPG, PNG or WebP, up to {MAX_IMAGE_MEGABYTES} MB). Only the shop sees it.
      </p>
      <input
        id={id}
        className={styles.input}
        type="file"
        accept={ACCEPTED}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={`${id}-hint${sending.state === 'failed' ? ` ${id}-error` : ''}`}
        aria-invalid={sending.state === 'failed'}
        onChange={choose}
      />
      {sending.state === 'failed' && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {sending.message}
        </p>
      )}
    </div>
  );
}
