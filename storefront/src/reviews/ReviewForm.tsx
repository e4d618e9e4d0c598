import { useEffect, useRef, useState, type FormEvent } from 'react';
import { refusalMessage } from '../i18n/problems';
import { MAX_REVIEW_COMMENT, MAX_REVIEW_TITLE } from '../../../common/reviewLimits';
import { useI18n } from '../i18n/I18nContext';
import type { MessageKey } from '../i18n/catalog';
import { useToast } from '../toast/ToastContext';
import { reviewApi } from './api';
import styles from './ReviewsSection.module.css';

const EMPTY_REVIEW = { rating: 5, title: '', comment: '' };
const RATINGS = [1, 2, 3, 4, 5] as const;
/** The review's title and comment: the same labelled box with its character count, one line or several. */
const TEXTS: { key: 'title' | 'comment'; label: MessageKey; max: number; rows?: number }[] = [
  { key: 'title', label: 'reviews.title', max: MAX_REVIEW_TITLE },
  { key: 'comment', label: 'reviews.comment', max: MAX_REVIEW_COMMENT, rows: 5 },
];

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
      {TEXTS.map(({ key, label, max, rows }) => {
        const control = {
          id: `review-${key}`,
          maxLength: max,
          value: draft[key],
          onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
          'aria-describedby': `review-${key}-count`,
        };
        return (
          <div className="field" key={key}>
            <label htmlFor={control.id}>{t(label)}</label>
            {rows ? <textarea rows={rows} {...control} /> : <input {...control} autoComplete="off" />}
            <small id={`review-${key}-count`} className={styles.counter}>
              {t('reviews.characters', { used: draft[key].length, max })}
            </small>
          </div>
        );
      })}
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
