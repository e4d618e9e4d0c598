import { Router } from 'express';
import { answerCacheOf } from '../catalog/answerCache';
import type { AppDeps } from '../deps';
import { limitRequests } from '../http/rateLimit';
import { route } from '../http/route';
import { hotProducts } from './hotProducts';
import { answerChat, faqEntries } from './service';

/** How long the trending shirts may lag the orders that rank them. */
const TRENDING_KEPT_MS = 60_000;

/** The shopping assistant (docs/product.md §4 Chat widget, §7) and the trending products it shows. */
export function assistantRoutes(deps: AppDeps): Router {
  const router = Router();
  // Every visitor's widget asks for both answers.
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

  // Worked out from every recent order (decision 0104): kept for the minute under the minute's key, so a
  // rush of orders does not add them up again after each one; a sell-out (it shows shirts in stock only)
  // or a change to what lists find still shows at once.
  route(router, 'GET /api/hot-products', [], ({ req, res }) => {
    const now = deps.now();
    const minute = Math.floor(now.getTime() / TRENDING_KEPT_MS);
    return answers.sendCatalog(req, res, `hot ${minute}`, () => ({
      json: JSON.stringify({ success: true, data: hotProducts(deps.db, now) }),
      shows: [],
      followsSellOuts: true,
    }));
  });

  return router;
}
