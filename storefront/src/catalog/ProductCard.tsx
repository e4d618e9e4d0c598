import type { Product } from '../../../common/catalog';
import { formatPrice } from '../../../common/money';
import { PICTURE_SIZES } from '../../../common/storefrontPictures';
import ProductImage from './ProductImage';
import styles from './ProductCard.module.css';
import { useT } from '../i18n/I18nContext';
import { useProductText } from './productText';

type ProductCardProps = {
  product: Product;
  onMoreInfo: (product: Product, trigger: HTMLButtonElement) => void;
  eager: boolean;
};

export default function ProductCard({ product, onMoreInfo, eager }: ProductCardProps) {
  const t = useT();
  const { title } = useProductText(product);
  return (
    <article className={styles.card}>
      <ProductImage
        url={product.imageUrl}
        title={title}
        sizes={PICTURE_SIZES.productCard}
        className={styles.image}
        loading={eager ? 'eager' : 'lazy'}
        width={320}
        height={400}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <bdi>{title}</bdi>
        </h3>
        <p className={styles.price}>{formatPrice(product.price)}</p>
        {product.stock <= 0 && <p className={styles.soldOut}>{t('products.outOfStock')}</p>}
        <button
          type="button"
          className="button secondary"
          onClick={(event) => onMoreInfo(product, event.currentTarget)}
          aria-label={t('products.moreInfoAbout', { title })}
        >
          {t('products.moreInfo')}
        </button>
      </div>
    </article>
  );
}
