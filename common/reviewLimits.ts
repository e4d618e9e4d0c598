/**
 * Review sorts and length limits, apart from the zod schemas in reviews.ts so that the product page
 * (its reviews and review form) does not load zod (issue 12).
 */
export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEWS_PER_PAGE = 5;
export const MAX_REVIEW_TITLE = 100;
export const MAX_REVIEW_COMMENT = 1000;
