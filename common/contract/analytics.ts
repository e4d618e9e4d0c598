import { analyticsQuerySchema, analyticsSchema } from '../analytics';
import { endpoints, okData } from './endpoint';

/** The call that feeds the Sales Analytics screen (docs/product.md §7 leaves it open; docs/architecture.md, Analytics). */
export const analyticsEndpoints = endpoints({
  'GET /api/admin/analytics': {
    auth: 'admin',
    permission: 'analytics',
    query: analyticsQuerySchema,
    response: okData(analyticsSchema),
  },
});
