import { useMutation, useQuery } from '@tanstack/react-query';
import { downloadBookingFile, downloadFile, fetchFile } from '../../shared/downloadFile';
import { filtersQuery } from '../../shared/queries';
import type { MutationOptions } from '../../shared/mutationOptions';
import { useAdminSession } from '../../shared/session/AdminSession';
import { ordersKeys, type OrderListFilters } from './api';

/* Files the owner's token fetches rather than JSON: the shopper's receipt picture, the courier CSV, the invoice PDF. */

/** The shopper's bank receipt as a picture (docs/decisions/0051), fetched with the owner's token; none asked for without one. */
export function useOrderReceipt(orderRef: string, uploadedAt: string | undefined) {
  const { token } = useAdminSession();
  return useQuery({
    queryKey: ordersKeys.receipt(orderRef, uploadedAt ?? ''),
    queryFn: async ({ signal }) =>
      (await fetchFile(`/api/admin/orders/${encodeURIComponent(orderRef)}/receipt`, token, signal)).blob(),
    enabled: uploadedAt !== undefined,
    staleTime: Infinity,
  });
}

/**
 * The filtered orders ready to book as the courier's bulk-booking CSV, saved as a file; answers what
 * the file left out and why (decision 0143), or null.
 */
export function useExportOrdersCsv() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: (filters: OrderListFilters) =>
      downloadBookingFile(`/api/admin/orders/export${filtersQuery(filters)}`, token, 'orders.csv'),
  });
}

/**
 * The order's invoice as the server makes it, saved as a PDF file the owner sends on WhatsApp or by
 * e-mail. Rejects with the server's words when it cannot be made (an order in Urdu script: Print invoice).
 */
export function useDownloadInvoice(orderRef: string, options?: MutationOptions<void, void>) {
  const { token } = useAdminSession();
  return useMutation({
    ...options,
    mutationFn: async () => {
      await downloadFile(`/api/admin/orders/${orderRef}/invoice.pdf`, token, `invoice-${orderRef}.pdf`);
    },
  });
}
