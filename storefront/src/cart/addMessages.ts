import { t } from '../i18n/I18nContext';
import type { AddOutcome } from './cartRules';

/** What the shopper is told after adding to the cart (docs/product.md §4, §8 cart toasts). */
export function addToCartMessage(
  outcome: AddOutcome,
  stock: number,
): { text: string; kind: 'success' | 'error' | 'info' } {
  switch (outcome) {
    case 'added':
      return { text: t('cart.added'), kind: 'success' };
    case 'updated':
      return { text: t('cart.updated'), kind: 'success' };
    case 'limited':
      return { text: t('cart.limited', { count: stock }), kind: 'info' };
    case 'sold-out':
      return { text: t('cart.soldOut'), kind: 'error' };
  }
}
