import { Router } from 'express';
import type { AppDeps } from '../deps';
import { requireAdmin } from '../auth/middleware';
import { route } from '../http/route';
import { actorOf, recorded } from '../activity/record';
import { productChange } from './activity';
import { dismissVariantGridNotice } from './notices';
import { createProduct, deleteProduct, updateProduct } from './service';

/** POST/PUT/DELETE /api/products (docs/product.md §7 Admin): the owner's only, checked on the server. */
export function productRoutes(deps: AppDeps): Router {
  const router = Router();
  const admin = requireAdmin(deps);

  route(router, 'POST /api/products', [admin], ({ body, res, req }) => {
    const added = (made: { id: string }) => productChange(deps.db, 'product.create', made.id);
    const product = recorded(deps, actorOf(req), added, () => createProduct(deps.db, body, deps.now()));
    res.status(201);
    return { success: true, data: product, message: 'Product created' };
  });

  route(router, 'PUT /api/products/:id', [admin], ({ params, body, req }) => ({
    success: true,
    data: recorded(deps, actorOf(req), productChange(deps.db, 'product.update', params.id), () =>
      updateProduct(deps.db, params.id, body, deps.now()),
    ),
    message: 'Product updated',
  }));

  route(router, 'DELETE /api/products/:id', [admin], ({ params, req }) => {
    recorded(deps, actorOf(req), productChange(deps.db, 'product.delete', params.id), () =>
      deleteProduct(deps.db, params.id),
    );
    return { success: true, message: 'Product deleted' };
  });

  route(router, 'DELETE /api/admin/notices/check-variant-grids', [admin], () => {
    dismissVariantGridNotice(deps.db);
    return { success: true, message: 'Notice dismissed' };
  });

  return router;
}
