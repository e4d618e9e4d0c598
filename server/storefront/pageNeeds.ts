import { productQuerySchema } from '../../common/catalog';
import { PICTURE_SIZES, PROMO_POSTER_URL } from '../../common/storefrontPictures';
import { getProduct, listProductsJson } from '../catalog/queries';
import type { Db } from '../db/client';
import type { PageNeeds } from './pageHead';

const PRODUCT_PAGE = /^\/products\/([^/]+)$/;

/** Only the shop's own pictures: the storefront's content policy allows no others. */
const ownPicture = (url: string | null | undefined, sizes: string) => (url?.startsWith('/') ? { url, sizes } : undefined);

/**
 * What the storefront page at `pathname` paints first (storefront/src/App.tsx routes; docs/product.md §2):
 * the home page's promo poster, the product list's first card, a product page's main picture. A query
 * the catalog refuses or a product that is not there names no picture; the page says why itself.
 */
export function pageNeeds(db: Db, pathname: string, search: URLSearchParams): PageNeeds {
  if (pathname === '/') return { page: 'src/pages/LandingPage.tsx', picture: { url: PROMO_POSTER_URL } };
  if (pathname === '/products') {
    // The list asks for its own page size whatever the address says (storefront/src/catalog/filters.ts).
    const { limit: _ignored, ...asked } = Object.fromEntries(search);
    const query = productQuerySchema.safeParse(asked);
    const first = query.success ? listProductsJson(db, query.data).items[0] : undefined;
    const url = first === undefined ? undefined : (JSON.parse(first) as { imageUrl: string | null }).imageUrl;
    return { page: 'src/pages/ProductsPage.tsx', picture: ownPicture(url, PICTURE_SIZES.productCard) };
  }
  const id = PRODUCT_PAGE.exec(pathname)?.[1];
  if (id !== undefined) {
    // Express has already refused an address whose escapes are broken (400), so this decodes.
    const url = getProduct(db, decodeURIComponent(id))?.imageUrl;
    return { page: 'src/pages/ProductDetailPage.tsx', picture: ownPicture(url, PICTURE_SIZES.productPage) };
  }
  return {};
}
