import { Link } from 'react-router-dom';
import { useCan } from '../../shared/session/staff';
import type { LowStock } from '../../../../common/products';
import { variantLabel } from '../../../../common/variants';
import { plural } from '../../shared/plural';
import styles from './DashboardPage.module.css';

/** Every product with at most the low-stock line's pieces in all, as the Products tab's search writes it. */
const lowStockSearch = (threshold: number) => `/products?q=${encodeURIComponent(`stock:0-${threshold}`)}`;

type Cell = LowStock['listed'][number]['cells'][number];
const labels = (cells: Cell[]) => cells.map((cell) => variantLabel(cell.size, cell.color)).join(', ');

/** 'sold out in M / Navy · 2 left in L / Navy', the sold-out cells first. */
function cellsInWords(cells: Cell[]) {
  const soldOut = cells.filter((cell) => cell.stock === 0);
  const few = cells.filter((cell) => cell.stock > 0);
  return (
    <>
      {soldOut.length > 0 && <strong className={styles.soldOut}>sold out in {labels(soldOut)}</strong>}
      {soldOut.length > 0 && few.length > 0 && ' · '}
      {few.map((cell, index) => `${index > 0 ? ', ' : ''}${cell.stock} left in ${variantLabel(cell.size, cell.color)}`)}
    </>
  );
}

/**
 * The low-stock alert per size × colour (issue 22): how many cells, of how many products, are at or
 * below the threshold, and the products worst off with their low cells, each opening its product in
 * the Products tab.
 */
export function LowStockCard({ lowStock }: { lowStock: LowStock }) {
  const { count, threshold, products, listed } = lowStock;
  // Staff who may not change products read the list; the links would open a screen their role is kept out of.
  const canChange = useCan()('products');
  return (
    <section aria-labelledby="low-stock-heading" className={styles.section}>
      <h2 id="low-stock-heading">Low Stock</h2>
      <p>
        <strong>{count}</strong> {count === 1 ? 'size and colour has' : 'sizes and colours have'} {threshold} or fewer
        pieces left
        {count > 0 && `, in ${plural(products, 'product')}`}.
        {products > listed.length && ` The ${listed.length} worst off:`}
      </p>
      {listed.length > 0 && (
        <ul className={styles.lowList}>
          {listed.map((product) => (
            <li key={product.productId}>
              {canChange ? (
                <Link to={`/products?q=${encodeURIComponent(product.productId)}`}>{product.title}</Link>
              ) : (
                product.title
              )}
              : {cellsInWords(product.cells)}
            </li>
          ))}
        </ul>
      )}
      {/* The Products search filters on a product's total, not its cells: the link says so. */}
      {count > 0 && canChange && (
        <Link to={lowStockSearch(threshold)}>See products with {threshold} or fewer pieces in all</Link>
      )}
    </section>
  );
}
