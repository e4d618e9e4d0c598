import type { Product } from '../../../common/catalog';
import type { ShopLanguage } from '../../../common/shopLanguages';
import { useI18n } from '../i18n/I18nContext';

type Texts = Pick<Product, 'title' | 'description' | 'titleUrdu' | 'descriptionUrdu'>;

/**
 * A shirt's name in the shopper's language: the owner's Urdu title for an Urdu reader when there is one,
 * else the English. The one choice every page makes, from a product, a cart line or an order's line.
 */
export const productTitle = (named: { title: string; titleUrdu?: string }, language: ShopLanguage): string =>
  (language === 'ur' && named.titleUrdu?.trim()) || named.title;

/**
 * A product's title and description in the shopper's language: the owner's Urdu when the shopper reads
 * Urdu and the owner wrote it, else the English (issue 26). Each is chosen on its own, so an Urdu title
 * with no Urdu description still shows.
 */
export function productText(product: Texts, language: ShopLanguage): { title: string; description: string } {
  return {
    title: productTitle(product, language),
    description: (language === 'ur' && product.descriptionUrdu?.trim()) || product.description,
  };
}

export const useProductText = (product: Texts) => productText(product, useI18n().language);
