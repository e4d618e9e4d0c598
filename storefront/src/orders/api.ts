import type { ApiSuccess } from '../../../common/api';
import type { ContactMessage } from '../../../common/contact';
import type { Order, PlaceOrderRequest } from '../../../common/orders';
import { apiFetch } from '../../../common/apiClient';
import { storedShopperToken } from '../account/session';

/** Places an order; a signed-in shopper's token links it to the account (SPEC.md §7). */
export async function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  return (await apiFetch<ApiSuccess<Order>>('/api/orders', { method: 'POST', body: request, token: storedShopperToken() })).data;
}

export async function trackOrder(orderRef: string, email: string, signal?: AbortSignal): Promise<Order> {
  const query = new URLSearchParams({ orderRef, email });
  return (await apiFetch<ApiSuccess<Order>>(`/api/orders/track?${query.toString()}`, { signal })).data;
}

export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await apiFetch('/api/contact', { method: 'POST', body: message });
}
