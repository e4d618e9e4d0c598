import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../common/apiClient';
import type { KeptMessage } from '../../../../common/contact';
import { formatPhone, whatsAppHref } from '../../../../common/phone';
import { EmptyNote } from '../../shared/ui/DataTable';
import { Dialog } from '../../shared/ui/Dialog';
import { Page } from '../../shared/ui/Page';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
import { useDeleteMessage, useMarkMessage, useMessages } from './api';
import { Outbox } from './Outbox';
import { shownTime } from '../../shared/shownTime';
import styles from './MessagesPage.module.css';

/** The contact messages shoppers sent (docs/architecture.md, Contact form), newest first, and the shop's own mail outbox. */
export default function MessagesPage() {
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<KeptMessage | null>(null);
  const messages = useMessages(page);
  const mark = useMarkMessage();
  // The Delete button that opened the dialog goes with its message: focus moves to the list's heading
  // rather than falling back to the start of the page. Runs after the dialog has closed and handed focus back.
  const heading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);
  const remove = useDeleteMessage({
    onSuccess: () => {
      deleted.current = true;
    },
    // Also after a failure: the message may be gone already (deleted in another window).
    onSettled: () => setDeleting(null),
  });
  useEffect(() => {
    if (deleting || !deleted.current) return;
    deleted.current = false;
    heading.current?.focus();
  }, [deleting]);
  const failed = mark.error ?? remove.error;
  // Deleting the last message of the last page leaves the owner on a page that no longer exists.
  const lastPage = messages.data?.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return (
    <Page title="Messages">
      <section aria-labelledby="contact-heading" className={styles.section}>
        <h2 id="contact-heading" ref={heading} tabIndex={-1}>
          Contact messages{messages.data ? ` (${messages.data.unread} unread)` : ''}
        </h2>
        {failed && (
          <p role="alert">
            {failed instanceof ApiError && failed.code === 'NOT_FOUND'
              ? 'That message was already deleted.'
              : 'Failed to update the message. Please try again.'}
          </p>
        )}
        <QueryState query={messages}>
          {(answer) =>
            answer.data.length === 0 ? (
              <EmptyNote>No messages yet. What shoppers send from the contact page shows here.</EmptyNote>
            ) : (
              <>
                <ul className={styles.list}>
                  {answer.data.map((message) => (
                    <li key={message.id} className={message.readAt ? styles.read : styles.unread}>
                      <article aria-labelledby={`message-${message.id}`}>
                        <h3 id={`message-${message.id}`}>
                          {!message.readAt && <span className={styles.badge}>New</span>} {message.subject}
                        </h3>
                        <p className={styles.meta}>
                          From {message.name} &lt;{message.email}&gt;
                          {message.phone ? ` · ${formatPhone(message.phone)}` : ''} ·{' '}
                          <time dateTime={message.createdAt}>{shownTime(message.createdAt)}</time>
                        </p>
                        <p className={styles.text}>{message.message}</p>
                        <div className={styles.actions}>
                          <a
                            className="button"
                            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                          >
                            Reply by e-mail<span className="visually-hidden"> to {message.name}</span>
                          </a>
                          {message.phone && (
                            <a
                              className="button-secondary"
                              href={whatsAppHref(
                                message.phone,
                                `Assalam o Alaikum ${message.name}, about "${message.subject}": `,
                              )}
                              target="_blank"
                              rel="noreferrer"
                            >
                              Reply on WhatsApp<span className="visually-hidden"> to {message.name}</span>
                            </a>
                          )}
                          <button
                            type="button"
                            className="button-secondary"
                            onClick={() => mark.mutate({ id: message.id, read: !message.readAt })}
                          >
                            {message.readAt ? 'Mark unread' : 'Mark read'}
                            <span className="visually-hidden">: {message.subject}</span>
                          </button>
                          <button type="button" className="button-danger" onClick={() => setDeleting(message)}>
                            Delete<span className="visually-hidden">: {message.subject}</span>
                          </button>
                        </div>
                      </article>
                    </li>
                  ))}
                </ul>
                {answer.totalPages > 1 && (
                  <Pager page={answer.page} totalPages={answer.totalPages} onPage={setPage} label="Messages pages" />
                )}
              </>
            )
          }
        </QueryState>
      </section>
      <Outbox />
      {deleting && (
        <Dialog
          title="Delete this message?"
          onClose={() => setDeleting(null)}
          footer={
            <>
              <button type="button" className="button-secondary" onClick={() => setDeleting(null)}>
                Cancel
              </button>
              <button
                type="button"
                className="button-danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(deleting.id)}
              >
                Delete message
              </button>
            </>
          }
        >
          <p>
            The message “{deleting.subject}” from {deleting.name} will be deleted for good.
          </p>
        </Dialog>
      )}
    </Page>
  );
}
