import { z } from 'zod';
import { contactMessageSchema } from '../contact';
import { orderSchema, placeOrderSchema, statusUpdateSchema, trackOrderQuerySchema } from '../orders';
import { endpoints, okData, okMessage } from './endpoint';

/** Checkout, tracking, order history and the owner's order calls (SPEC.md §7), and the contact form. */
export const orderEndpoints = endpoints({
  'POST /api/orders': { body: placeOrderSchema, response: okData(orderSchema) },
  'GET /api/orders/track': { query: trackOrderQuerySchema, response: okData(orderSchema) },
  'GET /api/orders/user/my-orders': { response: z.object({ success: z.literal(true), orders: z.array(orderSchema) }) },
  'GET /api/orders': { response: okData(z.array(orderSchema)) },
  'PATCH /api/orders/:orderRef/status': { body: statusUpdateSchema, response: okData(orderSchema) },
  'DELETE /api/orders/:orderRef': { response: okMessage },
  'POST /api/contact': { body: contactMessageSchema, response: okMessage },
});
