import { readTypedNumber } from '../../../../common/digits';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../../common/apiClient';
import { exchangeSchema, lineReturnSchema } from '../../../../common/afterSale';
import { formatPrice, readTypedAmount } from '../../../../common/money';
import { cashToCollect, lineRefundCap, refundWaysOfOrder, type RefundWay } from '../../../../common/orderFacts';
import type { AdminOrder, OrderItem } from '../../../../common/orders';
import { cellKey, variantLabel } from '../../../../common/variants';
import { Dialog } from '../../shared/ui/Dialog';
import { FormActions } from '../../shared/ui/FormActions';
import { errorsByField } from '../../shared/ui/firstError';
import { TextField } from '../../shared/ui/TextField';
import { useExchangeChoices, useExchangeDeliveryFee, useRecordExchange, useRecordLineReturn } from './apiAfterSale';
import { piecesText, useRefusal } from './failure';
import { useMe } from '../../shared/session/staff';
import { StaleOrderNotice } from './staleOrder';
import { aboveRoleLimit, refundOutcome } from './refundWords';
import { RefundAmountField } from './RefundAmountField';
import { RefundWayChoice } from './RefundWayChoice';
import styles from './OrdersPage.module.css';

/** One line of a delivered order, with how many of its pieces can still come back. */
type LineDialogProps = {
  order: AdminOrder;
  line: OrderItem;
  left: number;
  onClose: () => void;
  onDone: (message: string) => void;
};

type PiecesProps = { label: string; value: string; onChange: (value: string) => void; error?: string };

/** How many pieces of the line the dialog is about: typed as a whole number, and where focus starts. */
function PiecesField(props: PiecesProps) {
  return <TextField {...props} inputMode="numeric" data-autofocus />;
}

