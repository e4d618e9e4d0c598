import type { BackupPreview } from '../../../../common/contract/backups';
import { formatFileSize } from '../../../../common/fileSize';
import { shownTime } from '../../shared/shownTime';
import styles from './BackupsPage.module.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const ROWS = [
  ['Products', 'products'],
  ['Orders', 'orders'],
  ['Customers', 'customers'],
] as const;

/** What restoring would lose, in the owner's words: today's orders and accounts the backup does not have. */
export function lossOf({ lost }: BackupPreview): string {
  const parts = [
    lost.orders > 0 ? plural(lost.orders, 'order', 'orders') : '',
    lost.customers > 0 ? plural(lost.customers, 'customer account', 'customer accounts') : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'Every order and customer account the shop has now is also in this backup.';
  const them = lost.orders + lost.customers === 1 ? 'it' : 'them';
  return `${parts.join(' and ')} the shop has now ${lost.orders + lost.customers === 1 ? 'is' : 'are'} not in this backup: restoring it loses ${them}.`;
}

/**
 * Decision 0131: a backup read by the server before it is restored: when it was made, what it holds
 * beside what the shop holds now, and what a restore would lose.
 */
export function BackupPreviewFacts({ preview }: { preview: BackupPreview }) {
  const losing = preview.lost.orders + preview.lost.customers > 0;
  return (
    <div className={styles.preview}>
      <p>
        <strong>Made {shownTime(preview.createdAt)} (Pakistan time)</strong>, {formatFileSize(preview.bytes)}.
      </p>
      <table className={styles.compare}>
        <caption className="visually-hidden">What the backup holds and what the shop holds now</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">In this backup</th>
            <th scope="col">In the shop now</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, key]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{preview.counts[key]}</td>
              <td>{preview.now[key]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={losing ? styles.loss : undefined}>{lossOf(preview)}</p>
    </div>
  );
}
