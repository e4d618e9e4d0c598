import { whatsAppHref } from '../../../common/phone';
import { useShopPolicy } from './useShopPolicy';

/**
 * A chat with the shop on WhatsApp, the message typed in for the shopper to send, shown only once the
 * shop has a WhatsApp number (Settings; the number receipts go to). Most Pakistani shoppers ask there first.
 */
export function WhatsAppButton({ text, label = 'Ask on WhatsApp' }: { text: string; label?: string }) {
  const { receiptWhatsApp } = useShopPolicy();
  if (!receiptWhatsApp) return null;
  return (
    <a className="button secondary" href={whatsAppHref(receiptWhatsApp, text)} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> (opens WhatsApp)</span>
    </a>
  );
}
