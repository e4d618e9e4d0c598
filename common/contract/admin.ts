import { z } from 'zod';
import { adminLoginSchema, dashboardDataSchema, outboxMailSchema } from '../admin';
import { endpoints, okData } from './endpoint';

/**
 * The owner's calls. docs/product.md §7 puts login and the dashboard numbers under /admin; every other admin
 * endpoint lives under /api/admin/….
 */
export const adminEndpoints = endpoints({
  'POST /admin/login': {
    auth: 'public',
    body: adminLoginSchema,
    response: z.object({ success: z.literal(true), token: z.string(), message: z.string() }),
  },
  'GET /admin/dashboard-data': { auth: 'admin', response: okData(dashboardDataSchema) },
  'GET /api/admin/outbox': { auth: 'admin', response: okData(z.array(outboxMailSchema)) },
});
