/**
 * The order page asks the tracking endpoint, which wants the order's e-mail beside its reference. The
 * e-mail is kept for this tab only (session storage), so a reload finds the order again while another
 * device or a shared link has to name it.
 */
const key = (orderRef: string) => `order-email:${orderRef}`;

export function rememberOrderEmail(orderRef: string, email: string): void {
  try {
    sessionStorage.setItem(key(orderRef), email);
  } catch {
    // Storage refused (private mode, full): the page will ask for the e-mail after a reload.
  }
}

export function rememberedOrderEmail(orderRef: string): string | null {
  try {
    return sessionStorage.getItem(key(orderRef));
  } catch {
    return null;
  }
}

/** The e-mail a confirmation mail's link carries in its fragment ('#email=…', common/orders.ts orderPagePath). */
export function emailFromFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('email');
}
