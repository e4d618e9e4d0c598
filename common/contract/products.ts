import { productSchema, productWriteSchema } from '../catalog';
import { uploadAnswerSchema } from '../products';
import { endpoints, okData, okMessage } from './endpoint';

/**
 * The owner's product writes and picture uploads (docs/product.md §7 Admin), at the paths docs/product.md gives
 * them. Uploads are multipart, so they declare no JSON body.
 */
export const productEndpoints = endpoints({
  'POST /api/products': { body: productWriteSchema, response: okData(productSchema) },
  'PUT /api/products/:id': { body: productWriteSchema, response: okData(productSchema) },
  'DELETE /api/products/:id': { response: okMessage },
  'POST /api/uploads': { response: uploadAnswerSchema },
});
