/** The admin token lives under admin_jwt and carries its expiry as exp, in seconds (SPEC.md §3). */
export const ADMIN_TOKEN_KEY = 'admin_jwt';

/** Seconds-since-epoch expiry of a JWT, or null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/** The stored token when it is present, readable and unexpired; otherwise it is removed (SPEC.md §4). */
export function validAdminToken(now = Date.now()): string | null {
  const token = localStorage.getItem(ADMIN_TOKEN_KEY);
  const exp = token ? tokenExpiry(token) : null;
  if (token && exp !== null && exp * 1000 > now) return token;
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  return null;
}
