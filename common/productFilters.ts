import { PRODUCT_SORTS, PRODUCTS_PER_PAGE, type ProductSort } from './catalogListing';

/**
 * The product list's filters, as they live in the /products URL (docs/product.md §2 query parameters).
 * The server reads them too, to name the list's first answer and picture in the page (server/storefront).
 */
export type ProductFilters = {
  q: string;
  category: string;
  minPrice: string;
  maxPrice: string;
  minRating: string;
  /** Only shirts with this size in stock (in some colour; issue 22). */
  size: string;
  /** Only shirts with this colour in stock (in some size). */
  color: string;
  sortBy: ProductSort;
  page: number;
};

export const FILTER_KEYS = ['q', 'category', 'minPrice', 'maxPrice', 'minRating', 'size', 'color'] as const;
export const EMPTY_FILTERS: ProductFilters = {
  q: '',
  category: '',
  minPrice: '',
  maxPrice: '',
  minRating: '',
  size: '',
  color: '',
  sortBy: 'newest',
  page: 1,
};

export function readFilters(params: URLSearchParams): ProductFilters {
  const sortBy = params.get('sortBy') ?? '';
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? params.get('search') ?? '',
    category: params.get('category') ?? '',
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    minRating: params.get('minRating') ?? '',
    size: params.get('size') ?? '',
    color: params.get('color') ?? '',
    sortBy: (PRODUCT_SORTS as readonly string[]).includes(sortBy) ? (sortBy as ProductSort) : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the URL, so links stay short and shareable. */
export function writeFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value !== '') params.set(key, value);
  }
  if (filters.sortBy !== 'newest') params.set('sortBy', filters.sortBy);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API query for these filters: the same names, plus the page size. */
export function apiQuery(filters: ProductFilters): URLSearchParams {
  const params = writeFilters(filters);
  params.set('limit', String(PRODUCTS_PER_PAGE));
  return params;
}

export const hasActiveFilters = (filters: ProductFilters) => FILTER_KEYS.some((key) => filters[key].trim() !== '');
