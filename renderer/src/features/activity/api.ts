import { useMutation } from '@tanstack/react-query';
import type { ActivityQuery } from '../../../../common/activity';
import { downloadFile } from '../../shared/downloadFile';
import { filtersQuery, useDataQuery, usePagedQuery } from '../../shared/queries';
import { useAdminSession } from '../../shared/session/AdminSession';

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
  return usePagedQuery(activityKeys.list(query), 'GET /api/admin/activity', { query });
}

export function useOrderActivity(orderRef: string, version: string) {
  return useDataQuery({ queryKey: activityKeys.order(orderRef, version) }, 'GET /api/admin/orders/:orderRef/activity', {
    params: { orderRef },
  });
}

export function useProductActivity(productId: string, version: string) {
  return useDataQuery({ queryKey: activityKeys.product(productId, version) }, 'GET /api/admin/products/:id/activity', {
    params: { id: productId },
  });
}

/** The filtered log as a CSV file for the owner's spreadsheet. */
export function useExportActivity() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: (query: ActivityQuery) =>
      downloadFile(`/api/admin/activity/export${filtersQuery(query, ['page', 'limit'])}`, token, 'activity.csv'),
  });
}
