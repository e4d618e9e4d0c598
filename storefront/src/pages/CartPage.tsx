import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../common/money';
import { useCart } from '../cart/CartContext';
import OrderSummary from '../cart/OrderSummary';
import { ApiError } from '../../../common/apiClient';
import type { Product } from '../../../common/catalog';
import { lineKey, lineNotices, lineTotal, maxQuantity, refreshLines, type ShopAnswers } from '../cart/cartRules';
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
                <p className={styles.lineTotal}>
                  <span className="visually-hidden">Line total: </span>
                  {formatPrice(lineTotal(line))}
                </p>
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

type Notices = ReturnType<typeof lineNotices>;

/**
 * When the cart opens, each product in it is asked for as the shop sells it now (one call per
 * product, in parallel): prices and stock may have changed since it was added. The answers are applied
 * to the lines as they are when they arrive, so what the shopper did meanwhile stands. A product that
 * cannot be fetched for another reason (offline) is left as it is.
 */
function useCartCheck(): Notices {
  const { lines, updateLines } = useCart();
  const [notices, setNotices] = useState<Notices>({});
  // Asked once per visit, for the products in the cart when the page opened.
  const [ids] = useState(() => [...new Set(lines.map((line) => line.id))]);
  // The lines as last shown, for telling what the answers change once they arrive.
  const current = useRef(lines);
  useEffect(() => {
    current.current = lines;
  }, [lines]);

  useEffect(() => {
    let live = true;
    void Promise.all(
      ids.map((id) =>
        fetchProduct(id).then(
          (product): [string, Product | undefined] | null => [id, product],
          (error: unknown): [string, Product | undefined] | null => (error instanceof ApiError && error.status === 404 ? [id, undefined] : null),
        ),
      ),
    ).then((results) => {
      if (!live) return;
      const answers: ShopAnswers = new Map(results.filter((result) => result !== null));
      setNotices(lineNotices(current.current, answers));
      updateLines((now) => refreshLines(now, answers));
    });
    return () => {
      live = false;
    };
  }, [ids, updateLines]);
  return notices;
}
