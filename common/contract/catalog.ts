import { z } from 'zod';
import { productQuerySchema, productSchema } from '../catalog';
import { shopPolicySchema } from '../policy';
import { endpoints, okData, okPage } from './endpoint';

/** The catalog and the shop's policy, as the storefront reads them (docs/product.md §7 Storefront). */
export const catalogEndpoints = endpoints({
  'GET /api/products': { query: productQuerySchema, response: okPage(productSchema) },
  'GET /api/products/categories': { response: okData(z.array(z.string())) },
  'GET /api/products/:id': { response: okData(productSchema) },
  'GET /api/shop': { response: okData(shopPolicySchema) },
});
