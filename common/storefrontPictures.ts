/**
 * The pictures a storefront page paints first, and how wide it draws them (their img `sizes`). The
 * server names the same picture in the page's HTML so the browser fetches it before any script runs
 * (server/storefront/pageHead.ts); a preload only serves the img when both ask for the same widths.
 */
export const PICTURE_SIZES = {
  productCard: '(max-width: 600px) 50vw, (max-width: 1100px) 33vw, 280px',
  productPage: '(max-width: 800px) 92vw, 520px',
} as const;

/** The landing page's promo video; its poster is the largest thing the home page paints. */
export const PROMO_VIDEO_URL = '/media/promo.mp4';
export const PROMO_POSTER_URL = '/media/promo-poster.webp';
