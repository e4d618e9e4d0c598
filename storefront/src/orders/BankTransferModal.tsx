import { useEffect, useRef } from 'react';
import { Link } from '../router/router';
import { formatPrice } from '../../../common/money';
import { transferAsked } from '../../../common/orderFacts';
import type { Order } from '../../../common/orders';
import type { ShopPolicy } from '../../../common/policy';
import BankDetails from './BankDetails';
import styles from './BankTransferModal.module.css';
import { richMessage, useT } from '../i18n/I18nContext';

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
  const t = useT();
  // Just placed, the order asks its total; the one rule says so (common/orderFacts.ts transferAsked).
  const amount = transferAsked(order)?.amount ?? order.total;
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
        {t('bank.confirmed')}
      </h2>
      <p id="bank-modal-summary">
        {richMessage('bank.reserved', {
          ref: (
            <strong className={styles.ref} data-testid="order-ref">
              {order.orderRef}
            </strong>
          ),
          amount: <strong>{formatPrice(amount)}</strong>,
        })}
      </p>
      <BankDetails order={order} amount={amount} policy={policy} />
      <div className={styles.actions}>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('bank.viewOrder')}
        </button>
        <Link to="/products" className="button secondary">
          {t('common.continueShopping')}
        </Link>
      </div>
    </dialog>
  );
}
