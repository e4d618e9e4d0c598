import { Link } from '../router/router';
import { formatPrice } from '../../../common/money';
import { useShopPolicy } from '../shop/useShopPolicy';
import styles from './LandingPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';
import { useT } from '../i18n/I18nContext';
import ProductCard from '../catalog/ProductCard';
import { useProductList } from '../catalog/useProductList';
import PromoVideo from './PromoVideo';

/**
 * The landing page (docs/product.md §2): hero, tagline, Shop Now, a looping promo video (PromoVideo.tsx),
 * the newest shirts (issue 35: the page showed only a banner), and what the shop promises, read from its
 * settings.
 */
export default function LandingPage() {
  const policy = useShopPolicy();
  const t = useT();
  const offersBank = policy.paymentMethods.includes('bank');
  usePageMeta({ title: t('landing.metaTitle') });

  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.copy}>
            <p className={styles.kicker}>{t('landing.kicker')}</p>
            <h1 className={styles.title}>
              <bdi>{policy.shopName}</bdi>
            </h1>
            <p className={styles.tagline}>
              <bdi>{policy.tagline}</bdi>
            </p>
            <Link to="/products" className={`button ${styles.cta}`}>
              {t('landing.shopNow')}
            </Link>
          </div>
          <PromoVideo />
        </div>
      </section>
      <NewShirts />
      <section className={`container ${styles.promises}`} aria-label={t('landing.why')}>
        <div>
          <h2>{t('landing.deliveryTitle')}</h2>
          <p>
            {t('landing.deliveryText', {
              fee: formatPrice(policy.shippingFee),
              free: t('summary.freeShipping', { count: policy.freeShippingMinItems }),
            })}
          </p>
        </div>
        <div>
          {/* Only what checkout offers: bank transfer once the owner saved bank details (issue 35). */}
          <h2>{offersBank ? t('landing.payTitle') : t('landing.payCodTitle')}</h2>
          <p>{offersBank ? t('landing.payText') : t('landing.payCodOnly')}</p>
        </div>
        <div>
          <h2>{t('landing.returnsTitle')}</h2>
          <p>{t('landing.returnsText', { count: policy.returnWindowDays })}</p>
        </div>
      </section>
    </>
  );
}

/** How many of the newest shirts the home page shows: two rows on a phone, one on a computer. */
const NEW_SHIRTS = 4;
const NEW_SHIRTS_QUERY = `sortBy=newest&limit=${NEW_SHIRTS}`;

/** The newest shirts, each opening its page; nothing at all while they load or when the list fails (Shop Now stays). */
function NewShirts() {
  const state = useProductList(NEW_SHIRTS_QUERY, 0);
  const t = useT();
  if (state.status !== 'loaded' || state.page.data.length === 0) return null;
  return (
    <section className={`container ${styles.newShirts}`} aria-labelledby="new-shirts-heading">
      <div className={styles.newHeader}>
        <h2 id="new-shirts-heading">{t('landing.newShirts')}</h2>
        <Link to="/products">{t('landing.seeAll')}</Link>
      </div>
      <div className={styles.grid}>
        {state.page.data.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < 2} />
        ))}
      </div>
    </section>
  );
}
