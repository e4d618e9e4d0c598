import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../common/apiClient';
import type { QueryOf, ResponseOf } from '../../../../common/contract';
import type { OrderStatus } from '../../../../common/orders';
import type { MutationOptions } from '../../shared/mutationOptions';
import { useDataQuery, usePagedQuery } from '../../shared/queries';
import { useAdminApi } from '../../shared/session/AdminSession';
import { shopKeys } from '../../shared/useShopName';
import { dashboardKeys } from '../dashboard/api';
import { productKeys } from '../products/api';
import { markStale } from './staleOrder';

/*
 * The orders admin's calls, one file per concern, all keyed by ordersKeys below: this file holds the list
 * and one order (its status, payment, confirmation, delete) and the change hooks the others build on;
 * apiEdit.ts an order by hand and its editing, apiAfterSale.ts returns and exchanges, apiFiles.ts the
 * files (receipt picture, courier CSV, invoice PDF).
 */

/** What the Orders tab filters by (the list's query without its paging). */
export type OrderListFilters = Omit<QueryOf<'GET /api/orders'>, 'page' | 'limit'>;

/**
 * Every orders query's key, for all the orders api files (api, apiEdit, apiAfterSale, apiFiles): one
 * place, so an order change that reads `all` again reaches each of them.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (filters: OrderListFilters, page: number) => [...ordersKeys.lists(), filters, page] as const,
  /** A product's sizes and colours with their stock, as an exchange offers them. */
  exchangeChoices: (productId: string) => [...ordersKeys.all, 'exchange-choices', productId] as const,
  /** Exactly these orders: an exchange's original (what the rider collects back), an original's exchange orders (their fee). */
  byRefs: (refs: readonly string[]) => [...ordersKeys.all, 'by-refs', refs] as const,
  /** The newest order from a phone number: a returning customer's name and address for an order by hand. */
  customer: (phoneKey: string) => [...ordersKeys.all, 'customer', phoneKey] as const,
  /** Products found by name for an order's lines, with each size and colour's stock. */
  catalogs: () => [...ordersKeys.all, 'catalog'] as const,
  catalog: (text: string) => [...ordersKeys.catalogs(), text] as const,
  /** One product's sizes and colours with their stock, for the stock beside an order's lines. */
  product: (id: string) => [...ordersKeys.catalogs(), 'product', id] as const,
  /**
   * A shopper's bank receipt picture. Outside `all` on purpose: a receipt never changes once sent (a new
   * one has a new time), so an order change need not download the picture again.
   */
  receipt: (orderRef: string, uploadedAt: string) => ['order-receipt', orderRef, uploadedAt] as const,
  /** The WhatsApp message for an order's current step, filled by the server as the step's mail. */
  message: (orderRef: string) => [...ordersKeys.all, 'message', orderRef] as const,
};

export function useOrders(filters: OrderListFilters, page: number) {
  return usePagedQuery(ordersKeys.list(filters, page), 'GET /api/orders', { query: { ...filters, page } });
}

/** Exactly these orders (none asked for, no call), e.g. the originals of exchange orders or an original's exchange orders. */
export function useOrdersByRefs(wanted: readonly string[]) {
  const api = useAdminApi();
  const refs = [...new Set(wanted)].sort();
  return useQuery({
    queryKey: ordersKeys.byRefs(refs),
    queryFn: async ({ signal }) =>
      (await api('GET /api/orders', { query: { refs: refs.join(','), page: 1, limit: 200 }, signal })).data,
    enabled: refs.length > 0,
  });
}

/**
 * The order's WhatsApp message in its language (issue 26). Asked again each time an order opens: the
 * owner may have reworded the templates in Settings since; an order change refreshes it with ordersKeys.all.
 */
export function useOrderMessage(orderRef: string) {
  return useDataQuery(
    { queryKey: ordersKeys.message(orderRef), staleTime: 0 },
    'GET /api/admin/orders/:orderRef/message',
    {
      params: { orderRef },
    },
  );
}

/** The shop's delivery fee and payment methods, as an order by hand offers and prices them. */
export function useShopPolicy() {
  return useQuery({
    queryKey: shopKeys.policy,
    queryFn: ({ signal }) => callApi('GET /api/shop', { signal }),
    select: (answer) => answer.data,
  });
}

