import type { AddOutcome } from './cartRules';

/** What the shopper is told after adding to the cart (docs/product.md §4, §8 cart toasts). */
export function addToCartMessage(outcome: AddOutcome, stock: number): { text: string; kind: 'success' | 'error' | 'info' } {
  switch (outcome) {
    case 'added':
      return { text: 'Item added to cart', kind: 'success' };
    case 'updated':
      return { text: 'Item quantity updated in cart', kind: 'success' };
    case 'limited':
      return { text: `Only ${stock} in stock: your cart holds them all`, kind: 'info' };
    case 'sold-out':
      return { text: 'Sorry, this shirt is out of stock', kind: 'error' };
  }
}
