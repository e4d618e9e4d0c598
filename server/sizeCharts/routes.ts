import { Router } from 'express';
import { requireAdmin } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { ALL_SHIRTS } from '../../common/sizeCharts';
import { listSizeCharts, removeSizeChart, saveSizeChart, sizeChartFor } from './queries';

/** Men's size charts (issue 35 item 8): shoppers read a shirt's from its product page; the owner edits them per category. */
export function sizeChartRoutes(deps: AppDeps): Router {
  const { db, now } = deps;
  const router = Router();
  const admin = requireAdmin(deps);

  route(router, 'GET /api/size-chart', [], ({ query }) => ({
    success: true,
    data: sizeChartFor(
      db,
      (query.categories ?? '').split(',').filter((category) => category.trim() !== ''),
    ),
  }));

  route(router, 'GET /api/admin/size-charts', [admin], () => ({ success: true, data: listSizeCharts(db) }));

  route(router, 'PUT /api/admin/size-charts', [admin], ({ body }) => {
    saveSizeChart(db, body.category, body.rows, now());
    const name = body.category === ALL_SHIRTS ? 'all shirts' : body.category;
    return { success: true, data: listSizeCharts(db), message: `Size chart for ${name} saved` };
  });

  route(router, 'DELETE /api/admin/size-charts', [admin], ({ query }) => {
    removeSizeChart(db, query.category);
    const name = query.category === ALL_SHIRTS ? 'all shirts is back to the usual sizes' : `${query.category} removed`;
    return { success: true, data: listSizeCharts(db), message: `Size chart for ${name}` };
  });
  return router;
}