/**
 * The order as the screen shows it: its version (updatedAt) goes back as If-Match, so a change made on
 * a copy someone else has changed since is refused (409) instead of overwriting theirs (issue 37).
 * Every screen that changes an order sends its version (the Dashboard's quick status too); without one
 * the server makes the change on the order as it stands.
 */
export type OrderVersion = { orderRef: string; updatedAt?: string };
const ifMatch = (order: OrderVersion) => (order.updatedAt ? { 'If-Match': `"${order.updatedAt}"` } : undefined);

/** The admin client with what every call about this order sends: its ref in the path, its version as If-Match. */
export function useOrderApi(order: OrderVersion) {
  return { api: useAdminApi(), at: { params: { orderRef: order.orderRef }, headers: ifMatch(order) } };
}

/**
 * A change to one order: the order lists and the Dashboard (its counts and recent orders) are read again.
 * The caller's onSuccess runs at once, without waiting for the lists, so what was done is said straight away.
 */
export function useOrderChange<TData, TVariables>(
  call: (variables: TVariables) => Promise<TData>,
  options?: MutationOptions<TData, TVariables>,
  order?: OrderVersion,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: call,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      return options?.onSuccess?.(...args);
    },
    // Someone else changed the order first: the screen offers to reload it (StaleOrderNotice).
    onError: (error, ...rest) => {
      if (order) markStale(order.orderRef, error);
      return options?.onError?.(error, ...rest);
    },
  });
}

/**
 * Pieces of one line coming back after delivery, refunded or exchanged: the products (their stock moved)
 * are read again with the orders and the Dashboard.
 */
export function useLineChange<TData, TVariables>(
  call: (variables: TVariables) => Promise<TData>,
  options?: MutationOptions<TData, TVariables>,
  order?: OrderVersion,
) {
  const queryClient = useQueryClient();
  return useOrderChange(
    call,
    {
      ...options,
      onSuccess: (...args) => {
        void queryClient.invalidateQueries({ queryKey: productKeys.all });
        return options?.onSuccess?.(...args);
      },
    },
    order,
  );
}

/** Shipped takes the courier and tracking number (and another courier's tracking address); a cancel, a reset or a delivery only the status. */
export type StatusChange = { status: OrderStatus; carrier?: string; trackingNumber?: string; trackingUrl?: string };

export function useUpdateOrderStatus(
  order: OrderVersion,
  options?: MutationOptions<ResponseOf<'PATCH /api/orders/:orderRef/status'>, StatusChange>,
) {
  const { api, at } = useOrderApi(order);
  return useOrderChange(
    (body: StatusChange) => api('PATCH /api/orders/:orderRef/status', { ...at, body }),
    options,
    order,
  );
}

export function useRecordPayment(
  order: OrderVersion,
  options?: MutationOptions<ResponseOf<'PATCH /api/admin/orders/:orderRef/payment'>, 'paid' | 'unpaid'>,
) {
  const { api, at } = useOrderApi(order);
  return useOrderChange(
    (payment: 'paid' | 'unpaid') => api('PATCH /api/admin/orders/:orderRef/payment', { ...at, body: { payment } }),
    options,
    order,
  );
}

export function useRecordConfirmation(
  order: OrderVersion,
  options?: MutationOptions<ResponseOf<'PATCH /api/admin/orders/:orderRef/confirmation'>, boolean>,
) {
  const { api, at } = useOrderApi(order);
  return useOrderChange(
    (confirmed: boolean) => api('PATCH /api/admin/orders/:orderRef/confirmation', { ...at, body: { confirmed } }),
    options,
    order,
  );
}

/** Cancels the ticked orders at once (those that look fake); the answer names any left as they were. */
export function useCancelOrders(options?: MutationOptions<ResponseOf<'POST /api/admin/orders/cancel'>, string[]>) {
  const api = useAdminApi();
  return useOrderChange(
    (orderRefs: string[]) => api('POST /api/admin/orders/cancel', { body: { orderRefs } }),
    options,
  );
}

export function useDeleteOrder(
  order: OrderVersion,
  options?: MutationOptions<ResponseOf<'DELETE /api/orders/:orderRef'>, void>,
) {
  const { api, at } = useOrderApi(order);
  return useOrderChange(() => api('DELETE /api/orders/:orderRef', at), options, order);
}
