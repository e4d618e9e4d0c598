import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from '../../shared/session/AdminSession';
import { messagesQueryKey } from './messagesQueryKey';

/** The unread count beside the Messages tab, read from the same answer the screen's first page uses. */
export default function UnreadBadge() {
  const api = useAdminApi();
  const messages = useQuery({ queryKey: [...messagesQueryKey, 1], queryFn: ({ signal }) => api('GET /api/admin/messages', { query: { page: 1 }, signal }) });
  const unread = messages.data?.unread ?? 0;
  return unread > 0 ? <span className="tab-count">{unread}<span className="visually-hidden"> unread</span></span> : null;
}
