/** docs/product.md §4 and §9: the chat widget's timings, in milliseconds. */
export const TEASER_AFTER_MS = 3_000;
export const HOT_PRODUCTS_AFTER_MS = 8_000;
export const TRENDING_VISIBLE_MS = 10_000;
export const FAQ_REPLY_DELAY_MS = 500;
export const INPUT_FOCUS_DELAY_MS = 300;

/** Time left until `ms` after the page started loading: the widget itself loads late, the clock does not. */
export const sincePageStart = (ms: number) => Math.max(0, ms - performance.now());
