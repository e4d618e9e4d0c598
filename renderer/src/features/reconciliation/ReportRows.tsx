import { ROW_OUTCOMES } from '../../../../common/courierCash';
import { formatPrice } from '../../../../common/money';
import type { ReportAnswer } from './api';
import styles from './Reconciliation.module.css';
import { OUTCOME_LABELS } from './words';

/** What importing the report will do, row by row, with the rows left out and the unknown numbers shown first. */
export function ReportRows({ answer }: { answer: ReportAnswer }) {
  const order = (outcome: string) => (outcome === 'problem' ? 0 : outcome === 'unknown' ? 1 : 2);
  const rows = [...answer.rows].sort((a, b) => order(a.outcome) - order(b.outcome) || a.line - b.line);
  const summary = ROW_OUTCOMES.filter((outcome) => answer.counts[outcome] > 0)
    .map((outcome) => `${answer.counts[outcome]} ${OUTCOME_LABELS[outcome].label.toLowerCase()}`)
    .join(', ');
  if (rows.length === 0) return <p className={styles.empty}>This report has no rows under its headings.</p>;
  return (
    <>
      <p role="status">
        {answer.rows.length} rows: {summary}.
      </p>
      <div className={`table-wrap ${styles.preview}`}>
        <table>
          <caption className="visually-hidden">What importing each row does</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.number}>
                Line
              </th>
              <th scope="col">Tracking number</th>
              <th scope="col">Result</th>
              {answer.kind === 'payment' ? (
                <>
                  <th scope="col" className={styles.number}>
                    Collected
                  </th>
                  <th scope="col" className={styles.number}>
                    Charges
                  </th>
                </>
              ) : (
                <th scope="col">Status</th>
              )}
              <th scope="col">What happens</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const outcome = OUTCOME_LABELS[row.outcome];
              return (
                <tr key={row.line}>
                  <td className={styles.number}>{row.line}</td>
                  <th scope="row">{row.trackingNumber || '–'}</th>
                  <td>
                    <span className={`${styles.badge} ${outcome.tone === 'plain' ? '' : styles[outcome.tone]}`}>
                      {outcome.label}
                    </span>
                  </td>
                  {answer.kind === 'payment' ? (
                    <>
                      <td className={styles.number}>{row.amount === undefined ? '–' : formatPrice(row.amount)}</td>
                      <td className={styles.number}>{row.charges === undefined ? '–' : formatPrice(row.charges)}</td>
                    </>
                  ) : (
                    <td>{row.statusWord ?? '–'}</td>
                  )}
                  <td>{row.message}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
