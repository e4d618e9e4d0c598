import { z } from 'zod';
import { adminLoginSchema, dashboardAnswerSchema, outboxMailSchema, staffSelfSchema } from '../admin';
import { endpoints, okData } from './endpoint';

/**
 * The owner's calls. docs/product.md §7 puts login and the dashboard numbers under /admin; every other admin
 * endpoint lives under /api/admin/….
 */
export const adminEndpoints = endpoints({
  'POST /admin/login': {
    auth: 'public',
    body: adminLoginSchema,
    response: z.object({ success: z.literal(true), token: z.string(), message: z.string(), staff: staffSelfSchema }),
  },
  // The sales figures go only to a role that may see Sales Analytics (decision 0145, server/staff/limits.ts).
  'GET /admin/dashboard-data': { auth: 'admin', permission: 'dashboard', response: okData(dashboardAnswerSchema) },
  'GET /api/admin/outbox': { auth: 'admin', permission: 'mail', response: okData(z.array(outboxMailSchema)) },
});
