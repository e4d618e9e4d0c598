import { z } from 'zod';
import { customerDetailsSchema, customerListQuerySchema, customerSchema, customerStatusSchema } from '../customers';
import { endpoints, okMessage, pathParam } from './endpoint';

/** The owner's User Management calls (docs/product.md §7 Admin): the answers keep SPEC's `users` and `user` names. */
export const customerEndpoints = endpoints({
  'GET /api/admin/users': { auth: 'admin', 
    query: customerListQuerySchema,
    response: z.object({
      success: z.literal(true),
      users: z.array(customerSchema),
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
      totalPages: z.number().int(),
      message: z.string().optional(),
    }),
  },
  'GET /api/admin/users/:id': { auth: 'admin', params: z.object({ id: pathParam }), response: z.object({ success: z.literal(true), user: customerDetailsSchema }) },
  'PATCH /api/admin/users/:id/status': { auth: 'admin', params: z.object({ id: pathParam }), body: customerStatusSchema, response: okMessage.extend({ user: customerSchema }) },
  'DELETE /api/admin/users/:id': { auth: 'admin', params: z.object({ id: pathParam }), response: okMessage },
});
