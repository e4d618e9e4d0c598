import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '../../../../common/contract';
import { canonicalPhone } from '../../../../common/phone';
import { cellKey } from '../../../../common/variants';
import type { MutationOptions } from '../../shared/mutationOptions';
import { useAdminApi } from '../../shared/session/AdminSession';
import { ordersKeys, useLineChange, useOrderApi, type OrderVersion } from './api';

/* An order's lines and details: one taken by hand, one edited before shipping, and what they look up. */

export type HandOrderRequest = BodyOf<'POST /api/admin/orders'>;
export type OrderEditRequest = BodyOf<'PUT /api/admin/orders/:orderRef'>;

/** The newest order from this phone number (written any common way), once it reads as a whole Pakistani number. */
export function useCustomerByPhone(phone: string) {
  const api = useAdminApi();
  const key = canonicalPhone(phone) ?? '';
  return useQuery({
    queryKey: ordersKeys.customer(key),
    queryFn: async ({ signal }) =>
      (await api('GET /api/orders', { query: { q: key, page: 1, limit: 1 }, signal })).data[0] ?? null,
    enabled: key !== '',
  });
}

/**
 * Products whose name matches, with their sizes, colours and stock read afresh (the shelf moves while the
 * owner types). A search with a slip ('shrit', 'oxfrd') that finds nothing is searched again as the shop
 * puts it right, by the storefront's own correction (`suggestion`, server/catalog/searchSuggestion.ts):
 * `putRight` is then the search that was made.
 */
export function useCatalogSearch(text: string) {
  const api = useAdminApi();
  const wanted = text.trim();
  return useQuery({
    queryKey: ordersKeys.catalog(wanted),
    queryFn: async ({ signal }) => {
      const search = (q: string) => api('GET /api/products', { query: { q, limit: 8 }, signal });
      const found = await search(wanted);
      if (found.data.length > 0 || !found.suggestion) return { products: found.data, putRight: undefined };
      return { products: (await search(found.suggestion)).data, putRight: found.suggestion };
    },
    enabled: wanted.length > 0,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * The stock of each size and colour of these products, by `productId|cellKey`, read afresh as the search
 * is: the order's lines say at once when a quantity is more than the shelf has. A product no longer sold
 * has no entry (the server's refusal says so when the order is saved).
 */
export function useLinesStock(productIds: readonly string[]): Record<string, number> {
  const api = useAdminApi();
  const found = useQueries({
    queries: [...new Set(productIds)].map((id) => ({
      queryKey: ordersKeys.product(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await api('GET /api/products/:id', { params: { id }, signal })).data,
      staleTime: 0,
      retry: false,
    })),
  });
  return Object.fromEntries(
    found.flatMap(({ data }) =>
      data ? data.variants.map((cell) => [`${data.id}|${cellKey(cell.size, cell.color)}`, cell.stock] as const) : [],
    ),
  );
}

/**
 * The owner's order by hand: the stock it takes shows on the products as well as in the orders. A
 * refusal may be about the shelf (a price or a cell's stock moved): the shirts found are read again.
 */
export function usePlaceHandOrder(options?: MutationOptions<ResponseOf<'POST /api/admin/orders'>, HandOrderRequest>) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useLineChange((body: HandOrderRequest) => api('POST /api/admin/orders', { body }), {
    ...options,
    onError: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.catalogs() });
      return options?.onError?.(...args);
    },
  });
}

/**
 * The shop's known cities for the city field (decision 0137): its earlier orders' cities, most used
 * first, then the connected couriers'. Kept for ten minutes: a courier's list hardly moves in a day.
 */
export function useShopCities() {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...ordersKeys.all, 'cities'],
    queryFn: async ({ signal }) => (await api('GET /api/admin/cities', { signal })).data,
    staleTime: 10 * 60 * 1000,
  });
}

/** Lines, the customer's name, e-mail, phone and address changed before shipping; the stock moved shows on the products too. */
export function useEditOrder(
  order: OrderVersion,
  options?: MutationOptions<ResponseOf<'PUT /api/admin/orders/:orderRef'>, OrderEditRequest>,
) {
  const { api, at } = useOrderApi(order);
  return useLineChange(
    (body: OrderEditRequest) => api('PUT /api/admin/orders/:orderRef', { ...at, body }),
    options,
    order,
  );
}
