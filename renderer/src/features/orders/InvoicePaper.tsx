import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { invoiceContent, type InvoiceContent } from '../../../../common/invoice';
import type { AdminOrder } from '../../../../common/orders';
import { useShopPolicy } from './api';
import { Barcode } from './Barcode';
import styles from './InvoicePaper.module.css';

/**
 * Printing an order's invoice (issue 35 item 19, docs/decisions/0077): `print(order)` puts the invoice
 * on the page, and once the shop's settings are read the browser's print window opens on it, where the
 * owner prints it or saves it as a PDF. The browser writes and joins Urdu letters, which the server's
 * PDF cannot. `failed` says when the settings could not be read, so nothing was printed.
 */
export function usePrintInvoice() {
  // Each press is its own job, so the same invoice prints twice if asked twice.
  const [job, setJob] = useState<{ order: AdminOrder } | null>(null);
  const policy = useShopPolicy();
  const printed = useRef<typeof job>(null);
  const ready = job !== null && policy.data !== undefined;
  useEffect(() => {
    if (!job || !ready || printed.current === job) return;
    printed.current = job;
    // The paper leaves the page when the print window closes, so a packing slip printed next is alone on paper.
    const done = () => setJob((current) => (current === job ? null : current));
    window.addEventListener('afterprint', done, { once: true });
    window.print();
  }, [job, ready]);
  return {
    paper: job && policy.data ? <InvoicePaper content={invoiceContent(job.order, policy.data)} /> : null,
    print: (order: AdminOrder) => setJob({ order }),
    preparing: job !== null && policy.isPending,
    failed: job !== null && policy.isError,
  };
}

/** The invoice as printed: hidden on screen, the only thing on paper while it is on the page. */
export function InvoicePaper({ content }: { content: InvoiceContent }) {
  return createPortal(
    <article className={styles.invoice} data-testid="invoice-paper">
      <style>{'@page { size: A4; margin: 14mm; }'}</style>
      <header className={styles.head}>
        <div>
          <h2 className={styles.shop}>
            <bdi>{content.shop.name}</bdi>
          </h2>
          {content.shop.lines.map((line) => (
            <p key={line} className={styles.muted}>
              <bdi>{line}</bdi>
            </p>
          ))}
        </div>
        <div className={styles.title}>
          <h1>{content.heading.toUpperCase()}</h1>
          <Barcode value={content.orderRef} className={styles.barcode} />
          <p className={styles.ref}>{content.orderRef}</p>
        </div>
      </header>
      {content.facts.map((fact) => (
        <p key={fact}>{fact}</p>
      ))}
      <h3>Bill to</h3>
      {/* Each line isolated, so a name or address in Urdu reads right to left inside the English paper. */}
      <address className={styles.billTo}>
        {content.customer.filter(Boolean).map((line) => (
          <span key={line}>
            <bdi>{line}</bdi>
          </span>
        ))}
      </address>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th>Item</th>
            <th>Size / Colour</th>
            <th className={styles.figure}>Qty</th>
            <th className={styles.figure}>Unit price</th>
            <th className={styles.figure}>Total</th>
          </tr>
        </thead>
        <tbody>
          {content.lines.map((line, index) => (
            <tr key={index}>
              <td>
                <bdi>{line.title}</bdi>
              </td>
              <td>
                <bdi>{line.variant}</bdi>
              </td>
              <td className={styles.figure}>{line.quantity}</td>
              <td className={styles.figure}>{line.unitPrice}</td>
              <td className={styles.figure}>{line.lineTotal}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.amounts}>
        {content.amounts.map((amount) => (
          <div key={amount.label} className={amount.total ? styles.total : undefined}>
            <dt>
              <bdi>{amount.label}</bdi>
            </dt>
            <dd>{amount.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.payment}>{content.payment}</p>
      <p className={styles.muted}>{content.closing}</p>
    </article>,
    document.body,
  );
}
