import { Link } from 'react-router-dom';
import type { LowStock } from '../../../../common/products';
import { variantLabel } from '../../../../common/variants';
import styles from './DashboardPage.module.css';

/** Every product at or below the low-stock line, as the Products tab's search writes it. */
const lowStockSearch = (threshold: number) => `/products?q=${encodeURIComponent(`stock:0-${threshold}`)}`;

/**
 * The low-stock alert per size × colour (issue 22): how many cells are at or below the threshold,
 * the lowest of them by product and cell, each opening its product in the Products tab.
 */
export function LowStockCard({ lowStock }: { lowStock: LowStock }) {
  const { count, threshold, cells } = lowStock;
  return (
    <section aria-labelledby="low-stock-heading" className={styles.section}>
      <h2 id="low-stock-heading">Low Stock</h2>
      <p>
        <strong>{count}</strong> {count === 1 ? 'size and colour has' : 'sizes and colours have'} {threshold} or fewer pieces left.
        {count > cells.length && ` The ${cells.length} lowest:`}
      </p>
      {cells.length > 0 && (
        <ul className={styles.lowList}>
          {cells.map((cell) => (
            <li key={`${cell.productId}/${cell.size}/${cell.color}`}>
              <Link to={`/products?q=${encodeURIComponent(cell.productId)}`}>{cell.title}</Link>, {variantLabel(cell.size, cell.color)}:{' '}
              <strong className={cell.stock === 0 ? styles.soldOut : undefined}>{cell.stock === 0 ? 'sold out' : `${cell.stock} left`}</strong>
            </li>
          ))}
        </ul>
      )}
      {count > 0 && <Link to={lowStockSearch(threshold)}>See all low-stock products</Link>}
    </section>
  );
}
