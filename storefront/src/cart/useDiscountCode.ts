import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../../common/apiClient';
import type { DiscountQuote } from '../../../common/discounts';
import { storedShopperToken } from '../account/session';
import { useCart } from './CartContext';
import { countedLines, lineKey } from './cartRules';
import { refusalMessage } from '../i18n/problems';

/** Kept beside the cart in local storage, so the code survives a reload of the cart or checkout (docs/product.md §3 Storage keys). */
const STORAGE_KEY = 'discountCode';

function storedCode(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}
function storeCode(code: string) {
  try {
    if (code) localStorage.setItem(STORAGE_KEY, code);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the code lasts as long as the page.
  }
}

/** How long the cart and the shopper's details must stay still before the code is priced again. */
const SETTLE_MS = 350;

export type DiscountCodeState = {
  /** The code as the shopper entered it; '' when none. */
  code: string;
  /** The server's pricing of the cart with the code, when it applies. */
  quote: DiscountQuote | null;
  /** Why the code does not apply, in the shopper's words. */
  refusal: string;
  checking: boolean;
  /** The discount of one cart line (0 when none). */
  lineDiscount: (line: { id: string; size: string; color: string }) => number;
  apply: (code: string) => void;
  remove: () => void;
  /** Placement refused the code: show its message at the field. */
  refuse: (message: string) => void;
};

/**
 * The shopper's discount code and what it does to the cart, priced by the server as the order will be
 * (POST /api/discounts/preview): asked again whenever the cart, the code or (at checkout) the phone and
 * e-mail change, once they settle. The browser never works a discount out itself.
 */
export function useDiscountCode(customer?: { email: string; phone: string }): DiscountCodeState {
  const { lines } = useCart();
  const [code, setCode] = useState(storedCode);
  const [quote, setQuote] = useState<DiscountQuote | null>(null);
  const [refusal, setRefusal] = useState('');
  const [checking, setChecking] = useState(false);
  // Priced as the order can be placed: a sold-out line left out, a short one at what is left (cartRules countedLines).
  const items = countedLines(lines).map((line) => ({
    id: line.id,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
  }));
  const itemsKey = JSON.stringify(items);
  const email = customer?.email.trim() ?? '';
  const phone = customer?.phone.trim() ?? '';

  useEffect(() => {
    if (!code || items.length === 0) {
      setQuote(null);
      setRefusal('');
      return;
    }
    const controller = new AbortController();
    setChecking(true);
    const timer = setTimeout(() => {
      callApi('POST /api/discounts/preview', {
        body: {
          code,
          items,
          customer: email || phone ? { email: email || undefined, phone: phone || undefined } : undefined,
        },
        token: storedShopperToken(),
        signal: controller.signal,
      }).then(
        (answer) => {
          setQuote(answer.data);
          setRefusal('');
          setChecking(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setQuote(null);
          setRefusal(refusalMessage(error, 'discountCode.checkFailed', code));
          setChecking(false);
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // itemsKey stands for items: a new array with the same lines asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, itemsKey, email, phone]);

  const apply = useCallback((entered: string) => {
    const next = entered.replace(/\s+/g, '').toUpperCase();
    storeCode(next);
    setCode(next);
  }, []);
  const remove = useCallback(() => {
    storeCode('');
    setCode('');
  }, []);
  const refuse = useCallback((message: string) => {
    setQuote(null);
    setRefusal(message);
  }, []);
  const lineDiscount = useCallback(
    (line: { id: string; size: string; color: string }) =>
      quote?.lines.find(
        (priced) => lineKey({ id: priced.productId, size: priced.size, color: priced.color }) === lineKey(line),
      )?.discount ?? 0,
    [quote],
  );
  return { code, quote, refusal, checking, lineDiscount, apply, remove, refuse };
}

/** Forgets the code once an order has used it. */
export const forgetDiscountCode = () => storeCode('');
