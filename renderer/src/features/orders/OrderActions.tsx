import { useEffect, useRef, useState } from 'react';
import { formatPrice } from '../../../../common/money';
import { formatPhone } from '../../../../common/phone';
import { cashToCollect, doorPayment, leftTheShop } from '../../../../common/orderFacts';
import type { AdminOrder } from '../../../../common/orders';
import { deleteRefusal, nextStatuses, paymentRefusal } from '../../../../common/orderSteps';
import { statusAllowedFor } from '../../../../common/staffRoles';
import { Can, useCan, useMe } from '../../shared/session/staff';
import { useConfirm } from '../../shared/ui/ConfirmDialog';
import { useNoticeFocus } from '../../shared/ui/useNoticeFocus';
import { failure } from '../../shared/failure';
import { usePrintInvoice } from './InvoicePaper';
import { useDeleteOrder, useRecordConfirmation, useRecordPayment, useUpdateOrderStatus } from './api';
import { useRecordReturn } from './apiAfterSale';
import { useDownloadInvoice } from './apiFiles';
import styles from './OrdersPage.module.css';
import { OrderChanges } from './OrderChanges';
import { cancelQuestion, deleteQuestion, returnQuestion } from './orderQuestions';
import { ShipForm } from './ShipForm';
import { callLink } from './whatsapp';
import { WhatsAppButton } from './WhatsAppButton';

/**
 * The status buttons, in the order they are shown: each is offered only when common/orderSteps.ts
 * allows its step from the order's status (the table the server enforces), so no card offers a step
 * the server would refuse, or one the order has already taken.
 */
const STEP_BUTTONS = [
  ['processing', 'Mark as Processing', 'button'],
  ['shipped', 'Mark as Shipped', 'button'],
  ['delivered', 'Mark as Delivered', 'button-secondary'],
  ['cancelled', 'Cancel Order', 'button-danger'],
  ['pending', 'Reset to Pending', 'button-secondary'],
] as const;

type OrderActionsProps = { order: AdminOrder; onPrint: () => void; onDeleted: (message: string) => void };

/** A parcel that left the shop and came back whole: refused at the door, or returned later. */
const PARCEL_RETURNS = ['refused', 'returned'] as const;

