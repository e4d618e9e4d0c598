import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyerListQuery, Customer, CustomerListQuery } from '../../../../common/customers';
import { useDataQuery, usePagedQuery } from '../../shared/queries';
import { useAdminApi } from '../../shared/session/AdminSession';
import { ordersKeys } from '../orders/api';

/** User Management's queries: the paged lists and each shopper's details. */
export const customersKeys = {
  all: ['customers'] as const,
  lists: () => [...customersKeys.all, 'list'] as const,
  list: (query: CustomerListQuery) => [...customersKeys.lists(), query] as const,
  details: () => [...customersKeys.all, 'details'] as const,
  detail: (id: string) => [...customersKeys.details(), id] as const,
};

export function useCustomers(query: CustomerListQuery) {
  return usePagedQuery(customersKeys.list(query), 'GET /api/admin/users', { query });
}

/** The details modal: orders and spending come only from this call. */
export function useCustomer(id: string) {
  const api = useAdminApi();
  return useQuery({
    queryKey: customersKeys.detail(id),
    queryFn: async ({ signal }) => (await api('GET /api/admin/users/:id', { params: { id }, signal })).user,
  });
}

/** Activates an inactive shopper or deactivates an active one. Also after a failure the lists are read again: another window may have changed it. */
export function useToggleCustomerStatus() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: Customer) =>
      api('PATCH /api/admin/users/:id/status', { params: { id: user._id }, body: { isActive: !user.isActive } }),
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

/** Customers as people: everyone who ordered, grouped by phone, with the owner's notes. */
export const buyersKeys = {
  all: ['buyers'] as const,
  lists: () => [...buyersKeys.all, 'list'] as const,
  list: (query: BuyerListQuery) => [...buyersKeys.lists(), query] as const,
  detail: (phone: string) => [...buyersKeys.all, 'detail', phone] as const,
};

export function useBuyers(query: BuyerListQuery) {
  return usePagedQuery(buyersKeys.list(query), 'GET /api/admin/buyers', { query });
}

export function useBuyer(phone: string) {
  return useDataQuery({ queryKey: buyersKeys.detail(phone) }, 'GET /api/admin/buyers/:phone', { params: { phone } });
}

/** The note and the "confirm by call first" mark; the orders lists read the mark too, so they are read again. */
export function useSaveBuyerNote() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phone, ...note }: { phone: string; note: string; confirmByCall: boolean }) =>
      api('PUT /api/admin/buyers/:phone', { params: { phone }, body: note }),
    onSuccess: (answer) => queryClient.setQueryData(buyersKeys.detail(answer.data.phone), answer.data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: buyersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
      ]),
  });
}
