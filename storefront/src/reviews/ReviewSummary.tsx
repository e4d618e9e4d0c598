import type { ReviewStats } from '../../../common/reviews';
import StarRating from '../catalog/StarRating';
import { useT } from '../i18n/I18nContext';
import styles from './ReviewsSection.module.css';

const STARS_HIGH_TO_LOW = [5, 4, 3, 2, 1] as const;

/** Average, total and how many reviews gave each number of stars (docs/product.md §2 Reviews section). */
export default function ReviewSummary({ stats }: { stats: ReviewStats }) {
  const t = useT();
  const { averageRating, totalReviews, ratingDistribution } = stats;
  const count = <span data-testid="review-count">{t('reviews.count', { count: totalReviews })}</span>;
  // With nothing to average, a 0.0 and five empty bars would only look like bad ratings.
  if (totalReviews === 0) return <p className={styles.noRatings}>{count}</p>;
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <span className={styles.averageNumber}>{averageRating.toFixed(1)}</span>
        <StarRating rating={averageRating} />
        {count}
      </div>
      <ul className={styles.distribution} aria-label={t('reviews.byStars')}>
        {STARS_HIGH_TO_LOW.map((stars) => {
          const count = ratingDistribution[stars];
          return (
            <li key={stars}>
              <span>{t('reviews.stars', { count: stars })}</span>
              <span className={styles.track} aria-hidden="true">
                <span style={{ width: totalReviews ? `${(count / totalReviews) * 100}%` : '0%' }} />
              </span>
              <span className={styles.distributionCount}>
                <span aria-hidden="true">{count}</span>
                <span className="visually-hidden">{t('reviews.count', { count })}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
