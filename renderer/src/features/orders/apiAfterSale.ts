import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../common/apiClient';
import type { BodyOf, ResponseOf } from '../../../../common/contract';
import type { MutationOptions } from '../../shared/mutationOptions';
import { useDataQuery } from '../../shared/queries';
import { shopKeys } from '../../shared/useShopName';
import { ordersKeys, useLineChange, useOrderApi, useOrderChange, type OrderVersion } from './api';

/* After the sale: a parcel coming back whole, pieces of a line returned or exchanged, a cancelled order's money sent back. */

/** null undoes a recorded return. */
export type ParcelReturn = 'refused' | 'returned' | null;

export function useRecordReturn(
  order: OrderVersion,
  options?: MutationOptions<ResponseOf<'PATCH /api/admin/orders/:orderRef/return'>, ParcelReturn>,
) {
  const { api, at } = useOrderApi(order);
  return useOrderChange(
    (returned: ParcelReturn) => api('PATCH /api/admin/orders/:orderRef/return', { ...at, body: { returned } }),
    options,
    order,
  );
}

/** The sizes and colours the owner can exchange a line for, with their stock now (read afresh each time the dialog opens). */
export function useExchangeChoices(productId: string) {
  return useDataQuery({ queryKey: ordersKeys.exchangeChoices(productId), staleTime: 0 }, 'GET /api/products/:id', {
    params: { id: productId },
  });
}

/** The shop's exchange delivery fee, as the exchange dialog offers to charge it. */
export function useExchangeDeliveryFee() {
  return useQuery({
    queryKey: shopKeys.policy,
    queryFn: ({ signal }) => callApi('GET /api/shop', { signal }),
    select: (answer) => answer.data.exchangeDeliveryFee,
  });
}

export type LineReturnRequest = BodyOf<'POST /api/admin/orders/:orderRef/lines/:lineId/return'> & { lineId: number };
export type ExchangeLineRequest = BodyOf<'POST /api/admin/orders/:orderRef/lines/:lineId/exchange'> & {
  lineId: number;
};

export function useRecordLineReturn(
  order: OrderVersion,
  options?: MutationOptions<ResponseOf<'POST /api/admin/orders/:orderRef/lines/:lineId/return'>, LineReturnRequest>,
) {
  const { api, at } = useOrderApi(order);
  return useLineChange(
    ({ lineId, ...body }: LineReturnRequest) =>
      api('POST /api/admin/orders/:orderRef/lines/:lineId/return', {
        ...at,
        params: { ...at.params, lineId: String(lineId) },
        body,
      }),
    options,
    order,
  );
}

export type LaterRefundRequest = BodyOf<'POST /api/admin/orders/:orderRef/lines/:lineId/refund'> & { lineId: number };

/** The refund of returned pieces left to decide (decision 0133), recorded later on the returned line. */
export function useRecordLaterRefund(
  order: OrderVersion,
  options?: MutationOptions<ResponseOf<'POST /api/admin/orders/:orderRef/lines/:lineId/refund'>, LaterRefundRequest>,
) {
  const { api, at } = useOrderApi(order);
  // No piece moves: only the order changes.
  return useOrderChange(
    ({ lineId, ...body }: LaterRefundRequest) =>
      api('POST /api/admin/orders/:orderRef/lines/:lineId/refund', {
        ...at,
        params: { ...at.params, lineId: String(lineId) },
        body,
      }),
    options,
    order,
  );
}

export function useRecordExchange(
  order: OrderVersion,
  options?: MutationOptions<ResponseOf<'POST /api/admin/orders/:orderRef/lines/:lineId/exchange'>, ExchangeLineRequest>,
) {
  const { api, at } = useOrderApi(order);
  return useLineChange(
    ({ lineId, ...body }: ExchangeLineRequest) =>
      api('POST /api/admin/orders/:orderRef/lines/:lineId/exchange', {
        ...at,
        params: { ...at.params, lineId: String(lineId) },
        body,
      }),
    options,
    order,
  );
}

export type CancelRefundRequest = BodyOf<'POST /api/admin/orders/:orderRef/refund-sent'>;

/** The money of a paid order the shop cancelled, recorded as sent back (decision 0126). */
export function useRecordCancelRefund(
  order: OrderVersion,
  options?: MutationOptions<ResponseOf<'POST /api/admin/orders/:orderRef/refund-sent'>, CancelRefundRequest>,
) {
  const { api, at } = useOrderApi(order);
  return useOrderChange(
    (body: CancelRefundRequest) => api('POST /api/admin/orders/:orderRef/refund-sent', { ...at, body }),
    options,
    order,
  );
}
