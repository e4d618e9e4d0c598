import { z } from 'zod';
import { MAX_PAGE, wholeNumberQuery } from './paging';
import { MAX_REVIEW_COMMENT, MAX_REVIEW_TITLE, REVIEW_SORTS } from './reviewLimits';
import { requiredText } from './text';

// Re-exported for the server and tests; the storefront reads reviewLimits.ts, which loads no zod.
export { MAX_REVIEW_COMMENT, MAX_REVIEW_TITLE, REVIEW_SORTS, REVIEWS_PER_PAGE, type ReviewSort } from './reviewLimits';

/** A review as written (docs/product.md §5 Review): rating 1 to 5, default 5; title and comment required and bounded. */
export const reviewWriteSchema = z.object({
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5')
    .default(5),
  title: requiredText('Title', MAX_REVIEW_TITLE),
  comment: requiredText('Comment', MAX_REVIEW_COMMENT),
});

export const reviewListQuerySchema = z.object({
  page: wholeNumberQuery('page', MAX_PAGE).default(1),
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
});

export const reviewSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userName: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  comment: z.string(),
  helpful: z.number().int().min(0),
  verified: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

const starCount = z.number().int().min(0);
export const reviewStatsSchema = z.object({
  averageRating: z.number(),
  totalReviews: z.number().int(),
  ratingDistribution: z.object({ 1: starCount, 2: starCount, 3: starCount, 4: starCount, 5: starCount }),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

/** One page of a product's reviews; the last two fields describe the signed-in reader (empty and false for a guest). */
export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  votedReviewIds: z.array(z.string()),
  reviewedByYou: z.boolean(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const helpfulVoteSchema = z.object({ helpful: z.number().int(), message: z.string() });
export type HelpfulVote = z.infer<typeof helpfulVoteSchema>;
