/** Storefront addresses that the server also writes (sitemap) and the storefront links and names as canonical. */
export const HOME_PATH = '/';
export const PRODUCTS_PATH = '/products';
export const productPath = (id: string) => `${PRODUCTS_PATH}/${encodeURIComponent(id)}`;
