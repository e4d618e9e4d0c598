import { z } from 'zod';
import { productQuerySchema, productSchema } from '../catalog';
import { storedShopPolicySchema } from '../policy';
import { endpoints, okData, okPage, pathParam } from './endpoint';

/** The catalog and the shop's policy, as the storefront reads them (docs/product.md §7 Storefront). */
export const catalogEndpoints = endpoints({
  // `suggestion`: for a search that found nothing, the same search with its slips put right, when that finds shirts.
  'GET /api/products': {
    auth: 'public',
    query: productQuerySchema,
    response: okPage(productSchema).extend({ suggestion: z.string().optional() }),
  },
  'GET /api/products/categories': { auth: 'public', response: okData(z.array(z.string())) },
  'GET /api/products/:id': { auth: 'public', params: z.object({ id: pathParam }), response: okData(productSchema) },
  'GET /api/shop': { auth: 'public', response: okData(storedShopPolicySchema) },
});
