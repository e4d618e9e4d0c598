import type { ReviewSort } from '../../../common/reviews';
import { callApi } from '../../../common/apiClient';
import { storedShopperToken } from '../account/session';

/** The review calls of docs/product.md §7. A page is read with the reader's token, if any, to learn their own votes and review. */
export const reviewApi = {
  page: (productId: string, page: number, sort: ReviewSort, readerToken: string | null) =>
    callApi('GET /api/reviews/product/:productId', {
      params: { productId },
      query: { page, sort },
      token: readerToken,
    }),
  stats: (productId: string) => callApi('GET /api/reviews/product/:productId/stats', { params: { productId } }),
  write: (productId: string, review: { rating: number; title: string; comment: string }) =>
    callApi('POST /api/reviews/product/:productId', {
      params: { productId },
      body: review,
      token: storedShopperToken(),
    }),
  markHelpful: (reviewId: string) =>
    callApi('POST /api/reviews/:reviewId/helpful', { params: { reviewId }, token: storedShopperToken() }),
};
