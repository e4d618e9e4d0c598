/**
 * The order page and the tracking page ask the tracking endpoint, which wants the order's e-mail or
 * phone number beside its reference. What proved it is kept for this tab only (session storage), so a
 * reload or Back finds the order again while another device or a shared link has to name it; the
 * address bar carries the reference at most, never the e-mail or phone (docs/decisions/0127).
 */
const key = (orderRef: string) => `order-proof:${orderRef.toUpperCase()}`;

/** Keeps the order's e-mail, or its phone number for an order placed without one (decision 0114). */
export function rememberOrderProof(orderRef: string, emailOrPhone: string): void {
  try {
    sessionStorage.setItem(key(orderRef), emailOrPhone);
  } catch {
    // Storage refused (private mode, full): the page will ask for the e-mail or phone after a reload.
  }
}

export function rememberedOrderProof(orderRef: string): string | null {
  try {
    return sessionStorage.getItem(key(orderRef)) || null;
  } catch {
    return null;
  }
}

/** Forgets what proved an order in this tab: the tracking page does so when the shopper looks up another. */
export function forgetOrderProof(orderRef: string): void {
  try {
    sessionStorage.removeItem(key(orderRef));
  } catch {
    // Nothing was kept.
  }
}

/** The e-mail a confirmation mail's link carries in its fragment ('#email=…', common/orders.ts orderPagePath). */
export function emailFromFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('email');
}
