import { Link } from 'react-router-dom';
import type { LowStock } from '../../../../common/products';
import styles from './DashboardPage.module.css';

/** Issue 8: products at or below the low-stock threshold, counted on the Dashboard tab, with a way to see them. */
export function LowStockCard({ lowStock }: { lowStock: LowStock }) {
  return (
    <section aria-labelledby="low-stock-heading" className={styles.section}>
      <h2 id="low-stock-heading">Low Stock</h2>
      <p>
        <strong>{lowStock.count}</strong> {lowStock.count === 1 ? 'product has' : 'products have'} {lowStock.threshold} or fewer pieces left.{' '}
        {lowStock.count > 0 && <Link to="/products">See products</Link>}
      </p>
    </section>
  );
}
