import type { Catalog } from './catalog';

/**
 * The storefront's Urdu, loaded only when a shopper reads Urdu (i18n/I18nContext.tsx), so English
 * first loads never download it. Typed as the English catalog: a missing key fails the typecheck.
 * Prices are not written here: formatPrice keeps PKR and Latin digits, as Pakistani shops print them.
 */
export const ur: Catalog = {
  language: {
    switchTo: 'English',
  },
  common: {
    loading: 'لوڈ ہو رہا ہے...',
    skipToContent: 'مواد پر جائیں',
    items: ({ count }: { count: number }) => (count === 1 ? '1 چیز' : `${count} چیزیں`),
  },
  nav: {
    main: 'مرکزی',
    home: 'ہوم',
    products: 'شرٹس',
    contact: 'رابطہ',
    cart: 'ٹوکری',
    cartWithCount: 'ٹوکری، {{items}}',
    profile: 'پروفائل',
    logout: 'لاگ آؤٹ',
    login: 'لاگ ان',
    openMenu: 'مینو کھولیں',
    closeMenu: 'مینو بند کریں',
  },
  footer: {
    label: 'فوٹر',
    shop: 'خریداری',
    advancedSearch: 'تفصیلی تلاش',
    trackOrder: 'اپنا آرڈر ٹریک کریں',
    contact: 'رابطہ',
    terms: 'شرائط',
    rights: '© {{year}} {{shop}}۔ جملہ حقوق محفوظ ہیں۔',
  },
  pager: {
    previous: 'پچھلا',
    next: 'اگلا',
    pageOf: 'صفحہ {{page}} از {{pages}}',
  },
  // — account, sign-in, reviews, assistant, terms: filled by the second translator —
};
