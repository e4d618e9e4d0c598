import { Router } from 'express';
import { requireAdmin } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { limitRequests } from '../http/rateLimit';
import { route } from '../http/route';
import { deleteMessage, keepContactMessage, listMessages, markMessage } from './queries';

/** Contact messages are kept for the owner to read in the admin app (docs/architecture.md). */
export function contactRoutes(deps: AppDeps): Router {
  const router = Router();
  route(
    router,
    'POST /api/contact',
    [limitRequests(deps.config, 'Too many messages. Please try again later.')],
    ({ body, res }) => {
      keepContactMessage(deps.db, body, deps.now());
      res.status(201);
      return { success: true, message: "Thank you! We'll get back to you soon." };
    },
  );

  const admin = [requireAdmin(deps)];
  route(router, 'GET /api/admin/messages', admin, ({ query }) => ({
    success: true,
    ...listMessages(deps.db, query.page),
  }));
  route(router, 'PATCH /api/admin/messages/:id', admin, ({ params, body }) => ({
    success: true,
    data: markMessage(deps.db, params.id, body.read, deps.now()),
  }));
  route(router, 'DELETE /api/admin/messages/:id', admin, ({ params }) => {
    deleteMessage(deps.db, params.id);
    return { success: true, message: 'Message deleted' };
  });
  return router;
}
