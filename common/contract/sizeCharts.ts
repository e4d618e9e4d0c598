import { z } from 'zod';
import { sizeChartCategorySchema, sizeChartSchema, sizeChartWriteSchema } from '../sizeCharts';
import { endpoints, okData } from './endpoint';

/** The men's size charts (common/sizeCharts.ts): shoppers read one, the owner edits them per category. */
export const sizeChartEndpoints = endpoints({
  'GET /api/size-chart': {
    auth: 'public',
    // A product's categories, comma-separated: the first with a chart of its own wins, else all shirts'.
    query: z.object({ categories: z.string().max(700).optional() }),
    response: okData(sizeChartSchema),
  },
  'GET /api/admin/size-charts': { auth: 'admin', permission: 'products', response: okData(z.array(sizeChartSchema)) },
  // The chart for all shirts is category '' (ALL_SHIRTS), so the category travels in the body, not the path.
  'PUT /api/admin/size-charts': {
    auth: 'admin',
    permission: 'products',
    body: sizeChartWriteSchema.extend({ category: sizeChartCategorySchema }),
    response: okData(z.array(sizeChartSchema)),
  },
  /** A category's own chart removed: its shirts show the chart for all shirts again (that one is reset to the defaults). */
  'DELETE /api/admin/size-charts': {
    auth: 'admin',
    permission: 'products',
    query: z.object({ category: sizeChartCategorySchema }),
    response: okData(z.array(sizeChartSchema)),
  },
});
