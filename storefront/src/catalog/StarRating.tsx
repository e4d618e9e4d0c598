import { useT } from '../i18n/I18nContext';
import styles from './StarRating.module.css';

/** Five stars filled to the rating, read out as a sentence. */
export default function StarRating({ rating, count }: { rating: number; count?: number }) {
  const t = useT();
  const rounded = Math.round(rating * 10) / 10;
  const label =
    count === undefined
      ? t('product.rated', { rating: rounded })
      : t('product.ratedWithReviews', { count, rating: rounded });
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <span className={styles.stars} style={{ ['--fill' as string]: `${(rating / 5) * 100}%` }} aria-hidden="true">
        ★★★★★
      </span>
      {count !== undefined && (
        <span aria-hidden="true" className={styles.count}>
          ({count})
        </span>
      )}
    </span>
  );
}
