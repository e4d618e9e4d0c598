import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../common/apiClient';
import type { Product } from '../../../common/catalog';
import { fetchProduct } from '../catalog/api';
import { useCart } from './CartContext';
import { lineNotices, refreshLines, type ShopAnswers } from './cartRules';

export type CartNotices = ReturnType<typeof lineNotices>;

/**
 * When the cart or checkout opens, each product in the cart is asked for as the shop sells it now (one
 * call per product, in parallel): prices and stock may have changed since it was added. The answers are
 * applied to the lines as they are when they arrive, so what the shopper did meanwhile stands. A product
 * that cannot be fetched for another reason (offline) is left as it is. `checkAgain` asks once more, for
 * the products in the cart then (checkout, when the shop says a price changed while the page was open).
 */
export function useCartCheck(): { notices: CartNotices; checkAgain: () => void } {
  const { lines, updateLines } = useCart();
  const [notices, setNotices] = useState<CartNotices>({});
  // Asked once per visit (and again on checkAgain), for the products in the cart at that moment.
  const [ids, setIds] = useState(() => [...new Set(lines.map((line) => line.id))]);
  // The lines as last shown, for telling what the answers change once they arrive.
  const current = useRef(lines);
  useEffect(() => {
    current.current = lines;
  }, [lines]);

  useEffect(() => {
    // An empty cart has nothing to check: refreshing its lines would fetch the cart's zod for nothing
    // (16 KiB of an empty /checkout's first load, issue 38).
    if (ids.length === 0) return;
    let live = true;
    void Promise.all(
      ids.map((id) =>
        fetchProduct(id).then(
          (product): [string, Product | undefined] | null => [id, product],
          (error: unknown): [string, Product | undefined] | null =>
            error instanceof ApiError && error.code === 'NOT_FOUND' ? [id, undefined] : null,
        ),
      ),
    ).then((results) => {
      if (!live) return;
      const answers: ShopAnswers = new Map(results.filter((result) => result !== null));
      setNotices(lineNotices(current.current, answers));
      updateLines((now) => refreshLines(now, answers));
    });
    return () => {
      live = false;
    };
  }, [ids, updateLines]);
  const checkAgain = () => setIds([...new Set(current.current.map((line) => line.id))]);
  return { notices, checkAgain };
}
