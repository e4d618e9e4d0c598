import { useEffect, useRef, useState } from 'react';
import ProductImage from './ProductImage';
import styles from './ImageGallery.module.css';
import { useT } from '../i18n/I18nContext';

type ImageGalleryProps = {
  images: string[];
  /** The colour a picture shows, by URL, when the owner tagged it: its alt text names it. */
  imageColors?: Record<string, string>;
  title: string;
  sizes: string;
  eager?: boolean;
  /** The picture shown; the page holds it, so choosing a colour can show that colour's picture. */
  index: number;
  onIndexChange: (index: number) => void;
};

/** Steps through pictures; both ends wrap around (docs/product.md §4). */
export const wrapIndex = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);

/**
 * A product's pictures: main picture with previous/next (only with two pictures or more),
 * thumbnails when there are two or more, and a fullscreen viewer opened by clicking the picture.
 */
export default function ImageGallery({
  images,
  imageColors = {},
  title,
  sizes,
  eager = false,
  index,
  onIndexChange,
}: ImageGalleryProps) {
  const [fullscreen, setFullscreen] = useState(false);
  const t = useT();
  // Said when the shopper steps through the pictures here; a picture shown because a colour was
  // chosen is not announced (the colour's own button already says what was chosen).
  const [spoken, setSpoken] = useState('');
  const viewer = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const shown = wrapIndex(index, count);
  const current = images[shown];
  const colourOf = (url: string | undefined) => (url === undefined ? undefined : imageColors[url]);
  const altOf = (url: string | undefined) =>
    colourOf(url) ? t('product.inColour', { title, colour: colourOf(url)! }) : title;
  const go = (position: number) => {
    onIndexChange(position);
    setSpoken(t('product.pictureOf', { position: position + 1, count }));
  };
  const step = (by: number) => go(wrapIndex(shown + by, count));

  useEffect(() => {
    const dialog = viewer.current;
    if (!dialog) return;
    if (fullscreen && !dialog.open) dialog.showModal();
    if (!fullscreen && dialog.open) dialog.close();
  }, [fullscreen]);

  // One picture has nowhere to step to: no arrows at all, rather than two that do nothing (issue 35).
  const arrows = (placement = '') =>
    count > 1 && (
      <>
        <button
          type="button"
          className={`${styles.arrow} ${styles.prev} ${placement}`}
          onClick={() => step(-1)}
          aria-label={t('product.previousImage')}
        >
          ‹
        </button>
        <button
          type="button"
          className={`${styles.arrow} ${styles.next} ${placement}`}
          onClick={() => step(1)}
          aria-label={t('product.nextImage')}
        >
          ›
        </button>
      </>
    );

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <button
          type="button"
          className={styles.zoom}
          onClick={() => count > 0 && setFullscreen(true)}
          aria-label={t('product.fullScreen', { title })}
          disabled={count === 0}
        >
          <ProductImage
            url={current}
            title={altOf(current)}
            sizes={sizes}
            className={styles.main}
            loading={eager ? 'eager' : 'lazy'}
            width={800}
            height={1000}
          />
        </button>
        {arrows()}
        {count > 1 && (
          <span className={styles.counter} aria-hidden="true" dir="ltr">
            {shown + 1} / {count}
          </span>
        )}
        <span className="visually-hidden" aria-live="polite">
          {spoken}
        </span>
      </div>
      {count >= 2 && (
        <ul className={styles.thumbs} aria-label={t('product.pictures')}>
          {images.map((url, position) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`${t('product.showPicture', { position: position + 1, count })}${colourOf(url) ? `, ${colourOf(url)}` : ''}`}
                aria-current={position === shown}
                onClick={() => go(position)}
              >
                <ProductImage url={url} title="" sizes="80px" width={80} height={100} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={viewer}
        className={styles.viewer}
        aria-label={t('product.fullScreenView', { title })}
        onClose={() => setFullscreen(false)}
      >
        {fullscreen && (
          <>
            <ProductImage url={current} title={altOf(current)} sizes="100vw" className={styles.full} loading="eager" />
            {arrows(styles.viewerArrow)}
            <button
              type="button"
              className={styles.close}
              onClick={() => setFullscreen(false)}
              aria-label={t('product.closeFullScreen')}
            >
              ×
            </button>
          </>
        )}
      </dialog>
    </div>
  );
}
