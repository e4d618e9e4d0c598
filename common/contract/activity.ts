import { z } from 'zod';
import { activityEntrySchema, activityQuerySchema } from '../activity';
import { orderRefSchema } from '../orders';
import { endpoints, okData, okPage, pathParam } from './endpoint';

/** The activity log (issue 37): read-only; nothing in the API edits or deletes an entry. */
export const activityEndpoints = endpoints({
  'GET /api/admin/activity': {
    auth: 'admin',
    permission: 'activity',
    query: activityQuerySchema,
    response: okPage(activityEntrySchema),
  },
  /** The filtered log as a CSV file (answered as a file, not JSON). */
  'GET /api/admin/activity/export': {
    auth: 'admin',
    permission: 'activity',
    query: activityQuerySchema,
    response: z.string(),
  },
  /** One order's own history: whoever may see the order sees who changed it. */
  'GET /api/admin/orders/:orderRef/activity': {
    auth: 'admin',
    permission: 'orders.view',
    params: z.object({ orderRef: orderRefSchema }),
    response: okData(z.array(activityEntrySchema)),
  },
  'GET /api/admin/products/:id/activity': {
    auth: 'admin',
    permission: 'products',
    params: z.object({ id: pathParam }),
    response: okData(z.array(activityEntrySchema)),
  },
});
