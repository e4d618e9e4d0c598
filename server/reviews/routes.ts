import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../deps';
import { optionalShopper, requireShopper } from '../auth/middleware';
import { answerCacheOf } from '../catalog/answerCache';
import { route } from '../http/route';
import { addReview, listReviews, markHelpful, requireProduct, reviewStats } from './queries';

/**
 * Reviews are public: a stale token (a session that expired, a deactivated account) reads them as a
 * guest would instead of failing the whole list. optionalShopper decides synchronously and throws on
 * a bad token, so its verdict is taken here and the request always goes on.
 */
function readerIfSignedIn(deps: AppDeps): RequestHandler {
  const readShopper = optionalShopper(deps);
  return (req, res, next) => {
    try {
      readShopper(req, res, () => undefined);
    } catch {
      req.shopper = undefined;
    }
    next();
  };
}

export function reviewReadRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const answers = answerCacheOf(db);

  // Anyone may read reviews; a signed-in reader also learns which ones they already voted for. What a
  // guest reads is the same for every guest, kept until the product's reviews change (migration 0039).
  route(router, 'GET /api/reviews/product/:productId', [readerIfSignedIn(deps)], ({ params, query, req, res }) => {
    const { productId } = params;
    const page = () => {
      requireProduct(db, productId);
      return { success: true as const, ...listReviews(db, productId, query.page, query.sort, req.shopper?.id) };
    };
    if (req.shopper) return page();
    return answers.sendReviews(req, res, `reviews ${productId} ${query.sort} ${query.page}`, productId, page);
  });

  route(router, 'GET /api/reviews/product/:productId/stats', [], ({ params, req, res }) =>
    answers.sendReviews(req, res, `review stats ${params.productId}`, params.productId, () => {
      requireProduct(db, params.productId);
      return { success: true, ...reviewStats(db, params.productId) };
    }),
  );

  return router;
}

export function reviewRoutes(deps: AppDeps): Router {
  const { db, now } = deps;
  const router = Router();
  const signedIn = [requireShopper(deps)];

  route(router, 'POST /api/reviews/product/:productId', signedIn, ({ params, body, req, res }) => {
    requireProduct(db, params.productId);
    const review = addReview(db, params.productId, req.shopper!.id, body, now());
    res.status(201);
    return { success: true, data: review, message: 'Thank you for your review!' };
  });

  route(router, 'POST /api/reviews/:reviewId/helpful', signedIn, ({ params, req }) => {
    const { helpful, counted } = markHelpful(db, params.reviewId, req.shopper!.id);
    return {
      success: true,
      helpful,
      message: counted ? 'Thanks for your feedback!' : 'You have already marked this review as helpful',
    };
  });

  return router;
}
