import { ApiError } from '../../../../common/apiClient';
import { useState, type FormEvent } from 'react';
import { orderEditSchema, type AdminOrder } from '../../../../common/orders';
import { formatPhone } from '../../../../common/phone';
import { cellKey } from '../../../../common/variants';
import { Dialog } from '../../shared/ui/Dialog';
import { FormActions } from '../../shared/ui/FormActions';
import { errorsByField } from '../../shared/ui/firstError';
import { fieldProps } from '../../shared/ui/fieldProps';
import { TextField } from '../../shared/ui/TextField';
import { useEditOrder } from './apiEdit';
import { StaleOrderNotice } from './staleOrder';
import { useRefusal } from './failure';
import styles from './HandOrders.module.css';
import { DraftLinesField, linesToSend, type DraftLine } from './OrderLinesEditor';

const linesOf = (order: AdminOrder): DraftLine[] =>
  order.items.map((item) => ({
    productId: item.productId,
    title: item.title,
    price: item.price,
    size: item.size,
    color: item.color,
    quantity: String(item.quantity),
  }));
/** The order's phone as the owner reads it everywhere else ('0321 5556667'); the server stores it in one form. */
const placeOf = (order: AdminOrder) => ({
  phone: formatPhone(order.customer.phone),
  address: order.customer.address,
  city: order.customer.city,
});
type Place = ReturnType<typeof placeOf>;
const sameLines = (a: DraftLine[], b: DraftLine[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The owner changes an order before it ships (issue 26): its lines, quantities, phone and address. The
 * server moves the stock by the difference and prices the order again; a refusal (a size short, the
 * order shipped meanwhile, a code that no longer fits) is shown and nothing was changed.
 */
export function EditOrderDialog({
  order,
  onClose,
  onDone,
}: {
  order: AdminOrder;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [lines, setLines] = useState(() => linesOf(order));
  const [place, setPlace] = useState(() => placeOf(order));
  // The copy of the order this form was typed on. When someone else's change is reloaded (a 409, issue
  // 37), what the owner has not touched takes the reloaded value, so saving never puts back what the
  // other person changed; what the owner typed stays theirs.
  const [typedOn, setTypedOn] = useState(order);
  if (order.updatedAt !== typedOn.updatedAt) {
    setTypedOn(order);
    const before = placeOf(typedOn);
    const after = placeOf(order);
    setPlace(
      (now) =>
        Object.fromEntries(
          (Object.keys(now) as (keyof Place)[]).map((field) => [
            field,
            now[field] === before[field] ? after[field] : now[field],
          ]),
        ) as Place,
    );
    setLines((now) => (sameLines(now, linesOf(typedOn)) ? linesOf(order) : now));
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { refused, clear, changing, onMutate, onError } = useRefusal();
  // The pieces this order holds can be taken again: the catalog's counts for its cells add them back.
  const held = Object.fromEntries(
    order.items.map((item) => [`${item.productId}|${cellKey(item.size, item.color)}`, item.quantity]),
  );
  const mutation = useEditOrder(order, {
    onMutate,
    onSuccess: (answer) => onDone(answer.message ?? 'Order changed'),
    onError,
  });
  // The order's code refused the change (its minimum, its shirts): while that is said, the owner may save without it.
  const codeRefused =
    refused !== '' &&
    mutation.error instanceof ApiError &&
    (mutation.error.details as { field?: unknown } | undefined)?.field === 'discountCode';
  const change = (field: keyof typeof place) =>
    changing((value: string) => setPlace((now) => ({ ...now, [field]: value })));
  const field = fieldProps(place, change, errors);
  const save = (dropDiscountCode?: true) => {
    const request = { ...place, items: linesToSend(lines), ...(dropDiscountCode && { dropDiscountCode }) };
    const checked = orderEditSchema.safeParse(request);
    setErrors(checked.success ? {} : errorsByField(checked.error.issues));
    if (!checked.success) return;
    // Nothing typed differs from the order: nothing is sent, so nothing moves (decision 0134).
    const untouched = sameLines(lines, linesOf(order)) && JSON.stringify(place) === JSON.stringify(placeOf(order));
    if (untouched && !dropDiscountCode) return onDone('Nothing to save: the order is as it was');
    mutation.mutate(request);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  return (
    <Dialog title={`Change order ${order.orderRef}`} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>Change what the customer asked for before the parcel is packed. Stock and totals follow when you save.</p>
        <DraftLinesField
          lines={lines}
          setLines={setLines}
          errors={errors}
          setErrors={setErrors}
          onChange={clear}
          held={held}
        />
        {/* No field takes the focus: most changes are to the items above, and on a phone a focused field
            opens the keyboard over them. Focus starts on the dialog's × as in every dialog without a
            question. */}
        <TextField label="Phone" {...field('phone')} inputMode="tel" />
        <div className={styles.pair}>
          <TextField label="Address" {...field('address')} />
          <TextField label="City" {...field('city')} />
        </div>
        <StaleOrderNotice orderRef={order.orderRef} />
        <FormActions refused={refused} pending={mutation.isPending} submit="Save changes" onBack={onClose} />
        {codeRefused && (
          <button type="button" className="button-secondary" disabled={mutation.isPending} onClick={() => save(true)}>
            Save without the code {order.discountCode}
          </button>
        )}
      </form>
    </Dialog>
  );
}
