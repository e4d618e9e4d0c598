import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ActivityQuery } from '../../../../common/activity';
import { downloadFile } from '../../shared/downloadFile';
import { useAdminApi, useAdminSession } from '../../shared/session/AdminSession';

/**
 * The activity log's queries (issue 37). An order's or a product's own history is keyed by its version
 * (updatedAt): a change to it is a new version, so its history is read again without anyone telling it.
 */
export const activityKeys = {
  all: ['activity'] as const,
  list: (query: ActivityQuery) => [...activityKeys.all, 'list', query] as const,
  order: (orderRef: string, version: string) => [...activityKeys.all, 'order', orderRef, version] as const,
  product: (productId: string, version: string) => [...activityKeys.all, 'product', productId, version] as const,
};

export function useActivity(query: ActivityQuery) {
  const api = useAdminApi();
  return useQuery({
    queryKey: activityKeys.list(query),
    queryFn: ({ signal }) => api('GET /api/admin/activity', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderActivity(orderRef: string, version: string) {
  const api = useAdminApi();
  return useQuery({
    queryKey: activityKeys.order(orderRef, version),
    queryFn: async ({ signal }) =>
      (await api('GET /api/admin/orders/:orderRef/activity', { params: { orderRef }, signal })).data,
  });
}

export function useProductActivity(productId: string, version: string) {
  const api = useAdminApi();
  return useQuery({
    queryKey: activityKeys.product(productId, version),
    queryFn: async ({ signal }) =>
      (await api('GET /api/admin/products/:id/activity', { params: { id: productId }, signal })).data,
  });
}

/** The filtered log as a CSV file for the owner's spreadsheet. */
export function useExportActivity() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: (query: ActivityQuery) => {
      const search = new URLSearchParams(
        Object.entries(query).flatMap(([name, value]) =>
          value === undefined || value === '' || name === 'page' || name === 'limit' ? [] : [[name, String(value)]],
        ),
      ).toString();
      return downloadFile(`/api/admin/activity/export${search ? `?${search}` : ''}`, token, 'activity.csv');
    },
  });
}
