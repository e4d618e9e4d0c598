import { useRef, useState } from 'react';
import { Link } from '../router/router';
import { formatPrice } from '../../../common/money';
import { freeShippingMessage } from '../../../common/policyRules';
import { PROMO_POSTER_URL, PROMO_VIDEO_URL } from '../../../common/storefrontPictures';
import { useShopPolicy } from '../shop/useShopPolicy';
import styles from './LandingPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';

/** The landing page (docs/product.md §2): hero, tagline, Shop Now, and a looping promo video with a mute toggle. */
export default function LandingPage() {
  const policy = useShopPolicy();
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  usePageMeta({ title: 'Shirts delivered across Pakistan' });

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
            <p className={styles.kicker}>New season shirts</p>
            <h1 className={styles.title}>{policy.shopName}</h1>
            <p className={styles.tagline}>{policy.tagline}</p>
            <Link to="/products" className={`button ${styles.cta}`}>
              Shop Now
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
              aria-label="Our shirts in motion"
            />
            <button type="button" className={styles.mute} onClick={toggleMute} aria-pressed={!muted} aria-label={muted ? 'Unmute video' : 'Mute video'}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
                {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12" />}
              </svg>
            </button>
          </div>
        </div>
      </section>
      <section className={`container ${styles.promises}`} aria-label="Why shop with us">
        <div>
          <h2>Delivery across Pakistan</h2>
          <p>
            {formatPrice(policy.shippingFee)} flat. {freeShippingMessage(policy)}
          </p>
        </div>
        <div>
          <h2>Pay your way</h2>
          <p>Cash on delivery or bank transfer.</p>
        </div>
        <div>
          <h2>Easy returns</h2>
          <p>Return within {policy.returnWindowDays} days of delivery.</p>
        </div>
      </section>
    </>
  );
}
