import type { Review } from '../../../common/reviews';
import StarRating from '../catalog/StarRating';
import { formatDate, useI18n } from '../i18n/I18nContext';
import styles from './ReviewsSection.module.css';

type Props = {
  review: Review;
  /** Whose review it is, as far as the reader is concerned: one's own cannot be marked helpful. */
  byReader: boolean;
  votedByReader: boolean;
  onHelpful: () => void;
};

/** One review: stars, title, author, verified flag, date, comment and the helpful action. Text is shown as text, never as HTML. */
export default function ReviewItem({ review, byReader, votedByReader, onHelpful }: Props) {
  const { t } = useI18n();
  const people = t('reviews.foundHelpful', { count: review.helpful });
  return (
    <li className={styles.review} data-testid="review">
      <div className={styles.reviewHead}>
        <StarRating rating={review.rating} />
        <h3 className={styles.reviewTitle}>{review.title}</h3>
      </div>
      <p className={styles.meta}>
        <span className={styles.author}>{review.userName}</span>
        {review.verified && <span className={styles.verified}>{t('reviews.verified')}</span>}
        <time dateTime={review.createdAt}>{formatDate(review.createdAt, { dateStyle: 'medium' })}</time>
      </p>
      <p className={styles.comment}>{review.comment}</p>
      {byReader ? (
        <p className={styles.helpfulNote}>
          {t('reviews.yours')} · {people}
        </p>
      ) : votedByReader ? (
        <p className={styles.helpfulNote}>
          {t('reviews.youFoundHelpful')} · {people}
        </p>
      ) : (
        <button type="button" className={styles.helpful} onClick={onHelpful}>
          <ThumbUpIcon /> {t('reviews.helpful', { count: review.helpful })}
        </button>
      )}
    </li>
  );
}

/** Drawn rather than an emoji: phones without an emoji font would show an empty box. */
function ThumbUpIcon() {
  return (
    <svg className={styles.helpfulIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M1 21h4V9H1v12zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z"
      />
    </svg>
  );
}
