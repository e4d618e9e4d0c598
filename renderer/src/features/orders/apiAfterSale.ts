import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../common/apiClient';
import type { BodyOf, ResponseOf } from '../../../../common/contract';
import type { MutationOptions } from '../../shared/mutationOptions';
import { useAdminApi } from '../../shared/session/AdminSession';
import { shopKeys } from '../../shared/useShopName';
import { ifMatch, ordersKeys, useLineChange, useOrderChange, type OrderVersion } from './api';

/* After the sale: a parcel coming back whole, pieces of a line returned or exchanged. */

/** null undoes a recorded return. */
export type ParcelReturn = 'refused' | 'returned' | null;

export function useRecordReturn(
  order: OrderVersion,
  options?: MutationOptions<ResponseOf<'PATCH /api/admin/orders/:orderRef/return'>, ParcelReturn>,
) {
  const api = useAdminApi();
  const { orderRef } = order;
  return useOrderChange(
    (returned: ParcelReturn) =>
      api('PATCH /api/admin/orders/:orderRef/return', {
        params: { orderRef },
        body: { returned },
        headers: ifMatch(order),
      }),
    options,
    order,
  );
}

/** The sizes and colours the owner can exchange a line for, with their stock now (read afresh each time the dialog opens). */
export function useExchangeChoices(productId: string) {
  const api = useAdminApi();
  return useQuery({
    queryKey: ordersKeys.exchangeChoices(productId),
    queryFn: async ({ signal }) => (await api('GET /api/products/:id', { params: { id: productId }, signal })).data,
    staleTime: 0,
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
  const api = useAdminApi();
  const { orderRef } = order;
  return useLineChange(
    ({ lineId, ...body }: LineReturnRequest) =>
      api('POST /api/admin/orders/:orderRef/lines/:lineId/return', {
        params: { orderRef, lineId: String(lineId) },
        body,
        headers: ifMatch(order),
      }),
    options,
    order,
  );
}

export function useRecordExchange(
  order: OrderVersion,
  options?: MutationOptions<ResponseOf<'POST /api/admin/orders/:orderRef/lines/:lineId/exchange'>, ExchangeLineRequest>,
) {
  const api = useAdminApi();
  const { orderRef } = order;
  return useLineChange(
    ({ lineId, ...body }: ExchangeLineRequest) =>
      api('POST /api/admin/orders/:orderRef/lines/:lineId/exchange', {
        params: { orderRef, lineId: String(lineId) },
        body,
        headers: ifMatch(order),
      }),
    options,
    order,
  );
}
