import { Link } from '../router/router';
import { formatPrice } from '../../../common/money';
import { useCart } from '../cart/CartContext';
import OrderSummary from '../cart/OrderSummary';
import { lineKey, lineTotal, maxQuantity } from '../cart/cartRules';
import { useCartCheck } from '../cart/useCartCheck';
import DiscountCodeField from '../cart/DiscountCodeField';
import { useDiscountCode } from '../cart/useDiscountCode';
import ProductImage from '../catalog/ProductImage';
import styles from './CartPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';

/** The cart (docs/product.md §2): lines, quantity steps (never below 1; Remove removes), Order Summary and the way on. */
export default function CartPage() {
  const { lines, count, subtotal, setQuantity, remove } = useCart();
  const notices = useCartCheck();
  const blocked = lines.some((line) => notices[lineKey(line)]?.blocked);
  const discount = useDiscountCode();
  usePageMeta({ title: 'Your cart' });

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
            const lineDiscount = discount.lineDiscount(line);
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
                      <button type="button" onClick={() => setQuantity(key, line.quantity - 1)} disabled={line.quantity <= 1} aria-label={`Decrease quantity of ${name}`}>
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
                  {lineDiscount > 0 && (
                    <span className={styles.lineDiscount}>
                      <span className="visually-hidden">Discount: </span>−{formatPrice(lineDiscount)}
                    </span>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
        <OrderSummary subtotal={subtotal} quantity={count} quote={discount.quote} before={<DiscountCodeField discount={discount} />}>
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
