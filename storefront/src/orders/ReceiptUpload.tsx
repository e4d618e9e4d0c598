import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../../common/apiClient';
import { MAX_IMAGE_BYTES, MAX_IMAGE_MEGABYTES } from '../../../common/images';
import type { Order } from '../../../common/orders';
import { formatDate, t as translate, useT } from '../i18n/I18nContext';
import { refusalMessage } from '../i18n/problems';
import { receiptAddress, sendReceipt } from './api';
import styles from './ReceiptUpload.module.css';

/** The picture types the shop keeps (server/images/store.ts); a phone's picker offers photos and screenshots for these. */
const ACCEPTED = 'image/jpeg,image/png,image/webp';

const MB = { mb: String(MAX_IMAGE_MEGABYTES) };

type Sending =
  { state: 'idle' } | { state: 'sending' } | { state: 'failed'; message: string } | { state: 'sent'; preview: string };

const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** The shop's answer in the shopper's words and language: what was wrong with the file, or that it never arrived. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return translate('receipt.failed');
  // Too many bytes, or (the server's other 413) too many pixels for the shop to read.
  if (error.code === 'PAYLOAD_TOO_LARGE')
    return error.message.includes('pixels') ? translate('receipt.tooManyPixels') : translate('receipt.tooLarge', MB);
  if (error.code === 'UNSUPPORTED_MEDIA_TYPE') return translate('receipt.notPicture');
  if (error.code === 'INTERNAL' || error.code === 'UNAVAILABLE') return translate('receipt.failed');
  return refusalMessage(error, 'receipt.failed');
}

/**
 * 'Upload your payment receipt' on an order that waits for its bank transfer (issue 26,
 * docs/decisions/0051): a photo or screenshot, sent as soon as it is chosen, with the order's e-mail as
 * proof. Says when a receipt was sent, shows the one just sent, and lets the shopper send another.
 */
export default function ReceiptUpload({ order }: { order: Order }) {
  const t = useT();
  const id = useId();
  const [sentAt, setSentAt] = useState(order.receipt?.uploadedAt ?? null);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  // The name of the file the shopper chose last, shown beside the shop's own button.
  const [chosen, setChosen] = useState<string | null>(null);
  const preview = sending.state === 'sent' ? sending.preview : undefined;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picture = input.files?.[0];
    // The same file may be chosen again after a failure.
    input.value = '';
    if (!picture) return;
    setChosen(picture.name);
    if (picture.size > MAX_IMAGE_BYTES) return setSending({ state: 'failed', message: t('receipt.tooLarge', MB) });
    if (picture.type && !ACCEPTED.split(',').includes(picture.type))
      return setSending({ state: 'failed', message: t('receipt.notPicture') });
    setSending({ state: 'sending' });
    sendReceipt(order, picture).then(
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
            {t('receipt.sentOn', { when: when(sentAt) })}{' '}
            <a href={receiptAddress(order)} target="_blank" rel="noopener noreferrer">
              {t('receipt.view')}
            </a>
          </p>
        )}
        {sending.state === 'sending' && <p className={styles.sending}>{t('receipt.sending')}</p>}
      </div>
      {preview && <img className={styles.preview} src={preview} alt={t('receipt.preview')} />}
      <label htmlFor={id} className={styles.title}>
        {t(sentAt ? 'receipt.another' : 'receipt.upload')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t(sentAt ? 'receipt.hintAnother' : 'receipt.hintFirst', MB)}
      </p>
      {/*
       * The browser's own picker speaks the browser's language ('Choose File', 'No file chosen') on an Urdu
       * page, so it is hidden from sight, still focused and opened by the keyboard and named by its labels,
       * and the shop's button (a second label for it) and the chosen file's name are shown instead.
       */}
      <div className={styles.picker}>
        <input
          id={id}
          className={`visually-hidden ${styles.input}`}
          type="file"
          accept={ACCEPTED}
          disabled={busy}
          aria-busy={busy}
          aria-describedby={`${id}-hint ${id}-chosen${sending.state === 'failed' ? ` ${id}-error` : ''}`}
          aria-invalid={sending.state === 'failed'}
          onChange={choose}
        />
        <label htmlFor={id} className={styles.button}>
          {t('receipt.choose')}
        </label>
        <span id={`${id}-chosen`} className={styles.chosen}>
          {chosen ? <bdi>{chosen}</bdi> : t('receipt.noneChosen')}
        </span>
      </div>
      {sending.state === 'failed' && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {sending.message}
        </p>
      )}
    </div>
  );
}
