import { z } from 'zod';
import { keptMessageSchema, messageListQuerySchema, messageReadSchema } from '../contact';
import { endpoints, okData, okMessage, okPage, pathParam } from './endpoint';

/** The contact messages shoppers sent, as the owner reads them (docs/architecture.md, Contact form). */
export const messageEndpoints = endpoints({
  'GET /api/admin/messages': {
    auth: 'admin',
    permission: 'messages',
    query: messageListQuerySchema,
    response: okPage(keptMessageSchema).extend({ unread: z.number().int() }),
  },
  'PATCH /api/admin/messages/:id': {
    auth: 'admin',
    permission: 'messages',
    params: z.object({ id: pathParam }),
    body: messageReadSchema,
    response: okData(keptMessageSchema),
  },
  'DELETE /api/admin/messages/:id': {
    auth: 'admin',
    permission: 'messages',
    params: z.object({ id: pathParam }),
    response: okMessage,
  },
});
