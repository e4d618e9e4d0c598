import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MAX_REVIEW_COMMENT, MAX_REVIEW_TITLE, REVIEW_SORTS, REVIEW_SORT_LABELS, type ReviewPage, type ReviewSort, type ReviewStats } from '../../../common/reviews';
import { ApiError } from '../../../common/apiClient';
import { useAuth } from '../account/AuthContext';
import StarRating from '../catalog/StarRating';
import { useToast } from '../toast/ToastContext';
import { reviewApi } from './api';
import styles from './ReviewsSection.module.css';

const EMPTY_REVIEW = { rating: 5, title: '', comment: '' };

/** The Customer Reviews section of the detail screen (SPEC.md §2 Reviews section, §4 Review form). */
export default function ReviewsSection({ productId, onReviewed }: { productId: string; onReviewed: (stats: ReviewStats) => void }) {
  const { user } = useAuth();
  const toast = useToast();
  const [stats, setStats] = useState<ReviewStats | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [list, setList] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'loaded'; page: ReviewPage }>({ status: 'loading' });
  const [formOpen, setFormOpen] = useState(false);
  const [draft, setDraft] = useState(EMPTY_REVIEW);
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const loadStats = useCallback(() => reviewApi.stats(productId).then((loaded) => (setStats(loaded), loaded)), [productId]);
  useEffect(() => {
    loadStats().catch(() => setStats(null));
  }, [loadStats]);
  useEffect(() => {
    let live = true;
    setList({ status: 'loading' });
    reviewApi
      .page(productId, page, sort)
      .then((loaded) => live && setList({ status: 'loaded', page: loaded }))
      .catch(() => live && setList({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [productId, page, sort, user]);

  const openForm = () => {
    if (!user) return toast.show('Please log in to submit a review', 'info');
    setFormOpen((open) => !open);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim()) return setFormError('Title is required');
    if (!draft.comment.trim()) return setFormError('Comment is required');
    setFormError('');
    setSubmitting(true);
    try {
      await reviewApi.write(productId, draft);
      toast.show('Thank you for your review!', 'success');
      setDraft(EMPTY_REVIEW);
      setFormOpen(false);
      setSort('newest');
      setPage(1);
      setList({ status: 'loading' });
      const refreshed = await reviewApi.page(productId, 1, 'newest');
      setList({ status: 'loaded', page: refreshed });
      onReviewed(await loadStats());
    } catch (failure) {
      setFormError(failure instanceof ApiError ? failure.message : 'Failed to submit review');
    } finally {
      setSubmitting(false);
    }
  };

  const markHelpful = async (reviewId: string) => {
    if (!user) return toast.show('Please log in to mark reviews as helpful', 'info');
    try {
      const { helpful, message } = await reviewApi.markHelpful(reviewId);
      toast.show(message, 'success');
      setList((current) =>
        current.status === 'loaded'
          ? {
              status: 'loaded',
              page: {
                ...current.page,
                reviews: current.page.reviews.map((review) => (review._id === reviewId ? { ...review, helpful } : review)),
                votedReviewIds: [...current.page.votedReviewIds, reviewId],
              },
            }
          : current,
      );
    } catch (failure) {
      toast.show(failure instanceof ApiError ? failure.message : 'Failed to mark review as helpful', 'error');
    }
  };

  const total = stats?.totalReviews ?? 0;
  return (
    <section className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Customer Reviews</h2>
      <div className={styles.summary}>
        <div className={styles.average}>
          <span className={styles.averageNumber}>{(stats?.averageRating ?? 0).toFixed(1)}</span>
          <StarRating rating={stats?.averageRating ?? 0} />
          <span data-testid="review-count">
            {total} review{total === 1 ? '' : 's'}
          </span>
        </div>
        <ul className={styles.distribution} aria-label="Ratings">
          {([5, 4, 3, 2, 1] as const).map((stars) => {
            const count = stats?.ratingDistribution[stars] ?? 0;
            return (
              <li key={stars}>
                <span>{stars} star</span>
                <span className={styles.track} aria-hidden="true">
                  <span style={{ width: total ? `${(count / total) * 100}%` : '0%' }} />
                </span>
                <span>{count}</span>
              </li>
            );
          })}
        </ul>
      </div>

      <div className={styles.toolbar}>
        {!(list.status === 'loaded' && list.page.reviewedByYou) && (
          <button type="button" className="button" onClick={openForm} aria-expanded={formOpen}>
            Write a Review
          </button>
        )}
        <div className="field">
          <label htmlFor="review-sort">Sort reviews</label>
          <select
            id="review-sort"
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as ReviewSort);
              setPage(1);
            }}
          >
            {REVIEW_SORTS.map((option) => (
              <option key={option} value={option}>
                {REVIEW_SORT_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {formOpen && (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Write a review">
          <fieldset className={styles.stars}>
            <legend>Your rating</legend>
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} title={`${value} star${value === 1 ? '' : 's'}`}>
                <input type="radio" name="rating" value={value} checked={draft.rating === value} onChange={() => setDraft({ ...draft, rating: value })} />
                <span aria-hidden="true" data-on={value <= draft.rating}>
                  ★
                </span>
                <span className="visually-hidden">
                  {value} star{value === 1 ? '' : 's'}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="review-title">Title</label>
            <input id="review-title" maxLength={MAX_REVIEW_TITLE} value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
            <small>
              {draft.title.length}/{MAX_REVIEW_TITLE}
            </small>
          </div>
          <div className="field">
            <label htmlFor="review-comment">Comment</label>
            <textarea id="review-comment" rows={4} maxLength={MAX_REVIEW_COMMENT} value={draft.comment} onChange={(event) => setDraft({ ...draft, comment: event.target.value })} />
            <small>
              {draft.comment.length}/{MAX_REVIEW_COMMENT}
            </small>
          </div>
          {formError && (
            <p className={styles.error} role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Review'}
          </button>
        </form>
      )}
      {!user && (
        <p className={styles.hint}>
          <Link to="/login" state={{ from: `/products/${productId}` }}>
            Log in
          </Link>{' '}
          to write a review or mark reviews helpful.
        </p>
      )}

      <div aria-live="polite">
        {list.status === 'loading' && <p>Loading reviews...</p>}
        {list.status === 'error' && <p className={styles.error}>Failed to load reviews</p>}
        {list.status === 'loaded' && list.page.total === 0 && <p>No reviews yet — be the first to review this shirt.</p>}
        {list.status === 'loaded' && list.page.total > 0 && (
          <>
            <ul className={styles.reviews}>
              {list.page.reviews.map((review) => (
                <li key={review._id} className={styles.review}>
                  <div className={styles.reviewHead}>
                    <StarRating rating={review.rating} />
                    <strong>{review.title}</strong>
                  </div>
                  <p className={styles.meta}>
                    {review.userName}
                    {review.verified && <span className={styles.verified}>Verified purchase</span>}
                    <span>{new Date(review.createdAt).toLocaleDateString('en-PK', { dateStyle: 'medium' })}</span>
                  </p>
                  <p className={styles.comment}>{review.comment}</p>
                  <button
                    type="button"
                    className={styles.helpful}
                    onClick={() => void markHelpful(review._id)}
                    disabled={list.page.votedReviewIds.includes(review._id) || review.userId === user?._id}
                    aria-label={`Mark "${review.title}" as helpful, ${review.helpful} found it helpful`}
                  >
                    👍 Helpful ({review.helpful})
                  </button>
                </li>
              ))}
            </ul>
            {list.page.totalPages > 1 && (
              <nav className={styles.pager} aria-label="Review pages">
                <button type="button" className="button secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </button>
                <span>
                  Page {list.page.page} of {list.page.totalPages}
                </span>
                <button type="button" className="button secondary" disabled={page >= list.page.totalPages} onClick={() => setPage(page + 1)}>
                  Next
                </button>
              </nav>
            )}
          </>
        )}
      </div>
    </section>
  );
}
