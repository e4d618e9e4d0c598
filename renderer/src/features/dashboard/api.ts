import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataQuery } from '../../shared/queries';
import { useAdminApi } from '../../shared/session/AdminSession';

/**
 * The Dashboard's one answer (counts, recent orders, low stock, notices). Whatever changes orders or stock
 * invalidates `dashboardKeys.all`; the product form does so by its literal ['dashboard'], so the key stays that.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

export function useDashboard() {
  return useDataQuery({ queryKey: dashboardKeys.all }, 'GET /admin/dashboard-data');
}

/** Clears the 'check your size × colour grids' notice on the server, so it shows once (issue 22). */
export function useDismissGridNotice() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /api/admin/notices/check-variant-grids'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
