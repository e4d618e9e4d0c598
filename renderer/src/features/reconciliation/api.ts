import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryOf, ResponseOf } from '../../../../common/contract';
import type { ApiCourier } from '../../../../common/courierFacts';
import {
  REPORT_FILE_FIELD,
  type ColumnMapping,
  type ReportKind,
  type StatusStep,
} from '../../../../common/courierCash';
import type { MutationOptions } from '../../shared/mutationOptions';
import { useDataQuery } from '../../shared/queries';
import { useAdminApi } from '../../shared/session/AdminSession';
import { analyticsKeys } from '../analytics/api';
import { dashboardKeys } from '../dashboard/api';
import { ordersKeys } from '../orders/api';
import { productKeys } from '../products/api';

type Period = QueryOf<'GET /api/admin/courier-cash/received'>;
export type ReportAnswer = ResponseOf<'POST /api/admin/courier-cash/imports'>['data'];
export type Reconciliation = ResponseOf<'GET /api/admin/courier-cash/reconciliation'>['data'];
export type DeliveryReport = ResponseOf<'GET /api/admin/courier-cash/delivery-report'>['data'];

/** Couriers' cash: the Reconciliation screen, the courier and city report, and Analytics' cash card. */
export const courierCashKeys = {
  all: ['courier-cash'] as const,
  couriers: () => [...courierCashKeys.all, 'couriers'] as const,
  reconciliation: (courier: string) => [...courierCashKeys.all, 'reconciliation', courier] as const,
  deliveryReport: (period: Period) => [...courierCashKeys.all, 'delivery-report', period] as const,
  received: (period: Period) => [...courierCashKeys.all, 'received', period] as const,
};

export function useCouriers() {
  return useDataQuery({ queryKey: courierCashKeys.couriers() }, 'GET /api/admin/courier-cash/couriers');
}

export function useReconciliation(courier: string) {
  return useDataQuery(
    { queryKey: courierCashKeys.reconciliation(courier), enabled: courier !== '' },
    'GET /api/admin/courier-cash/reconciliation',
    { query: { courier } },
  );
}

export function useDeliveryReport(period: Period = {}) {
  return useDataQuery(
    // The order cards all read one report: it need not be fetched again for every card or every minute.
    { queryKey: courierCashKeys.deliveryReport(period), staleTime: 5 * 60_000 },
    'GET /api/admin/courier-cash/delivery-report',
    { query: period },
  );
}

export function useCashReceived(period: Period, enabled: boolean) {
  return useDataQuery({ queryKey: courierCashKeys.received(period), enabled }, 'GET /api/admin/courier-cash/received', {
    query: period,
  });
}

/** Asks the courier which delivered parcels it has paid out; paid orders change, so every screen that shows them is read again. */
export function useCheckPayments() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courier: ApiCourier) => api('POST /api/admin/courier-cash/payment-status', { query: { courier } }),
    onSuccess: () =>
      Promise.all(
        [courierCashKeys.all, ordersKeys.all, dashboardKeys.all, analyticsKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** What the owner sends: the courier, the kind of report, the file, and the columns and status readings chosen. */
export type ReportChoice = {
  courier: string;
  kind: ReportKind;
  file: File;
  columns?: ColumnMapping;
  statusWords?: Record<string, StatusStep>;
};

const reportForm = ({ file, columns, statusWords }: ReportChoice) => {
  const form = new FormData();
  form.append(REPORT_FILE_FIELD, file);
  if (columns) form.append('columns', JSON.stringify(columns));
  if (statusWords) form.append('statusWords', JSON.stringify(statusWords));
  return form;
};

/** Reads the report and says what importing it would do; changes nothing. */
export function usePreviewReport(options?: MutationOptions<ReportAnswer, ReportChoice>) {
  const api = useAdminApi();
  return useMutation({
    mutationFn: async (choice: ReportChoice) =>
      (
        await api('POST /api/admin/courier-cash/imports/preview', {
          query: { courier: choice.courier, kind: choice.kind },
          body: reportForm(choice),
        })
      ).data,
    ...options,
  });
}

/** Imports the report: orders are paid, delivered or back (stock moves), so every screen that shows them is read again. */
export function useImportReport(
  options?: MutationOptions<ResponseOf<'POST /api/admin/courier-cash/imports'>, ReportChoice>,
) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ReportChoice) =>
      api('POST /api/admin/courier-cash/imports', {
        query: { courier: choice.courier, kind: choice.kind },
        body: reportForm(choice),
      }),
    ...options,
    onSuccess: async (...args) => {
      await Promise.all(
        [courierCashKeys.all, ordersKeys.all, dashboardKeys.all, analyticsKeys.all, productKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      await options?.onSuccess?.(...args);
    },
  });
}
