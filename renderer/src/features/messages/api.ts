import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../common/contract';
import { useChangeThenReread, type MutationOptions } from '../../shared/mutationOptions';
import { useAdminApi } from '../../shared/session/AdminSession';

/** The contact messages, paged. The tab's unread count reads page 1, the same answer the screen's first page shows. */
export const messagesKeys = {
  all: ['messages'] as const,
  lists: () => [...messagesKeys.all, 'list'] as const,
  list: (page: number) => [...messagesKeys.lists(), page] as const,
};

/** The shop's own mail (order confirmations, password resets). */
export const outboxKeys = {
  all: ['outbox'] as const,
};

export function useMessages(page: number, options: { refetchInterval?: number } = {}) {
  const api = useAdminApi();
  return useQuery({
    queryKey: messagesKeys.list(page),
    queryFn: ({ signal }) => api('GET /api/admin/messages', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export function useOutbox() {
  const api = useAdminApi();
  return useQuery({
    queryKey: outboxKeys.all,
    queryFn: async ({ signal }) => (await api('GET /api/admin/outbox', { signal })).data,
  });
}

/** A change to one message: the lists (and the unread count) are read again, after a failure too. */
const useMessageChange = <TData, TVariables>(
  call: (variables: TVariables) => Promise<TData>,
  options?: MutationOptions<TData, TVariables>,
) => useChangeThenReread(messagesKeys.all, call, options);

export function useMarkMessage() {
  const api = useAdminApi();
  return useMessageChange(({ id, read }: { id: number; read: boolean }) =>
    api('PATCH /api/admin/messages/:id', { params: { id: String(id) }, body: { read } }),
  );
}

export function useDeleteMessage(options?: MutationOptions<ResponseOf<'DELETE /api/admin/messages/:id'>, number>) {
  const api = useAdminApi();
  return useMessageChange(
    (id: number) => api('DELETE /api/admin/messages/:id', { params: { id: String(id) } }),
    options,
  );
}

/** The owner's "Send again" on a mail that did not go out; the outbox is read again either way. */
export function useSendMailAgain() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('POST /api/admin/outbox/:id/send', { params: { id: String(id) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
