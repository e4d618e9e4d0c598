import { useEffect, useState } from 'react';
import { formatPrice } from '../../../common/money';
import { whatsAppHref } from '../../../common/phone';
import type { Order } from '../../../common/orders';
import type { ShopPolicy } from '../../../common/policy';
import { DEFAULT_SHOP_POLICY } from '../../../common/policyRules';
import styles from './BankDetails.module.css';
import { useT } from '../i18n/I18nContext';
import { Ltr } from '../i18n/Ltr';

/** `amount`: what the order asks to be transferred now (common/orderFacts.ts transferAsked), for the receipt's message. */
type BankDetailsProps = { order: Pick<Order, 'orderRef'>; amount: number; policy: ShopPolicy };

/**
 * Where to send a bank transfer and how to send the receipt (docs/product.md §2 Checkout): the shop's account,
 * the order reference as payment note, and a messaging-app link carrying the reference and amount.
 * Shown after placing the order and again on the tracking page while the order waits for payment.
 */
export default function BankDetails({ order, amount, policy }: BankDetailsProps) {
  const t = useT();
  // useShopPolicy hands out the built-in defaults until the shop's own answer arrives: never show
  // placeholder account numbers as if they were the shop's.
  if (policy === DEFAULT_SHOP_POLICY) return <p aria-live="polite">{t('bank.loading')}</p>;
  const receiptText = t('bank.receipt', { ref: order.orderRef, amount: formatPrice(amount) });
  const receiptLink = whatsAppHref(policy.receiptWhatsApp, receiptText);
  return (
    <div className={styles.details}>
      <dl className={styles.bank}>
        <Detail term={t('bank.bank')} value={policy.bank.bankName} />
        <Detail term={t('bank.title')} value={policy.bank.accountTitle} />
        <Detail term={t('bank.number')} value={policy.bank.accountNumber} copyable />
        <Detail term={t('bank.iban')} value={policy.bank.iban} copyable />
        <Detail term={t('bank.note')} value={order.orderRef} copyable />
      </dl>
      <p className={styles.hint}>{t('bank.hint')}</p>
      <a className="button" href={receiptLink} target="_blank" rel="noopener noreferrer">
        {t('bank.send')}
      </a>
    </div>
  );
}

function Detail({ term, value, copyable = false }: { term: string; value: string; copyable?: boolean }) {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>
        {/* Account numbers, the IBAN and the reference are digits in groups: kept in order in Urdu too. */}
        {copyable ? <Ltr className={styles.value}>{value}</Ltr> : <span className={styles.value}>{value}</span>}
        {copyable && <CopyButton what={term} value={value} />}
      </dd>
    </div>
  );
}

/** The clipboard exists only on secure pages (https, localhost); on the shop's plain-http LAN address the value is still one tap to select. */
function CopyButton({ what, value }: { what: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const t = useT();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <>
      <button type="button" className={styles.copy} onClick={copy}>
        {copied ? t('bank.copied') : t('bank.copy')}
        <span className="visually-hidden"> {what}</span>
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t('bank.copiedWhat', { what }) : ''}
      </span>
    </>
  );
}
