import { useEffect, useRef, useState, type FormEvent } from 'react';
import { refusalMessage } from '../i18n/problems';
import { MAX_REVIEW_COMMENT, MAX_REVIEW_TITLE } from '../../../common/reviewLimits';
import { useI18n } from '../i18n/I18nContext';
import { useToast } from '../toast/ToastContext';
import { reviewApi } from './api';
import styles from './ReviewsSection.module.css';

const EMPTY_REVIEW = { rating: 5, title: '', comment: '' };
const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The review form (docs/product.md §4 Review form, §5 Review). It stays mounted while hidden, so a shopper who
 * hides it keeps what they typed; after a successful submit it starts again from rating 5 and empty text.
 */
export default function ReviewForm({
  productId,
  open,
  onSubmitted,
}: {
  productId: string;
  open: boolean;
  onSubmitted: () => void;
}) {
  const { t } = useI18n();
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
    if (!draft.title.trim()) return setError(t('reviews.titleRequired'));
    if (!draft.comment.trim()) return setError(t('reviews.commentRequired'));
    setError('');
    setSubmitting(true);
    try {
      await reviewApi.write(productId, draft);
      toast.show(t('reviews.thanks'), 'success');
      setDraft(EMPTY_REVIEW);
      onSubmitted();
    } catch (failure) {
      setError(refusalMessage(failure, 'reviews.submitFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      id="review-form"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('reviews.form')}
      hidden={!open}
    >
      <fieldset className={styles.stars}>
        <legend>{t('reviews.yourRating')}</legend>
        <div className={styles.starChoices}>
          {RATINGS.map((value) => (
            <label key={value} title={t('reviews.stars', { count: value })}>
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
              <span className="visually-hidden">{t('reviews.stars', { count: value })}</span>
            </label>
          ))}
          <span className={styles.ratingWord} aria-hidden="true">
            {t('reviews.ratingOutOf', { rating: draft.rating })}
          </span>
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="review-title">{t('reviews.title')}</label>
        <input
          id="review-title"
          maxLength={MAX_REVIEW_TITLE}
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          aria-describedby="review-title-count"
          autoComplete="off"
        />
        <small id="review-title-count" className={styles.counter}>
          {t('reviews.characters', { used: draft.title.length, max: MAX_REVIEW_TITLE })}
        </small>
      </div>
      <div className="field">
        <label htmlFor="review-comment">{t('reviews.comment')}</label>
        <textarea
          id="review-comment"
          rows={5}
          maxLength={MAX_REVIEW_COMMENT}
          value={draft.comment}
          onChange={(event) => setDraft({ ...draft, comment: event.target.value })}
          aria-describedby="review-comment-count"
        />
        <small id="review-comment-count" className={styles.counter}>
          {t('reviews.characters', { used: draft.comment.length, max: MAX_REVIEW_COMMENT })}
        </small>
      </div>
      {/* Written out, not the account forms' FormSubmit: that module's chunk holds the account pages,
          and the product page (which shows this form) would load them (storefront/bundleBudget.test.ts). */}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? t('reviews.submitting') : t('reviews.submit')}
      </button>
    </form>
  );
}
