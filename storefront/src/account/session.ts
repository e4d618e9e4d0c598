/** The shopper's token as the session keeps it in local storage (SPEC.md §3 storage keys). */
export const SHOPPER_TOKEN_KEY = 'token';

export const storedShopperToken = (): string | null => localStorage.getItem(SHOPPER_TOKEN_KEY);
