import { z } from 'zod';
import { contactMessageSchema } from '../contact';
import {
  adminOrderSchema,
  bulkCancelResultSchema,
  bulkCancelSchema,
  confirmationUpdateSchema,
  handOrderSchema,
  orderEditSchema,
  orderFiltersSchema,
  orderListQuerySchema,
  orderRefSchema,
  orderSchema,
  paymentUpdateSchema,
  placeOrderSchema,
  orderProofQuerySchema,
  returnUpdateSchema,
  statusUpdateSchema,
  trackOrderQuerySchema,
} from '../orders';
import { cancelRefundSchema, exchangeSchema, laterRefundSchema, lineReturnSchema } from '../afterSale';
import { orderMessageSchema } from '../mail';
import { endpoints, okData, okMessage, okPage } from './endpoint';

/** An order line in a path: the order's reference and the line's number (items' lineId). */
const orderLineParams = z.object({
  orderRef: orderRefSchema,
  lineId: z.coerce.number({ error: 'Order line not found' }).int('Order line not found').min(1, 'Order line not found'),
});

/** Checkout, tracking, order history and the owner's order calls (docs/product.md §7), and the contact form. */
export const orderEndpoints = endpoints({
  'POST /api/orders': { auth: 'public', body: placeOrderSchema, response: okData(orderSchema) },
  'GET /api/orders/track': { auth: 'public', query: trackOrderQuerySchema, response: okData(orderSchema) },
  'GET /api/orders/user/my-orders': {
    auth: 'shopper',
    response: z.object({ success: z.literal(true), orders: z.array(orderSchema) }),
  },
  // docs/product.md §7 reads `data` (newest first); the paging facts and the owner's filters come beside it.
  'GET /api/orders': {
    auth: 'admin',
    permission: 'orders.view',
    query: orderListQuerySchema,
    response: okPage(adminOrderSchema),
  },
  'PATCH /api/orders/:orderRef/status': {
    auth: 'admin',
    permission: 'orders.status',
    params: z.object({ orderRef: orderRefSchema }),
    body: statusUpdateSchema,
    response: okData(adminOrderSchema),
  },
  'DELETE /api/orders/:orderRef': {
    auth: 'admin',
    permission: 'orders.delete',
    params: z.object({ orderRef: orderRefSchema }),
    response: okMessage,
  },
  // What the customer owes, the confirmation call and a parcel that came back, each apart from the status.
  'PATCH /api/admin/orders/:orderRef/payment': {
    auth: 'admin',
    permission: 'orders.payment',
    params: z.object({ orderRef: orderRefSchema }),
    body: paymentUpdateSchema,
    response: okData(adminOrderSchema),
  },
  'PATCH /api/admin/orders/:orderRef/confirmation': {
    auth: 'admin',
    permission: 'orders.edit',
    params: z.object({ orderRef: orderRefSchema }),
    body: confirmationUpdateSchema,
    response: okData(adminOrderSchema),
  },
  'PATCH /api/admin/orders/:orderRef/return': {
    auth: 'admin',
    permission: 'orders.refund',
    params: z.object({ orderRef: orderRefSchema }),
    body: returnUpdateSchema,
    response: okData(adminOrderSchema),
  },
  // Single lines after delivery (issue 22): pieces refunded, or exchanged for another size or colour by a new order.
  /** Cancels the owner's chosen orders at once (orders that look fake); parcels that left are skipped and said so. */
  'POST /api/admin/orders/cancel': {
    auth: 'admin',
    permission: 'orders.edit',
    body: bulkCancelSchema,
    response: okData(bulkCancelResultSchema),
  },
  'POST /api/admin/orders/:orderRef/lines/:lineId/return': {
    auth: 'admin',
    permission: 'orders.refund',
    params: orderLineParams,
    body: lineReturnSchema,
    response: okData(adminOrderSchema),
  },
  /**
   * The refund of pieces returned earlier and left to decide (decision 0133), within the role's refund
   * limit, once: refused (409) when none is left to decide on the line.
   */
  'POST /api/admin/orders/:orderRef/lines/:lineId/refund': {
    auth: 'admin',
    permission: 'orders.refund',
    params: orderLineParams,
    body: laterRefundSchema,
    response: okData(adminOrderSchema),
  },
  'POST /api/admin/orders/:orderRef/lines/:lineId/exchange': {
    auth: 'admin',
    permission: 'orders.refund',
    params: orderLineParams,
    body: exchangeSchema,
    response: okData(z.object({ order: adminOrderSchema, exchange: adminOrderSchema })),
  },
  /**
   * The money of a paid order the shop cancelled, sent back (decision 0126): the whole amount owed, by cash
   * or bank transfer, once. Refused (409) for an order not cancelled, not paid, already refunded, or another amount.
   */
  'POST /api/admin/orders/:orderRef/refund-sent': {
    auth: 'admin',
    permission: 'orders.refund',
    params: z.object({ orderRef: orderRefSchema }),
    body: cancelRefundSchema,
    response: okData(adminOrderSchema),
  },
  /** The owner's order by hand (issue 26): placed as checkout places it, with the channel it came from. */
  // shopperLink: the shopper's own order page on the shop's public address (orderPagePath), to send them.
  'POST /api/admin/orders': {
    auth: 'admin',
    permission: 'orders.create',
    body: handOrderSchema,
    response: okData(adminOrderSchema).extend({ shopperLink: z.string() }),
  },
  /** Lines, the customer's name, e-mail, phone and address changed before the order ships; stock, totals and the discount follow. */
  'PUT /api/admin/orders/:orderRef': {
    auth: 'admin',
    permission: 'orders.edit',
    params: z.object({ orderRef: orderRefSchema }),
    body: orderEditSchema,
    response: okData(adminOrderSchema),
  },
  /**
   * The shop's known cities for the order desk's city field (decision 0137): its earlier orders' cities,
   * most used first, then the connected couriers' cities. Served by server/couriers/cities.ts.
   */
  'GET /api/admin/cities': {
    auth: 'admin',
    permission: 'orders.view',
    response: okData(z.array(z.string())),
  },
  /** The WhatsApp message for the order's current step in its language (issue 26), filled as the step's mail. */
  'GET /api/admin/orders/:orderRef/message': {
    auth: 'admin',
    permission: 'orders.view',
    params: z.object({ orderRef: orderRefSchema }),
    response: okData(orderMessageSchema),
  },
  /** The filtered orders as CSV text for a courier's bulk booking (answered as a file, not JSON). */
  'GET /api/admin/orders/export': {
    auth: 'admin',
    permission: 'parcels.book',
    query: orderFiltersSchema,
    response: z.string(),
  },
  /** The order's receipt (or invoice, while unpaid) as a PDF file to save and send; its figures are the stored order's. */
  'GET /api/admin/orders/:orderRef/invoice.pdf': {
    auth: 'admin',
    permission: 'orders.view',
    params: z.object({ orderRef: orderRefSchema }),
    response: z.never(),
  },
  'POST /api/contact': { auth: 'public', body: contactMessageSchema, response: okMessage },
  /**
   * The shopper's bank-transfer receipt (issue 26, docs/decisions/0051): a multipart form with one picture
   * in UPLOAD_FIELD, proven as seeing the order is (the order's e-mail or phone number, or the account's token). The
   * pictures are answered as files, to the shopper by the same proof and to the owner.
   */
  'POST /api/orders/:orderRef/receipt': {
    auth: 'public',
    params: z.object({ orderRef: orderRefSchema }),
    query: orderProofQuerySchema,
    response: okData(orderSchema).extend({ message: z.string() }),
  },
  /**
   * The shopper cancels their order from its page (decision 0122) while it is pending or confirmed and
   * unpaid (common/orderSteps.ts shopperCancelRefusal), proven as the receipt is. 409 with the reason otherwise.
   */
  'POST /api/orders/:orderRef/cancel': {
    auth: 'public',
    params: z.object({ orderRef: orderRefSchema }),
    query: orderProofQuerySchema,
    response: okData(orderSchema).extend({ message: z.string() }),
  },
  'GET /api/orders/:orderRef/receipt': {
    auth: 'public',
    params: z.object({ orderRef: orderRefSchema }),
    query: orderProofQuerySchema,
    response: z.never(),
  },
  'GET /api/admin/orders/:orderRef/receipt': {
    auth: 'admin',
    permission: 'orders.payment',
    params: z.object({ orderRef: orderRefSchema }),
    response: z.never(),
  },
});
