import type { Product } from '../../../common/catalog';
import { formatPrice } from '../../../common/money';
import { PICTURE_SIZES } from '../../../common/storefrontPictures';
import { Link } from '../router/router';
import ProductImage from './ProductImage';
import styles from './ProductCard.module.css';
import { useT } from '../i18n/I18nContext';
import { useProductText } from './productText';
import { productPagePath } from './variantChoice';

type ProductCardProps = {
  product: Product;
  /** A quick look without leaving the list; the home page's cards have none. */
  onMoreInfo?: (product: Product, trigger: HTMLButtonElement) => void;
  eager: boolean;
  /** The size and colour the shopper filtered by, chosen already on the product's page (issue 35). */
  chosen?: { size?: string; color?: string };
};

/**
 * A shirt in a list. Its picture and its title open the product's page in one tap (issue 35): the title
 * is the link a keyboard and a screen reader reach; the picture is the same link for fingers, kept out
 * of the tab order so it is not read twice.
 */
export default function ProductCard({ product, onMoreInfo, eager, chosen }: ProductCardProps) {
  const t = useT();
  const { title } = useProductText(product);
  const page = productPagePath(product, chosen);
  return (
    <article className={styles.card}>
      <Link to={page} tabIndex={-1} aria-hidden="true" className={styles.pictureLink}>
        <ProductImage
          url={product.imageUrl}
          title={title}
          sizes={PICTURE_SIZES.productCard}
          className={styles.image}
          loading={eager ? 'eager' : 'lazy'}
          width={320}
          height={400}
        />
      </Link>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={page} className={styles.titleLink}>
            <bdi>{title}</bdi>
          </Link>
        </h3>
        <p className={styles.price}>{formatPrice(product.price)}</p>
        {product.stock <= 0 && <p className={styles.soldOut}>{t('products.outOfStock')}</p>}
        {onMoreInfo && (
          <button
            type="button"
            className="button secondary"
            onClick={(event) => onMoreInfo(product, event.currentTarget)}
            aria-label={t('products.moreInfoAbout', { title })}
          >
            {t('products.moreInfo')}
          </button>
        )}
      </div>
    </article>
  );
}
