import { ApiError } from '../../../../common/apiClient';
import { useState, type FormEvent } from 'react';
import { orderEditSchema, type AdminOrder } from '../../../../common/orders';
import { formatPhone } from '../../../../common/phone';
import { cellKey } from '../../../../common/variants';
import { useConfirm } from '../../shared/ui/ConfirmDialog';
import { Dialog } from '../../shared/ui/Dialog';
import { FormActions } from '../../shared/ui/FormActions';
import { errorsByField } from '../../shared/ui/firstError';
import { fieldProps } from '../../shared/ui/fieldProps';
import { useEditOrder } from './apiEdit';
import { CustomerFields } from './CustomerFields';
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
/**
 * Who the order is for and where it goes, as the form shows them: the phone as the owner reads it
 * everywhere else ('0321 5556667'; the server stores it in one form), the name and e-mail to correct.
 */
const placeOf = (order: AdminOrder) => ({
  name: order.customer.name,
  email: order.customer.email,
  phone: formatPhone(order.customer.phone),
  address: order.customer.address,
  city: order.customer.city,
});
type Place = ReturnType<typeof placeOf>;
const sameLines = (a: DraftLine[], b: DraftLine[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The owner changes an order before it ships (issue 26): its lines, quantities, the customer's name,
 * e-mail and phone, and the address (decision 0137). The server moves the stock by the difference and
 * prices the order again; a refusal (a size short, the order shipped meanwhile, a code that no longer
 * fits) is shown and nothing was changed. As in the New order dialog, focus starts on the first field,
 * and Escape, × and Go back ask before dropping a change typed.
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
  const { ask, dialog: question } = useConfirm();
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
  const untouched = () => sameLines(lines, linesOf(order)) && JSON.stringify(place) === JSON.stringify(placeOf(order));
  const leave = () =>
    untouched()
      ? onClose()
      : ask(
          {
            title: 'Discard your changes?',
            details: `What you changed on order ${order.orderRef} is not saved and will be lost.`,
            keep: 'Keep editing',
            confirm: 'Discard changes',
            danger: true,
          },
          onClose,
        );
  const save = (dropDiscountCode?: true) => {
    const request = { ...place, items: linesToSend(lines), ...(dropDiscountCode && { dropDiscountCode }) };
    const checked = orderEditSchema.safeParse(request);
    setErrors(checked.success ? {} : errorsByField(checked.error.issues));
    if (!checked.success) return;
    // Nothing typed differs from the order: nothing is sent, so nothing moves (decision 0134).
    if (untouched() && !dropDiscountCode) return onDone('Nothing to save: the order is as it was');
    mutation.mutate(request);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  return (
    <Dialog title={`Change order ${order.orderRef}`} onClose={leave}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>Change what the customer asked for before the parcel is packed. Stock and totals follow when you save.</p>
        <CustomerFields
          field={field}
          hints={{
            name: 'As it goes on the parcel’s slip',
            email: 'The status mails go to it; leave it empty for none',
          }}
        />
        <DraftLinesField
          lines={lines}
          setLines={setLines}
          errors={errors}
          setErrors={setErrors}
          onChange={clear}
          held={held}
        />
        <StaleOrderNotice orderRef={order.orderRef} />
        <FormActions refused={refused} pending={mutation.isPending} submit="Save changes" onBack={leave} />
        {codeRefused && (
          <button type="button" className="button-secondary" disabled={mutation.isPending} onClick={() => save(true)}>
            Save without the code {order.discountCode}
          </button>
        )}
      </form>
      {question}
    </Dialog>
  );
}
