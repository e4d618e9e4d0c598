import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiCourier, CourierAccountWrite } from '../../../../common/couriers';
import { downloadBookingFile, downloadFile } from '../../shared/downloadFile';
import { useDataQuery } from '../../shared/queries';
import { useAdminApi, useAdminSession } from '../../shared/session/AdminSession';
import { activityKeys } from '../activity/api';
import { dashboardKeys } from '../dashboard/api';
import { ordersKeys } from '../orders/api';

/** Courier accounts, booking and parcels (docs/architecture.md, Couriers). */
export const courierKeys = {
  all: ['couriers'] as const,
  accounts: () => [...courierKeys.all, 'accounts'] as const,
  cities: (courier: ApiCourier) => [...courierKeys.all, 'cities', courier] as const,
  /** Under the orders' keys: an order change (a return by hand) reads the parcel again. */
  parcel: (orderRef: string) => [...ordersKeys.all, 'parcel', orderRef] as const,
};

export function useCourierAccounts() {
  return useDataQuery({ queryKey: courierKeys.accounts() }, 'GET /api/admin/couriers');
}

export function useSaveCourierAccount(courier: ApiCourier) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourierAccountWrite) => api('PUT /api/admin/couriers/:courier', { params: { courier }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: courierKeys.all }),
  });
}

/** Changes nothing: the courier's answer is the point. */
export function useTestCourier(courier: ApiCourier) {
  const api = useAdminApi();
  return useMutation({
    mutationFn: async () => (await api('POST /api/admin/couriers/:courier/test', { params: { courier } })).data,
  });
}

export function useCourierCities(courier: ApiCourier, enabled: boolean) {
  return useDataQuery(
    { queryKey: courierKeys.cities(courier), enabled, staleTime: 60 * 60 * 1000 },
    'GET /api/admin/couriers/:courier/cities',
    { params: { courier } },
  );
}

export function useRememberCity(courier: ApiCourier) {
  const api = useAdminApi();
  return useMutation({
    mutationFn: (body: { shopCity: string; courierCity: string }) =>
      api('PUT /api/admin/couriers/:courier/cities', { params: { courier }, body }),
  });
}

/** Booked orders move to Shipped: the order lists and the Dashboard are read again. */
export function useBookOrders() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { courier: ApiCourier; orderRefs: string[] }) =>
      (await api('POST /api/admin/couriers/book', { body })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

export function useParcel(orderRef: string) {
  return useDataQuery({ queryKey: courierKeys.parcel(orderRef) }, 'GET /api/admin/orders/:orderRef/parcel', {
    params: { orderRef },
  });
}

/** The owner changed the rider's amount with the courier: the parcel answers with the warning ended. */
export function useCollectChanged(orderRef: string) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      api('PUT /api/admin/orders/:orderRef/parcel/collect', { params: { orderRef }, body: { amount } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(courierKeys.parcel(orderRef), answer.data);
      // The order's history gains the entry, though the order itself did not change.
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
    // Refused when the order changed meanwhile: read it again, so the warning shows the amount it has now.
    onError: () => void queryClient.invalidateQueries({ queryKey: courierKeys.parcel(orderRef) }),
  });
}

/**
 * Asks the courier about the parcel now (decision 0128): the parcel answers as it is then, and the order
 * may have moved (delivered, come back), so the order lists, the Dashboard and the order's history are read again.
 */
export function useCheckParcel(orderRef: string) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/admin/orders/:orderRef/parcel/check', { params: { orderRef } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(courierKeys.parcel(orderRef), answer.data);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}

/** Cancels the consignment before pickup: the order goes back to confirmed, so the order lists and its parcel are read again. */
export function useCancelConsignment() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderRef: string) => api('POST /api/admin/orders/:orderRef/parcel/cancel', { params: { orderRef } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

export function usePrintSlip() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: (orderRef: string) =>
      downloadFile(
        `/api/admin/orders/${encodeURIComponent(orderRef)}/parcel/slip`,
        token,
        `${orderRef}-airway-bill.pdf`,
      ),
  });
}

/**
 * The booking sheet in the courier's own columns, for a shop without an API account; answers what the
 * sheet left out as not ready to book and why (decision 0143), or null.
 */
export function useDownloadBookingSheet() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: ({ courier, orderRefs }: { courier: ApiCourier; orderRefs: string[] }) =>
      downloadBookingFile(
        `/api/admin/couriers/${courier}/booking.csv?refs=${encodeURIComponent(orderRefs.join(','))}`,
        token,
        `${courier}-booking.csv`,
      ),
  });
}