/** Pieces of a line coming back with the money given back: the pieces return to their size and colour. */
export function ReturnDialog({ order, line, left, onClose, onDone }: LineDialogProps) {
  const [pieces, setPieces] = useState('1');
  // Until the owner types a refund it follows what the pieces cost.
  const [typedRefund, setTypedRefund] = useState<string | null>(null);
  // How the refund may be made (common/orderRefunds.ts refundWaysOf): the server decides by the same rule.
  const ways = refundWaysOfOrder(order);
  // After delivery nothing is chosen for the owner: the wrong guess is what Reconciliation would count.
  const [method, setMethod] = useState<RefundWay | null>(
    ways === 'owner says' ? null : order.paymentMethod === 'bank' ? 'bank' : 'cash',
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { refused, changing, onMutate, onError } = useRefusal();
  const mutation = useRecordLineReturn(order, {
    onMutate,
    onSuccess: (answer) => onDone(answer.message ?? 'Return recorded'),
    onError,
  });
  const count = readTypedNumber(pieces);
  // The order desk refunds up to the owner's limit: the form starts within it, and says so.
  const refundLimit = useMe().data?.refundLimit ?? null;
  // What those pieces cost the shopper (their share of a discount taken off), not the list price (issue 33 item 6).
  const cost = Number.isInteger(count) && count > 0 ? lineRefundCap(order, line, count) : null;
  const refund =
    typedRefund ?? (cost === null ? '' : String(refundLimit === null ? cost : Math.min(cost, refundLimit)));
  // Cash on delivery not yet collected: no cash is paid out, the refund comes off what the courier collects.
  const offTheBill = ways === 'off the bill';
  const toCollect = cashToCollect(order);
  // The role may not refund all the pieces cost: what it leaves is the owner's or a manager's to record later (decision 0133).
  const leftToOwner = refundLimit !== null && cost !== null && refundLimit < cost;
  // Nothing was paid for these pieces (decision 0136): nothing to refund, so nothing to ask.
  const nothingPaid = cost === 0;
  const amount = readTypedAmount(refund);
  // How the money went back is asked only when money goes back: a refund of 0 needs no way (the server agrees).
  const asksWay = !offTheBill && !nothingPaid && !(Number.isInteger(amount) && amount === 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = lineReturnSchema.safeParse({
      quantity: count,
      // Off the bill, or with nothing given back, the dialog asks nothing and sends nothing: the server takes
      // it off what is to collect, or records no refund.
      refund: { amount, ...(asksWay && method && { method }) },
    });
    const found = checked.success ? {} : errorsByField(checked.error.issues);
    if (asksWay && !method) found['refund.method'] = 'Say whether the refund was given back or taken off';
    setErrors(found);
    if (checked.success && Object.keys(found).length === 0) mutation.mutate({ lineId: line.lineId, ...checked.data });
  };
  const outcome =
    leftToOwner && amount === 0
      ? 'No refund recorded now: the owner or a manager records it'
      : amount === 0
        ? 'No refund'
        : refundOutcome(offTheBill ? 'deducted' : method, amount, toCollect, ways);
  return (
    <Dialog title={`Return pieces of ${line.title}`} onClose={onClose}>
      <form className={styles.lineForm} onSubmit={submit} noValidate>
        <p>
          {piecesText(line.quantity)} in {variantLabel(line.size, line.color)} at {formatPrice(line.price)} each
          {line.paid !== line.price * line.quantity && `, paid ${formatPrice(line.paid)} for the line`};{' '}
          {piecesText(left)} can still come back.
        </p>
        <PiecesField label="Pieces coming back" value={pieces} onChange={changing(setPieces)} error={errors.quantity} />
        {nothingPaid ? (
          <p>Nothing was paid for {count === 1 ? 'this piece' : 'these pieces'}, so there is nothing to refund.</p>
        ) : (
          <RefundAmountField
            label="Refund (PKR)"
            value={refund}
            onChange={changing(setTypedRefund)}
            error={errors['refund.amount']}
            hints={[
              offTheBill
                ? `The cash is not collected yet: the refund comes off the ${formatPrice(toCollect)} to collect.${leftToOwner ? '' : ' 0 when nothing is taken off.'}`
                : leftToOwner
                  ? ''
                  : '0 when no money is given back.',
              leftToOwner
                ? `Your role refunds up to ${formatPrice(refundLimit)}. The owner or a manager records the rest of the refund (up to ${formatPrice(cost)}) later: the order shows it as a refund to decide.`
                : refundLimit !== null && aboveRoleLimit(refundLimit),
            ]}
          />
        )}
        {asksWay && (
          <RefundWayChoice
            ways={ways}
            toCollect={toCollect}
            value={method}
            onChange={(option) => {
              changing(setMethod)(option);
              // A choice answers the "say which" error at once.
              setErrors(({ 'refund.method': _answered, ...rest }) => rest);
            }}
            error={errors['refund.method']}
          />
        )}
        <p role="status">
          {Number.isInteger(count) && count > 0 && Number.isInteger(amount) && amount >= 0
            ? `${outcome}; back to stock: ${piecesText(count)} of ${variantLabel(line.size, line.color)}.`
            : ''}
        </p>
        <StaleOrderNotice orderRef={order.orderRef} />
        <FormActions refused={refused} pending={mutation.isPending} submit="Record return" onBack={onClose} />
      </form>
    </Dialog>
  );
}

/**
 * Pieces of a line exchanged for the same shirt in another size or colour. The choices show their stock
 * as read when the dialog opened; a choice sold out since then is refused by the server, whose answer
 * is shown and the choices read again.
 */
export function ExchangeDialog({ order, line, left, onClose, onDone }: LineDialogProps) {
  const product = useExchangeChoices(line.productId);
  const fee = useExchangeDeliveryFee().data ?? 0;
  const [pieces, setPieces] = useState('1');
  const [chosen, setChosen] = useState<string | null>(null);
  const [charge, setCharge] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { refused, changing, onMutate, onError } = useRefusal();
  const mutation = useRecordExchange(order, {
    onMutate,
    onSuccess: (answer) => onDone(answer.message ?? `Exchange order ${answer.data.exchange.orderRef} made`),
    onError: (error) => {
      onError(error);
      void product.refetch();
    },
  });
  const count = readTypedNumber(pieces);
  const cells = (product.data?.variants ?? []).filter(
    (cell) => !(cell.size === line.size && cell.color === line.color),
  );
  const enough = (stock: number) => stock >= (Number.isInteger(count) && count > 0 ? count : 1);
  // A choice read again as sold out (after a refusal) is no longer chosen.
  const target = cells.find((cell) => cellKey(cell.size, cell.color) === chosen && enough(cell.stock));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = exchangeSchema.safeParse({
      quantity: count,
      size: target?.size ?? '',
      color: target?.color ?? '',
      chargeDelivery: charge,
    });
    setErrors(checked.success ? {} : errorsByField(checked.error.issues));
    if (checked.success) mutation.mutate({ lineId: line.lineId, ...checked.data });
  };
  const gone = product.error instanceof ApiError && product.error.code === 'NOT_FOUND';
  return (
    <Dialog title={`Exchange ${line.title}`} onClose={onClose}>
      <form className={styles.lineForm} onSubmit={submit} noValidate>
        <p>
          {piecesText(line.quantity)} in {variantLabel(line.size, line.color)}; {piecesText(left)} can still be
          exchanged. The pieces that come back go back to stock; the new ones go out in an exchange order of their own.
        </p>
        <PiecesField label="Pieces to exchange" value={pieces} onChange={changing(setPieces)} error={errors.quantity} />
        {product.isPending ? (
          <p role="status">Loading sizes and colours...</p>
        ) : gone ? (
          <p role="alert" className={styles.failed}>
            {line.title} is no longer sold, so it cannot be exchanged. Record a return instead.
          </p>
        ) : product.isError ? (
          <p role="alert" className={styles.failed}>
            Failed to fetch the sizes and colours. Please check your connection and try again.{' '}
            <button type="button" className="button-secondary" onClick={() => void product.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <fieldset
            className={styles.choices}
            aria-describedby={errors.size || errors.color ? 'exchange-choice-error' : undefined}
          >
            <legend>New size and colour</legend>
            {cells.length === 0 && <p>{line.title} comes in no other size or colour.</p>}
            {cells.map((cell) => {
              const key = cellKey(cell.size, cell.color);
              const short = !enough(cell.stock);
              return (
                <label key={key} className={short ? styles.soldOut : undefined}>
                  <input
                    type="radio"
                    name="exchangeFor"
                    value={key}
                    checked={chosen === key && !short}
                    disabled={short}
                    onChange={() => changing(setChosen)(key)}
                  />{' '}
                  {variantLabel(cell.size, cell.color)} — {cell.stock === 0 ? 'sold out' : `${cell.stock} in stock`}
                </label>
              );
            })}
            {(errors.size || errors.color) && (
              <p id="exchange-choice-error" className="field-error">
                {errors.size ?? errors.color}
              </p>
            )}
          </fieldset>
        )}
        {fee > 0 && (
          <label className={styles.check}>
            <input type="checkbox" checked={charge} onChange={(event) => changing(setCharge)(event.target.checked)} />{' '}
            Charge the exchange delivery fee ({formatPrice(fee)})
          </label>
        )}
        <p role="status">
          {target && Number.isInteger(count) && count > 0
            ? `Back to stock: ${piecesText(count)} of ${variantLabel(line.size, line.color)}. Going out: ${variantLabel(target.size, target.color)}. The customer pays ${charge && fee > 0 ? `${formatPrice(fee)} for delivery` : 'nothing'}.`
            : ''}
        </p>
        <StaleOrderNotice orderRef={order.orderRef} />
        <FormActions
          refused={refused}
          pending={mutation.isPending}
          submit="Make exchange order"
          disabled={gone}
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}

/** The dialog for a return or an exchange of one line (loaded on demand by OrderLines, which offers no Return on an exchange order). */
export function LineDialog({ kind, ...props }: { kind: 'return' | 'exchange' } & LineDialogProps) {
  return kind === 'exchange' ? <ExchangeDialog {...props} /> : <ReturnDialog {...props} />;
}
