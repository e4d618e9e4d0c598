import { useRef, useState } from 'react';
import { Link } from '../router/router';
import { formatPrice } from '../../../common/money';
import { PROMO_POSTER_URL, PROMO_VIDEO_URL } from '../../../common/storefrontPictures';
import { useShopPolicy } from '../shop/useShopPolicy';
import styles from './LandingPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';
import { useT } from '../i18n/I18nContext';

/** The landing page (docs/product.md §2): hero, tagline, Shop Now, and a looping promo video with a mute toggle. */
export default function LandingPage() {
  const policy = useShopPolicy();
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const t = useT();
  usePageMeta({ title: t('landing.metaTitle') });

  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !muted;
    setMuted(!muted);
  };

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
          <div className={styles.media}>
            <video
              ref={video}
              className={styles.video}
              src={PROMO_VIDEO_URL}
              poster={PROMO_POSTER_URL}
              autoPlay
              loop
              muted
              playsInline
              preload="none"
              width={720}
              height={900}
              aria-label={t('landing.video')}
            />
            <button
              type="button"
              className={styles.mute}
              onClick={toggleMute}
              aria-pressed={!muted}
              aria-label={muted ? t('landing.unmute') : t('landing.mute')}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
                {muted ? (
                  <path d="M17 9l5 6M22 9l-5 6" />
                ) : (
                  <path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12" />
                )}
              </svg>
            </button>
          </div>
        </div>
      </section>
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
          <h2>{t('landing.payTitle')}</h2>
          <p>{t('landing.payText')}</p>
        </div>
        <div>
          <h2>{t('landing.returnsTitle')}</h2>
          <p>{t('landing.returnsText', { count: policy.returnWindowDays })}</p>
        </div>
      </section>
    </>
  );
}
