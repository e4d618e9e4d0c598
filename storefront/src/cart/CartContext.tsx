import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  addToCart,
  cartQuantity,
  cartSubtotal,
  countedPieces,
  removeLine,
  setLineQuantity,
  type AddOutcome,
  type CartItem,
  type CartLine,
} from './cartRules';

const STORAGE_KEY = 'cart';

type CartValue = {
  lines: CartLine[];
  /** Total pieces, for the cart icon. */
  count: number;
  /** The pieces the shop can sell now (cartRules countedQuantity): the shipping rule reads these. */
  counted: number;
  /** What the shopper can be charged for: a sold-out line adds nothing, a short one only what is left. */
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
  /** False until the stored cart has been read: until then `lines` holds only what was added meanwhile. */
  ready: boolean;
};

const CartContext = createContext<CartValue | null>(null);

type Change = (lines: CartLine[]) => CartLine[];
type CartState = { read: boolean; lines: CartLine[]; pending: Change[] };

/*
 * Reading the stored cart checks each line with its zod schema (cartLine.ts). That check loads beside
 * the first page instead of in the first chunk (issue 12), so for a moment the stored cart is not yet
 * read: changes made meanwhile are kept and replayed on the stored cart once it is.
 */
const loadCartLine = () => import('./cartLine');

/** What local storage holds under 'cart'; null when nothing, or when the browser blocks storage. */
function storedCartText(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

async function readStoredCart(): Promise<CartLine[]> {
  const stored = storedCartText();
  // An empty cart (a shopper's first visit, or one who has not added anything) has no line to check,
  // so the check's code is not fetched at all: on a slow phone that is 17 KiB less beside the first page.
  if (stored === null || stored === '[]') return [];
  const { normalizeCart } = await loadCartLine();
  try {
    return normalizeCart(JSON.parse(stored));
  } catch {
    return [];
  }
}

/** The cart lives in local storage under 'cart', saved on every change and shared across tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CartState>({ read: false, lines: [], pending: [] });
  const { lines, read } = state;

  const change = useCallback(
    (apply: Change) =>
      setState((current) => ({
        ...current,
        lines: apply(current.lines),
        pending: current.read ? [] : [...current.pending, apply],
      })),
    [],
  );

  useEffect(() => {
    let live = true;
    const readStored = () =>
      void readStoredCart().then((stored) => {
        if (live)
          setState((current) => ({
            read: true,
            lines: current.pending.reduce((replayed, apply) => apply(replayed), stored),
            pending: [],
          }));
      });
    readStored();
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) readStored();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    if (read) localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  }, [read, lines]);

  const add = useCallback(
    (item: CartItem, quantity: number) => {
      change((current) => addToCart(current, item, quantity).lines);
      return addToCart(lines, item, quantity).outcome;
    },
    [lines, change],
  );

  const updateLines = useCallback(
    (update: Change) =>
      void loadCartLine().then(({ normalizeCart }) =>
        change((current) => {
          const next = normalizeCart(update(current));
          // Unchanged content keeps the same array, so nothing re-renders or is saved for nothing.
          return JSON.stringify(next) === JSON.stringify(current) ? current : next;
        }),
      ),
    [change],
  );

  const value = useMemo<CartValue>(
    () => ({
      lines,
      count: cartQuantity(lines),
      counted: countedPieces(lines),
      subtotal: cartSubtotal(lines),
      add,
      setQuantity: (key, quantity) => change((current) => setLineQuantity(current, key, quantity)),
      remove: (key) => change((current) => removeLine(current, key)),
      updateLines,
      clear: () => change(() => []),
      ready: read,
    }),
    [lines, read, add, change, updateLines],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs a CartProvider');
  return value;
}
