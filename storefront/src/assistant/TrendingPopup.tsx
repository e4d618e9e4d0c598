import { useId } from 'react';
import { Link } from '../router/router';
import type { HotProduct } from '../../../common/assistantSchema';
import { resolveImageUrl } from '../../../common/apiClient';
import { formatPrice } from '../../../common/money';
import type { MessageKey } from '../i18n/catalog';
import { useT } from '../i18n/I18nContext';
import styles from './Assistant.module.css';

/**
 * docs/product.md §8: when the shop cannot say what is trending, three sample picks stand in. They lead into
 * the catalog sorted three ways rather than naming shirts the shop may not sell.
 */
export const SAMPLE_PICKS: { title: MessageKey; to: string }[] = [
  { title: 'assistant.samples.newest', to: '/products?sortBy=newest' },
  { title: 'assistant.samples.rating', to: '/products?sortBy=rating' },
  { title: 'assistant.samples.price', to: '/products?sortBy=price-asc' },
];

/** Real best sellers, or null for the sample picks. */
export type Trending = HotProduct[] | null;

type TrendingPopupProps = { trending: Trending; onTellMore: () => void; onClose: () => void };

/** 'Trending Now' (docs/product.md §2, §4): up to 3 products, 'Tell Me More' and a close button. */
export default function TrendingPopup({ trending, onTellMore, onClose }: TrendingPopupProps) {
  const titleId = useId();
  const t = useT();
  return (
    <section className={styles.popup} aria-labelledby={titleId}>
      <div className={styles.popupHeader}>
        <h2 id={titleId} className={styles.popupTitle}>
          {t('assistant.trendingNow')}
        </h2>
        <button type="button" className={styles.iconButton} aria-label={t('assistant.closeTrending')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ul className={styles.trendingList}>
        {trending
          ? trending.map((product) => (
              <li key={product.id}>
                <Link
                  to={`/products/${encodeURIComponent(product.id)}`}
                  className={styles.trendingItem}
                  onClick={onClose}
                >
                  {product.imageUrl ? (
                    <img
                      src={resolveImageUrl(product.imageUrl)}
                      alt=""
                      width={44}
                      height={44}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className={styles.thumbPlaceholder} aria-hidden="true" />
                  )}
                  <span className={styles.trendingName}>{product.title}</span>
                  <span className={styles.trendingPrice}>{formatPrice(product.price)}</span>
                </Link>
              </li>
            ))
          : SAMPLE_PICKS.map((pick) => (
              <li key={pick.to}>
                <Link to={pick.to} className={styles.trendingItem} onClick={onClose}>
                  <span className={styles.thumbPlaceholder} aria-hidden="true" />
                  <span className={styles.trendingName}>{t(pick.title)}</span>
                </Link>
              </li>
            ))}
      </ul>
      <button type="button" className={`button ${styles.tellMore}`} onClick={onTellMore}>
        {t('assistant.tellMeMore')}
      </button>
    </section>
  );
}
