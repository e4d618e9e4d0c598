import { useState, type FormEvent } from 'react';
import { cancelRefundSchema, REFUND_METHODS } from '../../../../common/afterSale';
import { formatPrice, readTypedAmount } from '../../../../common/money';
import { REFUND_WAY_WORDS } from '../../../../common/orderFacts';
import type { AdminOrder } from '../../../../common/orders';
import { shopDay } from '../../../../common/orderPaper';
import { afterSaleBadges, refundsToDecide } from '../../../../common/afterSaleState';
import { variantLabel } from '../../../../common/variants';
import { Can, useMe } from '../../shared/session/staff';
import { Dialog } from '../../shared/ui/Dialog';
import { errorsByField } from '../../shared/ui/firstError';
import { FormActions } from '../../shared/ui/FormActions';
import { RadioGroup } from '../../shared/ui/RadioGroup';
import { useNoticeFocus } from '../../shared/ui/useNoticeFocus';
import { useRecordCancelRefund } from './apiAfterSale';
import { useRefusal } from './failure';
import { RefundAmountField } from './RefundAmountField';
import { aboveRoleLimit } from './refundWords';
import { StaleOrderNotice } from './staleOrder';
import styles from './OrdersPage.module.css';

type RefundMethod = (typeof REFUND_METHODS)[number];
const METHOD_LABELS: Record<RefundMethod, string> = { cash: 'Cash', bank: 'Bank transfer' };

/**
 * The money an order still owes a decision on: a cancelled paid order's refund (decision 0126), and
 * returned pieces whose refund was left to the owner or a manager (decision 0133).
 */
export function RefundOwed({ order }: { order: AdminOrder }) {
  return (
    <>
      <CancelledRefund order={order} />
      <RefundToDecide order={order} />
    </>
  );
}

/** The orders list's words for pieces that came back, an exchanged piece still to collect, and a refund to decide. */
export function AfterSaleBadges({ order }: { order: AdminOrder }) {
  const toDecide = refundsToDecide(order).reduce((sum, open) => sum + open.amount, 0);
  return (
    <>
      {toDecide > 0 && (
        <span className={`${styles.badge} ${styles.warn}`}>Refund to decide {formatPrice(toDecide)}</span>
      )}
      {afterSaleBadges(order).map((words) => (
        <span key={words} className={`${styles.badge} ${styles.warn}`}>
          {words}
        </span>
      ))}
    </>
  );
}

/**
 * Returned pieces whose refund the person who recorded the return could not give (decision 0133): said
 * on the card until someone allowed records it on the returned line (OrderLines, under Came back).
 */
function RefundToDecide({ order }: { order: AdminOrder }) {
  const open = refundsToDecide(order).filter(({ amount }) => amount > 0);
  if (open.length === 0) return null;
  return (
    <section aria-label="Refund to decide" className={styles.refundOwed}>
      {open.map(({ line, amount }) => (
        <p key={line.lineId} className="notice-warning" data-testid="refund-to-decide">
          Refund to decide: up to {formatPrice(amount)} for the returned pieces of {line.title} (
          {variantLabel(line.size, line.color)}). The return was recorded without its refund: give the customer their
          money back (or take it off what is to collect), then record it with Record refund under Came back.
        </p>
      ))}
    </section>
  );
}

/**
 * A paid order the shop cancelled (decision 0126): what it owes the customer back, with Refund sent for
 * whoever records refunds, and once recorded how much went back, how and when. Nothing on other orders.
 */
function CancelledRefund({ order }: { order: AdminOrder }) {
  const [recording, setRecording] = useState(false);
  const sent = order.cancelRefund;
  // Focus goes to the refund's line once the order comes back with it, after the dialog closes.
  const { noticeRef, focusNextNotice } = useNoticeFocus(sent?.at ?? null);
  if (sent)
    return (
      <section aria-label="Refund" className={styles.refundOwed}>
        <p ref={noticeRef} tabIndex={-1} role="status" className="notice-ok notice-compact" data-testid="refund-sent">
          Refunded {formatPrice(sent.amount)} by {REFUND_WAY_WORDS[sent.method]} on {shopDay(sent.at)}
        </p>
      </section>
    );
  if (order.refundOwed === 0) return null;
  return (
    <section aria-label="Refund" className={styles.refundOwed}>
      <p className="notice-warning" data-testid="refund-owed">
        Refund owed: {formatPrice(order.refundOwed)}. The shop cancelled this order after it was paid: send the customer
        their money back, then record it here.
      </p>
      <Can permission="orders.refund">
        <button type="button" className="button" onClick={() => setRecording(true)}>
          Refund sent
        </button>
      </Can>
      {recording && (
        <RefundSentDialog
          order={order}
          onClose={() => setRecording(false)}
          onDone={() => {
            setRecording(false);
            focusNextNotice();
          }}
        />
      )}
    </section>
  );
}

/** Refund sent: the amount (the whole amount owed) and how it went, cash or bank transfer. */
function RefundSentDialog({ order, onClose, onDone }: { order: AdminOrder; onClose: () => void; onDone: () => void }) {
  const owed = order.refundOwed;
  const [amount, setAmount] = useState(String(owed));
  const [method, setMethod] = useState<RefundMethod | null>(order.paymentMethod === 'bank' ? 'bank' : 'cash');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { refused, changing, onMutate, onError } = useRefusal();
  const refundLimit = useMe().data?.refundLimit ?? null;
  const mutation = useRecordCancelRefund(order, {
    onMutate,
    onSuccess: onDone,
    onError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = cancelRefundSchema.safeParse({ amount: readTypedAmount(amount), method });
    const found = checked.success ? {} : errorsByField(checked.error.issues);
    // The whole amount goes back (decision 0126); the server refuses any other amount too.
    if (checked.success && checked.data.amount !== owed)
      found.amount = `${order.orderRef} owes ${formatPrice(owed)}: record the whole amount once it is sent.`;
    setErrors(found);
    if (checked.success && Object.keys(found).length === 0) mutation.mutate(checked.data);
  };
  return (
    <Dialog title={`Refund sent for ${order.orderRef}`} onClose={onClose}>
      <form className={styles.lineForm} onSubmit={submit} noValidate>
        <p>
          The customer paid {formatPrice(owed)} by {order.paymentMethod === 'bank' ? 'bank transfer' : 'cash'} and the
          order was cancelled. Record the refund once the money is on its way to them.
        </p>
        <RefundAmountField
          label="Amount sent (PKR)"
          value={amount}
          onChange={changing(setAmount)}
          error={errors.amount}
          data-autofocus
          hints={['The whole amount owed.', refundLimit !== null && owed > refundLimit && aboveRoleLimit(refundLimit)]}
        />
        <RadioGroup
          className={styles.choices}
          legend="Sent by"
          options={REFUND_METHODS}
          value={method}
          onChange={changing(setMethod)}
          optionLabel={(option) => METHOD_LABELS[option]}
          error={errors.method}
        />
        <StaleOrderNotice orderRef={order.orderRef} />
        <FormActions refused={refused} pending={mutation.isPending} submit="Record refund sent" onBack={onClose} />
      </form>
    </Dialog>
  );
}
