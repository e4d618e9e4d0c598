import type { DiscountInput } from '../../../../common/discounts';
import { useChangeThenReread } from '../../shared/mutationOptions';
import { useDataQuery } from '../../shared/queries';
import { useAdminApi } from '../../shared/session/AdminSession';

/** Query keys of the discount codes (Medusa-style factory): every key starts with `all`, so one invalidation reaches them all. */
export const discountKeys = {
  all: ['discounts'] as const,
  list: () => [...discountKeys.all, 'list'] as const,
  report: () => [...discountKeys.all, 'report'] as const,
};

export function useDiscounts() {
  return useDataQuery({ queryKey: discountKeys.list() }, 'GET /api/admin/discounts');
}

/** Discount given per code over sales, and those sales after discount. */
export function useDiscountReport() {
  return useDataQuery({ queryKey: discountKeys.report() }, 'GET /api/admin/discounts/report');
}

/** Any change to a code: the codes and the report are read again once it settles, after a refusal too. */
function useDiscountMutation<V, T>(call: (api: ReturnType<typeof useAdminApi>, value: V) => Promise<T>) {
  const api = useAdminApi();
  return useChangeThenReread(discountKeys.all, (value: V) => call(api, value));
}

export const useCreateDiscount = () =>
  useDiscountMutation((api, body: DiscountInput) => api('POST /api/admin/discounts', { body }));
export const useUpdateDiscount = () =>
  useDiscountMutation((api, { id, body }: { id: number; body: DiscountInput }) =>
    api('PUT /api/admin/discounts/:id', { params: { id: String(id) }, body }),
  );
export const usePauseDiscount = () =>
  useDiscountMutation((api, { id, paused }: { id: number; paused: boolean }) =>
    api('PATCH /api/admin/discounts/:id/paused', { params: { id: String(id) }, body: { paused } }),
  );
export const useDeleteDiscount = () =>
  useDiscountMutation((api, id: number) => api('DELETE /api/admin/discounts/:id', { params: { id: String(id) } }));
