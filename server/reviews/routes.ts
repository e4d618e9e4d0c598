import { Router, type RequestHandler } from 'express';
import { reviewListQuerySchema, reviewWriteSchema, type HelpfulVote } from '../../common/reviews';
import type { AppDeps } from '../deps';
import { optionalShopper, requireShopper } from '../auth/middleware';
import { parseWith } from '../http/errors';
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

export function reviewRoutes(deps: AppDeps): Router {
  const { db, now } = deps;
  const router = Router();

  // Anyone may read reviews; a signed-in reader also learns which ones they already voted for.
  router.get('/reviews/product/:productId', readerIfSignedIn(deps), (req, res) => {
    const productId = String(req.params.productId);
    requireProduct(db, productId);
    const { page, sort } = parseWith(reviewListQuerySchema, req.query);
    res.json({ success: true, ...listReviews(db, productId, page, sort, req.shopper?.id) });
  });

  router.get('/reviews/product/:productId/stats', (req, res) => {
    const productId = String(req.params.productId);
    requireProduct(db, productId);
    res.json({ success: true, ...reviewStats(db, productId) });
  });

  router.post('/reviews/product/:productId', requireShopper(deps), (req, res) => {
    const productId = String(req.params.productId);
    requireProduct(db, productId);
    const review = addReview(db, productId, req.shopper!.id, parseWith(reviewWriteSchema, req.body), now());
    res.status(201).json({ success: true, data: review, message: 'Thank you for your review!' });
  });

  router.post('/reviews/:reviewId/helpful', requireShopper(deps), (req, res) => {
    const { helpful, counted } = markHelpful(db, String(req.params.reviewId), req.shopper!.id);
    const vote: HelpfulVote = { helpful, message: counted ? 'Thanks for your feedback!' : 'You have already marked this review as helpful' };
    res.json({ success: true, ...vote });
  });

  return router;
}
