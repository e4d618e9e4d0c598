import type { Review } from '../../../common/reviews';
import StarRating from '../catalog/StarRating';
import styles from './ReviewsSection.module.css';

type Props = {
  review: Review;
  /** Whose review it is, as far as the reader is concerned: one's own cannot be marked helpful. */
  byReader: boolean;
  votedByReader: boolean;
  onHelpful: () => void;
};

const reviewDate = (iso: string) => new Date(iso).toLocaleDateString('en-PK', { dateStyle: 'medium' });

/** One review: stars, title, author, verified flag, date, comment and the helpful action. Text is shown as text, never as HTML. */
export default function ReviewItem({ review, byReader, votedByReader, onHelpful }: Props) {
  const people = `${review.helpful} ${review.helpful === 1 ? 'person' : 'people'} found this helpful`;
  return (
    <li className={styles.review} data-testid="review">
      <div className={styles.reviewHead}>
        <StarRating rating={review.rating} />
        <h3 className={styles.reviewTitle}>{review.title}</h3>
      </div>
      <p className={styles.meta}>
        <span className={styles.author}>{review.userName}</span>
        {review.verified && <span className={styles.verified}>✓ Verified purchase</span>}
        <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
      </p>
      <p className={styles.comment}>{review.comment}</p>
      {byReader ? (
        <p className={styles.helpfulNote}>Your review · {people}</p>
      ) : votedByReader ? (
        <p className={styles.helpfulNote}>You found this helpful · {people}</p>
      ) : (
        <button type="button" className={styles.helpful} onClick={onHelpful}>
          <span aria-hidden="true">👍</span> Helpful ({review.helpful})
        </button>
      )}
    </li>
  );
}
