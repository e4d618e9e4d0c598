import { cancelIsTold } from '../../../../common/mail';
import { formatPrice } from '../../../../common/money';
import type { AdminOrder, ParcelReturn } from '../../../../common/orders';
import type { Question } from '../../shared/ui/ConfirmDialog';

/* What the order card asks before a change that cannot simply be taken back, in the owner's words. */

/**
 * Cancel: the pieces go back; a paid order's money is the customer's again (the shop's figures stop
 * counting it as received); a customer with an e-mail is told by mail when cancelIsTold (decision 0120).
 */
export const cancelQuestion = (order: AdminOrder): Question => ({
  title: `Cancel order ${order.orderRef}?`,
  details: [
    'Its pieces go back to stock.',
    order.payment.status === 'paid' &&
      order.total > 0 &&
      `The customer paid ${formatPrice(order.total)}${order.paymentMethod === 'bank' ? ' by bank transfer' : ''}: give it back, as the shop no longer counts it as received.`,
    order.customer.email && cancelIsTold(order) && `${order.customer.email} is told by e-mail.`,
  ]
    .filter(Boolean)
    .join(' '),
  confirm: 'Cancel order',
  keep: 'Keep order',
  danger: true,
});

export const returnQuestion = (orderRef: string, returned: ParcelReturn): Question => ({
  title: returned === 'refused' ? `Record ${orderRef} as refused at the door?` : `Record ${orderRef} as returned?`,
  details: 'Its pieces go back to stock.',
  confirm: returned === 'refused' ? 'Record as refused' : 'Record as returned',
  keep: 'Go back',
});

/** Only an order that never went out may be deleted (decision 0118); a cancelled one gave its pieces back already. */
export const deleteQuestion = (order: AdminOrder): Question => ({
  title: `Delete order ${order.orderRef} for good?`,
  details:
    order.status === 'cancelled'
      ? 'It cannot be brought back.'
      : 'It cannot be brought back. Its pieces go back to stock.',
  confirm: 'Delete order',
  keep: 'Keep order',
  danger: true,
});
