import { randomUUID } from 'node:crypto';
import { and, asc, avg, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  REVIEWS_PER_PAGE,
  type Review,
  type ReviewPage,
  type ReviewSort,
  type ReviewStats,
  type reviewWriteSchema,
} from '../../common/reviews';
import { products } from '../catalog/schema';
import type { Db, Queryable } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { orderItems, orders } from '../orders/schema';
import { users } from '../auth/schema';
import { reviews, reviewVotes } from './schema';

type ReviewRow = typeof reviews.$inferSelect;

const ORDERINGS: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt)],
  helpful: [desc(reviews.helpful), desc(reviews.createdAt)],
};

const toApiReview = (row: ReviewRow): Review => ({
  _id: row.id,
  userId: row.userId,
  userName: row.userName,
  rating: row.rating,
  title: row.title,
  comment: row.comment,
  helpful: row.helpful,
  verified: row.verified,
  createdAt: row.createdAt.toISOString(),
});

export function requireProduct(db: Db, productId: string) {
  if (!db.select({ id: products.id }).from(products).where(eq(products.id, productId)).get())
    throw notFound('Product not found');
}

export function listReviews(db: Db, productId: string, page: number, sort: ReviewSort, viewerId?: string): ReviewPage {
  const total = db.select({ total: count() }).from(reviews).where(eq(reviews.productId, productId)).get()?.total ?? 0;
  const rows = db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(...ORDERINGS[sort])
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE)
    .all();
  const voted =
    viewerId && rows.length > 0
      ? db
          .select({ reviewId: reviewVotes.reviewId })
          .from(reviewVotes)
          .where(
            and(
              eq(reviewVotes.userId, viewerId),
              inArray(
                reviewVotes.reviewId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .all()
          .map((vote) => vote.reviewId)
      : [];
  const reviewedByYou = viewerId
    ? Boolean(
        db
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.productId, productId), eq(reviews.userId, viewerId)))
          .get(),
      )
    : false;
  return {
    reviews: rows.map(toApiReview),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE)),
    votedReviewIds: voted,
    reviewedByYou,
  };
}

export function reviewStats(db: Db, productId: string): ReviewStats {
  const rows = db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .groupBy(reviews.rating)
    .all();
  const ratingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of rows) ratingDistribution[row.rating as 1 | 2 | 3 | 4 | 5] = row.count;
  const totalReviews = rows.reduce((sum, row) => sum + row.count, 0);
  const sum = rows.reduce((acc, row) => acc + row.rating * row.count, 0);
  return {
    averageRating: totalReviews ? Math.round((sum / totalReviews) * 10) / 10 : 0,
    totalReviews,
    ratingDistribution,
  };
}

/** First name and last initial ('Ayesha K.'); the initial is a whole character, never half of one. */
function shownName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** 'Verified' means the shopper has a delivered order, placed from the account, holding the product. */
function boughtAndDelivered(tx: Queryable, userId: string, productId: string): boolean {
  return Boolean(
    tx
      .select({ ref: orders.orderRef })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderRef, orders.orderRef))
      .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)))
      .get(),
  );
}

/**
 * Marks verified the shopper's reviews that a delivered order of the account now backs: guest orders
 * claimed by the account (server/users/claims.ts) count as bought from it, as if placed signed in.
 */
export function verifyBoughtReviews(tx: Queryable, userId: string) {
  tx.update(reviews)
    .set({ verified: true })
    .where(
      and(
        eq(reviews.userId, userId),
        eq(reviews.verified, false),
        sql`exists (select 1 from ${orders} join ${orderItems} on ${orderItems.orderRef} = ${orders.orderRef} where ${orders.userId} = ${userId} and ${orders.status} = 'delivered' and ${orderItems.productId} = ${reviews.productId})`,
      ),
    )
    .run();
}

/** Keeps the product's averageRating and reviewCount in step, inside the writing transaction. */
function refreshProductRating(tx: Queryable, productId: string) {
  const summary = tx
    .select({ average: avg(reviews.rating), total: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .get();
  tx.update(products)
    .set({ averageRating: Number(summary?.average ?? 0), reviewCount: summary?.total ?? 0 })
    .where(eq(products.id, productId))
    .run();
}

export function addReview(
  db: Db,
  productId: string,
  userId: string,
  review: z.output<typeof reviewWriteSchema>,
  now: Date,
): Review {
  return db.transaction((tx) => {
    const author = tx.select().from(users).where(eq(users.id, userId)).get()!;
    const already = tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
      .get();
    if (already) throw new AppError('ALREADY_REVIEWED', 'You have already reviewed this product');
    const id = randomUUID();
    tx.insert(reviews)
      .values({
        id,
        productId,
        userId,
        userName: shownName(author.firstName, author.lastName),
        ...review,
        verified: boughtAndDelivered(tx, userId, productId),
        createdAt: now,
      })
      .run();
    refreshProductRating(tx, productId);
    return toApiReview(tx.select().from(reviews).where(eq(reviews.id, id)).get()!);
  });
}

/** One vote per shopper per review; one's own review cannot be voted helpful. */
export function markHelpful(db: Db, reviewId: string, userId: string): { helpful: number; counted: boolean } {
  return db.transaction((tx) => {
    const review = tx.select().from(reviews).where(eq(reviews.id, reviewId)).get();
    if (!review) throw notFound('Review not found');
    if (review.userId === userId) throw new AppError('FORBIDDEN', 'You cannot mark your own review as helpful');
    const vote = tx.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing().run();
    if (vote.changes === 0) return { helpful: review.helpful, counted: false };
    tx.update(reviews)
      .set({ helpful: sql`${reviews.helpful} + 1` })
      .where(eq(reviews.id, reviewId))
      .run();
    return { helpful: review.helpful + 1, counted: true };
  });
}

/**
 * Takes a shopper's reviews and helpful votes away (an account deleted for good) and puts back in step
 * the counters they fed: the products' average and count, the other reviews' helpful counts. The
 * foreign keys alone would drop the rows and leave the counters wrong. Call it inside the transaction
 * that deletes the user.
 */
export function forgetShopperReviews(tx: Queryable, userId: string) {
  const reviewedProductIds = tx
    .selectDistinct({ productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .all();
  const votedReviewIds = tx
    .select({ reviewId: reviewVotes.reviewId })
    .from(reviewVotes)
    .where(eq(reviewVotes.userId, userId))
    .all();
  tx.delete(reviewVotes).where(eq(reviewVotes.userId, userId)).run();
  tx.delete(reviews).where(eq(reviews.userId, userId)).run();
  if (votedReviewIds.length > 0) {
    tx.update(reviews)
      .set({ helpful: sql`(select count(*) from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id})` })
      .where(
        inArray(
          reviews.id,
          votedReviewIds.map((vote) => vote.reviewId),
        ),
      )
      .run();
  }
  for (const { productId } of reviewedProductIds) refreshProductRating(tx, productId);
}
