import { useEffect, useRef } from 'react';
import { formatPrice } from '../../../common/money';
import type { Order } from '../../../common/orders';
import type { ShopPolicy } from '../../../common/policy';
import BankDetails from './BankDetails';
import styles from './BankTransferModal.module.css';

/** onLeave clears the cart and goes on to `to`: home, or the order's tracking page. */
type BankTransferModalProps = { order: Order; policy: ShopPolicy; onLeave: (to: string) => void };

/**
 * 'Order Confirmed' for bank transfer (SPEC.md §2 Checkout, §4): the shop's bank details and a
 * messaging-app link that carries the order reference. Escape counts as 'Continue Shopping': the
 * order is placed, home shows its reference, and the tracking page shows the bank details again.
 */
export default function BankTransferModal({ order, policy, onLeave }: BankTransferModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // Start reading at the title rather than at the first copy button.
    title.current?.focus();
    return () => element?.close();
  }, []);
  const trackingPage = `/track-order?orderRef=${order.orderRef}&email=${encodeURIComponent(order.customer.email)}`;

  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby="bank-modal-title"
      aria-describedby="bank-modal-summary"
      onCancel={(event) => {
        event.preventDefault();
        onLeave('/');
      }}
    >
      <h2 id="bank-modal-title" ref={title} tabIndex={-1}>
        Order Confirmed
      </h2>
      <p id="bank-modal-summary">
        Your order <strong className={styles.ref} data-testid="order-ref">{order.orderRef}</strong> is reserved. Please transfer{' '}
        <strong>{formatPrice(order.total)}</strong> to:
      </p>
      <BankDetails order={order} policy={policy} />
      <div className={styles.actions}>
        <button type="button" className="button secondary" onClick={() => onLeave(trackingPage)}>
          Track this order
        </button>
        <button type="button" className="button secondary" onClick={() => onLeave('/')}>
          Continue Shopping
        </button>
      </div>
    </dialog>
  );
}
