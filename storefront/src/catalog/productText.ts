import type { Product } from '../../../common/catalog';
import type { ShopLanguage } from '../../../common/shopLanguages';
import { useI18n } from '../i18n/I18nContext';

type Texts = Pick<Product, 'title' | 'description' | 'titleUrdu' | 'descriptionUrdu'>;

/**
 * A product's title and description in the shopper's language: the owner's Urdu when the shopper reads
 * Urdu and the owner wrote it, else the English (issue 26). Each is chosen on its own, so an Urdu title
 * with no Urdu description still shows.
 */
export function productText(product: Texts, language: ShopLanguage): { title: string; description: string } {
  const urdu = language === 'ur';
  return {
    title: (urdu && product.titleUrdu?.trim()) || product.title,
    description: (urdu && product.descriptionUrdu?.trim()) || product.description,
  };
}

export const useProductText = (product: Texts) => productText(product, useI18n().language);
