import { ACTIVITY_KINDS, type ActivityEntry } from '../../../../common/activity';
import { shownTime } from '../../shared/shownTime';
import styles from './Activity.module.css';

/**
 * Entries of the log, newest first: when, who, what kind of change, and what was done to what as one
 * sentence (the server's, server/activity/sentences.ts), the same on the Activity page and a History.
 */
export function ActivityEntries({ entries, showSubject = true }: { entries: ActivityEntry[]; showSubject?: boolean }) {
  return (
    <ol className={styles.entries}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <p className={styles.head}>
            <time dateTime={entry.at}>{shownTime(entry.at)}</time>
            <strong>{entry.staffName}</strong>
            <span className={styles.kind}>{ACTIVITY_KINDS[entry.kind]}</span>
            {showSubject && (entry.orderRef ?? entry.productId ?? entry.subject) && (
              <span className={styles.subject}>{entry.orderRef ?? entry.productId ?? entry.subject}</span>
            )}
          </p>
          <p className={styles.summary}>{entry.sentence}</p>
        </li>
      ))}
    </ol>
  );
}
