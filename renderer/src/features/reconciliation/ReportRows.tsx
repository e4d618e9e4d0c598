import { ROW_OUTCOMES } from '../../../../common/courierCash';
import { formatPrice } from '../../../../common/money';
import { plural } from '../../shared/plural';
import { Badge, DataTable, EmptyNote, type Column } from '../../shared/ui/DataTable';
import type { ReportAnswer } from './api';
import styles from './Reconciliation.module.css';
import { OUTCOME_LABELS, outcomeCount } from './words';

type Row = ReportAnswer['rows'][number];
const money = (amount: number | undefined) => (amount === undefined ? '–' : formatPrice(amount));

/** What importing the report will do, row by row, with the rows left out and the unknown numbers shown first. */
export function ReportRows({ answer }: { answer: ReportAnswer }) {
  const order = (outcome: string) => (outcome === 'problem' ? 0 : outcome === 'unknown' ? 1 : 2);
  const rows = [...answer.rows].sort((a, b) => order(a.outcome) - order(b.outcome) || a.line - b.line);
  const summary = ROW_OUTCOMES.filter((outcome) => answer.counts[outcome] > 0)
    .map((outcome) => outcomeCount(outcome, answer.counts[outcome]))
    .join(', ');
  if (rows.length === 0) return <EmptyNote>This report has no rows under its headings.</EmptyNote>;
  // A payment report's rows carry money, a status report's a status word.
  const reported: Column<Row>[] =
    answer.kind === 'payment'
      ? [
          { header: 'Collected', number: true, cell: (row) => money(row.amount) },
          { header: 'Charges', number: true, cell: (row) => money(row.charges) },
        ]
      : [{ header: 'Status', cell: (row) => row.statusWord ?? '–' }];
  return (
    <>
      <p role="status">
        {plural(answer.rows.length, 'row')}: {summary}.
      </p>
      {/* A long report scrolls down inside its box, so the Import button below stays near. */}
      <div className={styles.preview}>
        <DataTable
          caption="What importing each row does"
          rows={rows}
          rowKey={(row) => row.line}
          empty={null}
          columns={[
            // The tracking number names the row, so it leads the row's card on a phone; the line finds it in the file.
            { header: 'Tracking number', rowHeader: true, cell: (row) => row.trackingNumber || '–' },
            { header: 'Line', number: true, cell: (row) => row.line },
            {
              header: 'Result',
              cell: (row) => <Badge tone={OUTCOME_LABELS[row.outcome].tone}>{OUTCOME_LABELS[row.outcome].label}</Badge>,
            },
            ...reported,
            { header: 'What happens', cell: (row) => row.message },
          ]}
        />
      </div>
    </>
  );
}
