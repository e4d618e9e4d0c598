import { Router } from 'express';
import type { AppDeps } from '../deps';
import { requireAdmin } from '../auth/middleware';
import { ANSWERED, route } from '../http/route';
import { activityCsv, activityOf, listActivity } from './queries';

/** The owner's activity log and each order's and product's own history (issue 37). Read-only. */
export function activityRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const admin = requireAdmin(deps);

  route(router, 'GET /api/admin/activity', [admin], ({ query }) => {
    const { entries, total, page, limit } = listActivity(db, query);
    return { success: true, data: entries, total, page, limit, totalPages: Math.ceil(total / limit) };
  });

  route(router, 'GET /api/admin/activity/export', [admin], ({ query, res }) => {
    const day = deps.now().toISOString().slice(0, 10);
    res.type('text/csv; charset=utf-8').attachment(`activity-${day}.csv`).send(activityCsv(db, query));
    return ANSWERED;
  });

  route(router, 'GET /api/admin/orders/:orderRef/activity', [admin], ({ params }) => ({
    success: true,
    data: activityOf(db, { orderRef: params.orderRef }),
  }));

  route(router, 'GET /api/admin/products/:id/activity', [admin], ({ params }) => ({
    success: true,
    data: activityOf(db, { productId: params.id }),
  }));
  return router;
}
