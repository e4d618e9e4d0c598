import styles from './StarRating.module.css';

/** Five stars filled to the rating, read out as a sentence. */
export default function StarRating({ rating, count }: { rating: number; count?: number }) {
  const rounded = Math.round(rating * 10) / 10;
  const label = `Rated ${rounded} out of 5${count === undefined ? '' : `, ${count} review${count === 1 ? '' : 's'}`}`;
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <span className={styles.stars} style={{ ['--fill' as string]: `${(rating / 5) * 100}%` }} aria-hidden="true">
        ★★★★★
      </span>
      {count !== undefined && <span aria-hidden="true" className={styles.count}>({count})</span>}
    </span>
  );
}
