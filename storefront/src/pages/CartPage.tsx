import { Link } from '../router/router';
import { formatPrice } from '../../../common/money';
import { useCart } from '../cart/CartContext';
import RemoveLineButton from '../cart/RemoveLineButton';
import OrderSummary from '../cart/OrderSummary';
import CartPageFrame from '../cart/CartPageFrame';
import { lineKey, lineName, lineTotal, maxQuantity, notCountedNote } from '../cart/cartRules';
import { useCartCheck } from '../cart/useCartCheck';
import { useDiscountCode } from '../cart/useDiscountCode';
import { ProductThumbnail } from '../catalog/ProductImage';
import styles from './CartPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';
import { productTitle } from '../catalog/productText';
import { richMessage, useI18n } from '../i18n/I18nContext';
import { Amount, ColourName, Ltr } from '../i18n/Ltr';

/** The cart (docs/product.md §2): lines, quantity steps (never below 1; Remove removes), Order Summary and the way on. */
export default function CartPage() {
  const { lines, setQuantity } = useCart();
  const { notices } = useCartCheck();
  const blocked = lines.some((line) => notices[lineKey(line)]?.blocked);
  const discount = useDiscountCode();
  const { t, language } = useI18n();
  usePageMeta({ title: t('cart.title') });

  if (lines.length === 0) return <CartPageFrame title={t('cart.title')} empty={t('cart.empty')} />;

  return (
    <CartPageFrame title={t('cart.title')}>
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label={t('cart.lines')}>
          {lines.map((line) => {
            const key = lineKey(line);
            const title = productTitle(line, language);
            const name = lineName(line, language);
            const lineDiscount = discount.lineDiscount(line);
            const uncounted = notCountedNote(line);
            return (
              <li key={key} className={styles.line}>
                <ProductThumbnail url={line.imageUrl} title={title} className={styles.image} />
                <div className={styles.lineInfo}>
                  <Link to={`/products/${encodeURIComponent(line.id)}`} className={styles.lineTitle}>
                    {title}
                  </Link>
                  <p className={styles.options}>
                    {richMessage('cart.options', {
                      size: <Ltr>{line.size}</Ltr>,
                      color: <ColourName name={line.color} />,
                    })}
                  </p>
                  <p className={styles.unit}>
                    {richMessage('cart.each', { price: <Ltr>{formatPrice(line.price)}</Ltr> })}
                  </p>
                  {notices[key]?.notice && (
                    <p className={notices[key]?.blocked ? styles.blocked : styles.changed} role="status">
                      {notices[key]?.notice}
                    </p>
                  )}
                  <div className={styles.controls}>
                    <div className={styles.stepper} role="group" aria-label={t('cart.quantityOf', { name })}>
                      <button
                        type="button"
                        onClick={() => setQuantity(key, line.quantity - 1)}
                        disabled={line.quantity <= 1}
                        aria-label={t('cart.decreaseOf', { name })}
                      >
                        −
                      </button>
                      <span aria-live="polite" data-testid="line-quantity">
                        {line.quantity}
                      </span>
                      <button
                        type="button"
                        onClick={() => setQuantity(key, line.quantity + 1)}
                        disabled={line.quantity >= maxQuantity(line.stock)}
                        aria-label={t('cart.increaseOf', { name })}
                      >
                        +
                      </button>
                    </div>
                    <RemoveLineButton line={line} className={styles.remove} />
                  </div>
                </div>
                <p className={styles.lineTotal}>
                  <span className="visually-hidden">{t('cart.lineTotal')} </span>
                  <Amount value={lineTotal(line)} />
                  {uncounted && (
                    <span className={styles.notCounted} data-testid="not-counted">
                      {uncounted}
                    </span>
                  )}
                  {lineDiscount > 0 && (
                    <span className={styles.lineDiscount}>
                      <span className="visually-hidden">{t('cart.discount')} </span>
                      <Amount value={lineDiscount} minus />
                    </span>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
        <OrderSummary discount={discount}>
          {blocked ? (
            <p className={styles.blocked}>{t('cart.blocked')}</p>
          ) : (
            <Link to="/checkout" className="button">
              {t('cart.checkout')}
            </Link>
          )}
          <Link to="/products" className="button secondary">
            {t('common.continueShopping')}
          </Link>
        </OrderSummary>
      </div>
    </CartPageFrame>
  );
}
