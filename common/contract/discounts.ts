import { z } from 'zod';
import {
  discountInputSchema,
  discountPauseSchema,
  discountPreviewSchema,
  discountQuoteSchema,
  discountSchema,
} from '../discounts';
import { endpoints, okData, okMessage } from './endpoint';

/** A code's number in the path. */
const codeParams = z.object({
  id: z.coerce
    .number({ error: 'Discount code not found' })
    .int('Discount code not found')
    .positive('Discount code not found'),
});

/** Discount codes (issue 25): the owner's codes under /api/admin/discounts, and the shopper's preview of one. */
export const discountEndpoints = endpoints({
  'GET /api/admin/discounts': { auth: 'admin', permission: 'discounts', response: okData(z.array(discountSchema)) },
  'POST /api/admin/discounts': {
    auth: 'admin',
    permission: 'discounts',
    body: discountInputSchema,
    response: okData(discountSchema),
  },
  'PUT /api/admin/discounts/:id': {
    auth: 'admin',
    permission: 'discounts',
    params: codeParams,
    body: discountInputSchema,
    response: okData(discountSchema),
  },
  'PATCH /api/admin/discounts/:id/paused': {
    auth: 'admin',
    permission: 'discounts',
    params: codeParams,
    body: discountPauseSchema,
    response: okData(discountSchema),
  },
  'DELETE /api/admin/discounts/:id': {
    auth: 'admin',
    permission: 'discounts',
    params: codeParams,
    response: okMessage,
  },
  /** Discount given per code over the orders that are sales, and those sales after discount. */
  'GET /api/admin/discounts/report': {
    auth: 'admin',
    permission: 'discounts',
    response: okData(
      z.array(
        z.object({ code: z.string(), orders: z.number().int(), discount: z.number().int(), sales: z.number().int() }),
      ),
    ),
  },
  /** The pricing the order will get with this code (a refused code answers 409 CONFLICT with the shopper's message). */
  'POST /api/discounts/preview': { auth: 'public', body: discountPreviewSchema, response: okData(discountQuoteSchema) },
});
