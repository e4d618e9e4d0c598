import { Router } from 'express';
import { answerCacheOf } from '../catalog/answerCache';
import type { AppDeps } from '../deps';
import { limitRequests } from '../http/rateLimit';
import { route } from '../http/route';
import { hotProducts } from './hotProducts';
import { answerChat, faqEntries } from './service';

/** The shopping assistant (docs/product.md §4 Chat widget, §7) and the trending products it shows. */
export function assistantRoutes(deps: AppDeps): Router {
  const router = Router();
  // Both answers change only when the shop's data does, and every visitor's widget asks for them.
  const answers = answerCacheOf(deps.db);
  const limitChat = limitRequests(
    deps.config,
    'You are sending messages too quickly. Please wait a few minutes and try again.',
  );

  route(router, 'POST /api/assistant/chat', [limitChat], async ({ body }) => ({
    success: true,
    data: await answerChat(deps, body),
  }));

  // Cached per language: the Urdu and the English answers are different bytes (issue 26).
  route(router, 'GET /api/assistant/faq', [], ({ req, res, query }) =>
    answers.send(req, res, `faq-${query.language}`, () => ({ success: true, data: faqEntries(deps, query.language) })),
  );

  route(router, 'GET /api/hot-products', [], ({ req, res }) =>
    answers.send(req, res, 'hot', () => ({ success: true, data: hotProducts(deps.db, deps.now()) })),
  );

  return router;
}
