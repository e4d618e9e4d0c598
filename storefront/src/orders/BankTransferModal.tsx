import { useEffect, useRef } from 'react';
import { formatPrice } from '../../../common/money';
import type { Order } from '../../../common/orders';
import type { ShopPolicy } from '../../../common/policy';
import styles from './BankTransferModal.module.css';

/** onLeave clears the cart and goes on to `to`: home, or the order's tracking page. */
type BankTransferModalProps = { order: Order; policy: ShopPolicy; onLeave: (to: string) => void };

/**
 * 'Order Confirmed' for bank transfer (SPEC.md §2 Checkout): the shop's bank details and a
 * messaging-app link that carries the order reference, for sending the receipt.
 */
export default function BankTransferModal({ order, policy, onLeave }: BankTransferModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const receiptText = `Assalam o Alaikum! Here is my payment receipt for order ${order.orderRef} (${formatPrice(order.total)}).`;
  const receiptLink = `https://wa.me/${policy.receiptWhatsApp}?text=${encodeURIComponent(receiptText)}`;

  return (
    <dialog ref={dialog} className={styles.modal} aria-labelledby="bank-modal-title" onCancel={(event) => event.preventDefault()}>
      <h2 id="bank-modal-title">Order Confirmed</h2>
      <p>
        Your order <strong data-testid="order-ref">{order.orderRef}</strong> is reserved. Please transfer <strong>{formatPrice(order.total)}</strong> to:
      </p>
      <dl className={styles.bank}>
        <div>
          <dt>Bank</dt>
          <dd>{policy.bank.bankName}</dd>
        </div>
        <div>
          <dt>Account title</dt>
          <dd>{policy.bank.accountTitle}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd>{policy.bank.accountNumber}</dd>
        </div>
        <div>
          <dt>IBAN</dt>
          <dd>{policy.bank.iban}</dd>
        </div>
      </dl>
      <p>Use your order reference as the payment note, then send us the receipt:</p>
      <div className={styles.actions}>
        <a className="button" href={receiptLink} target="_blank" rel="noopener noreferrer">
          Send receipt on WhatsApp
        </a>
        <button type="button" className="button secondary" onClick={() => onLeave(`/track-order?orderRef=${order.orderRef}&email=${encodeURIComponent(order.customer.email)}`)}>
          Track this order
        </button>
        <button type="button" className="button secondary" onClick={() => onLeave('/')}>
          Continue Shopping
        </button>
      </div>
    </dialog>
  );
}
