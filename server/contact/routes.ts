import { Router } from 'express';
import { contactMessageSchema } from '../../common/contact';
import type { AppDeps } from '../deps';
import { parseWith } from '../http/errors';
import { limitRequests } from '../http/rateLimit';
import { contactMessages } from './schema';

/** Contact messages are kept for the owner to read in the admin app (ARCHITECTURE.md). */
export function contactRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/contact', limitRequests(deps.config, 'Too many messages. Please try again later.'), (req, res) => {
    const message = parseWith(contactMessageSchema, req.body);
    deps.db.insert(contactMessages).values({ ...message, createdAt: deps.now() }).run();
    res.status(201).json({ success: true, message: "Thank you! We'll get back to you soon." });
  });
  return router;
}
