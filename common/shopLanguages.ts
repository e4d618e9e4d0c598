/**
 * The languages the shop speaks to shoppers (issue 26): English and Urdu. Urdu reads right to left;
 * prices keep PKR and Latin digits in both, as Pakistani shops print them. Apart from language.ts's
 * zod schema so the storefront's first load can read them without zod (storefront/bundleBudget.test.ts).
 */
export const SHOP_LANGUAGES = ['en', 'ur'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: ShopLanguage = 'en';

export const isRightToLeft = (language: ShopLanguage) => language === 'ur';

/** The name a link from the shop gives, in its fragment, to the language it was sent in (orderTracking.ts orderPagePath). */
export const LANGUAGE_IN_LINK = 'lang';
