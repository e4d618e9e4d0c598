import { ORDER_MESSAGE_LABELS } from '../../../../common/mail';
import type { AdminOrder } from '../../../../common/orders';
import { useOrderMessage } from './api';
import { whatsappLink } from './whatsapp';

type Props = {
  order: AdminOrder;
  label?: string;
  /** Added after the message, e.g. the order link just made. */ after?: string;
};

/**
 * One click opens WhatsApp with the message for the order's current step, in the order's language
 * (issue 26): the request to confirm while pending, then confirmed, shipped, delivered or refused.
 */
export function WhatsAppButton({ order, label = 'WhatsApp the customer', after = '' }: Props) {
  const message = useOrderMessage(order.orderRef);
  if (message.isPending) {
    return (
      <button type="button" className="button-secondary" disabled>
        {label}: preparing the message…
      </button>
    );
  }
  // Without the server's text the chat still opens, empty, so the owner can reach the customer.
  const text = message.data ? `${message.data.text}${after}` : after.trim();
  const step = message.data?.step;
  const said = step ? ` (${ORDER_MESSAGE_LABELS[step]}${message.data?.language === 'ur' ? ', in Urdu' : ''})` : '';
  return (
    <a className="button-secondary" href={whatsappLink(order, text)} target="_blank" rel="noreferrer">
      {label}
      {said}
    </a>
  );
}
