import { Link } from 'react-router-dom';
import { failure } from '../../shared/failure';
import styles from './DashboardPage.module.css';
import { useDismissGridNotice } from './api';

/**
 * Told once, after the update that gave every product a size × colour grid (issue 22, migration 0008):
 * each product's stock was spread over its grid by docs/decisions/0017-stock-per-variant.md's rule,
 * which is a guess the owner should correct. Dismiss clears it on the server, for every device.
 */
export function GridNotice() {
  const dismiss = useDismissGridNotice();
  return (
    <section className={styles.banner} aria-labelledby="grid-notice-heading">
      <h2 id="grid-notice-heading">Please check your stock per size and colour</h2>
      <p>
        Each product now keeps its stock per size and colour. Your earlier stock was shared out evenly over each
        product’s sizes and colours, in order, the first ones taking one extra piece where it did not divide evenly, so
        no piece was lost. Open each product and correct its grid to what is really on your shelves.
      </p>
      <div className={styles.bannerActions}>
        <Link to="/products" className="button">
          Check products
        </Link>
        <button
          type="button"
          className="button-secondary"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate()}
        >
          {dismiss.isPending ? 'Dismissing…' : 'Dismiss'}
        </button>
      </div>
      {dismiss.isError && (
        <p role="alert" className={styles.failed}>
          Could not dismiss the notice: {failure(dismiss.error)}
        </p>
      )}
    </section>
  );
}
