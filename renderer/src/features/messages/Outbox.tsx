import { failure } from '../../shared/failure';
import type { OutboxMail } from '../../../../common/admin';
import { EmptyNote } from '../../shared/ui/DataTable';
import { QueryState } from '../../shared/ui/QueryState';
import { plural } from '../../shared/plural';
import { shownTime } from '../../shared/shownTime';
import { useOutbox, useSendMailAgain } from './api';
import styles from './MessagesPage.module.css';

/** Where a mail stands, in the owner's words: sent, waiting for its next try, or given up with the mail server's error. */
function standing(mail: OutboxMail): string {
  if (mail.sentAt) return 'sent';
  if (!mail.error) return mail.nextAttemptAt ? 'going out' : 'kept in outbox';
  const next = mail.nextAttemptAt
    ? `, tried ${plural(mail.attempts, 'time')}, trying again ${shownTime(mail.nextAttemptAt)}`
    : '';
  return `not sent${next}: ${mail.error}`;
}

/** Every mail the shop wrote (docs/architecture.md, Messages that go out): without a mail server they are kept only here. */
export function Outbox() {
  const outbox = useOutbox();
  const again = useSendMailAgain();
  return (
    <section aria-labelledby="outbox-heading" className={styles.section}>
      <h2 id="outbox-heading">Mail outbox</h2>
      <p className={styles.meta}>
        Order mails and password reset links. Without a mail server (Settings) they are kept here only; one that fails
        is tried again.
      </p>
      <div aria-live="polite">
        {again.error && (
          <p role="alert" className={styles.meta}>
            {failure(again.error, 'The mail could not be sent again. Please check your connection and try again.')}
          </p>
        )}
      </div>
      <QueryState query={outbox}>
        {(mails) =>
          mails.length === 0 ? (
            <EmptyNote>No mail yet.</EmptyNote>
          ) : (
            <ul className={styles.outbox}>
              {mails.map((mail) => (
                <li key={mail.id}>
                  <details>
                    <summary>
                      <strong>{mail.subject}</strong> to {mail.to} ·{' '}
                      <time dateTime={mail.createdAt}>{shownTime(mail.createdAt)}</time> · {standing(mail)}
                    </summary>
                    <pre>{mail.text}</pre>
                  </details>
                  {!mail.sentAt && mail.error && (
                    <button
                      type="button"
                      className="button-secondary"
                      disabled={again.isPending}
                      onClick={() => again.mutate(mail.id)}
                    >
                      Send again<span className="visually-hidden">: {mail.subject}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
