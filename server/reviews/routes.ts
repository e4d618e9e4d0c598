import { Router } from 'express';
import { reviewListQuerySchema, reviewWriteSchema } from '../../common/reviews';
import type { AppDeps } from '../app';
import { optionalShopper, requireShopper } from '../auth/middleware';
import { parseWith } from '../http/errors';
import { addReview, listReviews, markHelpful, requireProduct, reviewStats } from './queries';

export function reviewRoutes(deps: AppDeps): Router {
  const { db, now } = deps;
  const router = Router();

  // Anyone may read reviews; a signed-in reader also learns which ones they already voted for.
  router.get('/reviews/product/:productId', optionalShopper(deps), (req, res) => {
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
    res.json({ success: true, helpful, message: counted ? 'Thanks for your feedback!' : 'You have already marked this review as helpful' });
  });

  return router;
}
