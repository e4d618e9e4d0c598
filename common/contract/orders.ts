import { z } from 'zod';
import { contactMessageSchema } from '../contact';
import {
  adminOrderSchema,
  confirmationUpdateSchema,
  orderFiltersSchema,
  orderListQuerySchema,
  orderSchema,
  paymentUpdateSchema,
  placeOrderSchema,
  returnUpdateSchema,
  statusUpdateSchema,
  trackOrderQuerySchema,
} from '../orders';
import { exchangeSchema, lineReturnSchema } from '../afterSale';
import { endpoints, okData, okMessage, okPage } from './endpoint';

/** Checkout, tracking, order history and the owner's order calls (docs/product.md §7), and the contact form. */
export const orderEndpoints = endpoints({
  'POST /api/orders': { body: placeOrderSchema, response: okData(orderSchema) },
  'GET /api/orders/track': { query: trackOrderQuerySchema, response: okData(orderSchema) },
  'GET /api/orders/user/my-orders': { response: z.object({ success: z.literal(true), orders: z.array(orderSchema) }) },
  // docs/product.md §7 reads `data` (newest first); the paging facts and the owner's filters come beside it.
  'GET /api/orders': { query: orderListQuerySchema, response: okPage(adminOrderSchema) },
  'PATCH /api/orders/:orderRef/status': { body: statusUpdateSchema, response: okData(adminOrderSchema) },
  'DELETE /api/orders/:orderRef': { response: okMessage },
  // What the customer owes, the confirmation call and a parcel that came back, each apart from the status.
  'PATCH /api/admin/orders/:orderRef/payment': { body: paymentUpdateSchema, response: okData(adminOrderSchema) },
  'PATCH /api/admin/orders/:orderRef/confirmation': { body: confirmationUpdateSchema, response: okData(adminOrderSchema) },
  'PATCH /api/admin/orders/:orderRef/return': { body: returnUpdateSchema, response: okData(adminOrderSchema) },
  // Single lines after delivery (issue 22): pieces refunded, or exchanged for another size or colour by a new order.
  'POST /api/admin/orders/:orderRef/lines/:lineId/return': { body: lineReturnSchema, response: okData(adminOrderSchema) },
  'POST /api/admin/orders/:orderRef/lines/:lineId/exchange': { body: exchangeSchema, response: okData(z.object({ order: adminOrderSchema, exchange: adminOrderSchema })) },
  /** The filtered orders as CSV text for a courier's bulk booking (answered as a file, not JSON). */
  'GET /api/admin/orders/export': { query: orderFiltersSchema, response: z.string() },
  'POST /api/contact': { body: contactMessageSchema, response: okMessage },
});
