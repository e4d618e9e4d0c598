import { Router } from 'express';
import { requireAdmin } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { salesAnalytics } from './queries';

/** The Sales Analytics screen's data (docs/architecture.md, Analytics): for the admin only. */
export function analyticsRoutes(deps: AppDeps): Router {
  const router = Router();
  route(router, 'GET /api/admin/analytics', [requireAdmin(deps)], ({ query }) => ({
    success: true,
    data: salesAnalytics(deps.db, query),
  }));
  return router;
}
