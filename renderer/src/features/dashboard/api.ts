import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from '../../shared/session/AdminSession';

/**
 * The Dashboard's one answer (counts, recent orders, low stock). Whatever changes orders or stock
 * invalidates `dashboardKeys.all`; the product form does so by its literal ['dashboard'], so the key stays that.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

export function useDashboard() {
  const api = useAdminApi();
  return useQuery({ queryKey: dashboardKeys.all, queryFn: async ({ signal }) => (await api('GET /admin/dashboard-data', { signal })).data });
}
