import type { HelpfulVote, Review, ReviewPage, ReviewSort, ReviewStats } from '../../../common/reviews';
import { apiFetch } from '../../../common/apiClient';
import { storedShopperToken } from '../account/session';

const base = (productId: string) => `/api/reviews/product/${encodeURIComponent(productId)}`;

/** The review calls of SPEC.md §7. A page is read with the reader's token, if any, to learn their own votes and review. */
export const reviewApi = {
  page: (productId: string, page: number, sort: ReviewSort, readerToken: string | null) =>
    apiFetch<ReviewPage>(`${base(productId)}?page=${page}&sort=${sort}`, { token: readerToken }),
  stats: (productId: string) => apiFetch<ReviewStats>(`${base(productId)}/stats`),
  write: (productId: string, review: { rating: number; title: string; comment: string }) =>
    apiFetch<{ data: Review }>(base(productId), { method: 'POST', body: review, token: storedShopperToken() }),
  markHelpful: (reviewId: string) => apiFetch<HelpfulVote>(`/api/reviews/${encodeURIComponent(reviewId)}/helpful`, { method: 'POST', token: storedShopperToken() }),
};
