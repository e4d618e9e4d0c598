import type { Product } from '../../../common/catalog';
import { formatPrice } from '../../../common/money';
import { PICTURE_SIZES } from '../../../common/storefrontPictures';
import ProductImage from './ProductImage';
import styles from './ProductCard.module.css';

type ProductCardProps = { product: Product; onMoreInfo: (product: Product, trigger: HTMLButtonElement) => void; eager: boolean };

export default function ProductCard({ product, onMoreInfo, eager }: ProductCardProps) {
  return (
    <article className={styles.card}>
      <ProductImage
        url={product.imageUrl}
        title={product.title}
        sizes={PICTURE_SIZES.productCard}
        className={styles.image}
        loading={eager ? 'eager' : 'lazy'}
        width={320}
        height={400}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{product.title}</h3>
        <p className={styles.price}>{formatPrice(product.price)}</p>
        {product.stock <= 0 && <p className={styles.soldOut}>Out of Stock</p>}
        <button type="button" className="button secondary" onClick={(event) => onMoreInfo(product, event.currentTarget)} aria-label={`More info about ${product.title}`}>
          More info
        </button>
      </div>
    </article>
  );
}