/** What the owner does with an opened order: confirm it, move its status, ship it, record money and returns, print, delete. */
export function OrderActions({ order, onPrint, onDeleted }: OrderActionsProps) {
  const ref = order.orderRef;
  // What the signed-in role may do here (issue 37): the rest is not shown.
  const me = useMe().data;
  const can = useCan();
  const [shipping, setShipping] = useState(false);
  const shipButtonRef = useRef<HTMLButtonElement>(null);
  const wasShipping = useRef(false);
  const refocus = useRef(false);
  // Set while a save that ships the order is on its way: the order comes back shipped a moment after the form closes.
  const awaitingShipped = useRef(false);
  // Keyboard users land back on the button that opens the courier form when it closes. After shipping, that is
  // the correction, which replaces Mark as Shipped only once the order is read again: focus waits for it.
  useEffect(() => {
    if (!shipping && wasShipping.current) refocus.current = true;
    wasShipping.current = shipping;
    if (!refocus.current || shipping || (awaitingShipped.current && order.status !== 'shipped')) return;
    refocus.current = false;
    awaitingShipped.current = false;
    shipButtonRef.current?.focus();
  }, [shipping, order.status]);

  // docs/product.md §8's wording for each failed action; the order on screen stays as the server last said.
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const saying = (failed: string) => ({
    onMutate: () => setMessage(null),
    onSuccess: (answer: { message?: string }) => {
      setMessage({ text: answer.message ?? 'Saved', failed: false });
      setShipping(false);
    },
    onError: (error: unknown) => setMessage({ text: `${failed}: ${failure(error)}`, failed: true }),
  });
  const status = useUpdateOrderStatus(order, saying('Failed to update order status'));
  const payment = useRecordPayment(order, saying('Failed to record payment'));
  const confirmation = useRecordConfirmation(order, saying('Failed to record the confirmation'));
  const parcelReturn = useRecordReturn(order, saying('Failed to record the return'));
  const removal = useDeleteOrder(order, {
    ...saying('Failed to delete order'),
    onSuccess: (answer) => onDeleted(answer.message),
  });
  const saving = [status, payment, confirmation, parcelReturn, removal].some((mutation) => mutation.isPending);
  const receipt = useDownloadInvoice(ref, {
    onMutate: () => setMessage(null),
    onSuccess: () => setMessage({ text: `The invoice of ${ref} is saved as a PDF in your downloads`, failed: false }),
    onError: (error) => setMessage({ text: `Failed to make the invoice: ${failure(error)}`, failed: true }),
  });
  const invoice = usePrintInvoice();

  const { ask, dialog } = useConfirm();
  // A confirmed cancel or return disables the button that asked while it saves (the browser drops focus from a
  // disabled button) or replaces it (Undo refused): focus moves to the message saying what was done.
  const { noticeRef, focusNextNotice } = useNoticeFocus(message);
  const cancelOrder = () =>
    ask(cancelQuestion(order), () => {
      focusNextNotice();
      status.mutate({ status: 'cancelled' });
    });
  const recordReturn = (returned: (typeof PARCEL_RETURNS)[number]) =>
    ask(returnQuestion(ref, returned), () => {
      focusNextNotice();
      parcelReturn.mutate(returned);
    });
  const deleteOrder = () => ask(deleteQuestion(order), () => removal.mutate());

  const deletable =
    deleteRefusal(
      { ...order, shippedAt: order.tracking.shippedAt, paymentStatus: order.payment.status },
      order.lineChanges.length,
    ) === null;
  // The status and payment buttons are the steps the server allows from here (common/orderSteps.ts, issue 35 item 5).
  const steps = { ...order, refundSent: order.cancelRefund !== null };
  const allowed = nextStatuses(steps).filter((next) => me !== undefined && statusAllowedFor(me.role, next));
  return (
    <>
      <Can permission="orders.edit">
        <OrderChanges order={order} />
      </Can>
      <div className={styles.actions} aria-label={`Confirm ${ref} with the customer`} role="group">
        <WhatsAppButton order={order} />
        <a className="button-secondary" href={callLink(order)}>
          Call {formatPhone(order.customer.phone)}
        </a>
        <Can permission="orders.edit">
          <button
            type="button"
            className="button-secondary"
            disabled={saving}
            onClick={() => confirmation.mutate(!order.confirmedWithCustomerAt)}
          >
            {order.confirmedWithCustomerAt ? 'Undo confirmed with customer' : 'Confirmed with customer'}
          </button>
        </Can>
      </div>
      <div className={styles.actions} role="group" aria-label={`Status of ${ref}`}>
        {STEP_BUTTONS.filter(([next]) => allowed.includes(next)).map(([next, label, look]) => (
          <button
            key={next}
            ref={next === 'shipped' ? shipButtonRef : undefined}
            type="button"
            className={look}
            disabled={saving}
            onClick={() =>
              next === 'shipped'
                ? setShipping(true)
                : next === 'cancelled'
                  ? cancelOrder()
                  : status.mutate({ status: next })
            }
          >
            {label}
          </button>
        ))}
      </div>
      {/* Not a step: a shipped order stays shipped while the form corrects its courier or tracking number.
          A parcel the courier's API carries (it has a step) keeps the booking's (decision 0132). */}
      {order.status === 'shipped' &&
        !order.parcelReturn &&
        order.parcelStep === null &&
        me !== undefined &&
        statusAllowedFor(me.role, 'shipped') && (
          <div className={styles.actions}>
            <button
              ref={shipButtonRef}
              type="button"
              className="button-secondary"
              disabled={saving}
              onClick={() => setShipping(true)}
            >
              Correct courier or tracking number
            </button>
          </div>
        )}
      {shipping && (
        <ShipForm
          orderRef={ref}
          tracking={order.tracking}
          saving={saving}
          onShip={(change) => {
            awaitingShipped.current = order.status !== 'shipped';
            status.mutate(change);
          }}
          onBack={() => {
            awaitingShipped.current = false;
            setShipping(false);
          }}
        />
      )}
      <div className={styles.actions} role="group" aria-label={`Money and returns for ${ref}`}>
        {/* No money to receive for a cancelled order or a parcel that came back, and none to take back once
            a cancelled order's money was sent back (paymentRefusal, as the server says). */}
        {paymentRefusal(steps, order.payment.status === 'paid' ? 'unpaid' : 'paid') === null && (
          <Can permission="orders.payment">
            <button
              type="button"
              className="button-secondary"
              disabled={saving}
              onClick={() => payment.mutate(order.payment.status === 'paid' ? 'unpaid' : 'paid')}
            >
              {order.payment.status === 'paid'
                ? 'Mark as unpaid'
                : order.paymentMethod === 'cod'
                  ? 'Cash received'
                  : 'Transfer checked'}
            </button>
          </Can>
        )}
        {!can('orders.refund') ? null : order.parcelReturn ? (
          <button
            type="button"
            className="button-secondary"
            disabled={saving}
            onClick={() => parcelReturn.mutate(null)}
          >
            Undo {order.parcelReturn.kind}
          </button>
        ) : leftTheShop({ status: order.status, shippedAt: order.tracking.shippedAt }) ? (
          PARCEL_RETURNS.map((kind) => (
            <button
              key={kind}
              type="button"
              className="button-secondary"
              disabled={saving}
              onClick={() => recordReturn(kind)}
            >
              Parcel {kind}
            </button>
          ))
        ) : null}
        <button type="button" className="button-secondary" onClick={onPrint}>
          Print packing slip
        </button>
        <button
          type="button"
          className="button-secondary"
          disabled={invoice.preparing}
          onClick={() => invoice.print(order)}
        >
          Print invoice
        </button>
        <button
          type="button"
          className="button-secondary"
          disabled={receipt.isPending}
          onClick={() => receipt.mutate()}
        >
          {receipt.isPending ? 'Making the invoice…' : 'Download invoice (PDF)'}
        </button>
        {deletable && (
          <Can permission="orders.delete">
            <button type="button" className="button-danger" disabled={saving} onClick={deleteOrder}>
              Delete
            </button>
          </Can>
        )}
      </div>
      {message && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role={message.failed ? 'alert' : 'status'}
          className={`${styles.message} ${message.failed ? styles.failed : ''}`}
        >
          {message.text}
        </p>
      )}
      <p className={styles.message}>
        To collect:{' '}
        {
          {
            collect: formatPrice(cashToCollect(order)),
            paid: 'Paid',
            'transfer awaited': 'Bank transfer not checked yet',
            nothing: 'Nothing',
          }[doorPayment(order)]
        }
      </p>
      {invoice.failed && (
        <p role="alert" className={`${styles.message} ${styles.failed}`}>
          The invoice needs the shop’s settings, which could not be read. Check the connection and try again.
        </p>
      )}
      {invoice.paper}
      {dialog}
    </>
  );
}
