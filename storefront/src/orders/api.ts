import type { ContactMessage } from '../../../common/contact';
import { UPLOAD_FIELD } from '../../../common/images';
import type { Order, PlaceOrderRequest } from '../../../common/orders';
import { orderProofOf, trackingProof } from '../../../common/orderTracking';
import { callApi } from '../../../common/apiClient';
import { storedShopperToken } from '../account/session';

/** Places an order; a signed-in shopper's token links it to the account (docs/product.md §7). */
export async function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  return (await callApi('POST /api/orders', { body: request, token: storedShopperToken() })).data;
}

/** An order by its reference and what the shopper typed to prove it: the order's e-mail or phone number (issue 35). */
export async function trackOrder(orderRef: string, emailOrPhone: string, signal?: AbortSignal): Promise<Order> {
  return (await callApi('GET /api/orders/track', { query: { orderRef, ...trackingProof(emailOrPhone) }, signal })).data;
}

/** What proves an order is the shopper's: its reference with its e-mail, else its phone (common/orderTracking.ts). */
type ProvenOrder = Pick<Order, 'orderRef' | 'customer'>;

/**
 * Sends the photo or screenshot of a bank-transfer receipt for an order (docs/decisions/0051), proven as
 * the order page itself is. Answers the order as it now stands.
 */
export async function sendReceipt(order: ProvenOrder, picture: File): Promise<Order> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, picture);
  const params = { orderRef: order.orderRef };
  return (
    await callApi('POST /api/orders/:orderRef/receipt', { params, query: orderProofOf(order.customer), body: form })
  ).data;
}

/** The shopper cancels the order from its page (decision 0122), proven as the receipt is. Answers the cancelled order. */
export async function cancelOrder(order: ProvenOrder): Promise<Order> {
  const params = { orderRef: order.orderRef };
  return (await callApi('POST /api/orders/:orderRef/cancel', { params, query: orderProofOf(order.customer) })).data;
}

/** Where the shopper sees the receipt they sent again: a plain link, proven the same way. */
export const receiptAddress = (order: ProvenOrder) =>
  `/api/orders/${encodeURIComponent(order.orderRef)}/receipt?${new URLSearchParams(orderProofOf(order.customer)).toString()}`;

export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await callApi('POST /api/contact', { body: message });
}

/** Spends the mailed link that adds the e-mail's guest orders to the account (server/users/claims.ts). */
export async function claimGuestOrders(token: string): Promise<{ claimed: number; message: string }> {
  const { claimed, message } = await callApi('POST /api/users/claim-orders', { body: { token } });
  return { claimed, message };
}
