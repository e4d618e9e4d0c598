import { useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../../common/contract';
import { useAdminApi } from '../../shared/session/AdminSession';

type AnalyticsQuery = QueryOf<'GET /api/admin/analytics'>;

/** Sales Analytics: one answer per period. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  period: (query: AnalyticsQuery) => [...analyticsKeys.all, query] as const,
};

/** `enabled: false` while the chosen period cannot be asked for (a start after its end). */
export function useAnalytics(query: AnalyticsQuery, enabled: boolean) {
  const api = useAdminApi();
  return useQuery({
    queryKey: analyticsKeys.period(query),
    queryFn: async ({ signal }) => (await api('GET /api/admin/analytics', { query, signal })).data,
    enabled,
  });
}
