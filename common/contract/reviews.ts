import { z } from 'zod';
import {
  helpfulVoteSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewSchema,
  reviewStatsSchema,
  reviewWriteSchema,
} from '../reviews';
import { endpoints, okData, pathParam } from './endpoint';

const ok = z.object({ success: z.literal(true) });

/** Reviews of a product (docs/product.md §7 Storefront): the page and stats are spread beside `success`. */
export const reviewEndpoints = endpoints({
  'GET /api/reviews/product/:productId': {
    auth: 'public',
    params: z.object({ productId: pathParam }),
    query: reviewListQuerySchema,
    response: ok.extend(reviewPageSchema.shape),
  },
  'GET /api/reviews/product/:productId/stats': {
    auth: 'public',
    params: z.object({ productId: pathParam }),
    response: ok.extend(reviewStatsSchema.shape),
  },
  'POST /api/reviews/product/:productId': {
    auth: 'shopper',
    params: z.object({ productId: pathParam }),
    body: reviewWriteSchema,
    response: okData(reviewSchema),
  },
  'POST /api/reviews/:reviewId/helpful': {
    auth: 'shopper',
    params: z.object({ reviewId: pathParam }),
    response: ok.extend(helpfulVoteSchema.shape),
  },
});
