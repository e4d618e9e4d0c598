const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * 'ORD-' plus 9 random uppercase letters or digits (SPEC.md §9). Checkout makes one per attempt so
 * that pressing Place Order again after a lost answer cannot place the order twice.
 */
export function newOrderRef(): string {
  const random = crypto.getRandomValues(new Uint32Array(9));
  return `ORD-${Array.from(random, (value) => ALPHABET[value % ALPHABET.length]).join('')}`;
}
