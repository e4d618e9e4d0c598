import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SizeChart, SizeChartRow } from '../../../../common/sizeCharts';
import { useDataQuery } from '../../shared/queries';
import { useAdminApi } from '../../shared/session/AdminSession';

/** Query keys of the men's size charts (issue 35 item 8): every key starts with `all`, so one invalidation reaches them all. */
export const sizeChartKeys = {
  all: ['sizeCharts'] as const,
  list: () => [...sizeChartKeys.all, 'list'] as const,
  /** The categories the shop's products carry: the ones a chart of their own may be kept for. */
  categories: () => [...sizeChartKeys.all, 'categories'] as const,
};

/** The chart for all shirts first (the usual sizes while none is saved), then each category's own. */
export function useSizeCharts() {
  return useDataQuery({ queryKey: sizeChartKeys.list() }, 'GET /api/admin/size-charts');
}

export function useProductCategories() {
  return useDataQuery({ queryKey: sizeChartKeys.categories() }, 'GET /api/products/categories');
}

/** Each change answers with every chart: the answer replaces the list the screen shows. */
function useSizeChartMutation<V>(
  call: (api: ReturnType<typeof useAdminApi>, value: V) => Promise<{ data: SizeChart[]; message?: string }>,
) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => call(api, value),
    onSuccess: (answer) => queryClient.setQueryData(sizeChartKeys.list(), answer.data),
  });
}

export const useSaveSizeChart = () =>
  useSizeChartMutation((api, body: { category: string; rows: SizeChartRow[] }) =>
    api('PUT /api/admin/size-charts', { body }),
  );

/** A category's own chart removed (its shirts show the chart for all shirts), or the one for all shirts back to the usual sizes. */
export const useResetSizeChart = () =>
  useSizeChartMutation((api, category: string) =>
    // As URLSearchParams, since the client drops an empty value and the chart for all shirts is category ''.
    api('DELETE /api/admin/size-charts', { query: new URLSearchParams({ category }) }),
  );
