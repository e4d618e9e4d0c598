import { z } from 'zod';
import {
  buyerDetailsSchema,
  buyerListQuerySchema,
  buyerNoteSchema,
  buyerSchema,
  customerDetailsSchema,
  customerListQuerySchema,
  customerSchema,
  customerStatusSchema,
} from '../customers';
import { canonicalPhone } from '../phone';
import { endpoints, okData, okMessage, okPage, pathParam } from './endpoint';

/** A customer's phone in the address, in any common form; the stored form after parsing. */
const phoneParam = z.object({
  phone: z
    .string()
    .refine((phone) => canonicalPhone(phone) !== null, 'No such customer')
    .transform((phone) => canonicalPhone(phone)!),
});

/** The owner's User Management calls (docs/product.md §7 Admin): the answers keep SPEC's `users` and `user` names. */
export const customerEndpoints = endpoints({
  'GET /api/admin/users': {
    auth: 'admin',
    permission: 'customers',
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
  'GET /api/admin/users/:id': {
    auth: 'admin',
    permission: 'customers',
    params: z.object({ id: pathParam }),
    response: z.object({ success: z.literal(true), user: customerDetailsSchema }),
  },
  'PATCH /api/admin/users/:id/status': {
    auth: 'admin',
    permission: 'customers',
    params: z.object({ id: pathParam }),
    body: customerStatusSchema,
    response: okMessage.extend({ user: customerSchema }),
  },
  'DELETE /api/admin/users/:id': {
    auth: 'admin',
    permission: 'customers',
    params: z.object({ id: pathParam }),
    response: okMessage,
  },
  'GET /api/admin/buyers': {
    auth: 'admin',
    permission: 'customers',
    query: buyerListQuerySchema,
    response: okPage(buyerSchema),
  },
  'GET /api/admin/buyers/:phone': {
    auth: 'admin',
    permission: 'customers',
    params: phoneParam,
    response: okData(buyerDetailsSchema),
  },
  'PUT /api/admin/buyers/:phone': {
    auth: 'admin',
    permission: 'customers',
    params: phoneParam,
    body: buyerNoteSchema,
    response: okData(buyerDetailsSchema),
  },
});
