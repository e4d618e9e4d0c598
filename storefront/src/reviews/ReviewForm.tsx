import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MAX_REVIEW_COMMENT, MAX_REVIEW_TITLE } from '../../../common/reviewLimits';
import { ApiError } from '../../../common/apiClient';
import { useToast } from '../toast/ToastContext';
import { reviewApi } from './api';
import styles from './ReviewsSection.module.css';

const EMPTY_REVIEW = { rating: 5, title: '', comment: '' };
const RATINGS = [1, 2, 3, 4, 5] as const;
const starsLabel = (value: number) => `${value} star${value === 1 ? '' : 's'}`;

/**
 * The review form (docs/product.md §4 Review form, §5 Review). It stays mounted while hidden, so a shopper who
 * hides it keeps what they typed; after a successful submit it starts again from rating 5 and empty text.
 */
export default function ReviewForm({ productId, open, onSubmitted }: { productId: string; open: boolean; onSubmitted: () => void }) {
  const toast = useToast();
  const [draft, setDraft] = useState(EMPTY_REVIEW);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const checkedRating = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) checkedRating.current?.focus();
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The same rules the server applies, checked first so a slow connection is not spent on them.
    if (!draft.title.trim()) return setError('Title is required');
    if (!draft.comment.trim()) return setError('Comment is required');
    setError('');
    setSubmitting(true);
    try {
      await reviewApi.write(productId, draft);
      toast.show('Thank you for your review!', 'success');
      setDraft(EMPTY_REVIEW);
      onSubmitted();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Failed to submit review');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form id="review-form" className={styles.form} onSubmit={submit} noValidate aria-label="Write a review" hidden={!open}>
      <fieldset className={styles.stars}>
        <legend>Your rating</legend>
        <div className={styles.starChoices}>
          {RATINGS.map((value) => (
            <label key={value} title={starsLabel(value)}>
              <input
                ref={draft.rating === value ? checkedRating : undefined}
                type="radio"
                name="rating"
                value={value}
                checked={draft.rating === value}
                onChange={() => setDraft({ ...draft, rating: value })}
              />
              <span aria-hidden="true" data-on={value <= draft.rating}>
                ★
              </span>
              <span className="visually-hidden">{starsLabel(value)}</span>
            </label>
          ))}
          <span className={styles.ratingWord} aria-hidden="true">
            {draft.rating} of 5
          </span>
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="review-title">Title</label>
        <input
          id="review-title"
          maxLength={MAX_REVIEW_TITLE}
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          aria-describedby="review-title-count"
          autoComplete="off"
        />
        <small id="review-title-count" className={styles.counter}>
          {draft.title.length}/{MAX_REVIEW_TITLE} characters
        </small>
      </div>
      <div className="field">
        <label htmlFor="review-comment">Comment</label>
        <textarea
          id="review-comment"
          rows={5}
          maxLength={MAX_REVIEW_COMMENT}
          value={draft.comment}
          onChange={(event) => setDraft({ ...draft, comment: event.target.value })}
          aria-describedby="review-comment-count"
        />
        <small id="review-comment-count" className={styles.counter}>
          {draft.comment.length}/{MAX_REVIEW_COMMENT} characters
        </small>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Submit Review'}
      </button>
    </form>
  );
}
