import { Router } from 'express';
import type { AppDeps } from '../deps';
import { limitRequests } from '../http/rateLimit';
import { route } from '../http/route';
import { keepContactMessage } from './queries';

/** Contact messages are kept for the owner to read in the admin app (ARCHITECTURE.md). */
export function contactRoutes(deps: AppDeps): Router {
  const router = Router();
  route(router, 'POST /api/contact', [limitRequests(deps.config, 'Too many messages. Please try again later.')], ({ body, res }) => {
    keepContactMessage(deps.db, body, deps.now());
    res.status(201);
    return { success: true, message: "Thank you! We'll get back to you soon." };
  });
  return router;
}
