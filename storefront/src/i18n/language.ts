import {
  DEFAULT_LANGUAGE,
  isRightToLeft,
  LANGUAGE_IN_LINK,
  SHOP_LANGUAGES,
  type ShopLanguage,
} from '../../../common/shopLanguages';

/** Where the shopper's own choice is remembered, across visits, on this device. */
export const LANGUAGE_STORAGE_KEY = 'shop.language';

const isShopLanguage = (value: unknown): value is ShopLanguage => SHOP_LANGUAGES.includes(value as ShopLanguage);

/**
 * The language a visit starts in: the one the shopper chose before, else the first of the browser's
 * languages the shop speaks ('ur', 'ur-PK' → Urdu; 'en-GB' → English), else English.
 */
export function startingLanguage(stored: string | null, browserLanguages: readonly string[]): ShopLanguage {
  if (isShopLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isShopLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language a link from the shop was sent in ('#…&lang=ur', common/orderTracking.ts orderPagePath):
 * what the shop knows of this reader, ranked below their own choice and above the browser's languages.
 */
export function linkedLanguage(hash: string): ShopLanguage | null {
  const named = new URLSearchParams(hash.replace(/^#/, '')).get(LANGUAGE_IN_LINK);
  return isShopLanguage(named) ? named : null;
}

/** Reads the remembered choice; storage may be refused (private modes), which is then no choice. */
export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberLanguage(language: ShopLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered on this device; the page still switches.
  }
}

/** `<html lang dir>`: screen readers pick their voice by lang, the browser lays out by dir, CSS fonts by :lang(ur). */
export function applyToDocument(language: ShopLanguage) {
  document.documentElement.lang = language === 'ur' ? 'ur-PK' : 'en';
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}
