import { z } from 'zod';
import { discountInputSchema, discountPauseSchema, discountPreviewSchema, discountQuoteSchema, discountSchema } from '../discounts';
import { endpoints, okData, okMessage } from './endpoint';

/** Discount codes (issue 25): the owner's codes under /api/admin/discounts, and the shopper's preview of one. */
export const discountEndpoints = endpoints({
  'GET /api/admin/discounts': { response: okData(z.array(discountSchema)) },
  'POST /api/admin/discounts': { body: discountInputSchema, response: okData(discountSchema) },
  'PUT /api/admin/discounts/:id': { body: discountInputSchema, response: okData(discountSchema) },
  'PATCH /api/admin/discounts/:id/paused': { body: discountPauseSchema, response: okData(discountSchema) },
  'DELETE /api/admin/discounts/:id': { response: okMessage },
  /** Discount given per code over the orders that are sales, and those sales after discount. */
  'GET /api/admin/discounts/report': { response: okData(z.array(z.object({ code: z.string(), orders: z.number().int(), discount: z.number().int(), sales: z.number().int() }))) },
  /** The pricing the order will get with this code (a refused code answers 409 CONFLICT with the shopper's message). */
  'POST /api/discounts/preview': { body: discountPreviewSchema, response: okData(discountQuoteSchema) },
});
