import { z } from 'zod';
import { productSchema, productWriteSchema } from '../catalog';
import { uploadAnswerSchema } from '../products';
import { endpoints, okData, okMessage, pathParam } from './endpoint';

/**
 * The owner's product writes and picture uploads (docs/product.md §7 Admin), at the paths docs/product.md gives
 * them. Uploads are multipart, so they declare no JSON body.
 */
export const productEndpoints = endpoints({
  'POST /api/products': {
    auth: 'admin',
    permission: 'products',
    body: productWriteSchema,
    response: okData(productSchema),
  },
  'PUT /api/products/:id': {
    auth: 'admin',
    permission: 'products',
    params: z.object({ id: pathParam }),
    body: productWriteSchema,
    response: okData(productSchema),
  },
  'DELETE /api/products/:id': {
    auth: 'admin',
    permission: 'products',
    params: z.object({ id: pathParam }),
    response: okMessage,
  },
  'POST /api/uploads': { auth: 'admin', permission: 'products', response: uploadAnswerSchema },
  /** The Dashboard's 'check your size × colour grids' notice, shown once (server/products/notices.ts). */
  'DELETE /api/admin/notices/check-variant-grids': { auth: 'admin', permission: 'products', response: okMessage },
});
