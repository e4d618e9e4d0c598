import { Router } from 'express';
import type { AppDeps } from '../deps';
import { requireAdmin } from '../auth/middleware';
import { limitRequests } from '../http/rateLimit';
import { route } from '../http/route';
import { listOutbox } from '../mail/queries';
import { adminLogIn, dashboardData } from './queries';
import { limitSignInsPerPerson } from './loginLimits';
import { seesSalesFigures } from '../staff/limits';

/** POST /admin/login and GET /admin/dashboard-data (docs/product.md §7): mounted beside the admin app at /admin, before it. */
export function adminLoginRoutes(deps: AppDeps): Router {
  const router = Router();
  route(
    router,
    'POST /admin/login',
    [
      // Only refused sign-ins count: in the desktop app every member of staff signs in from the shop's one
      // computer, and right passwords are no guessing. Once the limit is reached, a right one waits too.
      limitRequests(deps.config, 'Too many login attempts. Please wait a few minutes and try again.', {
        skipSuccessfulRequests: true,
      }),
      limitSignInsPerPerson(deps.config),
    ],
    async ({ body }) => ({
      success: true,
      ...(await adminLogIn(deps.db, deps.jwtSecret, body.username, body.password)),
      message: 'Login successful',
    }),
  );

  // docs/product.md §7: the dashboard's numbers are the server's, so the client never adds up prices itself.
  // Its sales figures only for a role that may see Sales Analytics (decision 0145).
  route(router, 'GET /admin/dashboard-data', [requireAdmin(deps)], ({ req }) => ({
    success: true,
    data: dashboardData(deps.db, { sales: seesSalesFigures(req.admin!) }),
  }));
  return router;
}

/** Admin API under /api/admin: the outbox of mails the shop wrote (docs/architecture.md, Forgot password). */
export function adminApiRoutes(deps: AppDeps): Router {
  const router = Router();
  route(router, 'GET /api/admin/outbox', [requireAdmin(deps)], () => ({ success: true, data: listOutbox(deps.db) }));
  return router;
}
