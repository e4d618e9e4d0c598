import { z } from 'zod';
import { SHOP_LANGUAGES } from './shopLanguages';

export { DEFAULT_LANGUAGE, isRightToLeft, SHOP_LANGUAGES, type ShopLanguage } from './shopLanguages';

/** A language as requests name it (checkout, the assistant): one of the shop's languages (shopLanguages.ts). */
export const shopLanguageSchema = z.enum(SHOP_LANGUAGES, {
  error: `language must be one of ${SHOP_LANGUAGES.join(', ')}`,
});
