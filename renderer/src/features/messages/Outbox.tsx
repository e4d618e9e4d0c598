import { QueryState } from '../../shared/ui/QueryState';
import { shownTime } from '../../shared/shownTime';
import { useOutbox } from './api';
import styles from './MessagesPage.module.css';

/** Every mail the shop wrote (docs/architecture.md, Forgot password): without SMTP settings they are kept only here. */
export function Outbox() {
  const outbox = useOutbox();
  return (
    <section aria-labelledby="outbox-heading" className={styles.section}>
      <h2 id="outbox-heading">Mail outbox</h2>
      <p className={styles.meta}>Order confirmations and password reset links. Without SMTP settings they are kept here only.</p>
      <QueryState query={outbox}>
        {(mails) =>
          mails.length === 0 ? (
            <p>No mail yet.</p>
          ) : (
            <ul className={styles.outbox}>
              {mails.map((mail) => (
                <li key={mail.id}>
                  <details>
                    <summary>
                      <strong>{mail.subject}</strong> to {mail.to} · <time dateTime={mail.createdAt}>{shownTime(mail.createdAt)}</time> · {mail.sentAt ? 'sent' : mail.error ? `not sent: ${mail.error}` : 'kept in outbox'}
                    </summary>
                    <pre>{mail.text}</pre>
                  </details>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
