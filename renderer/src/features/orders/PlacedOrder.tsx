import { useState } from 'react';
import { formatPrice } from '../../../../common/money';
import { piecesOf } from '../../../../common/orderFacts';
import type { AdminOrder } from '../../../../common/orders';
import { plural } from '../../shared/plural';
import { Dialog } from '../../shared/ui/Dialog';
import { TextField } from '../../shared/ui/TextField';
import styles from './HandOrders.module.css';
import { WhatsAppButton } from './WhatsAppButton';

/** The order just placed: its reference and total, and the shopper's order link to copy or send on WhatsApp. */
export function PlacedOrder({ order, link, onClose }: { order: AdminOrder; link: string; onClose: () => void }) {
  const [copied, setCopied] = useState('');
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied('Link copied.'),
      () => setCopied('Could not copy: select the link above and copy it.'),
    );
  return (
    <Dialog title={`Order ${order.orderRef} placed`} onClose={onClose}>
      <div className={styles.form}>
        <p>
          {order.customer.name} · {plural(piecesOf(order), 'piece')} · total {formatPrice(order.total)}
          {order.discount > 0 && ` (${formatPrice(order.discount)} off with ${order.discountCode})`}
        </p>
        <TextField
          label="The customer's order link"
          value={link}
          onChange={() => undefined}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className={styles.dialogActions}>
          <button type="button" className="button-secondary" onClick={() => void copy()}>
            Copy order link
          </button>
          <WhatsAppButton order={order} label="Send on WhatsApp" after={`\n${link}`} />
          <button type="button" className="button" onClick={onClose} data-autofocus>
            Done
          </button>
        </div>
        <p role="status">{copied}</p>
      </div>
    </Dialog>
  );
}
