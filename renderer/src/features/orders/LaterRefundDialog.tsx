import { useState, type FormEvent } from 'react';
import { laterRefundSchema } from '../../../../common/afterSale';
import { formatPrice, readTypedAmount } from '../../../../common/money';
import { cashToCollect, refundWaysOfOrder, type RefundWay } from '../../../../common/orderFacts';
import type { AdminOrder, OrderItem } from '../../../../common/orders';
import { variantLabel } from '../../../../common/variants';
import { Dialog } from '../../shared/ui/Dialog';
import { FormActions } from '../../shared/ui/FormActions';
import { errorsByField } from '../../shared/ui/firstError';
import { useMe } from '../../shared/session/staff';
import { useRecordLaterRefund } from './apiAfterSale';
import { aboveRoleLimit, refundOutcome } from './refundWords';
import { RefundAmountField } from './RefundAmountField';
import { RefundWayChoice } from './RefundWayChoice';
import { useRefusal } from './failure';
import { StaleOrderNotice } from './staleOrder';
import styles from './OrdersPage.module.css';

/**
 * The refund of pieces returned earlier and left to decide (decision 0133): recorded on the returned line
 * by someone whose refund limit allows it, the way the order allows now (as the return dialog asks), or
 * 0 when none is given. The server holds it to the same figure and records it once.
 */
export default function LaterRefundDialog({
  order,
  line,
  owed,
  onClose,
  onDone,
}: {
  order: AdminOrder;
  line: OrderItem;
  /** The most that can still be refunded for the line's returned pieces. */
  owed: number;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [amount, setAmount] = useState(String(owed));
  const ways = refundWaysOfOrder(order);
  const [method, setMethod] = useState<RefundWay | null>(
    ways === 'owner says' ? null : order.paymentMethod === 'bank' ? 'bank' : 'cash',
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { refused, changing, onMutate, onError } = useRefusal();
  const refundLimit = useMe().data?.refundLimit ?? null;
  const mutation = useRecordLaterRefund(order, {
    onMutate,
    onSuccess: (answer) => onDone(answer.message ?? 'Refund recorded'),
    onError,
  });
  const offTheBill = ways === 'off the bill';
  const toCollect = cashToCollect(order);
  const typed = readTypedAmount(amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = laterRefundSchema.safeParse({ amount: typed, ...(!offTheBill && method && { method }) });
    const found = checked.success ? {} : errorsByField(checked.error.issues);
    if (checked.success && checked.data.amount > owed)
      found.amount = `At most ${formatPrice(owed)}: what the returned pieces cost, less what was refunded.`;
    if (checked.success && checked.data.amount > 0 && !offTheBill && !method)
      found.method = 'Say whether the refund was given back or taken off';
    setErrors(found);
    if (checked.success && Object.keys(found).length === 0) mutation.mutate({ lineId: line.lineId, ...checked.data });
  };
  return (
    <Dialog title={`Refund for ${line.title} (${variantLabel(line.size, line.color)})`} onClose={onClose}>
      <form className={styles.lineForm} onSubmit={submit} noValidate>
        <p>
          Pieces of this line came back, and their refund was left to decide. Up to {formatPrice(owed)} can still be
          refunded for them.
        </p>
        <RefundAmountField
          label="Refund (PKR)"
          value={amount}
          onChange={changing(setAmount)}
          error={errors.amount}
          data-autofocus
          hints={[
            offTheBill
              ? `The cash is not collected yet: the refund comes off the ${formatPrice(toCollect)} to collect.`
              : 'Record it once the money is given back.',
            '0 when no money is given back.',
            refundLimit !== null && owed > refundLimit && aboveRoleLimit(refundLimit),
          ]}
        />
        {!offTheBill && typed !== 0 && (
          <RefundWayChoice
            ways={ways}
            toCollect={toCollect}
            value={method}
            onChange={(option) => {
              changing(setMethod)(option);
              setErrors(({ method: _answered, ...rest }) => rest);
            }}
            error={errors.method}
          />
        )}
        <p role="status">
          {Number.isInteger(typed) && typed > 0
            ? `${refundOutcome(offTheBill ? 'deducted' : method, typed, toCollect, ways)}.`
            : typed === 0
              ? 'No refund: the customer gets nothing back for these pieces.'
              : ''}
        </p>
        <StaleOrderNotice orderRef={order.orderRef} />
        <FormActions refused={refused} pending={mutation.isPending} submit="Record refund" onBack={onClose} />
      </form>
    </Dialog>
  );
}
