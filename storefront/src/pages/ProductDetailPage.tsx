import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from '../router/router';
import type { Product } from '../../../common/catalog';
import { formatPrice } from '../../../common/money';
import { PICTURE_SIZES } from '../../../common/storefrontPictures';
import { cellStock } from '../../../common/variants';
import { ApiError } from '../../../common/apiClient';
import { useCart } from '../cart/CartContext';
import { addToCartMessage } from '../cart/addMessages';
import { cartItemFor, maxQuantity } from '../cart/cartRules';
import { SizeAndColour } from '../catalog/ChoiceGroup';
import FewLeft from '../catalog/FewLeft';
import ImageGallery from '../catalog/ImageGallery';
import QuantityControl from '../catalog/QuantityControl';
import StarRating from '../catalog/StarRating';
import { useColourPicture } from '../catalog/useColourPicture';
import { fetchProduct } from '../catalog/api';
import SizeChart from '../catalog/SizeChart';
import { openingChoice } from '../catalog/variantChoice';
import WishlistToggle from '../account/WishlistToggle';
import ReviewsSection from '../reviews/ReviewsSection';
import { useToast } from '../toast/ToastContext';
import styles from './ProductDetailPage.module.css';
import { productStructuredData } from '../seo/productStructuredData';
import { usePageMeta } from '../seo/usePageMeta';
import { WhatsAppButton } from '../shop/WhatsAppButton';
import { useI18n, useT } from '../i18n/I18nContext';
import { refusalMessage } from '../i18n/problems';
import { productText, useProductText } from '../catalog/productText';

type DetailState =
  | { status: 'loading' }
  | { status: 'error'; notFound: boolean; message: string }
  | { status: 'loaded'; product: Product };

/**
 * The product detail screen (docs/product.md §2): the size and colour the list was filtered by, else the
 * first size and colour in stock, preselected (catalog/variantChoice.ts openingChoice); sizes
 * and colours sold out with the other choice disabled, quantity from 1 up to that size and colour's stock.
 */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  // Try again asks once more for the same shirt (a phone's connection dropped, the shop was busy).
  const [attempt, setAttempt] = useState(0);
  const { t, language } = useI18n();

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchProduct(id, controller.signal)
      .then((product) => setState({ status: 'loaded', product }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          notFound: error instanceof ApiError && error.code === 'NOT_FOUND',
          message: refusalMessage(error, 'product.failed'),
        });
      });
    return () => controller.abort();
  }, [id, attempt]);

  usePageMeta(
    state.status === 'loaded'
      ? {
          ...productText(state.product, language),
          structuredData: productStructuredData(state.product, window.location.origin),
        }
      : state.status === 'error'
        ? { title: state.notFound ? t('product.notFound') : t('product.error'), noindex: true }
        : undefined,
  );

  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={t('product.breadcrumb')} className={styles.breadcrumb}>
        <Link to="/products">{t('product.allShirts')}</Link>
      </nav>
      <div aria-live="polite">
        {state.status === 'loading' && <p className={styles.status}>{t('product.loading')}</p>}
        {state.status === 'error' && (
          <div className="notice error" role="alert">
            <p>{state.notFound ? t('product.notFound') : `${t('product.error')}: ${state.message}`}</p>
            <div className="button-row">
              {!state.notFound && (
                <button type="button" className="button" onClick={() => setAttempt((value) => value + 1)}>
                  {t('common.tryAgain')}
                </button>
              )}
              <Link to="/products" className="button secondary">
                {t('common.browseProducts')}
              </Link>
            </div>
          </div>
        )}
      </div>
      {state.status === 'loaded' && <ProductDetails product={state.product} />}
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  // The size (and colour) the shopper filtered the list by opens chosen, when that shirt can be had in it.
  const [params] = useSearchParams();
  const [opening] = useState(() => openingChoice(product, { size: params.get('size'), color: params.get('color') }));
  const [size, setSize] = useState(opening.size);
  const { color, chooseColor, picture, setPicture } = useColourPicture(product, opening.color);
  const [chosenQuantity, setQuantity] = useState(1);
  const [rating, setRating] = useState({ average: product.averageRating, count: product.reviewCount });
  const { add } = useCart();
  const toast = useToast();
  const t = useT();
  const { title, description } = useProductText(product);
  const stock = size && color ? cellStock(product.variants, size, color) : 0;
  const inStock = stock > 0;
  // Moving to a size or colour with fewer pieces brings the quantity down with it.
  const quantity = Math.max(1, Math.min(chosenQuantity, stock));

  const addToCart = () => {
    if (!size || !color) {
      window.alert(t('product.selectBoth'));
      return;
    }
    const outcome = add(cartItemFor(product, size, color), quantity);
    const message = addToCartMessage(outcome, stock);
    toast.show(message.text, message.kind, 'add-to-cart');
  };

  return (
    <>
      <article className={styles.layout}>
        <div className={styles.media}>
          <ImageGallery
            images={product.additionalImages}
            imageColors={product.imageColors}
            title={title}
            sizes={PICTURE_SIZES.productPage}
            eager
            index={picture}
            onIndexChange={setPicture}
          />
        </div>
        <div className={styles.info}>
          <h1 className={styles.title}>
            <bdi>{title}</bdi>
          </h1>
          <StarRating rating={rating.average} count={rating.count} />
          <p className={styles.price}>{formatPrice(product.price)}</p>
          <p className={styles.description}>
            <bdi>{description}</bdi>
          </p>
          <SizeAndColour
            product={product}
            size={size}
            onSize={setSize}
            color={color}
            onColour={chooseColor}
            between={<SizeChart categories={product.categories} />}
          />
          <FewLeft size={size} color={color} stock={stock} />
          {inStock && <QuantityControl value={quantity} max={maxQuantity(stock)} onChange={setQuantity} />}
          <div className={styles.actions}>
            <button type="button" className="button" onClick={addToCart} disabled={!inStock}>
              {inStock ? t('product.addToCart') : t('product.outOfStock')}
            </button>
            <WishlistToggle productId={product.id} />
            <WhatsAppButton text={t('product.askAbout', { title, id: product.id, url: window.location.href })} />
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t('product.availability')}</dt>
              <dd className={inStock ? styles.inStock : styles.outOfStock}>
                {inStock ? t('product.inStock', { count: stock }) : t('product.outOfStock')}
              </dd>
            </div>
            <div>
              <dt>{t('product.sku')}</dt>
              <dd>{product.sku || product.id.slice(0, 8)}</dd>
            </div>
            <div>
              <dt>{t('product.categories')}</dt>
              <dd>{product.categories.length > 0 ? product.categories.join(', ') : t('product.shirts')}</dd>
            </div>
          </dl>
        </div>
      </article>
      <ReviewsSection
        productId={product.id}
        onReviewed={(stats) => setRating({ average: stats.averageRating, count: stats.totalReviews })}
      />
    </>
  );
}
