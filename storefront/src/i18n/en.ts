/**
 * The storefront's English, and the source of its keys: every other catalog has exactly these keys
 * (catalog.ts types them; i18n/catalogs.test.ts checks none is empty and placeholders match).
 * Adding a string: add it here, then in ur.ts, then call `t('group.key')` (docs/architecture.md, Languages).
 */
export const en = {
  language: {
    /** The switch names the other language in that language, so a shopper who cannot read this one finds it. */
    switchTo: 'اردو',
  },
  common: {
    loading: 'Loading...',
    skipToContent: 'Skip to content',
    items: ({ count }: { count: number }) => (count === 1 ? '1 item' : `${count} items`),
  },
  nav: {
    main: 'Main',
    home: 'Home',
    products: 'Products',
    contact: 'Contact',
    cart: 'Cart',
    cartWithCount: 'Cart, {{items}}',
    profile: 'Profile',
    logout: 'Logout',
    login: 'Login',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  footer: {
    label: 'Footer',
    shop: 'Shop',
    advancedSearch: 'Advanced search',
    trackOrder: 'Track your order',
    contact: 'Contact',
    terms: 'Terms',
    rights: '© {{year}} {{shop}}. All rights reserved.',
  },
  pager: {
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
  },
  // — account, sign-in, reviews, assistant, terms: filled by the second translator —
};
