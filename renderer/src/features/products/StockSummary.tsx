import type { Product } from '../../../../common/catalog';
import { LOW_STOCK_THRESHOLD } from '../../../../common/products';
import { variantLabel } from '../../../../common/variants';
import styles from './ProductsPage.module.css';

/**
 * A product's stock in the list: its total, marked when low or sold out, and which sizes and colours
 * are sold out or low (at most LOW_STOCK_THRESHOLD pieces, the owner's low-stock line, per cell:
 * issue 22), e.g. 'Sold out: S / Navy · Low: M / Navy (2)'.
 */
export function StockSummary({ product }: { product: Product }) {
  const cells = product.variants.length > 1 ? product.variants : [];
  const soldOut = cells.filter((cell) => cell.stock === 0).map((cell) => variantLabel(cell.size, cell.color));
  const low = cells
    .filter((cell) => cell.stock > 0 && cell.stock <= LOW_STOCK_THRESHOLD)
    .map((cell) => `${variantLabel(cell.size, cell.color)} (${cell.stock})`);
  const parts = [
    ...(soldOut.length > 0 ? [`Sold out: ${soldOut.join(', ')}`] : []),
    ...(low.length > 0 ? [`Low: ${low.join(', ')}`] : []),
  ];
  return (
    <>
      {product.stock}
      {product.stock <= LOW_STOCK_THRESHOLD && (
        <span className={styles.lowStock}>{product.stock === 0 ? 'Sold out' : 'Low stock'}</span>
      )}
      {product.stock > 0 && parts.length > 0 && <p className={styles.cells}>{parts.join(' · ')}</p>}
    </>
  );
}
