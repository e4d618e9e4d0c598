import { z } from 'zod';

/**
 * The languages the shop speaks to shoppers (issue 26): English and Urdu. Urdu reads right to left;
 * prices keep PKR and Latin digits in both, as Pakistani shops print them.
 */
export const SHOP_LANGUAGES = ['en', 'ur'] as const;
export const shopLanguageSchema = z.enum(SHOP_LANGUAGES, { error: `language must be one of ${SHOP_LANGUAGES.join(', ')}` });
export type ShopLanguage = z.infer<typeof shopLanguageSchema>;
export const DEFAULT_LANGUAGE: ShopLanguage = 'en';

export const isRightToLeft = (language: ShopLanguage) => language === 'ur';
