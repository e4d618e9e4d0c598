/**
 * The order page asks the tracking endpoint, which wants the order's e-mail or phone number beside its
 * reference. What proved it is kept for this tab only (session storage), so a reload finds the order
 * again while another device or a shared link has to name it.
 */
const key = (orderRef: string) => `order-proof:${orderRef}`;

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

/** The e-mail a confirmation mail's link carries in its fragment ('#email=…', common/orders.ts orderPagePath). */
export function emailFromFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('email');
}
