import { productQuerySchema } from '../../common/catalog';
import { fillPath } from '../../common/contract/keys';
import { apiQuery, readFilters } from '../../common/productFilters';
import { PICTURE_SIZES, PROMO_POSTER_URL } from '../../common/storefrontPictures';
import { listProducts } from '../catalog/lists';
import { getProduct } from '../catalog/queries';
import type { Db } from '../db/client';
import type { PageNeeds } from './pageHead';

const PRODUCT_PAGE = /^\/products\/([^/]+)$/;

/** Only the shop's own pictures: the storefront's content policy allows no others. */
const ownPicture = (url: string | null | undefined, sizes: string) =>
  url?.startsWith('/') ? { url, sizes } : undefined;

/** Every page's frame (its footer, the shop's name) reads the shop's policy first (storefront/src/shop/useShopPolicy.ts). */
const POLICY = '/api/shop';

/**
 * What the storefront page at `pathname` paints first (storefront/src/App.tsx routes; docs/product.md §2):
 * the home page's promo poster, the product list's first card, a product page's main picture, and the
 * API answers each opens with, at the URLs the page itself builds (common/productFilters.ts,
 * common/contract/keys.ts). Answers that depend on who is signed in (reviews) are left to the page. A
 * query the catalog refuses or a product that is not there names no picture; the page says why itself.
 */
export function pageNeeds(db: Db, pathname: string, search: URLSearchParams): PageNeeds {
  if (pathname === '/')
    return { page: 'src/pages/LandingPage.tsx', picture: { url: PROMO_POSTER_URL }, answers: [POLICY] };
  if (pathname === '/products') {
    const listQuery = apiQuery(readFilters(search));
    const query = productQuerySchema.safeParse(Object.fromEntries(listQuery));
    const url = query.success ? listProducts(db, query.data).items[0]?.imageUrl : undefined;
    return {
      page: 'src/pages/ProductsPage.tsx',
      picture: ownPicture(url, PICTURE_SIZES.productCard),
      answers: [POLICY, `/api/products?${listQuery}`, '/api/products/categories'],
    };
  }
  const segment = PRODUCT_PAGE.exec(pathname)?.[1];
  if (segment !== undefined) {
    // Express has already refused an address whose escapes are broken (400), so this decodes.
    const id = decodeURIComponent(segment);
    const url = getProduct(db, id)?.imageUrl;
    return {
      page: 'src/pages/ProductDetailPage.tsx',
      picture: ownPicture(url, PICTURE_SIZES.productPage),
      answers: [POLICY, fillPath('/api/products/:id', { id })],
    };
  }
  return { answers: [POLICY] };
}
