import { useRef, useState } from 'react';
import { PROMO_POSTER_URL, PROMO_VIDEO_URL } from '../../../common/storefrontPictures';
import { useT } from '../i18n/I18nContext';
import styles from './PromoVideo.module.css';

/** Whether the phone asks for less motion (an accessibility setting): then the video waits for Play. */
const wantsLessMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The landing page's looping promo video, muted, with Pause and Sound beside it. Moving pictures that
 * start by themselves and go on must be stoppable (WCAG 2.2.2), and a shopper who asked the phone for
 * less motion sees the poster until they press Play.
 */
export default function PromoVideo() {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [startsPlaying] = useState(() => !wantsLessMotion());
  // Follows the video's own play and pause events: a phone may refuse to start it (data saver).
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);

  const togglePlaying = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };
  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !muted;
    setMuted(!muted);
  };

  return (
    <div className={styles.media}>
      <video
        ref={video}
        className={styles.video}
        src={PROMO_VIDEO_URL}
        poster={PROMO_POSTER_URL}
        autoPlay={startsPlaying}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        loop
        muted
        playsInline
        preload="none"
        width={720}
        height={900}
        aria-label={t('landing.video')}
      />
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={togglePlaying}
          aria-label={playing ? t('landing.pause') : t('landing.play')}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
            {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
          </svg>
        </button>
        <button
          type="button"
          className={styles.control}
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
            {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12" />}
          </svg>
        </button>
      </div>
    </div>
  );
}
