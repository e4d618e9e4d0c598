import { useEffect, useRef, useState } from 'react';
import { Link } from '../router/router';
import type { Product } from '../../../common/catalog';
import { formatPrice } from '../../../common/money';
import { cellStock } from '../../../common/variants';
import { useCart } from '../cart/CartContext';
import { addToCartMessage } from '../cart/addMessages';
import { cartItemFor } from '../cart/cartRules';
import { useToast } from '../toast/ToastContext';
import { SizeAndColour } from './ChoiceGroup';
import FewLeft from './FewLeft';
import ImageGallery from './ImageGallery';
import styles from './ProductModal.module.css';
import { useColourPicture } from './useColourPicture';
import { useT } from '../i18n/I18nContext';
import { useProductText } from './productText';

/** The modal closes this long after adding, so the shopper sees the button's reaction (docs/product.md §4). */
export const CLOSE_AFTER_ADD_MS = 500;

type ProductModalProps = { product: Product; onClose: () => void };

/**
 * The product detail modal of the products page (docs/product.md §2). Size and colour start unchosen; 'Add
 * to Cart' looks disabled until both are chosen, yet stays pressable so that pressing it early can say
 * what is missing (docs/product.md §5 'Please select a size' / 'Please select a color'). A size or colour
 * sold out with the other choice (or in every one, before it is made) cannot be chosen (issue 22).
 */
export default function ProductModal({ product, onClose }: ProductModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [size, setSize] = useState<string | null>(null);
  const { color, chooseColor, picture, setPicture } = useColourPicture(product, null);
  const [adding, setAdding] = useState(false);
  const { add } = useCart();
  const toast = useToast();
  const t = useT();
  const { title, description } = useProductText(product);
  const soldOut = product.stock <= 0;
  const ready = size !== null && color !== null;

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  useEffect(() => {
    if (!adding) return;
    const timer = window.setTimeout(onClose, CLOSE_AFTER_ADD_MS);
    return () => window.clearTimeout(timer);
  }, [adding, onClose]);

  const addToCart = () => {
    if (soldOut || adding) return;
    if (!size) return toast.show(t('product.selectSize'), 'error', 'add-to-cart');
    if (!color) return toast.show(t('product.selectColour'), 'error', 'add-to-cart');
    const outcome = add(cartItemFor(product, size, color), 1);
    const message = addToCartMessage(outcome, cellStock(product.variants, size, color));
    toast.show(message.text, message.kind, 'add-to-cart');
    setAdding(true);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby="product-modal-title"
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className={styles.content}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
          ×
        </button>
        <div className={styles.media}>
          <ImageGallery
            images={product.additionalImages}
            imageColors={product.imageColors}
            title={title}
            sizes="(max-width: 760px) 90vw, 380px"
            eager
            index={picture}
            onIndexChange={setPicture}
          />
        </div>
        <div className={styles.details}>
          <h2 id="product-modal-title" className={styles.title}>
            <bdi>{title}</bdi>
          </h2>
          <p className={styles.price}>{formatPrice(product.price)}</p>
          <SizeAndColour product={product} size={size} onSize={setSize} color={color} onColour={chooseColor} />
          <FewLeft size={size} color={color} stock={ready ? cellStock(product.variants, size, color) : 0} />
          {!soldOut && !ready && (
            <p id="product-modal-hint" className={styles.hint} aria-live="polite">
              {!size ? t('product.selectSize') : t('product.selectColour')}
            </p>
          )}
          <h3 className={styles.subheading}>{t('product.description')}</h3>
          <p className={styles.description}>
            <bdi>{description}</bdi>
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={`button ${ready ? '' : styles.notReady}`}
              onClick={addToCart}
              disabled={soldOut}
              aria-describedby={!soldOut && !ready ? 'product-modal-hint' : undefined}
            >
              {soldOut ? t('product.outOfStock') : adding ? t('product.added') : t('product.addToCart')}
            </button>
            <Link to={`/products/${encodeURIComponent(product.id)}`} className="button secondary">
              {t('product.viewDetails')}
            </Link>
          </div>
        </div>
      </div>
    </dialog>
  );
}
