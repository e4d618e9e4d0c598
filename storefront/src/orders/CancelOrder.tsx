import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../common/apiClient';
import type { Order } from '../../../common/orders';
import { shopperCancelRefusal } from '../../../common/orderSteps';
import { useI18n } from '../i18n/I18nContext';
import { refusalMessage } from '../i18n/problems';
import { cancelOrder } from './api';
import styles from './CancelOrder.module.css';

type Step = { at: 'closed' } | { at: 'asking'; failed?: string } | { at: 'sending' } | { at: 'done' };

/**
 * 'Cancel this order' on the order page (decision 0122), while the shop allows it
 * (common/orderSteps.ts shopperCancelRefusal: pending or confirmed, unpaid, not an exchange). It asks
 * in place, on the page, with the safe answer beside; once cancelled the page shows the order as it now
 * is and says so. A shopper who changed their mind cancels here instead of refusing the rider.
 */
export default function CancelOrder({ order, onCancelled }: { order: Order; onCancelled: (order: Order) => void }) {
  const { t, language } = useI18n();
  const [step, setStep] = useState<Step>({ at: 'closed' });
  const question = useRef<HTMLParagraphElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // 'Keep my order' hands focus back to the button that asked; the first render of the button does not take it.
  const keptOrder = useRef(false);

  useEffect(() => {
    if (step.at === 'asking' && !step.failed) question.current?.focus();
    if (step.at === 'done') done.current?.focus();
    if (step.at === 'closed' && keptOrder.current) opener.current?.focus();
  }, [step]);

  if (step.at === 'done')
    return (
      <p ref={done} tabIndex={-1} role="status" className={styles.done}>
        {t('cancelOrder.done', { ref: order.orderRef })}
      </p>
    );
  const refusal = shopperCancelRefusal({
    status: order.status,
    paymentStatus: order.payment.status,
    exchangeOf: order.exchangeOf,
    receiptSent: order.receipt !== null,
  });
  if (refusal !== null) return null;

  const confirm = () => {
    setStep({ at: 'sending' });
    cancelOrder(order).then(
      (cancelled) => {
        setStep({ at: 'done' });
        onCancelled(cancelled);
      },
      (error: unknown) =>
        setStep({
          at: 'asking',
          // The shop refused (the order moved on meanwhile): English says why; Urdu says to contact the shop.
          failed:
            error instanceof ApiError && error.code === 'CONFLICT' && language !== 'en'
              ? t('cancelOrder.refused')
              : refusalMessage(error, 'cancelOrder.failed'),
        }),
    );
  };

  if (step.at === 'closed')
    return (
      <div className={styles.cancel}>
        <button
          ref={opener}
          type="button"
          className={`button secondary ${styles.opener}`}
          onClick={() => setStep({ at: 'asking' })}
        >
          {t('cancelOrder.button')}
        </button>
      </div>
    );
  const sending = step.at === 'sending';
  return (
    <div className={styles.cancel} role="group" aria-labelledby="cancel-question" aria-describedby="cancel-details">
      <p id="cancel-question" ref={question} tabIndex={-1} className={styles.question}>
        {t('cancelOrder.question', { ref: order.orderRef })}
      </p>
      <p id="cancel-details">{t('cancelOrder.details')}</p>
      <div className="button-row">
        <button
          type="button"
          className={`button ${styles.danger}`}
          disabled={sending}
          aria-busy={sending}
          onClick={confirm}
        >
          {sending ? t('cancelOrder.sending') : t('cancelOrder.confirm')}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={sending}
          onClick={() => {
            keptOrder.current = true;
            setStep({ at: 'closed' });
          }}
        >
          {t('cancelOrder.keep')}
        </button>
      </div>
      {step.at === 'asking' && step.failed && (
        <p role="alert" className={styles.failed}>
          {step.failed}
        </p>
      )}
    </div>
  );
}
