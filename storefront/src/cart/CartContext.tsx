import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { addToCart, cartQuantity, cartSubtotal, normalizeCart, removeLine, setLineQuantity, type AddOutcome, type CartItem, type CartLine } from './cartRules';

const STORAGE_KEY = 'cart';

type CartValue = {
  lines: CartLine[];
  /** Total pieces, for the cart icon and the shipping rule. */
  count: number;
  subtotal: number;
  add: (item: CartItem, quantity: number) => AddOutcome;
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  /**
   * Changes the lines as they are when the change lands (e.g. brought up to date with the shop by
   * refreshLines); the result is normalized like a stored cart.
   */
  updateLines: (change: (current: CartLine[]) => CartLine[]) => void;
  clear: () => void;
};

const CartContext = createContext<CartValue | null>(null);

function readStoredCart(): CartLine[] {
  try {
    return normalizeCart(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** The cart lives in local storage under 'cart', saved on every change and shared across tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>(readStoredCart);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  }, [lines]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) setLines(readStoredCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const add = useCallback(
    (item: CartItem, quantity: number) => {
      const result = addToCart(lines, item, quantity);
      setLines(result.lines);
      return result.outcome;
    },
    [lines],
  );

  const updateLines = useCallback(
    (change: (current: CartLine[]) => CartLine[]) =>
      setLines((current) => {
        const next = normalizeCart(change(current));
        // Unchanged content keeps the same array, so nothing re-renders or is saved for nothing.
        return JSON.stringify(next) === JSON.stringify(current) ? current : next;
      }),
    [],
  );

  const value = useMemo<CartValue>(
    () => ({
      lines,
      count: cartQuantity(lines),
      subtotal: cartSubtotal(lines),
      add,
      setQuantity: (key, quantity) => setLines((current) => setLineQuantity(current, key, quantity)),
      remove: (key) => setLines((current) => removeLine(current, key)),
      updateLines,
      clear: () => setLines([]),
    }),
    [lines, add, updateLines],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs a CartProvider');
  return value;
}
