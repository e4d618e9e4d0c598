import { Router } from 'express';
import { chatRequestSchema } from '../../common/assistant';
import { createResponseCache } from '../catalog/responseCache';
import type { AppDeps } from '../deps';
import { parseWith } from '../http/errors';
import { limitRequests } from '../http/rateLimit';
import { hotProducts } from './hotProducts';
import { answerChat, faqEntries } from './service';

/** The shopping assistant (SPEC.md §4 Chat widget, §7) and the trending products it shows. */
export function assistantRoutes(deps: AppDeps): Router {
  const router = Router();
  // Both answers change only when the shop's data does; every visitor's widget asks for them.
  const cached = createResponseCache(deps.db, 4);

  router.post('/assistant/chat', limitRequests(deps.config, 'You are sending messages too quickly. Please wait a few minutes and try again.'), async (req, res) => {
    const request = parseWith(chatRequestSchema, req.body);
    res.json({ success: true, data: await answerChat(deps, request) });
  });

  router.get('/assistant/faq', (_req, res) => {
    res.type('json').send(cached('faq', () => ({ success: true, data: faqEntries(deps) })).body);
  });

  router.get('/hot-products', (_req, res) => {
    res.type('json').send(cached('hot', () => ({ success: true, data: hotProducts(deps.db, deps.now()) })).body);
  });

  return router;
}
