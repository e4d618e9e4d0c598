import { useState } from 'react';
import { CHANNEL_LABELS, isEditable, orderPagePath, type AdminOrder } from '../../../../common/orders';
import { TEMPLATE_LANGUAGE_LABELS } from '../../../../common/mail';
import { shownTime } from '../../shared/shownTime';
import { useNoticeFocus } from '../../shared/ui/useNoticeFocus';
import { EditOrderDialog } from './EditOrderDialog';
import styles from './HandOrders.module.css';

/**
 * On an opened order: where it came from, the language its messages go in, the shopper's order page (in that language, as
 * the confirmation mail links it: docs/product.md §1), the owner's changes so far, and
 * Change order while it is pending or confirmed (issue 26). The server refuses the change later too.
 */
export function OrderChanges({ order }: { order: AdminOrder }) {
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { noticeRef, focusNextNotice } = useNoticeFocus(done);
  return (
    <div className={styles.changes}>
      <p>
        {/* An exchange order is made by the staff in the admin, for the customer of the order it exchanges pieces of. */}
        Came by:{' '}
        <strong>
          {order.exchangeOf ? `Exchange for ${order.exchangeOf}, made in the admin` : CHANNEL_LABELS[order.channel]}
        </strong>{' '}
        · Messages in: <strong lang={order.language}>{TEMPLATE_LANGUAGE_LABELS[order.language]}</strong> · Customer’s
        order page: <code>{orderPagePath(order.orderRef, order.customer.email, order.language)}</code>
      </p>
      {order.edits.length > 0 && (
        <>
          <p>Changed before shipping:</p>
          <ul aria-label={`Changes to ${order.orderRef}`}>
            {order.edits.map((edit) => (
              <li key={edit.at}>
                {shownTime(edit.at)}: {edit.summary}
              </li>
            ))}
          </ul>
        </>
      )}
      {isEditable(order) && !order.exchangeOf && (
        <div>
          <button type="button" className="button-secondary" onClick={() => setEditing(true)}>
            Change order
          </button>
        </div>
      )}
      {done && (
        <p ref={noticeRef} tabIndex={-1} role="status">
          {done}
        </p>
      )}
      {editing && (
        <EditOrderDialog
          order={order}
          onClose={() => setEditing(false)}
          onDone={(message) => {
            setEditing(false);
            focusNextNotice();
            setDone(message);
          }}
        />
      )}
    </div>
  );
}
