/** The admin token lives under admin_jwt and carries its expiry as exp, in seconds (docs/product.md §3). */
export const ADMIN_TOKEN_KEY = 'admin_jwt';

/** Seconds-since-epoch expiry of a JWT, or null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' && Number.isFinite(payload.exp) ? payload.exp : null;
  } catch {
    return null;
  }
}

/** The stored token when it is present, readable and unexpired; otherwise it is removed (docs/product.md §2, §4). */
export function validAdminToken(now = Date.now()): string | null {
  const token = localStorage.getItem(ADMIN_TOKEN_KEY);
  const exp = token ? tokenExpiry(token) : null;
  if (token && exp !== null && exp * 1000 > now) return token;
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  return null;
}

/** Browsers run a timer at once when its delay passes 2^31 - 1 ms (about 24.8 days). */
const LONGEST_TIMER = 2 ** 31 - 1;

/** Milliseconds until the token expires (docs/product.md §4: the owner is logged out then), within what a timer can wait. */
export function msUntilExpiry(token: string, now = Date.now()): number {
  const exp = tokenExpiry(token);
  return exp === null ? 0 : Math.min(Math.max(0, exp * 1000 - now), LONGEST_TIMER);
}
