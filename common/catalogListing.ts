/**
 * How the product list is sorted and paged, apart from the zod schemas in catalog.ts so that the
 * storefront's product screens do not load zod (issue 12).
 */
export const PRODUCT_SORTS = ['newest', 'oldest', 'price-asc', 'price-desc', 'rating', 'name', 'name-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Products on one page of the list when the caller does not say. */
export const PRODUCTS_PER_PAGE = 24;
