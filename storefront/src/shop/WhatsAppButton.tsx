import { whatsAppHref } from '../../../common/phone';
import { useShopPolicy } from './useShopPolicy';
import { useT } from '../i18n/I18nContext';

/**
 * A chat with the shop on WhatsApp, the message typed in for the shopper to send, shown only once the
 * shop has a WhatsApp number (Settings; the number receipts go to). Most Pakistani shoppers ask there first.
 */
export function WhatsAppButton({ text, label }: { text: string; label?: string }) {
  const { receiptWhatsApp } = useShopPolicy();
  const t = useT();
  if (!receiptWhatsApp) return null;
  return (
    <a
      className="button secondary"
      href={whatsAppHref(receiptWhatsApp, text)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {label ?? t('common.askOnWhatsApp')}
      <span className="visually-hidden"> {t('common.opensWhatsApp')}</span>
    </a>
  );
}
