import type { ShopperProfile } from '../../../common/accounts';

/** Where the shopper session lives in local storage (docs/product.md §3 storage keys). */
export const SHOPPER_TOKEN_KEY = 'token';
export const CACHED_PROFILE_KEY = 'userData';

export const storedShopperToken = (): string | null => localStorage.getItem(SHOPPER_TOKEN_KEY);

export function cachedProfile(): ShopperProfile | null {
  try {
    return JSON.parse(localStorage.getItem(CACHED_PROFILE_KEY) ?? 'null') as ShopperProfile | null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: ShopperProfile) {
  localStorage.setItem(SHOPPER_TOKEN_KEY, token);
  localStorage.setItem(CACHED_PROFILE_KEY, JSON.stringify(user));
}

export function clearSession() {
  localStorage.removeItem(SHOPPER_TOKEN_KEY);
  localStorage.removeItem(CACHED_PROFILE_KEY);
}
