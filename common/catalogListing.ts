/**
 * How the product list is sorted and paged, apart from the zod schemas in catalog.ts so that the
 * storefront's product screens do not load zod (issue 12).
 */
export const PRODUCT_SORTS = ['newest', 'oldest', 'price-asc', 'price-desc', 'rating', 'name', 'name-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
  name: 'Name (A–Z)',
  'name-desc': 'Name (Z–A)',
};
/** Products on one page of the list when the caller does not say. */
export const PRODUCTS_PER_PAGE = 24;
