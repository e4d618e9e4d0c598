import { useEffect, useState } from 'react';
import { formatPrice } from '../../../common/money';
import { whatsAppHref } from '../../../common/phone';
import type { Order } from '../../../common/orders';
import type { ShopPolicy } from '../../../common/policy';
import { DEFAULT_SHOP_POLICY } from '../../../common/policyRules';
import styles from './BankDetails.module.css';

type BankDetailsProps = { order: Pick<Order, 'orderRef' | 'total'>; policy: ShopPolicy };

/**
 * Where to send a bank transfer and how to send the receipt (docs/product.md §2 Checkout): the shop's account,
 * the order reference as payment note, and a messaging-app link carrying the reference and amount.
 * Shown after placing the order and again on the tracking page while the order waits for payment.
 */
export default function BankDetails({ order, policy }: BankDetailsProps) {
  // useShopPolicy hands out the built-in defaults until the shop's own answer arrives: never show
  // placeholder account numbers as if they were the shop's.
  if (policy === DEFAULT_SHOP_POLICY) return <p aria-live="polite">Loading bank details...</p>;
  const receiptText = `Assalam o Alaikum! Here is my payment receipt for order ${order.orderRef} (${formatPrice(order.total)}).`;
  const receiptLink = whatsAppHref(policy.receiptWhatsApp, receiptText);
  return (
    <div className={styles.details}>
      <dl className={styles.bank}>
        <Detail term="Bank" value={policy.bank.bankName} />
        <Detail term="Account title" value={policy.bank.accountTitle} />
        <Detail term="Account number" value={policy.bank.accountNumber} copyable />
        <Detail term="IBAN" value={policy.bank.iban} copyable />
        <Detail term="Payment note" value={order.orderRef} copyable />
      </dl>
      <p className={styles.hint}>Use your order reference as the payment note, then send us the receipt:</p>
      <a className="button" href={receiptLink} target="_blank" rel="noopener noreferrer">
        Send receipt on WhatsApp
      </a>
    </div>
  );
}

function Detail({ term, value, copyable = false }: { term: string; value: string; copyable?: boolean }) {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>
        <span className={styles.value}>{value}</span>
        {copyable && <CopyButton what={term} value={value} />}
      </dd>
    </div>
  );
}

/** The clipboard exists only on secure pages (https, localhost); on the shop's plain-http LAN address the value is still one tap to select. */
function CopyButton({ what, value }: { what: string; value: string }) {
  const [copied, setCopied] = useState(false);
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
        {copied ? 'Copied' : 'Copy'}
        <span className="visually-hidden"> {what}</span>
      </button>
      <span className="visually-hidden" role="status">
        {copied ? `${what} copied` : ''}
      </span>
    </>
  );
}
