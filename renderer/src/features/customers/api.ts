import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerListQuery } from '../../../../common/customers';
import { useAdminApi } from '../../shared/session/AdminSession';

/** User Management's queries: the paged lists and each shopper's details. */
export const customersKeys = {
  all: ['customers'] as const,
  lists: () => [...customersKeys.all, 'list'] as const,
  list: (query: CustomerListQuery) => [...customersKeys.lists(), query] as const,
  details: () => [...customersKeys.all, 'details'] as const,
  detail: (id: string) => [...customersKeys.details(), id] as const,
};

export function useCustomers(query: CustomerListQuery) {
  const api = useAdminApi();
  return useQuery({ queryKey: customersKeys.list(query), queryFn: ({ signal }) => api('GET /api/admin/users', { query, signal }), placeholderData: keepPreviousData });
}

/** The details modal: orders and spending come only from this call. */
export function useCustomer(id: string) {
  const api = useAdminApi();
  return useQuery({ queryKey: customersKeys.detail(id), queryFn: async ({ signal }) => (await api('GET /api/admin/users/:id', { params: { id }, signal })).user });
}

/** Activates an inactive shopper or deactivates an active one. Also after a failure the lists are read again: another window may have changed it. */
export function useToggleCustomerStatus() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: Customer) => api('PATCH /api/admin/users/:id/status', { params: { id: user._id }, body: { isActive: !user.isActive } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersKeys.all }),
  });
}

export function useDeleteCustomer() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/admin/users/:id', { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: customersKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: customersKeys.lists() });
    },
  });
}
