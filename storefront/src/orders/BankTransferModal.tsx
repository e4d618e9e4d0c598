import { useEffect, useRef } from 'react';
import { Link } from '../router/router';
import { formatPrice } from '../../../common/money';
import type { Order } from '../../../common/orders';
import type { ShopPolicy } from '../../../common/policy';
import BankDetails from './BankDetails';
import styles from './BankTransferModal.module.css';

/** onClose leaves the shopper on the order's confirmation page, which shows the same details. */
type BankTransferModalProps = { order: Order; policy: ShopPolicy; onClose: () => void };

/**
 * 'Order Confirmed' for bank transfer (docs/product.md §2 Checkout, §4): the shop's bank details and a
 * messaging-app link that carries the order reference, shown over the order's confirmation page. The
 * order is placed and the cart already empty, so closing it (or Escape) loses nothing.
 */
export default function BankTransferModal({ order, policy, onClose }: BankTransferModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // Start reading at the title rather than at the first copy button.
    title.current?.focus();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby="bank-modal-title"
      aria-describedby="bank-modal-summary"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
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
        <button type="button" className="button secondary" onClick={onClose}>
          View order details
        </button>
        <Link to="/products" className="button secondary">
          Continue Shopping
        </Link>
      </div>
    </dialog>
  );
}
