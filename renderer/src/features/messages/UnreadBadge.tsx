import { useMessages } from './api';

/**
 * How often the tab asks whether shoppers wrote: the admin app stays open all day on one screen, and
 * a message that arrives meanwhile should show without a reload (one indexed count per minute).
 */
const UNREAD_CHECK_MS = 60_000;

/** The unread count beside the Messages tab, read from the same answer the screen's first page uses. */
export default function UnreadBadge() {
  const messages = useMessages(1, { refetchInterval: UNREAD_CHECK_MS });
  const unread = messages.data?.unread ?? 0;
  return unread > 0 ? (
    <span className="tab-count">
      {unread}
      <span className="visually-hidden"> unread</span>
    </span>
  ) : null;
}
