import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../common/money';
import { useCart } from '../cart/CartContext';
import OrderSummary from '../cart/OrderSummary';
import { ApiError } from '../../../common/apiClient';
import type { Product } from '../../../common/catalog';
import { checkLine, lineKey, lineTotal, maxQuantity, type CartLine } from '../cart/cartRules';
import { fetchProduct } from '../catalog/api';
import ProductImage from '../catalog/ProductImage';
import styles from './CartPage.module.css';

/** The cart (SPEC.md §2): lines, quantity steps (below 1 removes), Order Summary and the way on. */
export default function CartPage() {
  const { lines, count, subtotal, setQuantity, remove } = useCart();
  const notices = useCartCheck();
  const blocked = lines.some((line) => notices[lineKey(line)]?.blocked);
  useEffect(() => {
    document.title = 'Your cart';
  }, []);

  if (lines.length === 0) {
    return (
      <section className={`container ${styles.page}`}>
        <h1>Your cart</h1>
        <div className={`notice ${styles.empty}`}>
          <p>Your cart is empty.</p>
          <Link to="/products" className="button">
            Browse Products
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={`container ${styles.page}`}>
      <h1>Your cart</h1>
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label="Cart items">
          {lines.map((line) => {
            const key = lineKey(line);
            const name = `${line.title}, ${line.size}, ${line.color}`;
            return (
              <li key={key} className={styles.line}>
                <ProductImage url={line.imageUrl} title={line.title} sizes="96px" className={styles.image} width={96} height={120} />
                <div className={styles.lineInfo}>
                  <Link to={`/products/${encodeURIComponent(line.id)}`} className={styles.lineTitle}>
                    {line.title}
                  </Link>
                  <p className={styles.options}>
                    Size: {line.size} · Color: {line.color}
                  </p>
                  <p className={styles.unit}>{formatPrice(line.price)} each</p>
                  {notices[key]?.notice && (
                    <p className={notices[key]?.blocked ? styles.blocked : styles.changed} role="status">
                      {notices[key]?.notice}
                    </p>
                  )}
                  <div className={styles.controls}>
                    <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
                      <button type="button" onClick={() => setQuantity(key, line.quantity - 1)} aria-label={`Decrease quantity of ${name}`}>
                        −
                      </button>
                      <span aria-live="polite" data-testid="line-quantity">
                        {line.quantity}
                      </span>
                      <button
                        type="button"
                        onClick={() => setQuantity(key, line.quantity + 1)}
                        disabled={line.quantity >= maxQuantity(line.stock)}
                        aria-label={`Increase quantity of ${name}`}
                      >
                        +
                      </button>
                    </div>
                    <button type="button" className={styles.remove} onClick={() => remove(key)} aria-label={`Remove ${name}`}>
                      Remove
                    </button>
                  </div>
                </div>
                <p className={styles.lineTotal}>{formatPrice(lineTotal(line))}</p>
              </li>
            );
          })}
        </ul>
        <OrderSummary subtotal={subtotal} quantity={count}>
          {blocked ? (
            <p className={styles.blocked}>Remove the items that are no longer available to check out.</p>
          ) : (
            <Link to="/checkout" className="button">
              Proceed to Checkout
            </Link>
          )}
          <Link to="/products" className="button secondary">
            Continue Shopping
          </Link>
        </OrderSummary>
      </div>
    </section>
  );
}

type Notices = Record<string, { notice?: string; blocked?: boolean }>;

/**
 * When the cart opens, each line is checked against the product as the shop sells it now (one call
 * per product, in parallel): prices and stock may have changed since it was added. A product that
 * cannot be fetched for another reason (offline) is left as it is.
 */
function useCartCheck(): Notices {
  const { lines, replaceLines } = useCart();
  const [notices, setNotices] = useState<Notices>({});
  // Checked once per visit: the lines as they were when the page opened.
  const [opened] = useState(lines);

  useEffect(() => {
    let live = true;
    const ids = [...new Set(opened.map((line) => line.id))];
    void Promise.all(
      ids.map((id) =>
        fetchProduct(id).then(
          (product): [string, Product | undefined | 'unknown'] => [id, product],
          (error: unknown): [string, Product | undefined | 'unknown'] => [id, error instanceof ApiError && error.status === 404 ? undefined : 'unknown'],
        ),
      ),
    ).then((results) => {
      if (!live) return;
      const products = new Map(results);
      const found: Notices = {};
      const updated: CartLine[] = opened.map((line) => {
        const product = products.get(line.id);
        if (product === 'unknown') return line;
        const check = checkLine(line, product);
        if (check.notice) found[lineKey(line)] = { notice: check.notice, blocked: check.blocked };
        return check.line;
      });
      setNotices(found);
      if (JSON.stringify(updated) !== JSON.stringify(opened)) replaceLines(updated);
    });
    return () => {
      live = false;
    };
  }, [opened, replaceLines]);
  return notices;
}
