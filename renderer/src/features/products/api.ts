import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductWriteInput } from '../../../../common/catalog';
import type { QueryOf } from '../../../../common/contract';
import { usePagedQuery } from '../../shared/queries';
import { useAdminApi } from '../../shared/session/AdminSession';

type ProductListQuery = QueryOf<'GET /api/products'>;

/** Every products query lives under ['products'], so one invalidation refreshes lists and single products alike. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
};

/**
 * The dashboard counts products and low stock; its own key factory belongs to its feature, and its
 * keys all start with 'dashboard'.
 */
const DASHBOARD_ROOT = ['dashboard'] as const;

export function useProducts(query: ProductListQuery) {
  return usePagedQuery(productKeys.list(query), 'GET /api/products', { query });
}

/** Adds a product, or replaces the one with `editingId`; lists and the dashboard refresh once it is saved. */
export function useSaveProduct(editingId: string | undefined) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductWriteInput) =>
      editingId === undefined
        ? api('POST /api/products', { body })
        : api('PUT /api/products/:id', { params: { id: editingId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_ROOT });
    },
  });
}

export function useDeleteProduct() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/products/:id', { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_ROOT });
    },
  });
}
